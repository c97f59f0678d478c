import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { numericId, UpstreamId } from '../../upstream/ids';
import { deleteCall, writeCall } from '../../upstream/write-call';

// Help domain links on the operator API (/help-domain-link, emulator/README.md "Help links").

const HelpLinkSchema = z.object({ id: UpstreamId, name: z.string(), label: z.string() });
export type UpstreamHelpLink = z.infer<typeof HelpLinkSchema>;
export interface HelpLinkFields {
  name: string;
  label: string;
}

export async function listHelpLinks(call: UpstreamCaller): Promise<UpstreamHelpLink[]> {
  const res = await call({ method: 'GET', path: '/help-domain-link' });
  return parseBody(z.object({ items: z.array(HelpLinkSchema) }), res.body).items;
}

export const createHelpLink = (call: UpstreamCaller, fields: HelpLinkFields) =>
  writeCall(call, { method: 'POST', path: '/help-domain-link', body: fields }, HelpLinkSchema);

export const updateHelpLink = (call: UpstreamCaller, id: string, fields: HelpLinkFields) =>
  writeCall(call, { method: 'PUT', path: `/help-domain-link/${id}`, body: { id: numericId(id), ...fields } }, HelpLinkSchema);

export const deleteHelpLink = (call: UpstreamCaller, id: string) => deleteCall(call, `/help-domain-link/${id}`, id);
