import { createCipheriv, createDecipheriv, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { serializeCookie } from '../http/cookies';

// The session lives in the browser, encrypted (AES-256-GCM), so any number of
// gateway replicas can serve any request with nothing shared between them.
// Two cookies, both HttpOnly + SameSite=Strict, keys derived from
// SESSION_SECRET with HKDF (one key per cookie, so one can never be replayed
// as the other):
// - bo_session: the upstream access token, the activation token it was issued
//   with, email and user id. Carrying the activation token here too means a
//   request decrypts exactly one cookie.
// - bo_activation: the activation codes this browser holds (by email, the last
//   few), kept for a year so the browser stays activated across sign-outs.

export const SESSION_COOKIE = 'bo_session';
export const ACTIVATION_COOKIE = 'bo_activation';
export const SESSION_MAX_AGE_S = 12 * 60 * 60;
export const ACTIVATION_MAX_AGE_S = 365 * 24 * 60 * 60;
const MAX_ACTIVATION_ENTRIES = 5;
const MAX_DECODED_SESSIONS = 10_000;
/**
 * A decrypted cookie is kept under its first characters: the random IV and most of the auth tag,
 * unique per cookie. Hashing the whole cookie (~700 characters, a new string on every request)
 * cost ~0.8 µs a request; the rest of it is compared before a kept session is used.
 */
const LOOKUP_CHARS = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface Session {
  readonly accessToken: string;
  readonly activationToken: string | null;
  readonly email: string | null;
  readonly userId: string | null;
  /**
   * This browser session's own id and when it began (epoch ms): cookie
   * sessions only, so that a password change can end the user's other
   * sessions (session-events.ts). Absent for API tools' bearer tokens.
   */
  readonly sid?: string;
  readonly issuedAt?: number;
}

interface SessionPayload extends Session {
  readonly sid: string;
  /** Epoch seconds: the cookie's age limit. */
  readonly iat: number;
  readonly issuedAt: number;
}

/** email (lower-case) → activation code, most recent last. */
export type ActivationCodes = Array<[email: string, code: string]>;

export class SessionCodec {
  private readonly sessionKey: Buffer;
  private readonly activationKey: Buffer;
  // Cookie value (kept under its first LOOKUP_CHARS) → decrypted session. A browser sends the same cookie with
  // every request, and AES-GCM setup was the largest single cost per request
  // in profiles; an identical authenticated ciphertext always decrypts to the
  // same payload, so a bounded map makes it a lookup. Expiry is still checked.
  private readonly decoded = new Map<string, { cookie: string; payload: SessionPayload }>();
  /** Cookies found decrypted already and not (the metrics read them). */
  hits = 0;
  misses = 0;

  constructor(secret: string) {
    this.sessionKey = deriveKey(secret, 'bo_session v1');
    this.activationKey = deriveKey(secret, 'bo_activation v1');
  }

  encodeSession(session: Session, now = Date.now()): string {
    const payload: SessionPayload = { ...session, sid: session.sid ?? randomUUID(), iat: Math.floor(now / 1000), issuedAt: now };
    return seal(this.sessionKey, JSON.stringify(payload));
  }

  decodeSession(value: string | undefined, now = Date.now()): Session | null {
    if (!value) return null;
    const lookup = value.slice(0, LOOKUP_CHARS);
    const kept = this.decoded.get(lookup);
    let payload: SessionPayload;
    if (kept?.cookie === value) {
      this.hits += 1;
      payload = kept.payload;
    } else {
      this.misses += 1;
      const parsed = parseSession(open(this.sessionKey, value));
      if (!parsed) return null;
      payload = parsed;
      if (!kept && this.decoded.size >= MAX_DECODED_SESSIONS) this.decoded.delete(this.decoded.keys().next().value!);
      this.decoded.set(lookup, { cookie: value, payload });
    }
    if (now / 1000 - payload.iat > SESSION_MAX_AGE_S) {
      this.decoded.delete(lookup);
      return null;
    }
    return payload;
  }

  /** How many decrypted sessions are kept. */
  get size(): number {
    return this.decoded.size;
  }

  encodeActivation(codes: ActivationCodes): string {
    return seal(this.activationKey, JSON.stringify(codes.slice(-MAX_ACTIVATION_ENTRIES)));
  }

  decodeActivation(value: string | undefined): ActivationCodes {
    const json = value ? open(this.activationKey, value) : null;
    if (!json) return [];
    try {
      const parsed: unknown = JSON.parse(json);
      if (!Array.isArray(parsed)) return [];
      return parsed.filter((e): e is [string, string] => Array.isArray(e) && typeof e[0] === 'string' && typeof e[1] === 'string');
    } catch {
      return [];
    }
  }
}

function parseSession(json: string | null): SessionPayload | null {
  if (!json) return null;
  try {
    const p = JSON.parse(json) as Partial<SessionPayload>;
    if (typeof p.accessToken !== 'string' || typeof p.iat !== 'number') return null;
    return Object.freeze({
      accessToken: p.accessToken,
      activationToken: typeof p.activationToken === 'string' ? p.activationToken : null,
      email: typeof p.email === 'string' ? p.email : null,
      userId: typeof p.userId === 'string' ? p.userId : null,
      // Cookies from before session ids existed get one that no revocation keeps.
      sid: typeof p.sid === 'string' ? p.sid : '',
      iat: p.iat,
      issuedAt: typeof p.issuedAt === 'number' ? p.issuedAt : p.iat * 1000,
    });
  } catch {
    return null;
  }
}

export function activationCodeFor(codes: ActivationCodes, email: string): string | null {
  const key = email.trim().toLowerCase();
  for (let i = codes.length - 1; i >= 0; i--) if (codes[i]![0] === key) return codes[i]![1];
  return null;
}

export function withActivationCode(codes: ActivationCodes, email: string, code: string): ActivationCodes {
  const key = email.trim().toLowerCase();
  return [...codes.filter(([e]) => e !== key), [key, code]];
}

export function sessionSetCookie(value: string, secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, value, { maxAge: SESSION_MAX_AGE_S, secure });
}

export function sessionClearCookie(secure: boolean): string {
  return serializeCookie(SESSION_COOKIE, '', { maxAge: 0, secure });
}

export function activationSetCookie(value: string, secure: boolean): string {
  return serializeCookie(ACTIVATION_COOKIE, value, { maxAge: ACTIVATION_MAX_AGE_S, secure });
}

function deriveKey(secret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'backoffice-gateway', info, 32));
}

function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), encrypted]).toString('base64url');
}

function open(key: Buffer, value: string): string | null {
  try {
    const raw = Buffer.from(value, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
