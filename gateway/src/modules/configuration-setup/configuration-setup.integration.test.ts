import { useEmulatorStack } from '../../test/emulator-stack';

// Configuration setup through the real HTTP stack against the in-process emulator: a setting
// defined here shows on a website with its type and saves.

const stack = useEmulatorStack();
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };

const CREATE_SECTION =
  'mutation($name: String!) { createConfigurationSection(input: { name: $name }) { section { id name } userErrors { field message } } }';
const CREATE_DEFINITION = `mutation($input: ConfigurationDefinitionInput!) { createConfigurationDefinition(input: $input) {
  definition { id key typeName label defaultValue values } userErrors { field message } } }`;
const DEFINITIONS = 'query($search: String) { configurationDefinitions(search: $search) { items { id key } totalItems pageCount } }';
const WEBSITE =
  '{ website(id: "1") { configurationSections { id name } configurationSettings { settingId key type value defaultValue } } }';

describe('configuration setup against the emulator', () => {
  it('refuses a second section named as one that exists', async () => {
    const dev = await stack.signIn(DEVELOPER);
    const first = await stack.gql(CREATE_SECTION, { name: 'Unique Section' }, dev);
    expect(first.data.createConfigurationSection.userErrors).toEqual([]);
    const second = await stack.gql(CREATE_SECTION, { name: 'unique section ' }, dev);
    expect(second.data.createConfigurationSection).toEqual({
      section: null,
      userErrors: [{ field: 'name', message: 'A section named unique section already exists.' }],
    });
  });

  it('defines a section and a radio setting that the website edit screen then shows and saves', async () => {
    const dev = await stack.signIn(DEVELOPER);
    const section = (await stack.gql(CREATE_SECTION, { name: 'Promotions' }, dev)).data.createConfigurationSection.section;
    const input = {
      key: 'promo.enabled',
      sectionId: section.id,
      typeName: 'radio',
      label: 'Promotions enabled',
      values: '{"yes":"Yes","no":"No"}',
      defaultValue: 'no',
    };
    const created = await stack.gql(CREATE_DEFINITION, { input }, dev);
    expect(created.data.createConfigurationDefinition.userErrors).toEqual([]);
    expect((await stack.gql(DEFINITIONS, { search: 'promo.' }, dev)).data.configurationDefinitions.totalItems).toBe(1);

    const website = (await stack.gql(WEBSITE)).data.website;
    expect(website.configurationSections).toContainEqual({ id: section.id, name: 'Promotions' });
    const setting = website.configurationSettings.find((s: { key: string }) => s.key === 'promo.enabled');
    expect(setting).toMatchObject({ type: 'RADIO', value: null, defaultValue: 'no' });
    const saved = await stack.gql(
      'mutation($input: SaveWebsiteConfigurationInput!) { saveWebsiteConfiguration(input: $input) { userErrors { message } } }',
      { input: { websiteId: '1', values: [{ settingId: setting.settingId, value: 'yes' }] } },
    );
    expect(saved.data.saveWebsiteConfiguration.userErrors).toEqual([]);
  });

  it('checks the key, the label and the values against the type', async () => {
    const dev = await stack.signIn(DEVELOPER);
    const r = await stack.gql(
      CREATE_DEFINITION,
      { input: { key: ' ', sectionId: '1', typeName: 'radio', label: '', values: '["yes"]' } },
      dev,
    );
    expect(r.data.createConfigurationDefinition.userErrors.map((e: { field: string }) => e.field)).toEqual(['key', 'label', 'values']);
    expect(r.data.createConfigurationDefinition.userErrors[0].message).toBe('Key is required');
  });

  it('pages the settings twenty at a time, and is for developers only', async () => {
    const dev = await stack.signIn(DEVELOPER);
    const page = (await stack.gql(DEFINITIONS, {}, dev)).data.configurationDefinitions;
    expect(page.items.length).toBeLessThanOrEqual(20);
    expect(page.pageCount).toBe(Math.ceil(page.totalItems / 20));
    expect((await stack.gql(DEFINITIONS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await stack.gql(CREATE_SECTION, { name: 'Nope' })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
