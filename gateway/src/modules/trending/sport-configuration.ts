import type { UserError } from '../../upstream/user-errors';
import type { TrendingConfiguration } from './client';

// The service keeps one map for every sport and betshop; the screen edits one sport and
// thinks in websites. These two functions go from the maps to one sport's view and back,
// leaving every other sport and betshop as it was.

export interface SiteRef {
  id: string;
  name: string;
  betshopId: string | null;
}

export interface SportView {
  templateIds: number[];
  websites: { site: SiteRef; templateIds: number[] }[];
}

export interface SportInput {
  sportId: number;
  templateIds: number[];
  websites: { websiteId: string; templateIds: number[] }[];
}

export function sportView(configuration: TrendingConfiguration, sportId: number, sites: readonly SiteRef[]): SportView {
  const key = String(sportId);
  const templateIds = configuration.templates[key] ?? [];
  return {
    templateIds,
    websites: sites.map((site) => ({
      site,
      // Only the sport's selected templates count: a betshop's stale id is not shown as ticked.
      templateIds: site.betshopId ? (configuration.markets[site.betshopId]?.[key] ?? []).filter((id) => templateIds.includes(id)) : [],
    })),
  };
}

const unique = (ids: readonly number[]) => [...new Set(ids)];

/** The configuration with one sport replaced, or what stops it. */
export function withSport(
  configuration: TrendingConfiguration,
  input: SportInput,
  sites: readonly SiteRef[],
): { ok: true; value: TrendingConfiguration } | { ok: false; userErrors: UserError[] } {
  const key = String(input.sportId);
  const selected = unique(input.templateIds);
  const userErrors: UserError[] = [];
  const perBetshop = new Map<string, { ids: number[]; site: SiteRef }>();
  input.websites.forEach((entry, index) => {
    const site = sites.find((candidate) => candidate.id === entry.websiteId);
    const field = `websites.${index}`;
    const ids = unique(entry.templateIds).sort((a, b) => selected.indexOf(a) - selected.indexOf(b));
    if (!site) return userErrors.push({ field, message: `Website ${entry.websiteId} does not exist.` });
    const stray = ids.filter((id) => !selected.includes(id));
    if (stray.length > 0)
      return userErrors.push({ field, message: `${site.name} can show only selected templates (not ${stray.join(', ')}).` });
    if (!site.betshopId) {
      if (ids.length > 0) userErrors.push({ field, message: `${site.name} has no betshop, so it cannot show trending templates.` });
      return;
    }
    const other = perBetshop.get(site.betshopId);
    if (other && other.ids.join() !== ids.join()) {
      return userErrors.push({
        field,
        message: `${site.name} shares betshop ${site.betshopId} with ${other.site.name}: both show the same templates.`,
      });
    }
    perBetshop.set(site.betshopId, { ids, site });
  });
  if (userErrors.length > 0) return { ok: false, userErrors };

  const markets: TrendingConfiguration['markets'] = {};
  for (const [betshopId, sports] of Object.entries(configuration.markets)) {
    const next = { ...sports };
    const given = perBetshop.get(betshopId)?.ids;
    const kept = given ?? (next[key] ?? []).filter((id) => selected.includes(id));
    if (kept.length > 0) next[key] = kept;
    else delete next[key];
    if (Object.keys(next).length > 0) markets[betshopId] = next;
  }
  for (const [betshopId, { ids }] of perBetshop) {
    if (!markets[betshopId] && ids.length > 0) markets[betshopId] = { [key]: ids };
  }
  const templates = { ...configuration.templates };
  if (selected.length > 0) templates[key] = selected;
  else delete templates[key];
  return { ok: true, value: { markets, templates } };
}
