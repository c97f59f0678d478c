import { ActionIcon, Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconKey, IconLogout, IconMoon, IconSettings } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useSignOut } from '../../features/auth/use-sign-out';

// The form, its validation and the password field download when the modal is first asked
// for, not with every screen's first load.
const ChangePasswordModal = lazy(() =>
  import('../../features/auth/change-password-modal').then((m) => ({ default: m.ChangePasswordModal })),
);

export function SettingsMenu() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const [passwordOpened, passwordModal] = useDisclosure(false);
  // Mounted from its first opening on, so that it closes with its transition.
  const [passwordWanted, setPasswordWanted] = useState(false);
  const signOut = useSignOut();

  return (
    <>
      <Menu position="bottom-end" width={220} shadow="md">
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Settings">
            <IconSettings size={20} stroke={1.5} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {/* A plain item given the checkbox role (Menu.Item sets `menuitem` itself, so through
              renderRoot): its icon sits where the other items' icons do, where a
              Menu.CheckboxItem puts its narrower tick and shifts the text. */}
          <Menu.Item
            renderRoot={(props) => <button type="button" {...props} role="menuitemcheckbox" aria-checked={dark} />}
            closeMenuOnClick={false}
            leftSection={<IconMoon size={16} stroke={1.5} aria-hidden />}
            rightSection={dark ? <IconCheck size={16} stroke={2} aria-hidden /> : null}
            onClick={() => setColorScheme(dark ? 'light' : 'dark')}
          >
            Dark mode
          </Menu.Item>
          <Menu.Item
            leftSection={<IconKey size={16} stroke={1.5} />}
            onClick={() => {
              setPasswordWanted(true);
              passwordModal.open();
            }}
          >
            Change password
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} stroke={1.5} />} onClick={signOut}>
            Log out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      {passwordWanted && (
        <Suspense fallback={null}>
          <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
        </Suspense>
      )}
    </>
  );
}
