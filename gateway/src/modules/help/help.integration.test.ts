import { request } from 'undici';
import { useEmulatorStack } from '../../test/emulator-stack';
import { CATEGORIES, CREATE_CATEGORY, CREATE_DOMAIN, DOMAINS, HISTORY, PAGE, domainInput } from './fixtures';

// The help centre through the real HTTP stack against the in-process emulator:
// per-language maps both ways, slugs, multipart domain and category writes with
// a cleaned svg, per-website help permissions and the comment on its history entry.

const stack = useEmulatorStack();
const { gql } = stack;
const CREATE_PAGE = `mutation($d: ID!, $input: HelpPageInput!, $comment: String) { createHelpPage(domainId: $d, input: $input, comment: $comment) {
  page { id label activeLanguages texts { language title slug content } } userErrors { field message } } }`;

const pageInput = (categoryId: string, extra: Record<string, unknown> = {}) => ({
  label: 'Limits',
  pageType: 'STANDARD',
  isVisibleOnWeb: true,
  isVisibleOnMobile: false,
  categoryIds: [categoryId],
  texts: [
    {
      language: 'en',
      title: 'Setting Your Limits!',
      content: '<p>Set them <img src=x onerror=alert(1)>here</p>',
      metaTitle: '',
      metaDescription: '',
      metaKeywords: '',
    },
    { language: 'de', title: 'Ihre Limits setzen', content: '<p>Hier</p>', metaTitle: '', metaDescription: '', metaKeywords: '' },
    { language: 'fr', title: '', content: '<p></p>', metaTitle: '', metaDescription: '', metaKeywords: '' },
  ],
  ...extra,
});

describe('help centre against the emulator', () => {
  it('unpacks domains, categories and pages into per-language lists with slugs', async () => {
    const domains = (await gql(DOMAINS)).data.helpDomains;
    expect(domains.map((d: { websiteName: string }) => d.websiteName)).toEqual(['Star Bet', 'Lucky Play']);
    expect(domains[0]).toMatchObject({
      defaultLanguage: 'en',
      logoUrl: expect.stringMatching(/^\/upstream-images\/help-images\/.+\.svg$/),
      linkIds: ['1', '2'],
      viewerCanWrite: true,
    });
    expect(domains[0].languages.map((l: { code: string }) => l.code)).toEqual(['en', 'de', 'fr']);
    expect(domains[0].seo[1]).toEqual({ language: 'de', metaTitle: 'Star Bet help (de)' });

    const categories = (await gql(CATEGORIES, { d: '1' })).data.helpCategories;
    expect(categories.map((c: { label: string }) => c.label)).toEqual(['Account', 'Payments', 'Betting rules']);
    expect(categories[0].texts[1]).toEqual({ language: 'de', name: 'Konto', slug: 'konto' });
    // The list names each page and its languages; the page itself is read when it opens.
    const [first, second] = categories[0].pages;
    expect(first).toEqual({ id: expect.any(String), label: 'Open an account', activeLanguages: ['en', 'de', 'fr'] });
    expect(second.activeLanguages).toEqual(['en', 'de']);
    const opened = (await gql(PAGE, { d: '1', id: first.id })).data.helpPage;
    expect(opened).toMatchObject({ id: first.id, label: 'Open an account', activeLanguages: ['en', 'de', 'fr'], categoryIds: ['1'] });
    expect(opened.pageType).toBe('STANDARD');
    expect(opened.texts[0]).toMatchObject({ language: 'en', slug: 'how-do-i-open-an-account' });
    expect((await gql(PAGE, { d: '1', id: '99999' })).data.helpPage).toBeNull();
  });

  it("searches a domain's pages by label or by a title in any language, paged by the upstream", async () => {
    const SEARCH = `query($d: ID!, $s: String!, $p: Int) { helpPages(domainId: $d, search: $s, page: $p, pageSize: 1) {
      items { id label activeLanguages } totalItems pageCount page } }`;
    const byLabel = (await gql(SEARCH, { d: '1', s: 'OPEN AN' })).data.helpPages;
    expect(byLabel).toMatchObject({ totalItems: 1, pageCount: 1, page: 1 });
    expect(byLabel.items[0]).toMatchObject({ label: 'Open an account', activeLanguages: ['en', 'de', 'fr'] });
    // The German title of that page ('Wie eröffne ich ein Konto?').
    const byTitle = (await gql(SEARCH, { d: '1', s: 'eröffne' })).data.helpPages;
    expect(byTitle.items.map((p: { label: string }) => p.label)).toEqual(['Open an account']);
    const all = (await gql(SEARCH, { d: '1', s: 'a' })).data.helpPages;
    expect(all.totalItems).toBeGreaterThan(1);
    const second = (await gql(SEARCH, { d: '1', s: 'a', p: 2 })).data.helpPages;
    expect(second.page).toBe(2);
    expect(second.items[0].id).not.toBe(all.items[0].id);
    // Lucky Play's pages are not Star Bet's.
    const lucky = (await gql(SEARCH, { d: '2', s: 'open an account' })).data.helpPages;
    expect(lucky.items.every((p: { id: string }) => p.id !== byLabel.items[0].id)).toBe(true);
  });

  it('creates a domain with a cleaned svg logo as a multipart form, and serves the logo', async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 4" onload="alert(1)"><script>alert(2)</script><path d="M0 0h4v4z" onclick="x()"/><image href="https://evil.example/x.png"/><use href="#a"/></svg>';
    const r = await gql(CREATE_DOMAIN, { input: domainInput('3', { logoSvg: svg }), comment: 'New brand' });
    const domain = r.data.createHelpDomain.domain;
    expect(r.data.createHelpDomain.userErrors).toEqual([]);
    expect(domain).toMatchObject({ websiteId: '3', linkIds: ['1'], languages: [{ code: 'en', isDefault: true }] });
    expect(domain.seo[0].footerContent).toBe('<p>Hi</p>');
    const image = await request(`${stack.base}${domain.logoUrl}`, { headers: stack.auth });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/svg+xml');
    expect(image.headers['content-security-policy']).toContain('sandbox');
    const stored = await image.body.text();
    expect(stored).toContain('viewBox="0 0 4 4"');
    expect(stored).toContain('<use href="#a"');
    expect(stored).not.toMatch(/script|onload|onclick|evil/);

    const again = await gql(CREATE_DOMAIN, { input: domainInput('3') });
    expect(again.data.createHelpDomain.userErrors[0].message).toBe('This website already has a help domain');
    const history = (await gql(HISTORY, { d: domain.id })).data.helpHistory.items;
    expect(history[0]).toMatchObject({ action: 'Help domain created', message: 'New brand', userEmail: 'admin@example.com', before: null });
  });

  it('refuses an svg over 10 KB and anything that is not an svg, before any write', async () => {
    const big = `<svg xmlns="http://www.w3.org/2000/svg">${'<path d="M0 0"/>'.repeat(700)}</svg>`;
    const tooBig = await gql(CREATE_DOMAIN, { input: domainInput('4', { logoSvg: big }) });
    expect(tooBig.errors?.[0]).toMatchObject({ message: 'The svg must not be larger than 10 KB.', extensions: { code: 'BAD_USER_INPUT' } });
    const notSvg = await gql(CREATE_DOMAIN, { input: domainInput('4', { logoSvg: '<html><body>hi</body></html>' }) });
    expect(notSvg.errors?.[0]?.message).toBe('Only .svg files are allowed.');
    expect((await gql(DOMAINS)).data.helpDomains.some((d: { websiteId: string }) => d.websiteId === '4')).toBe(false);
  });

  it('writes categories and pages with slugs, sanitised content and the comment on the history entry', async () => {
    const created = await gql(CREATE_CATEGORY, {
      d: '1',
      input: {
        label: 'Safer gambling',
        isActive: true,
        texts: [
          { language: 'en', name: 'Safer Gambling', description: '' },
          { language: 'de', name: 'Sicheres Spielen', description: '' },
        ],
      },
    });
    const category = created.data.createHelpCategory.category;
    expect(category.texts).toEqual([
      { language: 'en', name: 'Safer Gambling', slug: 'safer-gambling' },
      { language: 'de', name: 'Sicheres Spielen', slug: 'sicheres-spielen' },
    ]);
    const page = await gql(CREATE_PAGE, { d: '1', input: pageInput(category.id), comment: 'Limits page for the regulator' });
    const saved = page.data.createHelpPage.page;
    expect(saved.activeLanguages).toEqual(['en', 'de']);
    expect(saved.texts[0]).toEqual({
      language: 'en',
      title: 'Setting Your Limits!',
      slug: 'setting-your-limits',
      content: '<p>Set them here</p>',
    });
    const history = (await gql(HISTORY, { d: '1' })).data.helpHistory.items;
    expect(history[0]).toMatchObject({ title: 'Help page: Limits', action: 'Help page created', message: 'Limits page for the regulator' });
    expect(JSON.parse(history[0].after).pageSlug).toEqual({ en: 'setting-your-limits', de: 'ihre-limits-setzen' });
    // Activity names the new records, not the domain they were created in.
    const entityIds = async (operation: string) => {
      for (let tries = 0; ; tries++) {
        await stack.gateway.services.activity?.flush();
        const r = await gql(`query($o: String) { activity(filter: { operation: $o }) { items { entityType entityId } } }`, {
          o: operation,
        });
        if (r.data.activity.items.length > 0 || tries > 50) return r.data.activity.items;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    expect(await entityIds('createHelpCategory')).toContainEqual({ entityType: 'HelpCategory', entityId: category.id });
    expect(await entityIds('createHelpPage')).toContainEqual({ entityType: 'HelpPage', entityId: saved.id });
    expect(saved.id).not.toBe('1');

    const blank = await gql(CREATE_PAGE, { d: '1', input: pageInput(category.id, { label: '  ', categoryIds: [] }) });
    expect(blank.data.createHelpPage.userErrors).toEqual([
      { field: 'label', message: 'The label is required' },
      { field: 'categoryIds', message: 'Choose at least one category' },
    ]);
  });

  it('refuses a category labelled as another of the domain, and one without a name in the default language', async () => {
    const labels = (await gql(CATEGORIES, { d: '1' })).data.helpCategories.map((c: { label: string }) => c.label);
    const again = await gql(CREATE_CATEGORY, {
      d: '1',
      input: { label: labels[0], isActive: true, texts: [{ language: 'en', name: 'Another', description: '' }] },
    });
    expect(again.data.createHelpCategory).toEqual({
      category: null,
      userErrors: [{ field: 'label', message: `A category labelled ${labels[0]} already exists.` }],
    });
    const nameless = await gql(CREATE_CATEGORY, { d: '1', input: { label: 'Nameless', isActive: true, texts: [] } });
    expect(nameless.data.createHelpCategory.userErrors).toEqual([{ field: 'texts.en.name', message: 'The name is required in en' }]);
    expect((await gql(CATEGORIES, { d: '1' })).data.helpCategories).toHaveLength(labels.length);
  });

  it('reorders, duplicates, and deletes a category with its pages', async () => {
    const before = (await gql(CATEGORIES, { d: '1' })).data.helpCategories[1];
    const ids = before.pages.map((p: { id: string }) => p.id);
    const reordered = [...ids].reverse();
    const r = await gql(
      'mutation($d: ID!, $c: ID!, $p: [ID!]!) { reorderHelpPages(domainId: $d, categoryId: $c, pageIds: $p) { id userErrors { message } } }',
      { d: '1', c: before.id, p: reordered },
    );
    expect(r.data.reorderHelpPages).toEqual({ id: before.id, userErrors: [] });
    const after = (await gql(CATEGORIES, { d: '1' })).data.helpCategories[1];
    expect(after.pages.map((p: { id: string }) => p.id)).toEqual(reordered);

    const dup = await gql(
      'mutation($d: ID!, $id: ID!) { duplicateHelpPage(domainId: $d, id: $id) { page { label } userErrors { message } } }',
      { d: '1', id: ids[0] },
    );
    expect(dup.data.duplicateHelpPage.page.label).toBe(`${before.pages[0].label} (copy)`);

    const del = await gql('mutation($d: ID!, $id: ID!) { deleteHelpCategory(domainId: $d, id: $id) { id userErrors { message } } }', {
      d: '1',
      id: before.id,
    });
    expect(del.data.deleteHelpCategory.id).toBe(before.id);
    const left = (await gql(CATEGORIES, { d: '1' })).data.helpCategories;
    expect(left.some((c: { id: string }) => c.id === before.id)).toBe(false);
    const pageIds = left.flatMap((c: { pages: { id: string }[] }) => c.pages.map((p) => p.id));
    expect(pageIds.some((id: string) => ids.includes(id))).toBe(false);
  });

  it('saves the contact section as a per-language map', async () => {
    const SAVE =
      'mutation($d: ID!, $t: [HelpTextInput!]!) { saveHelpContactSection(domainId: $d, texts: $t) { content { texts { language text } } userErrors { message } } }';
    const r = await gql(SAVE, {
      d: '2',
      t: [
        { language: 'sr', text: '<p>Pozovite nas</p>' },
        { language: 'xx', text: 'ignored' },
      ],
    });
    expect(r.data.saveHelpContactSection.content.texts).toEqual([{ language: 'sr', text: '<p>Pozovite nas</p>' }]);
    const read = await gql(
      'query($d: ID!) { helpContactSection(domainId: $d) { texts { language text } } helpContactForm(domainId: $d) { id } }',
      { d: '2' },
    );
    expect(read.data).toEqual({ helpContactSection: { texts: [{ language: 'sr', text: '<p>Pozovite nas</p>' }] }, helpContactForm: null });
  });

  it('gives the contact section and the contact form ids of their own, so no cache merges them', async () => {
    const r = await gql(
      'query($d: ID!) { helpContactSection(domainId: $d) { id texts { text } } helpContactForm(domainId: $d) { id texts { text } } }',
      {
        d: '1',
      },
    );
    const { helpContactSection: section, helpContactForm: form } = r.data;
    expect(section.id).toMatch(/^section:/);
    expect(form.id).toMatch(/^form:/);
    expect(section.id.split(':')[1]).toBe(form.id.split(':')[1]);
    expect(section.texts[0].text).toContain('Call us on 0800 123 456.');
    expect(form.texts[0].text).toContain('Write to us and we answer within a day.');
  });

  it('searches the history by title, comment or author', async () => {
    const all = (await gql(HISTORY, { d: '1' })).data.helpHistory.items as { title: string; message: string }[];
    expect(all.length).toBeGreaterThan(1);
    const r = await gql('query($d: ID!, $s: String) { helpHistory(domainId: $d, search: $s) { items { title message } } }', {
      d: '1',
      s: 'REGULATOR',
    });
    const found = r.data.helpHistory.items as { title: string; message: string }[];
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(all.length);
    expect(found.every((e) => `${e.title} ${e.message}`.toLowerCase().includes('regulator'))).toBe(true);
  });

  // Last: it changes Star Bet's languages.
  it('updates a domain: links and languages as indexed form fields, the logo removed with the deletion flag', async () => {
    const UPDATE = `mutation($id: ID!, $input: HelpDomainInput!) { updateHelpDomain(id: $id, input: $input) {
      domain { logoUrl linkIds languages { code isDefault } defaultLanguage } userErrors { message } } }`;
    const input = domainInput('1', {
      brandName: 'Star Bet',
      languages: ['en', 'fr'],
      defaultLanguage: 'fr',
      linkIds: ['3', '4'],
      removeLogo: true,
    });
    const r = await gql(UPDATE, { id: '1', input });
    expect(r.data.updateHelpDomain).toEqual({
      domain: {
        logoUrl: null,
        linkIds: ['3', '4'],
        defaultLanguage: 'fr',
        languages: [
          { code: 'en', isDefault: false },
          { code: 'fr', isDefault: true },
        ],
      },
      userErrors: [],
    });
    const history = (await gql(HISTORY, { d: '1' })).data.helpHistory.items[0];
    expect(history.changes.map((c: { key: string }) => c.key)).toEqual(
      expect.arrayContaining(['imagePath', 'helpDomainLinks', 'helpDomainLanguages']),
    );
  });
});
