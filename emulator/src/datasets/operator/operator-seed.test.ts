import { createHash } from 'node:crypto';
import { demoSeed, type Seed } from '../demo';
import { DAY_MS } from '../../domains/payments/seed';
import { operatorSeed } from '.';

// SEED_VOLUME=operator: an operator's volume, the same on every run, with the demo inside it.
// Generating it (not writing it) takes a few seconds: the streams are read through once per run.

interface Digest {
  hash: string;
  phrases: number;
  longPhrases: number;
  phraseLanguages: Set<number>;
  exceptionWebsites: Set<number>;
  payments: number;
  oldestPaymentDays: number;
  currencies: Set<string>;
  firstPhrases: unknown[];
}

function digest(seed: Seed): Digest {
  const hash = createHash('sha256').update(JSON.stringify(seed.data));
  const result: Digest = {
    hash: '',
    phrases: 0,
    longPhrases: 0,
    phraseLanguages: new Set(),
    exceptionWebsites: new Set(),
    payments: 0,
    oldestPaymentDays: 0,
    currencies: new Set(),
    firstPhrases: [],
  };
  for (const phrase of seed.phrases()) {
    hash.update(`${phrase.id}|${phrase.wordId}|${phrase.languageId}|${phrase.phrase}\n`);
    if (result.firstPhrases.length < 2000) result.firstPhrases.push(phrase);
    result.phrases++;
    if (phrase.phrase.length > 1000) result.longPhrases++;
    result.phraseLanguages.add(phrase.languageId);
  }
  for (const exception of seed.exceptions()) {
    hash.update(JSON.stringify(exception));
    result.exceptionWebsites.add(exception.websiteId);
  }
  for (const payment of seed.payments()) {
    hash.update(JSON.stringify(payment));
    result.payments++;
    result.oldestPaymentDays = Math.max(result.oldestPaymentDays, payment.ageMs / DAY_MS);
    result.currencies.add(payment.currency);
  }
  result.hash = hash.digest('hex');
  return result;
}

const seed = operatorSeed();
const data = seed.data;
let first: Digest;

beforeAll(() => {
  first = digest(seed);
}, 300_000);

describe('the operator volume', () => {
  it('holds an operator’s volume', () => {
    expect(data.websites).toHaveLength(300);
    expect(data.companies).toHaveLength(32);
    expect(data.markets).toHaveLength(305);
    expect(data.betshops).toHaveLength(305);
    expect(data.users).toHaveLength(2000);
    expect(data.languages).toHaveLength(40);
    expect(data.words).toHaveLength(31_000);
    expect(first.phrases).toBeGreaterThan(1_150_000);
    expect(first.phrases).toBeLessThan(1_250_000);
    expect(first.phraseLanguages.size).toBe(40);
    expect(first.longPhrases).toBeGreaterThan(1000);
    expect(data.seoRules.filter((rule) => rule.websiteId === 150)).toHaveLength(1450);
    const handball = data.sportTooltips.find((row) => row.sportId === 61)!;
    expect(JSON.parse(handball.tooltips)).toHaveLength(324);
    expect(data.iconLinks).toHaveLength(246);
    expect(data.seoPages.filter((page) => page.isCustom)).toHaveLength(403);
    const helpDomain = data.helpDomains.find((domain) => domain.websiteId === 120)!;
    const helpPages = data.helpPages.filter((page) => page.helpDomainId === helpDomain.id);
    expect(helpPages).toHaveLength(520);
    expect(Object.keys(helpPages[0]!.content).length).toBeGreaterThanOrEqual(3);
    expect(first.payments).toBe(1_000_000);
    expect(first.oldestPaymentDays).toBeGreaterThan(360);
    expect(first.oldestPaymentDays).toBeLessThanOrEqual(365);
    expect([...first.currencies].sort()).toEqual(['BAM', 'EUR', 'MKD', 'RSD', 'USD']);
  });

  it('spreads permissions, help levels and word exceptions past the 100th website', () => {
    const levels = data.users.flatMap((user) => {
      const parsed = JSON.parse(user.onlinePermissions ?? 'null') as {
        onlineWebsitePermissions: Record<string, string>;
        onlineHelpPermissions: Record<string, string>;
      } | null;
      return parsed ? [parsed] : [];
    });
    const websitesWithLevels = new Set(levels.flatMap((p) => Object.keys(p.onlineWebsitePermissions).map(Number)));
    const websitesWithHelpLevels = new Set(levels.flatMap((p) => Object.keys(p.onlineHelpPermissions).map(Number)));
    expect(levels.length).toBeGreaterThan(1500);
    expect(websitesWithLevels.size).toBe(300);
    expect(websitesWithHelpLevels.size).toBeGreaterThan(250);
    expect(Math.max(...levels.map((p) => Object.keys(p.onlineWebsitePermissions).length))).toBeGreaterThan(150);
    expect([...first.exceptionWebsites].filter((id) => id > 100).length).toBe(200);
  });

  it('keeps every demo record as it is, so what the demo accounts and the tests use is still there', () => {
    const demo = demoSeed();
    const changedOnPurpose = new Set(['nextIds', 'sportTooltips']);
    for (const [name, rows] of Object.entries(demo.data)) {
      if (changedOnPurpose.has(name) || !Array.isArray(rows)) continue;
      const operatorRows = (data as unknown as Record<string, unknown[]>)[name]!;
      expect({ name, rows: operatorRows.slice(0, rows.length) }).toEqual({ name, rows });
    }
    const demoPhrases = [...demo.phrases()];
    expect(first.firstPhrases.slice(0, demoPhrases.length)).toEqual(demoPhrases);
    const [admin, manager, developer] = data.users;
    expect([admin!.email, manager!.email, developer!.email]).toEqual(['admin@example.com', 'manager@example.com', 'developer@example.com']);
  });

  it('is the same on every run: a fixed seed, no clock', () => {
    const again = digest(operatorSeed());
    expect(again.hash).toBe(first.hash);
  }, 300_000);
});
