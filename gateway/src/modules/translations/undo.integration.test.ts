import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, restore, revert } from '../../test/undo';

// A language put back from Activity (issue 43): a rename reverted, a stale one refused, a delete restored.

const CREATE = 'mutation($input: CreateLanguageInput!) { createLanguage(input: $input) { language { id } userErrors { message } } }';
const UPDATE = 'mutation($input: UpdateLanguageInput!) { updateLanguage(input: $input) { userErrors { message } } }';
const READ = 'query($id: ID!) { language(id: $id) { name code } }';

describe('undo on languages', () => {
  const stack = useEmulatorStack();

  const newLanguage = async (name: string, code: string) =>
    (await stack.gql(CREATE, { input: { name, code } })).data.createLanguage.language.id as string;

  it('reverts a rename, and refuses it once a colleague renamed it again', async () => {
    const id = await newLanguage('Undoish', 'ud');
    await stack.gql(UPDATE, { input: { id, name: 'Undoish 2', code: 'ud' } });
    const [renamed] = await entriesOf(stack, { entityType: 'Language', entityId: id }, 2);
    await stack.gql(UPDATE, { input: { id, name: 'Undoish 3', code: 'ud' } }, await stack.signIn(DEVELOPER));
    const stale = await revert(stack, renamed!.id);
    expect(stale.data.revertActivity).toMatchObject({ reverted: [], userErrors: [{ field: 'name', changedBy: 'developer@example.com' }] });

    const [colleagues] = await entriesOf(stack, { entityType: 'Language', entityId: id }, 3);
    expect((await revert(stack, colleagues!.id)).data.revertActivity.reverted).toEqual(['name']);
    expect((await stack.gql(READ, { id })).data.language).toEqual({ name: 'Undoish 2', code: 'ud' });
  });

  it('restores a deleted language with its name and code, saying its phrases do not come back', async () => {
    const id = await newLanguage('Goneish', 'gx');
    await stack.gql('mutation($id: ID!) { deleteLanguage(id: $id) { userErrors { message } } }', { id });
    const [deleted] = await entriesOf(stack, { entityType: 'Language', entityId: id }, 2);
    expect(deleted!.restoreLoses).toContain('phrases');
    const r = await restore(stack, deleted!.id);
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    expect((await stack.gql(READ, { id: r.data.restoreActivity.entityId })).data.language).toEqual({ name: 'Goneish', code: 'gx' });
  });
});
