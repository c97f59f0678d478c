import { NavLink } from '@mantine/core';
import { NavLink as RouterNavLink, useLocation } from 'react-router';
import type { FeatureNavItem } from '../../shared/navigation/feature-route';
import { sidebarItems } from '../features';
import type { SessionViewer } from '../session-viewer';

const isUnder = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

/** Only the areas this viewer may read (the gateway's `can…` booleans). */
export function SidebarNav({ viewer, onNavigate }: { viewer: SessionViewer; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const link = (item: FeatureNavItem) => (
    <NavLink
      key={item.to}
      component={RouterNavLink}
      to={item.to}
      label={item.label}
      leftSection={<item.icon size={18} stroke={1.5} />}
      active={isUnder(pathname, item.to)}
      onClick={onNavigate}
    />
  );
  return (
    <>
      {sidebarItems
        .filter((item) => viewer[item.requires])
        .map((item) => {
          if (!item.children) return link(item);
          const children = item.children.filter((child) => viewer[child.requires]);
          return (
            <NavLink
              key={`group:${item.label}`}
              label={item.label}
              leftSection={<item.icon size={18} stroke={1.5} />}
              defaultOpened={children.some((child) => isUnder(pathname, child.to))}
              childrenOffset={28}
            >
              {children.map(link)}
            </NavLink>
          );
        })}
    </>
  );
}
