import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../upstream/caller';
import type { UpstreamAuth } from '../upstream/http-client';
import { UpstreamUserSchema, type UpstreamUser } from './upstream-user';

// The one upstream call the access layer makes: who holds this token.

const CheckAuthSchema = z.object({ user: UpstreamUserSchema });

/** The user behind a token, or null when the upstream no longer accepts it. */
export async function checkAuth(call: UpstreamCaller, auth: UpstreamAuth): Promise<UpstreamUser | null> {
  const res = await call({ method: 'POST', path: '/auth/check-auth', body: { token: auth.accessToken }, expect: [401] }, auth);
  if (res.status === 401) return null;
  return parseBody(CheckAuthSchema, res.body).user;
}
