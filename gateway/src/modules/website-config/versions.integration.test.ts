import { useEmulatorStack } from '../../test/emulator-stack';

// Two staff on one website's configuration (issue 28): saves of different settings, both based
// on the configuration as it was, both land; a save over a colleague's change to the same setting
// is refused, says who, and writes nothing until the user keeps their value.

const stack = useEmulatorStack();
const { gql } = stack;
const DEVELOPER = { id: 3, email: 'developer@example.com', password: 'Developer123!' };
const WEBSITE_ID = '1';

const READ = `query($id: ID!) { website(id: $id) { configurationVersion configurationSettings { settingId type value } } }`;
const SAVE = `mutation($input: SaveWebsiteConfigurationInput!) { saveWebsiteConfiguration(input: $input) {
  settings { settingId value } website { configurationVersion }
  userErrors { message code conflict { changedBy changedAt version fields { name theirs } } } } }`;

type Setting = { settingId: string; type: string; value: unknown };
const read = async () =>
  (await gql(READ, { id: WEBSITE_ID })).data.website as { configurationVersion: string; configurationSettings: Setting[] };
const valueOf = async (settingId: string) => (await read()).configurationSettings.find((s) => s.settingId === settingId)?.value;
const save = (settingId: string, value: string, baseVersion: string, headers?: Record<string, string>) =>
  gql(SAVE, { input: { websiteId: WEBSITE_ID, values: [{ settingId, value }], baseVersion } }, headers);
const flush = () => stack.gateway.services.activity?.flush();

let A = '';
let B = '';
beforeAll(async () => {
  const strings = (await read()).configurationSettings.filter((s) => s.type === 'STRING');
  [A, B] = [strings[0]!.settingId, strings[1]!.settingId];
});

it('keeps the same version until a value changes, and answers the new one with the save', async () => {
  const first = await read();
  expect(first.configurationVersion).toMatch(/^v1:/);
  expect((await read()).configurationVersion).toBe(first.configurationVersion);
  const saved = await save(A, 'Version check', first.configurationVersion);
  expect(saved.data.saveWebsiteConfiguration.userErrors).toEqual([]);
  const after = saved.data.saveWebsiteConfiguration.website.configurationVersion;
  expect(after).not.toBe(first.configurationVersion);
  expect((await read()).configurationVersion).toBe(after);
});

it('merges two saves of different settings based on the same version', async () => {
  const developer = await stack.signIn(DEVELOPER);
  const base = (await read()).configurationVersion;
  expect((await save(A, 'Theirs, disjoint', base, developer)).data.saveWebsiteConfiguration.userErrors).toEqual([]);
  await flush();
  const mine = await save(B, 'Mine, disjoint', base);
  expect(mine.data.saveWebsiteConfiguration.userErrors).toEqual([]);
  expect(await valueOf(A)).toBe('Theirs, disjoint');
  expect(await valueOf(B)).toBe('Mine, disjoint');
});

it("refuses a save over a colleague's change to the same setting, then keeps mine when asked", async () => {
  const developer = await stack.signIn(DEVELOPER);
  const base = (await read()).configurationVersion;
  expect((await save(A, 'Theirs, same', base, developer)).data.saveWebsiteConfiguration.userErrors).toEqual([]);
  await flush();

  const mine = await save(A, 'Mine, same', base);
  const payload = mine.data.saveWebsiteConfiguration;
  expect(payload.settings).toEqual([]);
  expect(payload.userErrors[0]).toMatchObject({
    code: 'CONFLICT',
    conflict: { changedBy: 'developer@example.com', fields: [{ name: `configurationSettings.${A}`, theirs: 'Theirs, same' }] },
  });
  expect(await valueOf(A)).toBe('Theirs, same');

  const kept = await save(A, 'Mine, same', payload.userErrors[0].conflict.version);
  expect(kept.data.saveWebsiteConfiguration.userErrors).toEqual([]);
  expect(await valueOf(A)).toBe('Mine, same');
});
