// How each top-level collection of StoreData is saved in the `records` table, one row per record
// so that a change writes only the records it changed:
// - a list: one row per element, keyed by its id (or its natural key), its place kept in `seq`;
// - a map (an object used as a dictionary, e.g. tokens): one row per entry, keyed by the entry's key;
// - a value: one row for the whole thing (small settings, counters, the capped outbox).
// The type makes the list exhaustive: a collection added to StoreData must say how it is saved.
import type { StoreData } from '../model';

/** `byId`: the key is the numeric `id` (compared as a number, without making strings). */
export type Persisted = { kind: 'list'; key: (row: never) => string; byId?: boolean } | { kind: 'map' } | { kind: 'value' };

const list = <T>(key: (row: T) => string): Persisted => ({ kind: 'list', key });
const byId: Persisted = { kind: 'list', key: (row: { id: number }) => String(row.id), byId: true };
const MAP: Persisted = { kind: 'map' };
const VALUE: Persisted = { kind: 'value' };

export const COLLECTIONS: { readonly [K in keyof StoreData]-?: Persisted } = {
  version: VALUE,
  nextIds: VALUE,
  users: byId,
  tokens: MAP,
  // At most OUTBOX_LIMIT short entries without ids; rewritten whole with each code sent.
  outbox: VALUE,
  companies: byId,
  markets: byId,
  betshops: byId,
  websites: byId,
  languages: byId,
  sections: byId,
  words: byId,
  configurationSections: byId,
  configurationSubsections: byId,
  configurationSettings: byId,
  configurationTypes: byId,
  websiteConfigurationValues: list(
    (row: { websiteId: number; onlineConfigurationId: number }) => `${row.websiteId}:${row.onlineConfigurationId}`,
  ),
  configurationImages: list((row: { name: string }) => row.name),
  seoPages: byId,
  sports: byId,
  regions: byId,
  leagues: byId,
  seoTemplates: byId,
  seoRules: byId,
  casinoCategories: byId,
  sportTooltips: byId,
  generalConfiguration: list((row: { key: string }) => row.key),
  bigJackpot: VALUE,
  jackpotRound: VALUE,
  iconLinks: byId,
  trending: VALUE,
  streamPairings: VALUE,
  streamConfig: VALUE,
  helpLinks: byId,
  helpDomains: byId,
  helpCategories: byId,
  helpPages: byId,
  helpContactSections: byId,
  helpContactForms: byId,
  historyLogs: byId,
  helpImages: MAP,
  collections: MAP,
};

/** How `name` is saved; a key StoreData does not declare (a stray property) is saved whole. */
export function persistedAs(name: string): Persisted {
  return (COLLECTIONS as Record<string, Persisted | undefined>)[name] ?? VALUE;
}
