import { useEmulatorStack } from '../../test/emulator-stack';
import { undoCases } from '../../test/undo-cases';

// A website's configuration put back from Activity (issue 43): one text setting reverted (a
// configuration is never deleted: no restore).

const SETTINGS = `query($id: ID!) { website(id: $id) { configurationSettings { settingId type value } } }`;
const SAVE = 'mutation($input: SaveWebsiteConfigurationInput!) { saveWebsiteConfiguration(input: $input) { userErrors { message } } }';

type Setting = { settingId: string; type: string; value: unknown };

describe('undo on a website configuration', () => {
  const stack = useEmulatorStack();
  const settingsOf = async (as?: Record<string, string>) =>
    (await stack.gql(SETTINGS, { id: '1' }, as)).data.website.configurationSettings as Setting[];
  let settingId = '';
  beforeAll(async () => void (settingId = (await settingsOf()).find((setting) => setting.type === 'STRING')!.settingId));
  const save = async (value: string, as?: Record<string, string>) => {
    const r = await stack.gql(SAVE, { input: { websiteId: '1', values: [{ settingId, value }] } }, as);
    expect(r.data.saveWebsiteConfiguration.userErrors).toEqual([]);
  };
  undoCases(
    stack,
    () => ({
      entityType: 'WebsiteConfiguration',
      get field() {
        return `configurationSettings.${settingId}`;
      },
      create: async (value, as) => (await save(value, as), '1'),
      update: (_id, value, as) => save(value, as),
      read: async (_id, as) => ((await settingsOf(as)).find((setting) => setting.settingId === settingId)?.value ?? null) as string | null,
    }),
    'Undo setting',
  );
});
