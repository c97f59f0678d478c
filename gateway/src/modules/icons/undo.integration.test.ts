import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, restore, revert } from '../../test/undo';

// An icon put back from Activity (issue 43): its name and slugs, a stale field refused, a delete restored.

const CREATE = 'mutation($input: IconInput!) { createIcon(input: $input) { icon { id } userErrors { message } } }';
const UPDATE = `mutation($id: ID!, $input: IconInput!) { updateIcon(id: $id, input: $input) { userErrors { message } } }`;
const READ = 'query($id: ID!) { icon(id: $id) { name slugs } }';

describe('undo on icons', () => {
  const stack = useEmulatorStack();

  const newIcon = async (name: string, slugs: string[]) =>
    (await stack.gql(CREATE, { input: { name, slugs } })).data.createIcon.icon.id as string;

  it('reverts a change of name and slugs', async () => {
    const id = await newIcon('undo-ball', ['undo-ball']);
    await stack.gql(UPDATE, { id, input: { name: 'undo-balls', slugs: ['undo-ball', 'undo-football'] } });
    const [changed] = await entriesOf(stack, { entityType: 'Icon', entityId: id }, 2);
    const r = await revert(stack, changed!.id);
    expect(r.data.revertActivity.userErrors).toEqual([]);
    expect((await stack.gql(READ, { id })).data.icon).toEqual({ name: 'undo-ball', slugs: ['undo-ball'] });
  });

  it('refuses the name a colleague changed since, and reverts the slugs alone', async () => {
    const id = await newIcon('stale-ball', ['stale-ball']);
    await stack.gql(UPDATE, { id, input: { name: 'stale-balls', slugs: ['stale-ball', 'stale-two'] } });
    const [changed] = await entriesOf(stack, { entityType: 'Icon', entityId: id }, 2);
    await stack.gql(UPDATE, { id, input: { name: 'stale-colleague', slugs: ['stale-ball', 'stale-two'] } }, await stack.signIn(DEVELOPER));

    const all = await revert(stack, changed!.id);
    expect(all.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({ field: 'name', code: 'CHANGED_SINCE', changedBy: 'developer@example.com' }),
    ]);
    expect(all.data.revertActivity.reverted).toEqual(['slugs.1']);
    expect((await stack.gql(READ, { id })).data.icon).toEqual({ name: 'stale-colleague', slugs: ['stale-ball'] });
  });

  it('restores a deleted icon with its slugs', async () => {
    const id = await newIcon('gone-ball', ['gone-ball', 'gone-football']);
    await stack.gql('mutation($id: ID!) { deleteIcon(id: $id) { userErrors { message } } }', { id });
    const [deleted] = await entriesOf(stack, { entityType: 'Icon', entityId: id }, 2);
    expect(deleted).toMatchObject({ undo: 'RESTORE', restoreLoses: null });
    const r = await restore(stack, deleted!.id);
    expect(r.data.restoreActivity.userErrors).toEqual([]);
    const back = await stack.gql(READ, { id: r.data.restoreActivity.entityId });
    expect(back.data.icon).toEqual({ name: 'gone-ball', slugs: ['gone-ball', 'gone-football'] });
  });
});
