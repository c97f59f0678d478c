import { useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import type { SessionViewer } from '../session-viewer';

// The command palette (Mantine Spotlight, its search and its icons) downloads on its first
// opening, Ctrl+K or the header's button, instead of with every screen's first load: traces of
// cold loads showed the shell's code as a large part of the time to the first editable field.
// Opening sets Spotlight's store first, so the palette mounts open once its code is in; from
// then on Spotlight's own Ctrl+K toggles it.

const CommandPalette = lazy(() => import('./command-palette').then((module) => ({ default: module.CommandPalette })));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function openCommandPalette(): void {
  spotlight.open();
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export function CommandPaletteLoader({ viewer }: { viewer: SessionViewer }) {
  const loaded = useSyncExternalStore(subscribe, () => wanted);
  // Before the palette is there, nothing else answers Ctrl+K; after, Spotlight does.
  useHotkeys(loaded ? [] : [['mod+K', openCommandPalette]]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <CommandPalette viewer={viewer} />
    </Suspense>
  );
}
