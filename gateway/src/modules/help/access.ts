import * as rules from '../../access/permissions';
import type { GatewayContext } from '../../context';
import { perRequest } from '../../context';
import { forbidden, notFound } from '../../errors';
import { upstreamId } from '../../upstream/ids';
import type { ViewerModel } from '../../access/viewer-model';
import { listDomains, type UpstreamHelpDomain } from './client';
import { domainLanguages } from './mappers';

// Spec 000 §6 / 001 §6 for help: HELP.HELP to open the area; help read on a
// website to see its domain; help write on it for categories and pages; admins
// alone for domains, contact texts and settings. Every resolver asks here, so a
// request the screen would not offer is refused before any upstream write.

/** The request's domain list, read once however many fields ask. */
export const domainList = perRequest((ctx) => {
  let list: Promise<UpstreamHelpDomain[]> | null = null;
  return () => (list ??= listDomains(ctx.callApi));
});

export const canReadHelpOf = (viewer: ViewerModel, websiteId: string) =>
  rules.canReadHelp(viewer) && rules.canReadLevel(rules.helpLevel(viewer, websiteId));
export const canWriteHelpOf = (viewer: ViewerModel, websiteId: string) =>
  rules.canReadHelp(viewer) && rules.canWriteLevel(rules.helpLevel(viewer, websiteId));

/** The websites whose help the viewer may read; undefined for admins, who read every website's. */
export function readableHelpWebsites(viewer: ViewerModel): string[] | undefined {
  if (rules.isAdmin(viewer)) return undefined;
  return [...viewer.help.keys()].filter((websiteId) => canReadHelpOf(viewer, websiteId));
}

export async function readableDomains(ctx: GatewayContext, viewer: ViewerModel): Promise<UpstreamHelpDomain[]> {
  if (!rules.canReadHelp(viewer)) throw forbidden('You cannot read the help centre.');
  return (await ctx.use(domainList)()).filter((d) => canReadHelpOf(viewer, d.websiteId));
}

export interface DomainAccess {
  viewer: ViewerModel;
  domain: UpstreamHelpDomain;
  /** The domain's language codes, default first: the order texts are listed in. */
  languageOrder: string[];
}

/** The domain, if the viewer may read its help (`write`: and change its categories and pages). */
export async function domainAccess(ctx: GatewayContext, domainId: string, need: 'read' | 'write' | 'admin'): Promise<DomainAccess> {
  const viewer = await ctx.requireViewer();
  const id = upstreamId(domainId);
  const domain = (await readableDomains(ctx, viewer)).find((d) => d.id === id);
  if (!domain) throw notFound('Help domain not found.');
  if (need === 'write' && !canWriteHelpOf(viewer, domain.websiteId)) throw forbidden('You cannot change the help of this website.');
  if (need === 'admin') rules.assertIsAdmin(viewer);
  const languages = domainLanguages(domain);
  const languageOrder = [...languages.filter((l) => l.isDefault), ...languages.filter((l) => !l.isDefault)].map((l) => l.code);
  return { viewer, domain, languageOrder };
}
