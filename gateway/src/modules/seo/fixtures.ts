// Upstream SEO answers as the operator API sends them (emulator/README.md, "SEO").

export function upstreamRule(overrides: Record<string, unknown> = {}) {
  return {
    id: 11,
    websiteId: 1,
    onlineLanguageId: 2,
    entityType: 'SportEntity',
    entityId: 58,
    altCtx: null,
    translation: 'Football',
    target: { id: 58, type: 'sport', name: 'Football' },
    content: '<p>Bet on football</p>',
    metaDescription: 'All football odds',
    metaTitle: 'Football betting',
    pageTitle: 'Football',
    noindex: false,
    ...overrides,
  };
}

/** An entity listed without a rule yet. */
export function ruleless(overrides: Record<string, unknown> = {}) {
  return upstreamRule({ id: null, content: '', metaDescription: '', metaTitle: '', pageTitle: '', ...overrides });
}

export const CASINO = 'http://casino.test';

export function casinoCategory(id: number, name: string) {
  return { casinoCategoryId: id, name, isLive: id % 2 === 0, isMobile: true, active: true, hidden: false, numberOfGames: id * 3 };
}
