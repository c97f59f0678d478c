import { NavLink } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import { sidebarItems } from '../features';
import type { SessionViewer } from '../session-viewer';

/** Only the areas this viewer may read (the gateway's `can…` booleans). */
export function SidebarNav({ viewer, onNavigate }: { viewer: SessionViewer; onNavigate: () => void }) {
  const { pathname } = useLocation();
  return (
    <>
      {sidebarItems
        .filter((item) => viewer[item.requires])
        .map((item) => (
          <NavLink
            key={item.to}
            component={RouterNavLink}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={18} stroke={1.5} />}
            active={pathname === item.to || pathname.startsWith(`${item.to}/`)}
            onClick={onNavigate}
          />
        ))}
    </>
  );
}
