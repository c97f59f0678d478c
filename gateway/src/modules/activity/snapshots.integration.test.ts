import { useEmulatorStack } from '../../test/emulator-stack';

// The Activity entries of the Configurations screen and the help centre (issue 31): an update
// shows what was there before, a delete what was deleted, and only fields that changed count.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const ACTIVITY = `query($f: ActivityFilter) { activity(filter: $f) { items {
  operation entityType entityId entityLabel changes { field before after } } } }`;

type Entry = {
  operation: string;
  entityId: string;
  entityLabel: string | null;
  changes: { field: string; before: string | null; after: string | null }[];
};

async function entries(filter: Record<string, string>, count = 1): Promise<Entry[]> {
  for (let tries = 0; ; tries++) {
    await stack.gateway.services.activity?.flush();
    const items = (await gql(ACTIVITY, { f: filter })).data.activity.items as Entry[];
    if (items.length >= count || tries > 100) return items;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('activity snapshots of the newer screens', () => {
  it('an icon: created, renamed (before → after, only what changed), deleted (what was there)', async () => {
    const created = await gql('mutation { createIcon(input: { name: "snap-icon", slugs: ["snap-a"] }) { icon { id } } }');
    const id = created.data.createIcon.icon.id as string;
    await gql(`mutation { updateIcon(id: "${id}", input: { name: "snap-icon-2", slugs: ["snap-a"] }) { icon { id } } }`);
    await gql(`mutation { deleteIcon(id: "${id}") { deletedId } }`);
    const [deleted, updated] = await entries({ entityType: 'Icon', entityId: id }, 3);
    expect(updated).toMatchObject({ operation: 'updateIcon', changes: [{ field: 'name', before: 'snap-icon', after: 'snap-icon-2' }] });
    expect(deleted!.operation).toBe('deleteIcon');
    expect(deleted!.changes).toContainEqual({ field: 'name', before: 'snap-icon-2', after: null });
    expect(deleted!.entityLabel).toBe('snap-icon-2');
  });

  it('a custom page renamed shows its old name', async () => {
    const developer = await stack.signIn(DEVELOPER);
    const created = await gql('mutation { createCustomPage(input: { name: "snap-page" }) { customPage { id } } }', {}, developer);
    const id = created.data.createCustomPage.customPage.id as string;
    await gql(`mutation { updateCustomPage(id: "${id}", input: { name: "snap-page-2" }) { customPage { id } } }`, {}, developer);
    const [updated] = await entries({ entityType: 'CustomPage', entityId: id, operation: 'updateCustomPage' });
    expect(updated!.changes).toEqual([{ field: 'name', before: 'snap-page', after: 'snap-page-2' }]);
  });

  it('the big jackpot: only the changed value, with its value before', async () => {
    const before = (await gql('{ bigJackpot { startValue maxValue timeRange currencyRanges { name valueFrom valueTo } } }')).data
      .bigJackpot;
    const input = { ...before, startValue: before.startValue + 1 };
    expect(
      (await gql('mutation($i: SaveBigJackpotInput!) { saveBigJackpot(input: $i) { userErrors { message } } }', { i: input })).data
        .saveBigJackpot.userErrors,
    ).toEqual([]);
    const [saved] = await entries({ entityType: 'BigJackpot' });
    expect(saved!.changes).toEqual([{ field: 'startValue', before: String(before.startValue), after: String(before.startValue + 1) }]);
  });

  it("a help page's and a contact text's change show what was there", async () => {
    const categories = (await gql('{ helpCategories(domainId: "1") { pages { id label } } }')).data.helpCategories;
    const page = categories[0].pages[0] as { id: string; label: string };
    const full = (
      await gql(
        `{ helpPage(domainId: "1", id: "${page.id}") { label pageType isVisibleOnWeb isVisibleOnMobile categoryIds texts { language title content metaTitle metaDescription metaKeywords } } }`,
      )
    ).data.helpPage;
    expect(full.label).toBe(page.label);
    const input = { ...full, label: `${page.label} (edited)` };
    const updated = await gql(
      'mutation($i: HelpPageInput!) { updateHelpPage(domainId: "1", id: "' + page.id + '", input: $i) { userErrors { message } } }',
      { i: input },
    );
    expect(updated.data.updateHelpPage.userErrors).toEqual([]);
    const [pageEntry] = await entries({ entityType: 'HelpPage', entityId: page.id, operation: 'updateHelpPage' });
    expect(pageEntry!.changes).toEqual([{ field: 'label', before: page.label, after: `${page.label} (edited)` }]);

    const section = (await gql('{ helpContactSection(domainId: "1") { texts { language text } } }')).data.helpContactSection;
    const texts = section.texts.map((t: { language: string; text: string }) =>
      t.language === 'en' ? { ...t, text: '<p>Call us any time.</p>' } : t,
    );
    await gql('mutation($t: [HelpTextInput!]!) { saveHelpContactSection(domainId: "1", texts: $t) { userErrors { message } } }', {
      t: texts,
    });
    const [contact] = await entries({ entityType: 'HelpContactSection', entityId: '1' });
    expect(contact!.changes).toEqual([
      {
        field: 'texts.en',
        before: section.texts.find((t: { language: string }) => t.language === 'en').text,
        after: '<p>Call us any time.</p>',
      },
    ]);
  });
});
