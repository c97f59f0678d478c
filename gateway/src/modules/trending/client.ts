import { z } from 'zod';
import type { UpstreamService } from '../../upstream/upstreams';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import type { WriteResult } from '../../upstream/ids';
import { writeCall } from '../../upstream/write-call';

// The trending service (TRENDING_URL, the user's bearer; emulator/README.md "Trending"):
// markets keyed by betshop id then sport id to template id lists, templates keyed by sport id.

/** The trending service, with the session's bearer. */
export const trendingService: UpstreamService = { name: 'trending service', env: 'TRENDING_URL', auth: 'session' };

const IdList = z.array(z.number().int());
const ConfigurationSchema = z.object({
  markets: z.record(z.string(), z.record(z.string(), IdList)),
  templates: z.record(z.string(), IdList),
});
export type TrendingConfiguration = z.infer<typeof ConfigurationSchema>;

const TemplateSchema = z.object({ gameTemplateId: z.number().int(), gameTemplateName: z.string() });
export type UpstreamTemplate = z.infer<typeof TemplateSchema>;

export async function getConfiguration(call: UpstreamCaller): Promise<TrendingConfiguration> {
  const res = await call({ method: 'GET', path: '/configuration/trending' });
  return parseBody(ConfigurationSchema, res.body);
}

export async function getTemplates(call: UpstreamCaller, sportId: number): Promise<UpstreamTemplate[]> {
  const res = await call({ method: 'GET', path: '/configuration/template-markets', query: { sportId } });
  return parseBody(z.array(TemplateSchema), res.body);
}

export function saveConfiguration(call: UpstreamCaller, configuration: TrendingConfiguration): Promise<WriteResult<TrendingConfiguration>> {
  return writeCall(call, { method: 'POST', path: '/configuration/trending', body: configuration }, ConfigurationSchema);
}
