import { z } from 'zod';

// The operator API's user as it answers it: who signs in, who is asked about,
// who is managed. The access layer reads it for the viewer; the users module
// lists and writes it. Read by hand rather than by a zod object: it is the
// shape behind every users page (ten per request), and zod's object, union and
// pipe machinery cost ~150 ns per user where this costs ~10 (issue 42).

export interface UpstreamUser {
  /** A number or a string upstream. */
  id: string;
  email: string;
  /** 1 or 2 (admin, manager), sometimes sent as a string. */
  role: 1 | 2;
  /** Missing or null upstream: false. */
  isDeveloper: boolean;
  /** A JSON string upstream; unpacked by the mappers only when asked for. */
  onlinePermissions: unknown;
}

/** The user in `value`, with only the fields above, or undefined when `value` is not one. */
export function readUpstreamUser(value: unknown): UpstreamUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, email, role, isDeveloper, onlinePermissions } = value as Record<string, unknown>;
  if (typeof id !== 'number' && typeof id !== 'string') return undefined;
  if (typeof email !== 'string') return undefined;
  const roleNumber = typeof role === 'number' || typeof role === 'string' ? Number(role) : NaN;
  if (roleNumber !== 1 && roleNumber !== 2) return undefined;
  if (isDeveloper != null && typeof isDeveloper !== 'boolean') return undefined;
  return { id: String(id), email, role: roleNumber, isDeveloper: isDeveloper ?? false, onlinePermissions };
}

/** The same reading, for the zod schemas that hold a user (the sign-in answer, check-auth's). */
export const UpstreamUserSchema: z.ZodType<UpstreamUser, unknown> = z.unknown().transform((value, ctx) => {
  const user = readUpstreamUser(value);
  if (user) return user;
  ctx.issues.push({ code: 'custom', message: 'not an upstream user', input: value });
  return z.NEVER;
});
