import { useEmulatorStack } from '../../test/emulator-stack';

// General configuration through the real HTTP stack against the in-process emulator.

const stack = useEmulatorStack();
const { gql } = stack;
const READ = '{ generalSettings { tinyMceApiKey } viewer { generalSettingsLevel } }';
const SAVE =
  'mutation($key: String!) { updateGeneralSettings(input: { tinyMceApiKey: $key }) { generalSettings { tinyMceApiKey } userErrors { message } } }';
const ACTIVITY = `{ activity(filter: { operation: "updateGeneralSettings" }) { items { entityType changes { field before after } } } }`;
const MANAGER = { id: 2, email: 'manager@example.com', password: 'Manager123!' };

describe('general settings against the emulator', () => {
  it('reads the seeded key, saves a new one and reads it back', async () => {
    expect((await gql(READ)).data).toEqual({
      generalSettings: { tinyMceApiKey: 'demo-tinymce-key-7f3a9c' },
      viewer: { generalSettingsLevel: 'WRITE' },
    });
    const saved = await gql(SAVE, { key: ' new-key-123 ' });
    expect(saved.data.updateGeneralSettings).toEqual({ generalSettings: { tinyMceApiKey: 'new-key-123' }, userErrors: [] });
    expect((await gql(READ)).data.generalSettings.tinyMceApiKey).toBe('new-key-123');
  });

  it('refuses an empty key, which would leave every rich-text editor without one', async () => {
    const r = await gql(SAVE, { key: '   ' });
    expect(r.data.updateGeneralSettings).toEqual({ generalSettings: null, userErrors: [{ message: 'TinyMCE API Key is required.' }] });
    expect((await gql(READ)).data.generalSettings.tinyMceApiKey).not.toBe('');
  });

  it('records the change in Activity with what was there before, the key masked', async () => {
    await gql(SAVE, { key: 'before-key-0001' });
    await gql(SAVE, { key: 'after-key-0002' });
    let entry: { entityType: string; changes: { field: string; before: string | null; after: string | null }[] } | undefined;
    for (let tries = 0; !entry && tries < 50; tries++) {
      await stack.gateway.services.activity?.flush();
      const items = (await gql(ACTIVITY)).data.activity.items;
      entry = items.find((e: { changes: { after: string | null }[] }) => e.changes.some((c) => c.after === '••••0002'));
      if (!entry) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(entry).toMatchObject({
      entityType: 'GeneralSettings',
      changes: [{ field: 'tinyMceApiKey', before: '••••0001', after: '••••0002' }],
    });
    expect(JSON.stringify((await gql(ACTIVITY)).data)).not.toMatch(/before-key|after-key/);
  });

  it('lets a reader read but not save', async () => {
    const reader = JSON.stringify({
      permissions: { 'CONFIGURATION.GENERAL': 'read' },
      onlineWebsitePermissions: {},
      onlineHelpPermissions: {},
    });
    const manager = await stack.signIn(MANAGER, { onlinePermissions: reader });
    expect((await gql(READ, {}, manager)).data.viewer.generalSettingsLevel).toBe('READ');
    expect((await gql(SAVE, { key: 'x' }, manager)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await gql(READ)).data.generalSettings.tinyMceApiKey).not.toBe('x');
  });
});
