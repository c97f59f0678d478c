import { useEmulatorStack } from '../../test/emulator-stack';

// Two staff, one icon (issue 41): A renames; B, stale, changes only a slug. B's save is refused
// on the name alone, the modal takes A's name in and saves again on the version the conflict named,
// so the icon keeps A's name and Activity shows no rename back. A stale rename is still refused.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const ICON = 'query($id: ID!) { icon(id: $id) { name slugs version } }';
const CREATE = 'mutation($input: IconInput!) { createIcon(input: $input) { icon { id version } } }';
const UPDATE = `mutation($id: ID!, $input: IconInput!, $base: String) { updateIcon(id: $id, input: $input, baseVersion: $base) {
  icon { name slugs } userErrors { code conflict { changedBy version fields { name theirs } } } } }`;
const ACTIVITY = `query($f: ActivityFilter) { activity(filter: $f, pageSize: 1) { items { userEmail changes { field before after } } } }`;
const flush = () => stack.gateway.services.activity?.flush();

it('merges a stale slug change with a colleague’s rename, writing no rename back; a stale rename is refused', async () => {
  const developer = await stack.signIn(DEVELOPER);
  const created = (await gql(CREATE, { input: { name: 'merge-ball', slugs: ['merge-ball'] } })).data.createIcon.icon;
  const { id, version: base } = created as { id: string; version: string };

  const renamed = await gql(UPDATE, { id, input: { name: 'merge-ball-a', slugs: ['merge-ball'] }, base }, developer);
  expect(renamed.data.updateIcon.userErrors).toEqual([]);
  await flush();

  const stale = await gql(UPDATE, { id, input: { name: 'merge-ball', slugs: ['merge-hoops'] }, base });
  const [refusal] = stale.data.updateIcon.userErrors;
  expect(refusal).toMatchObject({
    code: 'CONFLICT',
    conflict: { changedBy: 'developer@example.com', fields: [{ name: 'name', theirs: 'merge-ball-a' }] },
  });

  // What the modal sends once it has taken the colleague's name in.
  const merged = await gql(UPDATE, { id, input: { name: 'merge-ball-a', slugs: ['merge-hoops'] }, base: refusal.conflict.version });
  expect(merged.data.updateIcon).toEqual({ icon: { name: 'merge-ball-a', slugs: ['merge-hoops'] }, userErrors: [] });
  await flush();
  const latest = (await gql(ACTIVITY, { f: { entityType: 'Icon', entityId: id } })).data.activity.items[0];
  expect(latest).toEqual({ userEmail: 'admin@example.com', changes: [{ field: 'slugs.0', before: 'merge-ball', after: 'merge-hoops' }] });

  const staleRename = await gql(UPDATE, { id, input: { name: 'merge-ball-b', slugs: ['merge-ball'] }, base });
  expect(staleRename.data.updateIcon.userErrors[0]).toMatchObject({ code: 'CONFLICT' });
  expect((await gql(ICON, { id })).data.icon).toMatchObject({ name: 'merge-ball-a', slugs: ['merge-hoops'] });
});
