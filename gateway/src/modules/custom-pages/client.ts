import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { numericId, UpstreamId } from '../../upstream/ids';
import { deleteCall, writeCall } from '../../upstream/write-call';

// Custom pages on the operator API (/seo-page, emulator/README.md "Custom pages").

const CustomPageSchema = z.object({ id: UpstreamId, name: z.string() });
export type UpstreamCustomPage = z.infer<typeof CustomPageSchema>;

export async function listCustomPages(call: UpstreamCaller): Promise<UpstreamCustomPage[]> {
  const res = await call({ method: 'GET', path: '/seo-page' });
  return parseBody(z.object({ items: z.array(CustomPageSchema) }), res.body).items;
}

export const createCustomPage = (call: UpstreamCaller, name: string) =>
  writeCall(call, { method: 'POST', path: '/seo-page', body: { name } }, CustomPageSchema);

export const updateCustomPage = (call: UpstreamCaller, id: string, name: string) =>
  writeCall(call, { method: 'PUT', path: `/seo-page/${id}`, body: { id: numericId(id), name } }, CustomPageSchema);

export const deleteCustomPage = (call: UpstreamCaller, id: string) => deleteCall(call, `/seo-page/${id}`, id);
