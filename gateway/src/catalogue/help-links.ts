import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../upstream/caller';
import { UpstreamId } from '../upstream/ids';

// Help domain links on the operator API (/help-domain-link, emulator/README.md "Help links"),
// below the modules: the help links module edits them, the help centre's domain form offers them.

export const HelpLinkSchema = z.object({ id: UpstreamId, name: z.string(), label: z.string() });
export type UpstreamHelpLink = z.infer<typeof HelpLinkSchema>;

export async function listHelpLinks(call: UpstreamCaller): Promise<UpstreamHelpLink[]> {
  const res = await call({ method: 'GET', path: '/help-domain-link' });
  return parseBody(z.object({ items: z.array(HelpLinkSchema) }), res.body).items;
}
