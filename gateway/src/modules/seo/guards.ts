import type { GatewayContext } from '../../context';
import * as rules from '../../access/permissions';

// WEB_SITES_SEO_RULES capped by the viewer's level on the website: READ for
// every list and the export, WRITE for saves and imports (checked before any
// upstream call).

export async function requireSeoRead(ctx: GatewayContext, websiteId: string) {
  const viewer = await ctx.requireViewer();
  rules.assertCanReadWebsiteArea(viewer, 'WEB_SITES_SEO_RULES', websiteId);
  return viewer;
}

export async function requireSeoWrite(ctx: GatewayContext, websiteId: string) {
  const viewer = await ctx.requireViewer();
  rules.assertCanWriteWebsiteArea(viewer, 'WEB_SITES_SEO_RULES', websiteId);
  return viewer;
}
