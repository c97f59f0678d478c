import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { upstreamId, type WriteResult } from '../../upstream/ids';
import { UpstreamWebsiteSchema, type UpstreamWebsite } from '../../catalogue/websites';

// The operator API's website writes (spec 000 §7 Websites); the reads are in the catalogue.

export interface WebsiteWrite {
  name?: string;
  url?: string;
  betshopId?: number | string;
}

export async function createWebsite(call: UpstreamCaller, body: WebsiteWrite): Promise<WriteResult<UpstreamWebsite>> {
  const res = await call({ method: 'POST', path: '/websites', body, expect: [400] });
  return res.status === 400
    ? { ok: false, userErrors: toUserErrors(res.body) }
    : { ok: true, value: parseBody(UpstreamWebsiteSchema, res.body) };
}

export async function updateWebsite(call: UpstreamCaller, id: string, body: WebsiteWrite): Promise<WriteResult<UpstreamWebsite>> {
  const res = await call({ method: 'PATCH', path: `/websites/${upstreamId(id)}`, body, expect: [400] });
  return res.status === 400
    ? { ok: false, userErrors: toUserErrors(res.body) }
    : { ok: true, value: parseBody(UpstreamWebsiteSchema, res.body) };
}

export async function deleteWebsite(call: UpstreamCaller, id: string): Promise<WriteResult<string>> {
  const res = await call({ method: 'DELETE', path: `/websites/${upstreamId(id)}`, expect: [400] });
  return res.status === 400 ? { ok: false, userErrors: toUserErrors(res.body) } : { ok: true, value: id };
}
