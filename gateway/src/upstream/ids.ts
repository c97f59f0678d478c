import { z } from 'zod';
import { badUserInput } from '../errors';
import type { UserError } from './user-errors';

// Ids and write outcomes as every module sends them upstream and reads them back.

/** A write the upstream accepted (its answer) or refused (its userErrors). */
export type WriteResult<T> = { ok: true; value: T } | { ok: false; userErrors: UserError[] };

/**
 * A numeric id in its one spelling ("01", "001" → "1"), as the upstream
 * compares ids: as numbers. Everything that compares ids (the self-edit and
 * self-delete guards) must see this form; anything else is BAD_USER_INPUT.
 */
export function upstreamId(id: string): string {
  if (!/^\d{1,15}$/.test(id) || /^0+$/.test(id)) throw badUserInput(`"${id.slice(0, 40)}" is not a valid id.`, 'id');
  return String(Number(id));
}

/** Numeric ids go upstream as numbers (adminId, user_id). */
export function numericId(id: string): number | string {
  const n = Number(id);
  return Number.isSafeInteger(n) ? n : id;
}

/** An id as upstreams send it (a number, or digits as text), kept as text the way the schema's IDs are. */
export const UpstreamId = z.union([z.number(), z.string()]).transform(String);
