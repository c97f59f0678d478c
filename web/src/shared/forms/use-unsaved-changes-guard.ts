import { useEffect } from 'react';
import { useBlocker } from 'react-router';

export const UNSAVED_CHANGES_MESSAGE = 'Your changes will be lost, are you sure you want to continue?';

export interface UnsavedChangesGuard {
  /** A navigation is waiting for the user's answer. */
  asking: boolean;
  /** Close: cancel the navigation and keep editing. */
  stay: () => void;
  /** Accept: drop the changes and go on. */
  leave: () => void;
}

/**
 * While `dirty`, in-app navigation and the browser's back/forward buttons wait
 * for a confirmation (React Router's blocker), and reload/close asks through
 * the browser's own `beforeunload` dialog. Being sent to /login (session
 * ended) is never held back. A screen whose edits live in its own state while
 * it pages a list in the URL (the permission screen's websites) passes
 * `searchKeepsEdits`: a new query string there is not leaving.
 */
export function useUnsavedChangesGuard(dirty: boolean, { searchKeepsEdits = false } = {}): UnsavedChangesGuard {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      nextLocation.pathname !== '/login' &&
      (currentLocation.pathname !== nextLocation.pathname || (!searchKeepsEdits && currentLocation.search !== nextLocation.search)),
  );

  useEffect(() => {
    if (!dirty) return undefined;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers only show the dialog when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // Saved in the meantime: let a pending navigation through.
  useEffect(() => {
    if (blocker.state === 'blocked' && !dirty) blocker.proceed();
  }, [blocker, dirty]);

  return {
    asking: blocker.state === 'blocked',
    stay: () => blocker.reset?.(),
    leave: () => blocker.proceed?.(),
  };
}
