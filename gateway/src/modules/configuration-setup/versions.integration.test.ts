import { useEmulatorStack } from '../../test/emulator-stack';

// Two staff on one setting definition (issue 28): the definitions list answers each one's
// version, an edit sends it, and an edit over a colleague's change is refused with their values.

const stack = useEmulatorStack();
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const flush = () => stack.gateway.services.activity?.flush();

const LIST = `{ configurationDefinitions(pageSize: 100) { items {
  id key sectionId subsectionId typeName label description defaultValue values version } } }`;
const ONE = 'query($id: ID!) { configurationDefinition(id: $id) { id label version } }';
const UPDATE = `mutation($id: ID!, $input: ConfigurationDefinitionInput!, $base: String) {
  updateConfigurationDefinition(id: $id, input: $input, baseVersion: $base) {
    definition { label version } userErrors { code conflict { changedBy fields { name theirs } } } } }`;

type Listed = { id: string; label: string; version: string } & Record<string, string | null>;

describe('a setting definition, two staff', () => {
  it('is read by id at the version the list shows; a save over a colleague’s label is refused and writes nothing', async () => {
    const dev = await stack.signIn(DEVELOPER);
    const colleague = await stack.signIn(DEVELOPER);
    const listed = (await stack.gql(LIST, {}, dev)).data.configurationDefinitions.items as Listed[];
    const base = listed.find((d) => d.typeName === 'string')!;
    const one = (await stack.gql(ONE, { id: base.id }, dev)).data.configurationDefinition;
    expect(one).toEqual({ id: base.id, label: base.label, version: base.version });
    expect((await stack.gql(ONE, { id: '999999' }, dev)).data.configurationDefinition).toBeNull();

    const { id: _id, version: _version, ...fields } = base;
    const input = (label: string) => ({ ...fields, label });
    const theirs = await stack.gql(UPDATE, { id: base.id, input: input('Their label'), base: base.version }, colleague);
    expect(theirs.data.updateConfigurationDefinition.userErrors).toEqual([]);
    await flush();
    const after = (await stack.gql(ONE, { id: base.id }, dev)).data.configurationDefinition;
    expect(after.version).toBe(theirs.data.updateConfigurationDefinition.definition.version);

    const mine = await stack.gql(UPDATE, { id: base.id, input: input('My label'), base: base.version }, dev);
    expect(mine.data.updateConfigurationDefinition.definition).toBeNull();
    expect(mine.data.updateConfigurationDefinition.userErrors[0]).toMatchObject({
      code: 'CONFLICT',
      conflict: { changedBy: 'developer@example.com', fields: [{ name: 'label', theirs: 'Their label' }] },
    });
    expect((await stack.gql(ONE, { id: base.id }, dev)).data.configurationDefinition.label).toBe('Their label');
  });
});
