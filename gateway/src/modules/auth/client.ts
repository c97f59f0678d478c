import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import type { UpstreamAuth } from '../../upstream/http-client';
import { upstreamMessage } from '../../upstream/error-mapping';
import { toUserErrors, type UserError } from '../../upstream/user-errors';
import { UpstreamUserSchema, type UpstreamUser } from '../../access/upstream-user';
import { numericId, upstreamId, type WriteResult } from '../../upstream/ids';

// The operator API's auth endpoints (spec 000 §7 Auth, emulator/README.md).

const SessionSchema = z.object({ access_token: z.string().min(1), user: UpstreamUserSchema });

export type SignInResult =
  | { kind: 'signed-in'; accessToken: string; user: UpstreamUser }
  | { kind: 'activation-required' }
  | { kind: 'rejected'; userErrors: UserError[] };

const LOGIN_FIELDS = { username: 'email' };
const ACTIVATE_FIELDS = { activationToken: 'code' };

/** Login needs no bearer; the activation code (if this browser has one) goes along. */
export async function login(
  call: UpstreamCaller,
  credentials: { email: string; password: string },
  activationToken: string | null,
): Promise<SignInResult> {
  const auth: UpstreamAuth = { accessToken: null, activationToken };
  const res = await call(
    { method: 'POST', path: '/auth/login', body: { username: credentials.email, password: credentials.password }, expect: [400, 401] },
    auth,
  );
  if (res.status === 401) {
    return { kind: 'rejected', userErrors: [{ field: null, message: upstreamMessage(res.body) ?? 'Invalid credentials' }] };
  }
  if (res.status === 400) return { kind: 'rejected', userErrors: toUserErrors(res.body, LOGIN_FIELDS) };
  // "Login success with no data in the response: go to activate" (spec 000 §4).
  if (isEmpty(res.body)) return { kind: 'activation-required' };
  const session = parseBody(SessionSchema, res.body);
  return { kind: 'signed-in', accessToken: session.access_token, user: session.user };
}

export async function activate(
  call: UpstreamCaller,
  input: { email: string; code: string },
): Promise<WriteResult<{ accessToken: string; user: UpstreamUser }>> {
  const res = await call(
    { method: 'POST', path: '/auth/activate', body: { email: input.email, activationToken: input.code }, expect: [400, 401] },
    { accessToken: null, activationToken: null },
  );
  if (res.status === 400 || res.status === 401) {
    return { ok: false, userErrors: toUserErrors(res.body, ACTIVATE_FIELDS) };
  }
  const session = parseBody(SessionSchema, res.body);
  return { ok: true, value: { accessToken: session.access_token, user: session.user } };
}

export async function logout(call: UpstreamCaller, email: string | null): Promise<void> {
  await call({ method: 'POST', path: '/auth/logout', body: email ? { email } : {} });
}

export async function changePassword(
  call: UpstreamCaller,
  input: { id: string; password: string; newPassword: string; newPasswordConfirmation: string },
): Promise<WriteResult<true>> {
  const body = { ...input, id: numericId(upstreamId(input.id)) };
  const res = await call({ method: 'POST', path: '/user/change-password', body, expect: [400] });
  if (res.status === 400) return { ok: false, userErrors: toUserErrors(res.body) };
  return { ok: true, value: true };
}

function isEmpty(body: unknown): boolean {
  if (body === undefined || body === null || body === '') return true;
  return typeof body === 'object' && Object.keys(body).length === 0;
}
