import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { numericId, UpstreamId } from '../../upstream/ids';
import { deleteCall, writeCall } from '../../upstream/write-call';
import { jsonString } from '../../upstream/json-string';

// Icon links on the operator API (/icon-links, emulator/README.md "Icons"). The upstream lists
// every icon at once; the gateway searches and pages them.

export const SlugsSchema = z.array(z.string());
const IconSchema = z.object({
  id: UpstreamId,
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

const packed = (fields: IconFields) => ({ name: fields.name, slugNames: jsonString(SlugsSchema).encode(fields.slugs) });
const FIELD_NAMES = { slugNames: 'slugs' };

export const createIcon = (call: UpstreamCaller, fields: IconFields) =>
  writeCall(call, { method: 'POST', path: '/icon-links', body: packed(fields) }, IconSchema, FIELD_NAMES);

export const updateIcon = (call: UpstreamCaller, id: string, fields: IconFields) =>
  writeCall(call, { method: 'PUT', path: `/icon-links/${id}`, body: { id: numericId(id), ...packed(fields) } }, IconSchema, FIELD_NAMES);

export const deleteIcon = (call: UpstreamCaller, id: string) => deleteCall(call, `/icon-links/${id}`, id);
