// The upstream's auth guard: a live bearer token plus an Activation-Token that
// the token's owner activated. Anything else is the same plain 401.
import type { IncomingMessage } from 'node:http';
import { unauthorized } from './http/errors';
import type { Auth } from './http/router';
import { findUserById, type StoreData, type UserRecord } from './model';

export function bearerToken(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export function activationHeader(req: IncomingMessage): string | null {
  const value = req.headers['activation-token'];
  const text = Array.isArray(value) ? value[0] : value;
  return text ? text.trim().toUpperCase() : null;
}

export function hasActivated(user: UserRecord, code: string | null): boolean {
  return code !== null && Array.isArray(user.activatedCodes) && user.activatedCodes.includes(code);
}

/** The owner of a live access token, if any. */
export function tokenOwner(data: Readonly<StoreData>, token: string): UserRecord | undefined {
  if (!Object.hasOwn(data.tokens, token)) return undefined;
  const record = data.tokens[token];
  return record ? findUserById(data, record.userId) : undefined;
}

export function authenticate(data: Readonly<StoreData>, req: IncomingMessage): Auth {
  const token = bearerToken(req);
  const user = token ? tokenOwner(data, token) : undefined;
  if (!token || !user || !hasActivated(user, activationHeader(req))) throw unauthorized();
  return { token, user };
}
