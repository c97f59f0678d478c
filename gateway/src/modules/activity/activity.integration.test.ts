import { useEmulatorStack, type EmulatorStack } from '../../test/emulator-stack';

// Every successful write lands on the Activity screen with what it changed; a refused one does
// not; and a store that is down never fails the write.

const ACTIVITY = `query($filter: ActivityFilter) {
  activity(filter: $filter) {
    totalItems
    items { userEmail area operation entityType entityId entityLabel changes { field before after } }
  }
}`;
const PERMISSIONS = `mutation($input: UserPermissionChangesInput!) {
  updateUserPermissions(input: $input) { user { id } userErrors { message } }
}`;
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };
const MANAGER_LEVELS = {
  userId: '2',
  permissions: [
    { key: 'TRANSLATIONS_TRANSLATIONS', level: 'READ' },
    { key: 'HELP_HELP', level: 'READ' },
  ],
  websitePermissions: [{ websiteId: '1', level: 'READ' }],
  helpPermissions: [{ websiteId: '1', level: 'READ' }],
};

type Entry = { operation: string; entityId: string; changes: { field: string; before: string | null; after: string | null }[] };

/** The activity as an admin sees it, once `until` holds (entries land just after the write's answer). */
async function activityOnce(stack: EmulatorStack, filter: object, until: (items: Entry[]) => boolean): Promise<Entry[]> {
  const deadline = Date.now() + 5000;
  for (;;) {
    await stack.gateway.services.activity?.flush();
    const r = await stack.gql(ACTIVITY, { filter });
    const items = r.data?.activity.items as Entry[];
    if (until(items) || Date.now() > deadline) return items;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('activity (SQLite)', () => {
  const stack = useEmulatorStack();

  it('records a permission change with each level before and after, by whom', async () => {
    const r = await stack.gql(PERMISSIONS, {
      input: { ...MANAGER_LEVELS, permissions: [...MANAGER_LEVELS.permissions, { key: 'WEB_SITES_SEO_RULES', level: 'WRITE' }] },
    });
    expect(r.data.updateUserPermissions.userErrors).toEqual([]);
    const [entry] = await activityOnce(stack, { entityType: 'User', entityId: '2' }, (items) => items.length > 0);
    expect(entry).toMatchObject({
      userEmail: 'admin@example.com',
      area: 'users',
      operation: 'updateUserPermissions',
      entityLabel: 'manager@example.com',
    });
    expect(entry!.changes).toContainEqual({ field: 'permissions.WEB_SITES.SEO_RULES', before: 'READ', after: 'WRITE' });
    expect(entry!.changes.map((c) => c.field)).not.toContain('email');
  });

  it('records a phrase change by language, and a delete with what was there', async () => {
    const words = await stack.gql(
      '{ words(pageSize: 1) { items { id key section { id } translations { phrase language { id code } } } } }',
    );
    const word = words.data.words.items[0];
    const phrase = word.translations[0];
    const save = await stack.gql(
      'mutation($input: SaveTranslationInput!) { saveTranslation(input: $input) { word { id } userErrors { message } } }',
      {
        input: {
          wordId: word.id,
          key: word.key,
          sectionId: word.section.id,
          translations: [{ languageId: phrase.language.id, phrase: 'Changed phrase' }],
        },
      },
    );
    expect(save.data.saveTranslation.userErrors).toEqual([]);
    const [saved] = await activityOnce(stack, { entityType: 'Word', entityId: word.id }, (items) => items.length > 0);
    expect(saved!.changes).toEqual([{ field: `translations.${phrase.language.code}`, before: phrase.phrase, after: 'Changed phrase' }]);

    const created = await stack.gql(
      'mutation { createWebsite(input: { name: "Audit Bet", url: "https://audit.example.com", betshopId: "1" }) { website { id } userErrors { message } } }',
    );
    const id = created.data.createWebsite.website.id;
    await stack.gql('mutation($id: ID!) { deleteWebsite(id: $id) { userErrors { message } } }', { id });
    const entries = await activityOnce(stack, { entityType: 'Website', entityId: id }, (items) => items.length === 2);
    expect(entries.map((e) => e.operation)).toEqual(['deleteWebsite', 'createWebsite']);
    expect(entries[0]!.changes).toContainEqual({ field: 'name', before: 'Audit Bet', after: null });
    expect(entries[1]!.changes).toContainEqual({ field: 'url', before: null, after: 'https://audit.example.com' });
  });

  it('records nothing for a refused write', async () => {
    const before = (await stack.gql(ACTIVITY, { filter: { operation: 'updateUser' } })).data.activity.totalItems;
    const r = await stack.gql(
      'mutation { updateUser(input: { id: "2", email: "not-an-email", role: MANAGER }) { userErrors { message } } }',
    );
    expect(r.data.updateUser.userErrors.length).toBeGreaterThan(0);
    await stack.gateway.services.activity?.flush();
    expect((await stack.gql(ACTIVITY, { filter: { operation: 'updateUser' } })).data.activity.totalItems).toBe(before);
  });

  it('is for admins and developers only', async () => {
    const manager = await stack.signIn(MANAGER);
    const r = await stack.gql(ACTIVITY, {}, manager);
    expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('activity with its store down', () => {
  // Nothing listens on port 9: every store write fails at once.
  const stack = useEmulatorStack({ DATABASE_URL: 'postgres://nobody@127.0.0.1:9/none', AUDIT_RETRY_MS: '60000' });

  it('still makes the write, and reports the entry as waiting', async () => {
    const r = await stack.gql(PERMISSIONS, { input: MANAGER_LEVELS });
    expect(r.errors).toBeUndefined();
    expect(r.data.updateUserPermissions.userErrors).toEqual([]);
    const health = async () => (await stack.gql('{ activityStoreHealth { engine ok pending lastError } }')).data.activityStoreHealth;
    const deadline = Date.now() + 5000;
    while ((await health()).ok && Date.now() < deadline) await stack.gateway.services.activity?.flush();
    expect(await health()).toMatchObject({ engine: 'postgres', ok: false, pending: 1 });
  });
});
