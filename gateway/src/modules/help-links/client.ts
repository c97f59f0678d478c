import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { numericId, type WriteResult } from '../../upstream/ids';

// Help domain links on the operator API (/help-domain-link, emulator/README.md "Help links").

const Id = z.union([z.number(), z.string()]).transform(String);
const HelpLinkSchema = z.object({ id: Id, name: z.string(), label: z.string() });
export type UpstreamHelpLink = z.infer<typeof HelpLinkSchema>;
export interface HelpLinkFields {
  name: string;
  label: string;
}

export async function listHelpLinks(call: UpstreamCaller): Promise<UpstreamHelpLink[]> {
  const res = await call({ method: 'GET', path: '/help-domain-link' });
  return parseBody(z.object({ items: z.array(HelpLinkSchema) }), res.body).items;
}

async function write(call: UpstreamCaller, method: 'POST' | 'PUT', path: string, body: unknown): Promise<WriteResult<UpstreamHelpLink>> {
  const res = await call({ method, path, body, expect: [400, 404] });
  if (res.status === 400 || res.status === 404) return { ok: false, userErrors: toUserErrors(res.body) };
  return { ok: true, value: parseBody(HelpLinkSchema, res.body) };
}

export const createHelpLink = (call: UpstreamCaller, fields: HelpLinkFields) => write(call, 'POST', '/help-domain-link', fields);

export const updateHelpLink = (call: UpstreamCaller, id: string, fields: HelpLinkFields) =>
  write(call, 'PUT', `/help-domain-link/${id}`, { id: numericId(id), ...fields });

export async function deleteHelpLink(call: UpstreamCaller, id: string): Promise<WriteResult<string>> {
  const res = await call({ method: 'DELETE', path: `/help-domain-link/${id}`, expect: [404] });
  if (res.status === 404) return { ok: false, userErrors: toUserErrors(res.body) };
  return { ok: true, value: id };
}
