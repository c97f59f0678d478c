import * as rules from '../../access/permissions';
import type { ViewerModel } from '../../access/viewer-model';
import type { EntityChange } from '../../state/change-feed';

// Who hears of a change: a viewer who may read its area (and, for a website's areas, that
// website). An area not listed here is heard by admins and developers only.

type Audience = (viewer: ViewerModel, change: EntityChange) => boolean;

const configurations: Audience = (viewer) => rules.canReadConfigurations(viewer);
// A website's own changes and its configuration's are heard only by who may read that website.
const OF_ONE_WEBSITE = new Set(['Website', 'WebsiteConfiguration']);
const website: Audience = (viewer, change) =>
  change.entityType && OF_ONE_WEBSITE.has(change.entityType) && change.entityId
    ? rules.canReadWebsite(viewer, change.entityId)
    : rules.canReadWebsites(viewer);

const AUDIENCES: Record<string, Audience> = {
  users: (viewer) => rules.canReadUsers(viewer),
  organisation: (viewer) => rules.canReadOrganisation(viewer),
  translations: (viewer) => rules.canReadTranslations(viewer),
  websites: website,
  'website-config': website,
  seo: website,
  tooltips: website,
  help: (viewer) => rules.canReadHelp(viewer),
  'configuration-setup': (viewer) => rules.canReadConfigurationSetup(viewer),
  'general-settings': configurations,
  jackpot: configurations,
  icons: configurations,
  'custom-pages': configurations,
  'casino-categories': configurations,
  'help-links': configurations,
  streams: configurations,
  payments: (viewer) => rules.canReadTerminalPayments(viewer),
  trending: (viewer) => rules.canReadTrending(viewer),
};

export function mayHear(viewer: ViewerModel, change: EntityChange): boolean {
  return (AUDIENCES[change.area] ?? ((v: ViewerModel) => rules.isAdmin(v)))(viewer, change);
}
