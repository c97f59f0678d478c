// scrypt password hashes as "scrypt$N$r$p$salt$hash" (base64), so the cost can
// change later without breaking stored hashes.
import { randomBytes, scrypt, scryptSync, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const COST: Required<Pick<ScryptOptions, 'N' | 'r' | 'p'>> = { N: 16384, r: 8, p: 1 };
const KEY_LENGTH = 32;

function format(salt: Buffer, hash: Buffer): string {
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64'), hash.toString('base64')].join('$');
}

function derive(password: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, length, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(salt, await derive(password, salt, COST, KEY_LENGTH));
}

/** Synchronous and with a caller-chosen salt: only for the deterministic seed. */
export function hashPasswordForSeed(password: string, salt: Buffer): string {
  return format(salt, scryptSync(password, salt, KEY_LENGTH, COST));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const options = { N: Number(n), r: Number(r), p: Number(p), maxmem: 64 * 1024 * 1024 };
  const actual = await derive(password, Buffer.from(salt, 'base64'), options, expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Checks a sign-in against the user's hash, or against a decoy hash of the
 * same cost when there is no such user: an unknown email then takes as long
 * to refuse as a wrong password, so the answer time does not tell which
 * emails exist.
 */
export async function verifySignIn(password: string, stored: string | undefined): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(12).toString('base64'));
  const matches = await verifyPassword(password, stored ?? (await decoy));
  return stored !== undefined && matches;
}
