// A one-shot message for the login screen, left by whoever sent the visitor
// there (the route guard when the session check failed).
let pending: string | null = null;

export function leaveSignInNotice(message: string): void {
  pending = message;
}

export function peekSignInNotice(): string | null {
  return pending;
}

export function clearSignInNotice(): void {
  pending = null;
}
