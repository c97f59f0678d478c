import { useEmulatorStack } from '../../test/emulator-stack';

// Two staff on one help page or contact text (issue 28): a save over a colleague's change is
// refused and names them; a listed page's version is the one its own query gives.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };

const PAGES = `query($domainId: ID!) { helpCategories(domainId: $domainId) { pages { id version } } }`;
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

it("lists each page with the version its own query gives, and answers a save with the page's new one", async () => {
  const listed = (await gql(PAGES, { domainId: DOMAIN })).data.helpCategories.flatMap((c: { pages: Page[] }) => c.pages) as Page[];
  expect(listed.length).toBeGreaterThan(0);
  for (const { id, version } of listed.slice(0, 3)) expect((await page(id)).version).toBe(version);

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
