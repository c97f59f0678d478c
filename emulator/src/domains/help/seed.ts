// Help centre demo data: domains for Star Bet (en, de, fr) and Lucky Play (en, sr),
// five categories, twenty pages in two or three languages, contact texts and a
// few history entries. Fixed texts and dates, so every run starts the same.
import type { HelpCategoryRecord, HelpCollections, HelpDomainRecord, HelpPageRecord, HistoryLogRecord, LanguageMap } from './model';

/** Kebab case of a title or name: the slug rule of spec 001 §5. */
export function kebabCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const slugs = (titles: LanguageMap): LanguageMap =>
  Object.fromEntries(Object.entries(titles).map(([code, title]) => [code, kebabCase(title)]));

const STAR_LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48"><path fill="#f5a524" d="M12 2l3 7h7l-5.5 4.5L18.5 21 12 16.5 5.5 21l2-7.5L2 9h7z"/></svg>';

export function helpDomain(id: number, websiteId: number, brandName: string, codes: string[], links: number[]): HelpDomainRecord {
  const map = (make: (code: string) => string) => Object.fromEntries(codes.map((code) => [code, make(code)]));
  return {
    id,
    websiteId,
    brandName,
    imageName: id === 1 ? 'star-bet-logo.svg' : null,
    metaTitle: map((code) => `${brandName} help (${code})`),
    metaTitlePrefix: map(() => ''),
    metaTitleSufix: map(() => ` | ${brandName}`),
    metaDescription: map((code) => `Answers to common questions about ${brandName} (${code}).`),
    metaKeywords: map(() => 'help, support, faq'),
    footerContent: map(() => `<p>${brandName} support is open every day.</p>`),
    helpHeadCode: '',
    helpBodyCode: '',
    helpFooterCode: '',
    links,
    languages: codes.map((languageCode, index) => ({ languageCode, isDefault: index === 0 })),
  };
}

const CATEGORIES: { domainId: number; label: string; name: LanguageMap }[] = [
  { domainId: 1, label: 'Account', name: { en: 'Account', de: 'Konto', fr: 'Compte' } },
  { domainId: 1, label: 'Payments', name: { en: 'Payments', de: 'Zahlungen', fr: 'Paiements' } },
  { domainId: 1, label: 'Betting rules', name: { en: 'Betting rules', de: 'Wettregeln' } },
  { domainId: 2, label: 'Getting started', name: { en: 'Getting started', sr: 'Prvi koraci' } },
  { domainId: 2, label: 'Bonuses', name: { en: 'Bonuses', sr: 'Bonusi' } },
];

const PAGES: { category: number; label: string; title: LanguageMap }[] = [
  {
    category: 1,
    label: 'Open an account',
    title: { en: 'How do I open an account?', de: 'Wie eröffne ich ein Konto?', fr: 'Comment ouvrir un compte ?' },
  },
  { category: 1, label: 'Verify identity', title: { en: 'Verifying your identity', de: 'Identität bestätigen' } },
  {
    category: 1,
    label: 'Reset password',
    title: { en: 'Resetting your password', de: 'Passwort zurücksetzen', fr: 'Réinitialiser le mot de passe' },
  },
  { category: 1, label: 'Close account', title: { en: 'Closing your account', fr: 'Fermer votre compte' } },
  { category: 1, label: 'Responsible gaming', title: { en: 'Responsible gaming limits', de: 'Limits für verantwortungsvolles Spielen' } },
  { category: 2, label: 'Deposit methods', title: { en: 'Deposit methods', de: 'Einzahlungsmethoden', fr: 'Méthodes de dépôt' } },
  { category: 2, label: 'Withdrawal times', title: { en: 'How long do withdrawals take?', de: 'Wie lange dauern Auszahlungen?' } },
  { category: 2, label: 'Payment fees', title: { en: 'Are there payment fees?', fr: 'Y a-t-il des frais ?' } },
  { category: 2, label: 'Failed deposit', title: { en: 'My deposit failed', de: 'Meine Einzahlung ist fehlgeschlagen' } },
  { category: 2, label: 'Currencies', title: { en: 'Supported currencies', de: 'Unterstützte Währungen', fr: 'Devises acceptées' } },
  { category: 3, label: 'Void bets', title: { en: 'When is a bet void?', de: 'Wann ist eine Wette ungültig?' } },
  { category: 3, label: 'Cash out', title: { en: 'Cash out explained', de: 'Cash-out erklärt' } },
  { category: 3, label: 'Accumulators', title: { en: 'Accumulator bets', de: 'Kombiwetten' } },
  { category: 3, label: 'Live betting', title: { en: 'Live betting rules', de: 'Live-Wettregeln' } },
  { category: 4, label: 'Sign up', title: { en: 'Signing up', sr: 'Registracija' } },
  { category: 4, label: 'First deposit', title: { en: 'Your first deposit', sr: 'Prva uplata' } },
  { category: 4, label: 'Mobile app', title: { en: 'Using the mobile app', sr: 'Mobilna aplikacija' } },
  { category: 5, label: 'Welcome bonus', title: { en: 'Welcome bonus', sr: 'Bonus dobrodošlice' } },
  { category: 5, label: 'Free bets', title: { en: 'Free bets', sr: 'Besplatni tiketi' } },
  { category: 5, label: 'Bonus terms', title: { en: 'Bonus terms', sr: 'Uslovi bonusa' } },
];

function category(index: number): HelpCategoryRecord {
  const row = CATEGORIES[index]!;
  const inDomain = CATEGORIES.slice(0, index).filter((c) => c.domainId === row.domainId).length;
  return {
    id: index + 1,
    helpDomainId: row.domainId,
    label: row.label,
    name: row.name,
    description: Object.fromEntries(Object.keys(row.name).map((code) => [code, `${row.name[code]}: questions and answers.`])),
    categorySlug: slugs(row.name),
    isActive: true,
    imageName: null,
    order: inDomain + 1,
  };
}

function page(index: number): HelpPageRecord {
  const row = PAGES[index]!;
  const cat = CATEGORIES[row.category - 1]!;
  const order = PAGES.slice(0, index).filter((p) => p.category === row.category).length + 1;
  const map = (make: (title: string) => string) =>
    Object.fromEntries(Object.entries(row.title).map(([code, title]) => [code, make(title)]));
  return {
    id: index + 1,
    helpDomainId: cat.domainId,
    label: row.label,
    pageTitle: row.title,
    content: map((title) => `<h2>${title}</h2><p>${title} — the short answer, then the details.</p>`),
    metaTitle: map((title) => title),
    metaDescription: map((title) => `${title} in a few steps.`),
    metaKeywords: map(() => 'help'),
    pageSlug: slugs(row.title),
    pageType: 'standard',
    isVisibleOnWeb: true,
    isVisibleOnMobile: index % 4 !== 3,
    categories: [{ categoryId: row.category, order }],
  };
}

function history(
  id: number,
  websiteId: number,
  title: string,
  action: string,
  daysAgo: number,
  before: unknown,
  after: unknown,
): HistoryLogRecord {
  const changed =
    before && after && typeof before === 'object' && typeof after === 'object'
      ? Object.keys(after).flatMap((key) => {
          const from = (before as Record<string, unknown>)[key];
          const to = (after as Record<string, unknown>)[key];
          return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ key, old: from, new: to }];
        })
      : [];
  return {
    id,
    websiteId,
    type: 'help',
    title,
    message: id === 1 ? 'Clearer wording for new customers' : '',
    createdAt: new Date(Date.UTC(2026, 10, 1 + daysAgo, 9, 30)).toISOString(),
    userId: 1,
    userEmail: 'admin@example.com',
    description: { message: action, old: before, new: after, changed },
  };
}

export function buildHelp(): HelpCollections {
  const helpPages = PAGES.map((_, index) => page(index));
  return {
    helpDomains: [helpDomain(1, 1, 'Star Bet', ['en', 'de', 'fr'], [1, 2]), helpDomain(2, 2, 'Lucky Play', ['en', 'sr'], [1])],
    helpCategories: CATEGORIES.map((_, index) => category(index)),
    helpPages,
    helpContactSections: [
      {
        id: 1,
        helpDomainId: 1,
        content: JSON.stringify({ en: '<p>Call us on 0800 123 456.</p>', de: '<p>Rufen Sie uns an: 0800 123 456.</p>' }),
      },
    ],
    helpContactForms: [{ id: 1, helpDomainId: 1, content: JSON.stringify({ en: '<p>Write to us and we answer within a day.</p>' }) }],
    historyLogs: [
      history(1, 1, 'Help page: Open an account', 'Help page updated', 0, { label: 'Open account' }, { label: 'Open an account' }),
      history(2, 1, 'Help category: Betting rules', 'Help category created', 1, null, { label: 'Betting rules' }),
      history(3, 2, 'Help page: Welcome bonus', 'Help page created', 2, null, { label: 'Welcome bonus' }),
    ],
    helpImages: { 'star-bet-logo.svg': STAR_LOGO },
  };
}
