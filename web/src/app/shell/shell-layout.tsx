import { AppShell, Burger, Group, Progress, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { Outlet, useNavigation } from 'react-router';
import type { SessionViewer } from '../session-viewer';
import { openCommandPalette } from './command-palette-loader';
import { SettingsMenu } from './settings-menu';
import { SidebarNav } from './sidebar-nav';

export function ShellLayout({ viewer }: { viewer: SessionViewer }) {
  const [navOpened, { toggle: toggleNav, close: closeNav }] = useDisclosure(false);
  const navigating = useNavigation().state === 'loading';

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !navOpened } }} padding="md">
      <AppShell.Header>
        {navigating && <Progress value={100} animated size="xs" radius={0} pos="absolute" top={0} left={0} right={0} aria-hidden />}
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={navOpened} onClick={toggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            <Text fw={700} size="lg">
              Back-office
            </Text>
          </Group>
          <Group gap="xs" wrap="nowrap">
            <UnstyledButton onClick={openCommandPalette}>
              <Group gap={6} c="dimmed" wrap="nowrap">
                <IconSearch size={18} stroke={1.5} aria-hidden />
                <VisuallyHidden>Open command palette</VisuallyHidden>
                <Text size="sm" visibleFrom="sm">
                  Ctrl + K
                </Text>
              </Group>
            </UnstyledButton>
            <SettingsMenu />
          </Group>
        </Group>
      </AppShell.Header>

      <AppShell.Navbar p="xs" aria-label="Main">
        <SidebarNav viewer={viewer} onNavigate={closeNav} />
      </AppShell.Navbar>

      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
