// Deterministic demo data: the same ids, emails and hashes on every run. The operator volume
// (datasets/operator/) is this and more (datasets/index.ts picks one).
import { createHash } from 'node:crypto';
import { hashPasswordForSeed } from '../passwords';
import type { Role, StoreData, Translation, UserRecord, WordException } from '../model';
import { demoPayments, type PaymentSeedRow } from '../domains/payments/seed';
import type { SeedVolume } from '../seed/volume';
import { betshops, companies, markets, websites } from '../domains/organisation/seed';
import { buildTranslations, languages, sections } from '../domains/translations/seed';
import { buildWebsiteCollections } from './website-collections';
import { buildConfigurations } from './configurations';
import { buildHelp } from '../domains/help/seed';

export const STAFF_PASSWORD = 'Staff123!';
const STAFF_COUNT = 55;
export const PERMISSION_KEYS = [
  'TRANSLATIONS.TRANSLATIONS',
  'CONFIGURATION.TOOLTIPS',
  'CONFIGURATION.BIG_JACKPOT',
  'CONFIGURATION.IMG_ARENA',
  'CONFIGURATION.ICONS',
  'CONFIGURATION.GENERAL',
  'HELP.HELP',
  'WEB_SITES.WEBSITES_CONFIGURATION',
  'WEB_SITES.SEO_RULES',
  'WEB_SITES.TOOLTIPS',
  'TERMINAL_PAYMENTS.TERMINAL_PAYMENTS',
] as const;

// scrypt is deliberately slow, so each distinct seed password is hashed once per
// process; the salt comes from the password to keep the seed deterministic.
const hashes = new Map<string, string>();
export function seedHash(password: string): string {
  let hash = hashes.get(password);
  if (!hash) {
    const salt = createHash('sha256').update(`emulator-seed:${password}`).digest().subarray(0, 16);
    hash = hashPasswordForSeed(password, salt);
    hashes.set(password, hash);
  }
  return hash;
}

export function seedUser(id: number, email: string, password: string, role: Role, extra: Partial<UserRecord> = {}): UserRecord {
  return {
    id,
    email,
    role,
    isDeveloper: false,
    permissions: null,
    onlinePermissions: null,
    createdAt: new Date(Date.UTC(2026, 0, 1) + (id - 1) * 3_600_000).toISOString(),
    passwordHash: seedHash(password),
    activatedCodes: [],
    pendingCode: null,
    ...extra,
  };
}

export function onlinePermissions(
  permissions: Record<string, string>,
  websites: Record<string, string>,
  help: Record<string, string>,
): string {
  return JSON.stringify({ permissions, onlineWebsitePermissions: websites, onlineHelpPermissions: help });
}

// Every fifth staff Manager gets a rotating handful of permissions, so the
// permission screens have something to show beyond the three named accounts.
function staffPermissions(index: number): string | null {
  if (index % 5 !== 2) return null;
  const permissions: Record<string, string> = {};
  for (let k = 0; k < 3; k++) {
    const key = PERMISSION_KEYS[(index + k * 4) % PERMISSION_KEYS.length]!;
    permissions[key] = k === 0 && index % 2 === 0 ? 'write' : 'read';
  }
  const website = String((index % 5) + 1);
  return onlinePermissions(permissions, { [website]: index % 3 === 0 ? 'write' : 'read' }, { [website]: 'read' });
}

function staff(): UserRecord[] {
  const users: UserRecord[] = [];
  for (let index = 1; index <= STAFF_COUNT; index++) {
    const role: Role = index % 3 === 0 ? 1 : 2;
    users.push(
      seedUser(3 + index, `staff${String(index).padStart(2, '0')}@example.com`, STAFF_PASSWORD, role, {
        isDeveloper: index % 10 === 7,
        onlinePermissions: role === 2 ? staffPermissions(index) : null,
      }),
    );
  }
  return users;
}

/**
 * A seeded data set: the in-memory collections, and the rows of the SQL tables as generators
 * (1.2 million phrases and a million payments at operator volume are written, never held).
 */
export interface Seed {
  volume: SeedVolume;
  data: StoreData;
  phrases: () => Iterable<Translation>;
  exceptions: () => Iterable<WordException>;
  payments: () => Iterable<PaymentSeedRow>;
}

interface DemoSet {
  data: StoreData;
  translations: Translation[];
  exceptions: WordException[];
}

let cached: DemoSet | undefined;

function build(): DemoSet {
  const users = [
    seedUser(1, 'admin@example.com', 'Admin123!', 1),
    seedUser(2, 'manager@example.com', 'Manager123!', 2, {
      onlinePermissions: onlinePermissions(
        {
          'TRANSLATIONS.TRANSLATIONS': 'read',
          'WEB_SITES.WEBSITES_CONFIGURATION': 'read',
          'WEB_SITES.SEO_RULES': 'read',
          'HELP.HELP': 'read',
        },
        { '1': 'read', '2': 'read' },
        { '1': 'read' },
      ),
    }),
    seedUser(3, 'developer@example.com', 'Developer123!', 2, { isDeveloper: true }),
    ...staff(),
  ];
  const { words, translations, exceptions } = buildTranslations();
  const website = buildWebsiteCollections();
  const configurations = buildConfigurations();
  const help = buildHelp();
  const next = (rows: { id: number }[]) => Math.max(0, ...rows.map((row) => row.id)) + 1;
  const data: StoreData = {
    version: 1,
    nextIds: {
      users: next(users),
      companies: next(companies),
      markets: next(markets),
      betshops: next(betshops),
      websites: next(websites),
      languages: next(languages),
      sections: next(sections),
      words: next(words),
      translations: next(translations),
      exceptions: next(exceptions),
      seoRules: next(website.seoRules),
      seoTemplates: next(website.seoTemplates),
      sportTooltips: next(website.sportTooltips),
      seoPages: next(website.seoPages),
      iconLinks: next(configurations.iconLinks),
      helpLinks: next(configurations.helpLinks),
      bigJackpots: 2,
      configurationSections: next(website.configurationSections),
      configurationTypes: next(website.configurationTypes),
      configurationSettings: next(website.configurationSettings),
      helpDomains: next(help.helpDomains),
      helpCategories: next(help.helpCategories),
      helpPages: next(help.helpPages),
      helpContents: next([...help.helpContactSections, ...help.helpContactForms]),
      historyLogs: next(help.historyLogs),
    },
    users,
    tokens: {},
    outbox: [],
    companies,
    markets,
    betshops,
    websites,
    languages,
    sections,
    words,
    ...website,
    ...configurations,
    ...help,
  };
  return { data, translations, exceptions };
}

/** A fresh copy of the demo's in-memory collections, safe to mutate. */
export function seedData(): StoreData {
  cached ??= build();
  return structuredClone(cached.data);
}

/** The demo data set: what `npm start` seeds by default and every test starts from. */
export function demoSeed(): Seed {
  cached ??= build();
  const { translations, exceptions } = cached;
  return { volume: 'demo', data: seedData(), phrases: () => translations, exceptions: () => exceptions, payments: demoPayments };
}
