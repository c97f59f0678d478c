import type { z } from 'zod';
import { parseBody, type UpstreamCaller } from './caller';
import type { UpstreamRequest } from './http-client';
import type { WriteResult } from './ids';
import { toUserErrors } from './user-errors';

// The two shapes of a write most modules make: a create or update that the upstream may refuse
// (400 class-validator errors, 404 for something gone) and a delete by path.

/** The upstream's answer parsed with `schema`, or its refusal as userErrors (`fieldNames` renames properties). */
export async function writeCall<T>(
  call: UpstreamCaller,
  req: Pick<UpstreamRequest, 'method' | 'path' | 'body'>,
  schema: z.ZodType<T>,
  fieldNames?: Record<string, string>,
): Promise<WriteResult<T>> {
  const res = await call({ ...req, expect: [400, 404] });
  if (res.status === 400 || res.status === 404) return { ok: false, userErrors: toUserErrors(res.body, fieldNames) };
  return { ok: true, value: parseBody(schema, res.body) };
}

/** DELETE `path`: the deleted `id`, or the upstream's refusal (400 in use, 404 gone) as userErrors. */
export async function deleteCall(call: UpstreamCaller, path: string, id: string): Promise<WriteResult<string>> {
  const res = await call({ method: 'DELETE', path, expect: [400, 404] });
  if (res.status === 400 || res.status === 404) return { ok: false, userErrors: toUserErrors(res.body) };
  return { ok: true, value: id };
}
