import { useEmulatorStack } from '../../test/emulator-stack';

// General configuration through the real HTTP stack against the in-process emulator.

const stack = useEmulatorStack();
const { gql } = stack;
const READ = '{ generalSettings { tinyMceApiKey } viewer { generalSettingsLevel } }';
const SAVE =
  'mutation($key: String!) { updateGeneralSettings(input: { tinyMceApiKey: $key }) { generalSettings { tinyMceApiKey } userErrors { message } } }';
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
