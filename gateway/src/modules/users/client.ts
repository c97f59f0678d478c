import { z } from 'zod';
import { parseBody as parse, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors, type UserError } from '../../upstream/user-errors';
import { badUserInput } from '../../errors';

// The operator API's users endpoints (spec 000 §7 Users): the only place that
// knows their paths and payload shapes.

export const UpstreamUserSchema = z.object({
  id: z.union([z.number(), z.string()]).transform(String),
  email: z.string(),
  role: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2)])),
  isDeveloper: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  /** A JSON string upstream; unpacked by the mappers only when asked for. */
  onlinePermissions: z.unknown(),
});
export type UpstreamUser = z.infer<typeof UpstreamUserSchema>;

const UserPageSchema = z.object({
  items: z.array(UpstreamUserSchema),
  totalItems: z.coerce.number().int(),
  pageCount: z.coerce.number().int(),
});
export type UpstreamUserPage = z.infer<typeof UserPageSchema>;

export type WriteResult<T> = { ok: true; value: T } | { ok: false; userErrors: UserError[] };

export interface ListUsersQuery {
  page: number;
  limit: number;
  term?: string | null;
  sortColumn?: 'id' | 'email' | 'role' | 'isDeveloper';
  sortDirection?: 'ASC' | 'DESC';
}

export async function listUsers(call: UpstreamCaller, q: ListUsersQuery): Promise<UpstreamUserPage> {
  const res = await call({ method: 'GET', path: '/users', query: { ...q } });
  return parse(UserPageSchema, res.body);
}

export async function getUser(call: UpstreamCaller, id: string): Promise<UpstreamUser> {
  const res = await call({ method: 'GET', path: `/users/${upstreamId(id)}` });
  return parse(UpstreamUserSchema, res.body);
}

export interface UserWrite {
  email?: string;
  password?: string;
  role?: 1 | 2;
  isDeveloper?: boolean;
  onlinePermissions?: string;
  /** The acting admin, sent on every write (spec 000 §3). */
  adminId: number | string;
  user_id: number | string;
}

export async function createUser(call: UpstreamCaller, body: UserWrite): Promise<WriteResult<UpstreamUser>> {
  const res = await call({ method: 'POST', path: '/user/create', body, expect: [400] });
  return res.status === 400 ? { ok: false, userErrors: toUserErrors(res.body) } : { ok: true, value: parse(UpstreamUserSchema, res.body) };
}

export async function updateUser(call: UpstreamCaller, id: string, body: UserWrite): Promise<WriteResult<UpstreamUser>> {
  const res = await call({ method: 'PUT', path: `/user/${upstreamId(id)}`, body, expect: [400] });
  return res.status === 400 ? { ok: false, userErrors: toUserErrors(res.body) } : { ok: true, value: parse(UpstreamUserSchema, res.body) };
}

export async function deleteUser(call: UpstreamCaller, id: string): Promise<WriteResult<string>> {
  const res = await call({ method: 'DELETE', path: `/user/${upstreamId(id)}`, expect: [400] });
  return res.status === 400 ? { ok: false, userErrors: toUserErrors(res.body) } : { ok: true, value: id };
}

/** Upstream ids are numeric; anything else never reaches a URL. */
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
