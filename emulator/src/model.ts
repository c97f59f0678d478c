// The whole shape the store keeps (storage/collections.ts says how each part is saved): the older
// domains' records (model-records.ts, model-website.ts, model-configurations.ts) and the collections
// of the domains that own their records' shapes (help, streams, trending). Phrases and word
// exceptions are rows of SQL tables (storage/phrases.ts), not collections here: at operator volume
// there are 1.2 million of them.
import type { UserRecord, AccessToken, OutboxMessage, Company, Market, Betshop, Website, Language, Section, Word } from './model-records';
import type { WebsiteCollections } from './model-website';
import type { ConfigurationCollections } from './model-configurations';
import type { HelpCollections } from './domains/help/model';
import type { StreamCollections } from './domains/streams/seed';
import type { TrendingRecord } from './domains/trending/seed';

export * from './model-records';

export interface NextIds {
  users: number;
  companies: number;
  markets: number;
  betshops: number;
  websites: number;
  languages: number;
  sections: number;
  words: number;
  translations: number;
  exceptions: number;
  seoRules: number;
  seoTemplates: number;
  sportTooltips: number;
  seoPages: number;
  iconLinks: number;
  helpLinks: number;
  bigJackpots: number;
  configurationSections: number;
  configurationTypes: number;
  configurationSettings: number;
  helpDomains: number;
  helpCategories: number;
  helpPages: number;
  helpContents: number;
  historyLogs: number;
}

export interface StoreData extends WebsiteCollections, ConfigurationCollections, HelpCollections, StreamCollections {
  version: 1;
  /** The trending service's configuration (markets per betshop and sport, templates per sport). */
  trending: TrendingRecord;
  /** Next id per collection, so ids are never reused after a delete. */
  nextIds: NextIds;
  users: UserRecord[];
  /** Access token → owner. Revoking a token deletes its entry. */
  tokens: Record<string, AccessToken>;
  outbox: OutboxMessage[];
  companies: Company[];
  markets: Market[];
  betshops: Betshop[];
  websites: Website[];
  languages: Language[];
  sections: Section[];
  words: Word[];
  /**
   * The records of domains that keep their shape in their own folder (domain-collection.ts),
   * by domain name; missing until the domain's first write (an older store has none).
   */
  collections?: Record<string, DomainCollection>;
}

/** One domain's records and its next id. */
export interface DomainCollection {
  nextId: number;
  items: Record<string, unknown>[];
}

export function findUserByEmail(data: StoreData, email: string): UserRecord | undefined {
  const wanted = email.trim().toLowerCase();
  return data.users.find((user) => user.email.toLowerCase() === wanted);
}

export function findUserById(data: StoreData, id: number): UserRecord | undefined {
  return data.users.find((user) => user.id === id);
}
