import type { SeoRuleTarget } from './seo-types';

const ENTITY_LABELS: Record<SeoRuleTarget['entityType'], string> = {
  PAGE: 'Page',
  SPORT: 'Sport',
  REGION: 'Region',
  LEAGUE: 'League',
  CASINO_CATEGORY: 'Casino category',
  TEMPLATE: 'Template',
};

/** The Type column and the modal's page type: early-payout sports are their own kind of page. */
export function entityTypeLabel(entityType: SeoRuleTarget['entityType'], altCtx: string | null): string {
  const label = ENTITY_LABELS[entityType];
  return altCtx === 'earlyPayout' ? `${label} (Early payout)` : altCtx ? `${label} (${altCtx})` : label;
}
