import { useEmulatorStack } from '../../test/emulator-stack';
import { entriesOf, revert } from '../../test/undo';

// The general settings' API key cannot be put back from Activity (issue 43): Activity keeps it
// masked, so the entry offers no Revert and says why, and a revert asked anyway writes nothing.

const SAVE = 'mutation($key: String!) { updateGeneralSettings(input: { tinyMceApiKey: $key }) { userErrors { message } } }';

describe('undo on the general settings', () => {
  const stack = useEmulatorStack();

  it('offers no Revert of the masked key, says why, and refuses one asked for', async () => {
    await stack.gql(SAVE, { key: 'first-key-1234' });
    await stack.gql(SAVE, { key: 'second-key-5678' });
    const [changed] = await entriesOf(stack, { entityType: 'GeneralSettings' }, 2);
    expect(changed).toMatchObject({ undo: null, undoUnavailable: expect.stringContaining('masked'), backToVersion: false });
    const r = await revert(stack, changed!.id);
    expect(r.data.revertActivity).toMatchObject({ reverted: [], userErrors: [expect.objectContaining({ code: 'NOT_REVERTIBLE' })] });
    expect((await stack.gql('{ generalSettings { tinyMceApiKey } }')).data.generalSettings.tinyMceApiKey).toBe('second-key-5678');
  });
});
