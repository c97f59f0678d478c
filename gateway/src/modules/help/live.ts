import type { ViewerModel } from '../../access/viewer-model';
import type { GatewayContext } from '../../context';
import { upstreamId } from '../../upstream/ids';
import { perWebsite, type LiveArea } from '../gateway-module';
import { canReadHelpOf, domainList, readableDomains } from './access';
import { listCategories } from './client';

// Who hears of the help centre's changes and sees who else edits its records (issue 39): only who
// may read the help of the website the domain belongs to. A write names its domain (`domainId`,
// or the domain's own `id`), or its website when it creates a domain; a record on an edit screen
// is found among the domains the viewer may read, so one they may not read is not found.

const DOMAIN_WRITES = new Set(['createHelpDomain', 'updateHelpDomain', 'deleteHelpDomain']);

/** The website of a domain, from the request's domain list (read before the write: a deleted domain is still there). */
async function websiteOfDomain(ctx: GatewayContext, domainId: unknown): Promise<string | null> {
  if (typeof domainId !== 'string' && typeof domainId !== 'number') return null;
  const id = upstreamId(String(domainId));
  return (await ctx.use(domainList)()).find((domain) => domain.id === id)?.websiteId ?? null;
}

/** The website of the readable domain holding the category (or, with `page`, the page) `id`. */
async function websiteHolding(
  ctx: GatewayContext,
  viewer: ViewerModel,
  id: string,
  kind: 'category' | 'page',
): Promise<string | undefined> {
  const wanted = upstreamId(id);
  for (const domain of await readableDomains(ctx, viewer)) {
    const categories = await listCategories(ctx.callApi, domain.id);
    const holds = categories.some((category) =>
      kind === 'category' ? category.id === wanted : category.helpPageHelpCategory?.some((entry) => String(entry.helpPage.id) === wanted),
    );
    if (holds) return domain.websiteId;
  }
  return undefined;
}

export const helpLive: LiveArea = {
  mayRead: perWebsite(canReadHelpOf),
  websiteOfWrite: (ctx, { operation, args, ids }) =>
    ids.websiteId ?? websiteOfDomain(ctx, DOMAIN_WRITES.has(operation) ? args.id : args.domainId),
  watch: {
    HelpDomain: async (ctx, viewer, id) => (await readableDomains(ctx, viewer)).find((domain) => domain.id === upstreamId(id))?.websiteId,
    HelpCategory: (ctx, viewer, id) => websiteHolding(ctx, viewer, id, 'category'),
    HelpPage: (ctx, viewer, id) => websiteHolding(ctx, viewer, id, 'page'),
  },
};
