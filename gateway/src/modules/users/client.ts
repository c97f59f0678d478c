import { parseBody as parse, type UpstreamCaller } from '../../upstream/caller';
import { invalidResponse } from '../../upstream/error-mapping';
import { toUserErrors } from '../../upstream/user-errors';
import { upstreamId, type WriteResult } from '../../upstream/ids';
import { readUpstreamUser, UpstreamUserSchema, type UpstreamUser } from '../../access/upstream-user';
import { readUpstreamPage, type UpstreamPage } from '../../upstream/page-schema';

// The operator API's users endpoints (spec 000 §7 Users): the only place that
// knows their paths and payload shapes.

export type UpstreamUserPage = UpstreamPage<UpstreamUser>;

export interface ListUsersQuery {
  page: number;
  limit: number;
  term?: string | null;
  sortColumn?: 'id' | 'email' | 'role' | 'isDeveloper';
  sortDirection?: 'ASC' | 'DESC';
}

export async function listUsers(call: UpstreamCaller, q: ListUsersQuery): Promise<UpstreamUserPage> {
  const res = await call({ method: 'GET', path: '/users', query: { ...q } });
  const page = readUpstreamPage(res.body, readUpstreamUser);
  if (!page) throw invalidResponse();
  return page;
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
