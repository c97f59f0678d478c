import { useEmulatorStack } from '../../test/emulator-stack';
import { entriesOf, MANAGER, newWebsite, revert } from '../../test/undo';

// A write's answer names the Activity entry it made (issue 43), so the notice's Undo reverts
// exactly that entry: read at once by its reference, it is there (the read waits for it).

const READ = 'query($id: ID!) { website(id: $id) { name url betshopId } }';
const RENAME = `mutation($input: UpdateWebsiteInput!) { updateWebsite(input: $input) { website { id } userErrors { message } } }`;
const NAMED = `query($refs: [ID!]) {
  activity(filter: { refs: $refs }) { items { id operation entityId undo changes { field before after } } }
}`;

describe('the entries a write names in its answer', () => {
  const stack = useEmulatorStack();

  const rename = async (id: string, name: string) => {
    const { data } = await stack.gql(READ, { id });
    return stack.gql(RENAME, { input: { id, ...data.website, name } });
  };
  const namedIn = (answer: { extensions?: Record<string, unknown> }) => answer.extensions?.activityEntries as string[] | undefined;

  it('names the entry of a rename, found at once by its reference (both the general and the compiled path)', async () => {
    const id = await newWebsite(stack, 'Named Bet');
    // The same text twice: the second is compiled and takes the fast path.
    for (const name of ['Named Bet 2', 'Named Bet 3']) {
      const answer = await rename(id, name);
      expect(answer.data?.updateWebsite.userErrors).toEqual([]);
      const refs = namedIn(answer);
      expect(refs).toHaveLength(1);
      const { items } = (await stack.gql(NAMED, { refs })).data.activity;
      expect(items).toEqual([expect.objectContaining({ operation: 'updateWebsite', entityId: id, undo: 'REVERT' })]);
      expect(items[0].changes).toContainEqual({ field: 'name', before: expect.stringMatching(/^Named Bet/), after: name });
    }
  });

  it('names each delete of one request, and nothing for a create (there is nothing to undo in its notice)', async () => {
    const created = await stack.gql(
      'mutation($input: CreateWebsiteInput!) { createWebsite(input: $input) { website { id } userErrors { message } } }',
      { input: { name: 'Fresh Bet', url: 'https://fresh-bet.example.com', betshopId: '1' } },
    );
    expect(created.data.createWebsite.userErrors).toEqual([]);
    expect(namedIn(created)).toBeUndefined();

    const first = await newWebsite(stack, 'Bulk Bet One');
    const second = await newWebsite(stack, 'Bulk Bet Two');
    const deleted = await stack.gql(
      `mutation($a: ID!, $b: ID!) {
        a: deleteWebsite(id: $a) { userErrors { message } }
        b: deleteWebsite(id: $b) { userErrors { message } }
      }`,
      { a: first, b: second },
    );
    const refs = namedIn(deleted);
    expect(refs).toHaveLength(2);
    const { items } = (await stack.gql(NAMED, { refs })).data.activity;
    expect(items.map((entry: { entityId: string }) => entry.entityId).sort()).toEqual([first, second].sort());
    expect(items.every((entry: { undo: string }) => entry.undo === 'RESTORE')).toBe(true);
  });

  it("names nothing to a viewer who does not read Activity (a manager's own save)", async () => {
    const granted = await stack.gql(
      'mutation($input: UserPermissionChangesInput!) { updateUserPermissions(input: $input) { userErrors { message } } }',
      { input: { userId: String(MANAGER.id), permissions: [{ key: 'TRANSLATIONS_TRANSLATIONS', level: 'WRITE' }] } },
    );
    expect(granted.data.updateUserPermissions.userErrors).toEqual([]);
    const words = await stack.gql('{ words(pageSize: 1) { items { id key section { id } translations { language { id } } } } }');
    const word = words.data.words.items[0];
    const save = (phrase: string, headers?: Record<string, string>) =>
      stack.gql(
        'mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { word { id } userErrors { message } } }',
        {
          input: {
            wordId: word.id,
            key: word.key,
            sectionId: word.section.id,
            translations: [{ languageId: word.translations[0].language.id, phrase }],
          },
        },
        headers,
      );
    const manager = await stack.signIn(MANAGER);
    const theirs = await save('Saved by the manager', manager);
    expect(theirs.data.saveTranslation.userErrors).toEqual([]);
    expect(namedIn(theirs)).toBeUndefined();
    expect(namedIn(await save('Saved by the admin'))).toHaveLength(1);
  });

  it('names only a write Activity would offer to put back: not a masked key, nor a reorder', async () => {
    const settings = await stack.gql(
      'mutation { updateGeneralSettings(input: { tinyMceApiKey: "named-key-4321" }) { userErrors { message } } }',
    );
    expect(settings.data.updateGeneralSettings.userErrors).toEqual([]);
    expect(namedIn(settings)).toBeUndefined();

    const domainId = ((await stack.gql('{ helpDomains { id } }')).data.helpDomains as { id: string }[])[0]!.id;
    const categories = await stack.gql('query($d: ID!) { helpCategories(domainId: $d) { id } }', { d: domainId });
    const ids = (categories.data.helpCategories as { id: string }[]).map((c) => c.id);
    const reorder = (order: string[]) =>
      stack.gql('mutation($d: ID!, $ids: [ID!]!) { reorderHelpCategories(domainId: $d, categoryIds: $ids) { userErrors { message } } }', {
        d: domainId,
        ids: order,
      });
    const reordered = await reorder([...ids].reverse());
    expect(reordered.data.reorderHelpCategories.userErrors).toEqual([]);
    expect(namedIn(reordered)).toBeUndefined();
    await reorder(ids);
    // Activity offers nothing on them either, and says why.
    const [masked] = await entriesOf(stack, { entityType: 'GeneralSettings' }, 1);
    expect(masked).toMatchObject({ undo: null, undoUnavailable: expect.stringContaining('masked') });
  });

  it("names nothing in a revert's own answer: its notice says it is done, and Activity lists the revert, which can be reverted", async () => {
    const id = await newWebsite(stack, 'Reverted Bet');
    const renamed = await rename(id, 'Reverted Bet 2');
    const [entry] = (await stack.gql(NAMED, { refs: namedIn(renamed) })).data.activity.items;
    const reverted = await revert(stack, entry.id);
    expect(reverted.data.revertActivity.userErrors).toEqual([]);
    expect(namedIn(reverted)).toBeUndefined();
    const [revertEntry] = await entriesOf(stack, { entityType: 'Website', entityId: id }, 3);
    expect(revertEntry).toMatchObject({ reverts: entry.id, undo: 'REVERT' });
  });
});
