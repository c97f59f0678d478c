import type { UpstreamCaller } from '../../upstream/caller';
import { numericId } from '../../upstream/ids';
import { HelpLinkSchema } from '../../catalogue/help-links';
import { deleteCall, writeCall } from '../../upstream/write-call';

// Help domain link writes (/help-domain-link); the list is in the catalogue.
export { listHelpLinks, type UpstreamHelpLink } from '../../catalogue/help-links';

export interface HelpLinkFields {
  name: string;
  label: string;
}

export const createHelpLink = (call: UpstreamCaller, fields: HelpLinkFields) =>
  writeCall(call, { method: 'POST', path: '/help-domain-link', body: fields }, HelpLinkSchema);

export const updateHelpLink = (call: UpstreamCaller, id: string, fields: HelpLinkFields) =>
  writeCall(call, { method: 'PUT', path: `/help-domain-link/${id}`, body: { id: numericId(id), ...fields } }, HelpLinkSchema);

export const deleteHelpLink = (call: UpstreamCaller, id: string) => deleteCall(call, `/help-domain-link/${id}`, id);
