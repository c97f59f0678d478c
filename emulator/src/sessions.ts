// Activation codes and access tokens, applied to a store draft.
import { randomBytes, randomInt } from 'node:crypto';
import type { StoreData, UserRecord } from './model';

export const CODE_LENGTH = 4;
export const CODE_TTL_MS = 10 * 60 * 1000;
export const MAX_WRONG_TRIES = 5;
/** The outbox keeps this many latest messages: it is stored whole, rewritten with each code sent. */
export const OUTBOX_LIMIT = 500;

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export function newActivationCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Replaces the user's pending code with a new one and records it in the outbox. */
export function sendActivationCode(draft: StoreData, user: UserRecord, code: string, now: Date): void {
  user.pendingCode = { code, expiresAt: new Date(now.getTime() + CODE_TTL_MS).toISOString(), wrongTries: 0 };
  draft.outbox.push({ email: user.email, code, sentAt: now.toISOString() });
  if (draft.outbox.length > OUTBOX_LIMIT) draft.outbox.splice(0, draft.outbox.length - OUTBOX_LIMIT);
}

export function issueAccessToken(draft: StoreData, userId: number, now: Date): string {
  const token = randomBytes(32).toString('base64url');
  draft.tokens[token] = { userId, createdAt: now.toISOString() };
  return token;
}

/** Deletes the access tokens of one user, or of everyone; returns how many. */
export function revokeTokens(draft: StoreData, userId?: number): number {
  let count = 0;
  for (const [token, record] of Object.entries(draft.tokens)) {
    if (userId === undefined || record.userId === userId) {
      delete draft.tokens[token];
      count++;
    }
  }
  return count;
}
