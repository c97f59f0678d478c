import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { numericId, type WriteResult } from '../../upstream/ids';

// Custom pages on the operator API (/seo-page, emulator/README.md "Custom pages").

const Id = z.union([z.number(), z.string()]).transform(String);
const CustomPageSchema = z.object({ id: Id, name: z.string() });
export type UpstreamCustomPage = z.infer<typeof CustomPageSchema>;

export async function listCustomPages(call: UpstreamCaller): Promise<UpstreamCustomPage[]> {
  const res = await call({ method: 'GET', path: '/seo-page' });
  return parseBody(z.object({ items: z.array(CustomPageSchema) }), res.body).items;
}

async function write(call: UpstreamCaller, method: 'POST' | 'PUT', path: string, body: unknown): Promise<WriteResult<UpstreamCustomPage>> {
  const res = await call({ method, path, body, expect: [400, 404] });
  if (res.status === 400 || res.status === 404) return { ok: false, userErrors: toUserErrors(res.body) };
  return { ok: true, value: parseBody(CustomPageSchema, res.body) };
}

export const createCustomPage = (call: UpstreamCaller, name: string) => write(call, 'POST', '/seo-page', { name });

export const updateCustomPage = (call: UpstreamCaller, id: string, name: string) =>
  write(call, 'PUT', `/seo-page/${id}`, { id: numericId(id), name });

export async function deleteCustomPage(call: UpstreamCaller, id: string): Promise<WriteResult<string>> {
  const res = await call({ method: 'DELETE', path: `/seo-page/${id}`, expect: [404] });
  if (res.status === 404) return { ok: false, userErrors: toUserErrors(res.body) };
  return { ok: true, value: id };
}
