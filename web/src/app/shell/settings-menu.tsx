import { ActionIcon, Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconKey, IconLogout, IconMoon, IconSettings } from '@tabler/icons-react';
import { ChangePasswordModal } from '../../features/auth/change-password-modal';
import { useSignOut } from '../../features/auth/use-sign-out';

export function SettingsMenu() {
  const { setColorScheme } = useMantineColorScheme();
  const dark = useComputedColorScheme('light') === 'dark';
  const [passwordOpened, passwordModal] = useDisclosure(false);
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
          <Menu.CheckboxItem
            checked={dark}
            onChange={(checked) => setColorScheme(checked ? 'dark' : 'light')}
            rightSection={<IconMoon size={16} stroke={1.5} aria-hidden />}
          >
            Dark mode
          </Menu.CheckboxItem>
          <Menu.Item leftSection={<IconKey size={16} stroke={1.5} />} onClick={passwordModal.open}>
            Change password
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item leftSection={<IconLogout size={16} stroke={1.5} />} onClick={signOut}>
            Log out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ChangePasswordModal opened={passwordOpened} onClose={passwordModal.close} />
    </>
  );
}
