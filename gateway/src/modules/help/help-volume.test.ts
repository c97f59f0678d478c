import { useHarness } from '../../test/harness';
import { ADMIN, MANAGER } from '../../test/fixtures';

// The help centre at an operator's volume (issue 40), upstream calls counted: the Pages tab's
// tree is one read of names (whatever the upstream answers, no page's texts reach the client),
// a page's texts are one read of that page, and the palette's help search is one upstream search
// whatever the number of domains and pages.

const h = useHarness();

const DOMAIN = {
  id: 1,
  websiteId: 1,
  website: { name: 'Star Bet', url: 'https://starbet.example.com' },
  helpDomainLanguages: [
    { languageCode: 'en', isDefault: true },
    { languageCode: 'de', isDefault: false },
  ],
};
const text = (n: number) => ({ en: `<p>Page ${n}</p>`, de: n % 2 ? '<p></p>' : `<p>Seite ${n}</p>` });
const wholePage = (n: number) => ({
  id: n,
  label: `Page ${n}`,
  pageTitle: { en: `Title ${n}`, de: `Titel ${n}` },
  content: text(n),
  metaTitle: {},
  metaDescription: {},
  metaKeywords: {},
  pageSlug: {},
  pageType: 'standard',
  isVisibleOnWeb: true,
  isVisibleOnMobile: true,
  categories: [7],
});
const summary = (n: number) => ({ id: n, label: `Page ${n}`, categories: [7], contentLanguages: n % 2 ? ['en'] : ['de', 'en'] });
const category = (pages: object[]) => ({
  id: 7,
  label: 'Volume',
  name: { en: 'Volume' },
  description: {},
  categorySlug: {},
  isActive: true,
  helpPageHelpCategory: pages.map((helpPage, i) => ({ helpPageId: i + 1, order: i + 1, helpPage })),
});
const PAGES = Array.from({ length: 520 }, (_, i) => i + 1);

const TREE = `query($d: ID!) { helpCategories(domainId: $d) { id label pageOrderVersion pages { id label activeLanguages } } }`;
const SEARCH = 'query($term: String!) { search(term: $term) { kind totalCount results { id label detail } } }';

function expectDomains() {
  h.upstream.intercept({ path: '/help/help-domain', method: 'GET' }).reply(200, { items: [DOMAIN] });
}

describe('help centre at volume', () => {
  it("reads a domain's 520 pages as names in one call, and answers names and languages only", async () => {
    h.expectCheckAuth(ADMIN);
    expectDomains();
    h.upstream
      .intercept({ path: '/help/help-domain/1/help-category?pages=summary', method: 'GET' })
      .reply(200, { items: [category(PAGES.map(summary))] });
    const r = await h.run(TREE, { variables: { d: '1' }, cookie: h.sessionCookie(ADMIN) });
    expect(r.errors).toBeUndefined();
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /help/help-domain', 'GET /help/help-domain/1/help-category']);
    const pages = r.data?.helpCategories[0].pages;
    expect(pages).toHaveLength(520);
    expect(pages[0]).toEqual({ id: '1', label: 'Page 1', activeLanguages: ['en'] });
    // The domain's order: its default language first.
    expect(pages[1]).toEqual({ id: '2', label: 'Page 2', activeLanguages: ['en', 'de'] });
  });

  it('maps only names from an upstream that answers every page whole', async () => {
    h.expectCheckAuth(ADMIN);
    expectDomains();
    h.upstream
      .intercept({ path: '/help/help-domain/1/help-category?pages=summary', method: 'GET' })
      .reply(200, { items: [category(PAGES.slice(0, 3).map(wholePage))] });
    const r = await h.run(TREE, { variables: { d: '1' }, cookie: h.sessionCookie(ADMIN) });
    expect(r.errors).toBeUndefined();
    // Blank content ('<p></p>') is no language.
    expect(r.data?.helpCategories[0].pages).toEqual([
      { id: '1', label: 'Page 1', activeLanguages: ['en'] },
      { id: '2', label: 'Page 2', activeLanguages: ['en', 'de'] },
      { id: '3', label: 'Page 3', activeLanguages: ['en'] },
    ]);
  });

  it("opens one page with one read of that page, not of the domain's tree", async () => {
    h.expectCheckAuth(ADMIN);
    expectDomains();
    h.upstream.intercept({ path: '/help/help-domain/1/help-page/2', method: 'GET' }).reply(200, wholePage(2));
    const r = await h.run('query { helpPage(domainId: "1", id: "2") { id label texts { language title content } } }', {
      cookie: h.sessionCookie(ADMIN),
    });
    expect(r.errors).toBeUndefined();
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /help/help-domain', 'GET /help/help-domain/1/help-page/2']);
    expect(r.data?.helpPage.texts).toEqual([
      { language: 'en', title: 'Title 2', content: '<p>Page 2</p>' },
      { language: 'de', title: 'Titel 2', content: '<p>Seite 2</p>' },
    ]);
  });

  it("searches a domain's pages on the upstream, a page at a time", async () => {
    h.expectCheckAuth(ADMIN);
    expectDomains();
    h.upstream
      .intercept({ path: '/help/help-page?search=page%201&helpDomainId=1&page=2&limit=25', method: 'GET' })
      .reply(200, { items: [{ ...summary(126), helpDomainId: 1, websiteId: 1 }], totalItems: 126, pageCount: 6 });
    const r = await h.run(
      'query { helpPages(domainId: "1", search: "page 1", page: 2) { items { id label } totalItems pageCount page } }',
      {
        cookie: h.sessionCookie(ADMIN),
      },
    );
    expect(r.errors).toBeUndefined();
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /help/help-domain', 'GET /help/help-page']);
    expect(r.data?.helpPages).toEqual({ items: [{ id: '126', label: 'Page 126' }], totalItems: 126, pageCount: 6, page: 2 });
  });

  it("answers a palette search with one upstream search over the viewer's websites, whatever the number of domains", async () => {
    // Help read on three websites, and nothing else the palette searches.
    const helpReader = {
      ...MANAGER,
      onlinePermissions: JSON.stringify({
        permissions: { 'HELP.HELP': 'read' },
        onlineWebsitePermissions: {},
        onlineHelpPermissions: { '1': 'read', '3': 'write', '4': '' },
      }),
    };
    h.expectCheckAuth(helpReader);
    const found = Array.from({ length: 5 }, (_, i) => ({
      ...summary(i + 1),
      helpDomainId: 1,
      websiteId: 1,
      website: { name: 'Star Bet' },
    }));
    h.upstream
      .intercept({ path: '/help/help-page?search=page&websiteIds=1%2C3&page=1&limit=5', method: 'GET' })
      .reply(200, { items: found, totalItems: 37, pageCount: 8 });
    const r = await h.run(SEARCH, { variables: { term: 'page' }, cookie: h.sessionCookie(helpReader) });
    expect(r.errors).toBeUndefined();
    expect(r.calls).toEqual(['POST /auth/check-auth', 'GET /help/help-page']);
    expect(r.data?.search).toEqual([
      {
        kind: 'HELP_PAGE',
        totalCount: 37,
        results: found.map((p) => ({ id: `1:${p.id}`, label: p.label, detail: 'Star Bet' })),
      },
    ]);
  });

  it('asks nothing upstream for a viewer with HELP.HELP but no website to read', async () => {
    const nowhere = {
      ...MANAGER,
      onlinePermissions: JSON.stringify({ permissions: { 'HELP.HELP': 'read' }, onlineWebsitePermissions: {}, onlineHelpPermissions: {} }),
    };
    h.expectCheckAuth(nowhere);
    const r = await h.run(SEARCH, { variables: { term: 'page' }, cookie: h.sessionCookie(nowhere) });
    expect(r.errors).toBeUndefined();
    expect(r.calls).toEqual(['POST /auth/check-auth']);
    expect(r.data?.search).toEqual([]);
  });
});
