import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { numericId, type WriteResult } from '../../upstream/ids';
import { jsonString } from '../../upstream/json-string';

// Icon links on the operator API (/icon-links, emulator/README.md "Icons"). The upstream lists
// every icon at once; the gateway searches and pages them.

const Id = z.union([z.number(), z.string()]).transform(String);
export const SlugsSchema = z.array(z.string());
const IconSchema = z.object({
  id: Id,
  name: z.string(),
  /** A JSON string upstream; unpacked by the field resolver, so a malformed one fails that field alone. */
  slugNames: z.unknown(),
});
export type UpstreamIcon = z.infer<typeof IconSchema>;

export async function listIcons(call: UpstreamCaller): Promise<UpstreamIcon[]> {
  const res = await call({ method: 'GET', path: '/icon-links' });
  return parseBody(z.object({ items: z.array(IconSchema) }), res.body).items;
}

export interface IconFields {
  name: string;
  slugs: string[];
}

async function write(call: UpstreamCaller, method: 'POST' | 'PUT', path: string, body: unknown): Promise<WriteResult<UpstreamIcon>> {
  const res = await call({ method, path, body, expect: [400, 404] });
  if (res.status === 400 || res.status === 404) return { ok: false, userErrors: toUserErrors(res.body, { slugNames: 'slugs' }) };
  return { ok: true, value: parseBody(IconSchema, res.body) };
}

const packed = (fields: IconFields) => ({ name: fields.name, slugNames: jsonString(SlugsSchema).encode(fields.slugs) });

export const createIcon = (call: UpstreamCaller, fields: IconFields) => write(call, 'POST', '/icon-links', packed(fields));

export const updateIcon = (call: UpstreamCaller, id: string, fields: IconFields) =>
  write(call, 'PUT', `/icon-links/${id}`, { id: numericId(id), ...packed(fields) });

export async function deleteIcon(call: UpstreamCaller, id: string): Promise<WriteResult<string>> {
  const res = await call({ method: 'DELETE', path: `/icon-links/${id}`, expect: [404] });
  if (res.status === 404) return { ok: false, userErrors: toUserErrors(res.body) };
  return { ok: true, value: id };
}
