import type { GatewayContext } from '../../context';
import { forbidden } from '../../errors';
import * as rules from '../../access/permissions';
import { requireViewer } from '../../access/viewer';

// TRANSLATIONS.TRANSLATIONS: read for every list, write for every change
// (checked before any upstream write).

export async function requireReadTranslations(ctx: GatewayContext) {
  const viewer = await requireViewer(ctx);
  if (!rules.canReadTranslations(viewer)) throw forbidden('You cannot read translations.');
  return viewer;
}

export async function requireWriteTranslations(ctx: GatewayContext) {
  const viewer = await requireViewer(ctx);
  if (!rules.canWriteTranslations(viewer)) throw forbidden('You cannot change translations.');
  return viewer;
}

/** Pickers (exception languages, section filter) also serve website screens. */
export async function requireReadTranslationsOrWebsites(ctx: GatewayContext) {
  const viewer = await requireViewer(ctx);
  if (!rules.canReadTranslations(viewer) && !rules.canReadWebsites(viewer)) throw forbidden();
  return viewer;
}
