// One-shot messages left by whoever sent the visitor somewhere else, read by
// the screen they land on: the login screen (the route guard when the session
// check failed) and the signed-in shell (a screen the viewer may not open).
// Module state on purpose: the redirect happens in a loader, before the
// receiving screen exists, and importing notifications there would pull them
// into the login page's download.

function oneShot() {
  let pending: string | null = null;
  return {
    leave: (message: string) => {
      pending = message;
    },
    peek: () => pending,
    take: () => {
      const message = pending;
      pending = null;
      return message;
    },
  };
}

const signIn = oneShot();
const shell = oneShot();

export const leaveSignInNotice = signIn.leave;
export const peekSignInNotice = signIn.peek;
export function clearSignInNotice(): void {
  signIn.take();
}

/** For the signed-in shell: shown as an error notification once it has mounted. */
export const leaveShellNotice = shell.leave;
export const takeShellNotice = shell.take;
