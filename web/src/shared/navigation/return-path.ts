// Where a visitor sent to /login goes back to after signing in: the screen they
// were on. Only paths inside the signed-in app are accepted, so a crafted link
// (`/login?next=https://evil.example`) cannot send anyone off the site.

const PARAM = 'next';

function isAppPath(path: string): boolean {
  return (path === '/home' || path.startsWith('/home/') || path.startsWith('/home?')) && !path.includes('\\');
}

/** `/login`, remembering `returnTo` when it is a screen of the app. */
export function loginPath(returnTo?: string): string {
  return returnTo && isAppPath(returnTo) && returnTo !== '/home' ? `/login?${PARAM}=${encodeURIComponent(returnTo)}` : '/login';
}

/** The remembered screen of a /login or /activate URL, if any. */
export function returnPathFrom(search: URLSearchParams): string | null {
  const next = search.get(PARAM);
  return next && isAppPath(next) ? next : null;
}

/** `/activate?email=…`, carrying the remembered screen on. */
export function activatePath(email: string, returnTo: string | null): string {
  const params = new URLSearchParams({ email });
  if (returnTo) params.set(PARAM, returnTo);
  return `/activate?${params.toString()}`;
}
