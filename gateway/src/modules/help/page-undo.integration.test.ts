import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, MANAGER, newWebsite, restore, revert } from '../../test/undo';
import { CATEGORIES, CREATE_CATEGORY, CREATE_DOMAIN, DOMAINS, domainInput, PAGE } from './fixtures';

// Help pages and categories put back from Activity (issue 43): their entries name the record, not
// its help domain, so the revert finds the domain (here the second one) by reading the help centre.

const stack = useEmulatorStack();
const { gql } = stack;

const CREATE_PAGE = `mutation($d: ID!, $input: HelpPageInput!) { createHelpPage(domainId: $d, input: $input) { page { id } userErrors { message } } }`;
const UPDATE_PAGE = `mutation($d: ID!, $id: ID!, $input: HelpPageInput!) { updateHelpPage(domainId: $d, id: $id, input: $input) { userErrors { message } } }`;
const DELETE_PAGE = `mutation($d: ID!, $id: ID!) { deleteHelpPage(domainId: $d, id: $id) { userErrors { message } } }`;
const UPDATE_CATEGORY = `mutation($d: ID!, $id: ID!, $input: HelpCategoryInput!) {
  updateHelpCategory(domainId: $d, id: $id, input: $input) { userErrors { message } } }`;

const text = (language: string, title: string, content: string) => ({
  language,
  title,
  content,
  metaTitle: '',
  metaDescription: '',
  metaKeywords: '',
});
const pageInput = (categoryId: string, label: string, title: string) => ({
  label,
  pageType: 'STANDARD',
  isVisibleOnWeb: true,
  isVisibleOnMobile: false,
  categoryIds: [categoryId],
  texts: [text('en', title, `<p>${title} explained</p>`)],
});
const categoryInput = (label: string, name: string) => ({ label, isActive: true, texts: [{ language: 'en', name, description: '' }] });

describe('undo on help pages and categories', () => {
  let domainId = '';
  let categoryId = '';
  beforeAll(async () => {
    domainId = ((await gql('{ helpDomains { id } }')).data.helpDomains as { id: string }[]).at(-1)!.id;
    const created = await gql(CREATE_CATEGORY, { d: domainId, input: categoryInput('Undo', 'Undo') });
    categoryId = created.data.createHelpCategory.category.id;
  });
  const newPage = async (label: string) => {
    const r = await gql(CREATE_PAGE, { d: domainId, input: pageInput(categoryId, label, `${label} title`) });
    return r.data.createHelpPage.page.id as string;
  };
  const read = async (id: string) => (await gql(PAGE, { d: domainId, id })).data.helpPage;

  it('reverts a page save within its domain, refused once a colleague saved it again, and to who reads no Activity', async () => {
    const id = await newPage('Deposits');
    await gql(UPDATE_PAGE, { d: domainId, id, input: pageInput(categoryId, 'Deposits renamed', 'Wrong title') });
    const [mistaken] = await entriesOf(stack, { entityType: 'HelpPage', entityId: id }, 2);
    expect(mistaken).toMatchObject({ operation: 'updateHelpPage', undo: 'REVERT', undoUnavailable: null });

    const manager = await revert(stack, mistaken!.id, undefined, await stack.signIn(MANAGER));
    expect(manager.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const r = await revert(stack, mistaken!.id);
    expect(r.data.revertActivity.userErrors).toEqual([]);
    expect(r.data.revertActivity.reverted).toEqual(expect.arrayContaining(['label', 'texts.en.title', 'texts.en.content']));
    const back = await read(id);
    expect(back).toMatchObject({ label: 'Deposits', texts: [expect.objectContaining({ title: 'Deposits title' })] });

    // Mine, then a colleague's save over it: reverting mine is refused, naming them.
    await gql(UPDATE_PAGE, { d: domainId, id, input: pageInput(categoryId, 'Mine', 'Deposits title') });
    const [mine] = await entriesOf(stack, { entityType: 'HelpPage', entityId: id }, 4);
    await gql(UPDATE_PAGE, { d: domainId, id, input: pageInput(categoryId, 'Theirs', 'Deposits title') }, await stack.signIn(DEVELOPER));
    await entriesOf(stack, { entityType: 'HelpPage', entityId: id }, 5);
    const stale = await revert(stack, mine!.id);
    expect(stale.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({ field: 'label', code: 'CHANGED_SINCE', changedBy: DEVELOPER.email }),
    ]);
    expect((await read(id)).label).toBe('Theirs');
  });

  it('restores a deleted page with its texts into its category', async () => {
    const id = await newPage('Withdrawals');
    await gql(DELETE_PAGE, { d: domainId, id });
    const [deleted] = await entriesOf(stack, { entityType: 'HelpPage', entityId: id }, 2);
    expect(deleted).toMatchObject({ operation: 'deleteHelpPage', undo: 'RESTORE' });

    const r = await restore(stack, deleted!.id);
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    const back = await read(r.data.restoreActivity.entityId);
    expect(back).toMatchObject({
      label: 'Withdrawals',
      categoryIds: [categoryId],
      texts: [expect.objectContaining({ language: 'en', title: 'Withdrawals title', content: '<p>Withdrawals title explained</p>' })],
    });
    const listed = (await gql(CATEGORIES, { d: domainId })).data.helpCategories.find((c: { id: string }) => c.id === categoryId);
    expect(listed.pages.map((p: { label: string }) => p.label)).toContain('Withdrawals');
  });

  it("reverts a category's name and label within its domain", async () => {
    await gql(UPDATE_CATEGORY, { d: domainId, id: categoryId, input: categoryInput('Undo renamed', 'Renamed') });
    const [renamed] = await entriesOf(stack, { entityType: 'HelpCategory', entityId: categoryId }, 2);
    expect(renamed).toMatchObject({ operation: 'updateHelpCategory', undo: 'REVERT' });
    const r = await revert(stack, renamed!.id);
    expect(r.data.revertActivity.userErrors).toEqual([]);
    const category = (await gql(CATEGORIES, { d: domainId })).data.helpCategories.find((c: { id: string }) => c.id === categoryId);
    expect(category).toMatchObject({ label: 'Undo', texts: [expect.objectContaining({ name: 'Undo' })] });
  });

  it('restores a deleted category into the domain its delete recorded, with its names, saying its pages do not come back', async () => {
    const created = await gql(CREATE_CATEGORY, { d: domainId, input: categoryInput('Gone', 'Gone category') });
    const id = created.data.createHelpCategory.category.id as string;
    const deleted = await gql('mutation($d: ID!, $id: ID!) { deleteHelpCategory(domainId: $d, id: $id) { userErrors { message } } }', {
      d: domainId,
      id,
    });
    expect(deleted.data.deleteHelpCategory.userErrors).toEqual([]);
    // Its delete's answer names it: the notice's Undo restores it.
    expect(deleted.extensions?.activityEntries).toHaveLength(1);
    const [entry] = await entriesOf(stack, { entityType: 'HelpCategory', entityId: id }, 2);
    expect(entry).toMatchObject({ operation: 'deleteHelpCategory', undo: 'RESTORE', restoreLoses: expect.stringContaining('pages') });
    expect(entry!.changes).toContainEqual({ field: 'domainId', before: domainId, after: null });

    const r = await restore(stack, entry!.id);
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    const back = (await gql(CATEGORIES, { d: domainId })).data.helpCategories.find(
      (c: { id: string }) => c.id === r.data.restoreActivity.entityId,
    );
    expect(back).toMatchObject({
      label: 'Gone',
      isActive: true,
      texts: [expect.objectContaining({ language: 'en', name: 'Gone category' })],
    });
  });
});

describe('undo on help domains', () => {
  const UPDATE_DOMAIN = `mutation($id: ID!, $input: HelpDomainInput!) { updateHelpDomain(id: $id, input: $input) { userErrors { message } } }`;
  const newDomain = async (name: string) => {
    const website = await newWebsite(stack, name);
    const created = await gql(CREATE_DOMAIN, { input: domainInput(website) });
    return { id: created.data.createHelpDomain.domain.id as string, website };
  };
  const brandOf = async (id: string) => (await gql('query($id: ID!) { helpDomain(id: $id) { brandName } }', { id })).data.helpDomain;

  it("reverts a domain's brand name through its own save, its answer naming the entry for the notice's Undo", async () => {
    const { id, website } = await newDomain('Domain Undo Bet');
    const renamed = await gql(UPDATE_DOMAIN, { id, input: domainInput(website, { brandName: 'Renamed by mistake' }) });
    expect(renamed.data.updateHelpDomain.userErrors).toEqual([]);
    expect(renamed.extensions?.activityEntries).toHaveLength(1);
    const [entry] = await entriesOf(stack, { entityType: 'HelpDomain', entityId: id }, 2);
    expect(entry).toMatchObject({ operation: 'updateHelpDomain', undo: 'REVERT' });
    const r = await revert(stack, entry!.id);
    expect(r.data.revertActivity).toMatchObject({ reverted: ['brandName'], userErrors: [] });
    expect(await brandOf(id)).toEqual({ brandName: 'Golden Goal' });
  });

  it('restores a deleted domain on its website with its settings, saying its logo, categories and pages do not come back', async () => {
    const { id, website } = await newDomain('Domain Gone Bet');
    const deleted = await gql('mutation($id: ID!) { deleteHelpDomain(id: $id) { userErrors { message } } }', { id });
    expect(deleted.data.deleteHelpDomain.userErrors).toEqual([]);
    const [entry] = await entriesOf(stack, { entityType: 'HelpDomain', entityId: id }, 2);
    expect(entry).toMatchObject({
      operation: 'deleteHelpDomain',
      undo: 'RESTORE',
      restoreLoses: expect.stringContaining('categories and pages'),
    });
    const r = await restore(stack, entry!.id);
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    const domains = (await gql(DOMAINS)).data.helpDomains as { id: string; websiteId: string; brandName: string; linkIds: string[] }[];
    expect(domains.find((d) => d.id === r.data.restoreActivity.entityId)).toMatchObject({
      websiteId: website,
      brandName: 'Golden Goal',
      linkIds: ['1'],
    });
  });
});
