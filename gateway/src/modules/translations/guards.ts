import type { GatewayContext } from '../../context';
import * as rules from '../../access/permissions';

// TRANSLATIONS.TRANSLATIONS: read for every list, write for every change
// (checked before any upstream write).

export async function requireReadTranslations(ctx: GatewayContext) {
  const viewer = await ctx.requireViewer();
  rules.assertCanReadTranslations(viewer);
  return viewer;
}

export async function requireWriteTranslations(ctx: GatewayContext) {
  const viewer = await ctx.requireViewer();
  rules.assertCanWriteTranslations(viewer);
  return viewer;
}

/** Pickers (exception languages, section filter) also serve website screens. */
export async function requireReadTranslationsOrWebsites(ctx: GatewayContext) {
  const viewer = await ctx.requireViewer();
  rules.assertCanReadTranslationsOrWebsites(viewer);
  return viewer;
}
