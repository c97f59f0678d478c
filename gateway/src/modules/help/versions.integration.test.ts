import { useEmulatorStack } from '../../test/emulator-stack';

// Two staff on one help page or contact text (issue 28): a save over a colleague's change is
// refused and names them; a page's version comes with the page the editor opens (the lists
// carry names only, issue 40).

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };

const PAGES = `query($domainId: ID!) { helpCategories(domainId: $domainId) { pages { id } } }`;
const PAGE = `query($domainId: ID!, $id: ID!) { helpPage(domainId: $domainId, id: $id) {
  id version label pageType isVisibleOnWeb isVisibleOnMobile categoryIds texts { language title content metaTitle metaDescription metaKeywords } } }`;
const UPDATE = `mutation($domainId: ID!, $id: ID!, $input: HelpPageInput!, $base: String) {
  updateHelpPage(domainId: $domainId, id: $id, input: $input, baseVersion: $base) {
    page { version label } userErrors { code conflict { changedBy fields { name theirs } } } } }`;
const CONTACT = `query($domainId: ID!) { helpContactSection(domainId: $domainId) { version texts { language text } } }`;
const SAVE_CONTACT = `mutation($domainId: ID!, $texts: [HelpTextInput!]!, $base: String) {
  saveHelpContactSection(domainId: $domainId, texts: $texts, baseVersion: $base) { content { version } userErrors { code conflict { changedBy } } } }`;
const flush = () => stack.gateway.services.activity?.flush();

type Page = {
  id: string;
  version: string;
  label: string;
  pageType: string;
  isVisibleOnWeb: boolean;
  isVisibleOnMobile: boolean;
  categoryIds: string[];
  texts: Record<string, string>[];
};

let DOMAIN = '';
beforeAll(async () => {
  DOMAIN = (await gql('{ helpDomains { id } }')).data.helpDomains[0].id;
});

const page = async (id: string) => (await gql(PAGE, { domainId: DOMAIN, id })).data.helpPage as Page;
const input = (p: Page, label: string) => ({
  label,
  pageType: p.pageType,
  isVisibleOnWeb: p.isVisibleOnWeb,
  isVisibleOnMobile: p.isVisibleOnMobile,
  categoryIds: p.categoryIds,
  texts: p.texts,
});

it("opens a page with its version, the same each time, and answers a save with the page's new one", async () => {
  const listed = (await gql(PAGES, { domainId: DOMAIN })).data.helpCategories.flatMap((c: { pages: Page[] }) => c.pages) as Page[];
  expect(listed.length).toBeGreaterThan(0);
  for (const { id } of listed.slice(0, 3)) expect((await page(id)).version).toBe((await page(id)).version);

  const before = await page(listed[0]!.id);
  const saved = await gql(UPDATE, { domainId: DOMAIN, id: before.id, input: input(before, `${before.label} v`), base: before.version });
  expect(saved.data.updateHelpPage.userErrors).toEqual([]);
  expect(saved.data.updateHelpPage.page.version).toBe((await page(before.id)).version);
});

it("refuses a save of a page over a colleague's change to it", async () => {
  const developer = await stack.signIn(DEVELOPER);
  const [first] = (await gql(PAGES, { domainId: DOMAIN })).data.helpCategories[0].pages as Page[];
  const base = await page(first!.id);
  const theirs = await gql(UPDATE, { domainId: DOMAIN, id: base.id, input: input(base, 'Theirs'), base: base.version }, developer);
  expect(theirs.data.updateHelpPage.userErrors).toEqual([]);
  await flush();

  const mine = await gql(UPDATE, { domainId: DOMAIN, id: base.id, input: input(base, 'Mine'), base: base.version });
  expect(mine.data.updateHelpPage.page).toBeNull();
  expect(mine.data.updateHelpPage.userErrors[0]).toMatchObject({
    code: 'CONFLICT',
    conflict: { changedBy: 'developer@example.com', fields: [{ name: 'label', theirs: 'Theirs' }] },
  });
  expect((await page(base.id)).label).toBe('Theirs');
});

it("refuses a contact text saved over a colleague's", async () => {
  const developer = await stack.signIn(DEVELOPER);
  const texts = (text: string) => [{ language: 'en', text }];
  // The seed's domain has no contact text yet: the first one is saved without a base.
  expect((await gql(SAVE_CONTACT, { domainId: DOMAIN, texts: texts('<p>First</p>') })).data.saveHelpContactSection.userErrors).toEqual([]);
  const contact = (await gql(CONTACT, { domainId: DOMAIN })).data.helpContactSection;
  expect(
    (await gql(SAVE_CONTACT, { domainId: DOMAIN, texts: texts('<p>Theirs</p>'), base: contact.version }, developer)).data
      .saveHelpContactSection.userErrors,
  ).toEqual([]);
  await flush();
  const mine = await gql(SAVE_CONTACT, { domainId: DOMAIN, texts: texts('<p>Mine</p>'), base: contact.version });
  expect(mine.data.saveHelpContactSection.userErrors[0]).toMatchObject({
    code: 'CONFLICT',
    conflict: { changedBy: 'developer@example.com' },
  });
});

describe('reorders, two staff', () => {
  const ORDER = `query($domainId: ID!) { helpDomain(id: $domainId) { categoryOrderVersion }
    helpCategories(domainId: $domainId) { id pageOrderVersion pages { id } } }`;
  const REORDER_CATEGORIES = `mutation($domainId: ID!, $ids: [ID!]!, $base: String) {
    reorderHelpCategories(domainId: $domainId, categoryIds: $ids, baseVersion: $base) {
      id userErrors { code conflict { changedBy fields { name theirs } } } } }`;
  const REORDER_PAGES = `mutation($domainId: ID!, $categoryId: ID!, $ids: [ID!]!, $base: String) {
    reorderHelpPages(domainId: $domainId, categoryId: $categoryId, pageIds: $ids, baseVersion: $base) {
      id userErrors { code conflict { changedBy fields { name theirs } } } } }`;
  type Order = {
    helpDomain: { categoryOrderVersion: string };
    helpCategories: { id: string; pageOrderVersion: string; pages: { id: string }[] }[];
  };
  const order = async () => (await gql(ORDER, { domainId: DOMAIN })).data as Order;

  it('refuses a category reorder over a colleague’s, naming the places that moved, and keeps theirs', async () => {
    const shown = await order();
    const ids = shown.helpCategories.map((c) => c.id);
    const developer = await stack.signIn(DEVELOPER);
    const theirs = [...ids].reverse();
    const done = await gql(REORDER_CATEGORIES, { domainId: DOMAIN, ids: theirs, base: shown.helpDomain.categoryOrderVersion }, developer);
    expect(done.data.reorderHelpCategories.userErrors).toEqual([]);
    await flush();
    expect((await order()).helpDomain.categoryOrderVersion).not.toBe(shown.helpDomain.categoryOrderVersion);

    const mine = [ids[1]!, ids[0]!, ...ids.slice(2)];
    const refused = await gql(REORDER_CATEGORIES, { domainId: DOMAIN, ids: mine, base: shown.helpDomain.categoryOrderVersion });
    expect(refused.data.reorderHelpCategories.id).toBeNull();
    const { conflict } = refused.data.reorderHelpCategories.userErrors[0];
    expect(conflict.changedBy).toBe('developer@example.com');
    expect(conflict.fields).toContainEqual({ name: '0.id', theirs: theirs[0] });
    expect((await order()).helpCategories.map((c) => c.id)).toEqual(theirs);

    // On the order as it is now, the same reorder goes through.
    const again = await gql(REORDER_CATEGORIES, { domainId: DOMAIN, ids: mine, base: (await order()).helpDomain.categoryOrderVersion });
    expect(again.data.reorderHelpCategories.userErrors).toEqual([]);
    expect((await order()).helpCategories.map((c) => c.id)).toEqual(mine);
  });

  it('refuses a page reorder over a colleague’s in the same category', async () => {
    const shown = await order();
    const category = shown.helpCategories.find((c) => c.pages.length > 1)!;
    const ids = category.pages.map((p) => p.id);
    const developer = await stack.signIn(DEVELOPER);
    const theirs = [...ids].reverse();
    const args = { domainId: DOMAIN, categoryId: category.id, base: category.pageOrderVersion };
    expect((await gql(REORDER_PAGES, { ...args, ids: theirs }, developer)).data.reorderHelpPages.userErrors).toEqual([]);
    await flush();
    const refused = await gql(REORDER_PAGES, { ...args, ids: [ids[1]!, ids[0]!, ...ids.slice(2)] });
    expect(refused.data.reorderHelpPages.userErrors[0]).toMatchObject({
      code: 'CONFLICT',
      conflict: { changedBy: 'developer@example.com' },
    });
    const now = (await order()).helpCategories.find((c) => c.id === category.id)!;
    expect(now.pages.map((p) => p.id)).toEqual(theirs);
  });
});
