import { useEmulatorStack } from '../../test/emulator-stack';
import { DEVELOPER, entriesOf, MANAGER, revert } from '../../test/undo';

// A help domain's contact texts put back from Activity (issue 43): a save reverted through the
// same save, one a colleague changed since refused naming them, and nothing for who reads no Activity.

const CONTACT = `query($domainId: ID!) { helpContactSection(domainId: $domainId) { texts { language text } } }`;
const SAVE_CONTACT = `mutation($domainId: ID!, $texts: [HelpTextInput!]!) {
  saveHelpContactSection(domainId: $domainId, texts: $texts) { userErrors { code message } } }`;

describe('undo on help contact texts', () => {
  const stack = useEmulatorStack();
  let domainId = '';
  beforeAll(async () => {
    domainId = ((await stack.gql('{ helpDomains { id } }')).data.helpDomains as { id: string }[])[0]!.id;
  });
  const save = async (text: string, headers?: Record<string, string>) => {
    const r = await stack.gql(SAVE_CONTACT, { domainId, texts: [{ language: 'en', text }] }, headers);
    expect(r.data.saveHelpContactSection.userErrors).toEqual([]);
  };
  const english = async () =>
    ((await stack.gql(CONTACT, { domainId })).data.helpContactSection.texts as { language: string; text: string }[]).find(
      (t) => t.language === 'en',
    )?.text;
  const latest = async (count: number) => (await entriesOf(stack, { entityType: 'HelpContactSection', entityId: domainId }, count))[0]!;

  it('reverts a save of the contact section, refused once a colleague saved it again, and to who reads no Activity', async () => {
    await save('<p>Call us</p>');
    await save('<p>Call us by mistake</p>');
    const mistaken = await latest(2);
    expect(mistaken.undo).toBe('REVERT');
    const manager = await revert(stack, mistaken.id, undefined, await stack.signIn(MANAGER));
    expect(manager.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const r = await revert(stack, mistaken.id);
    expect(r.data.revertActivity).toEqual({ reverted: ['texts.en'], entityId: domainId, userErrors: [] });
    expect(await english()).toBe('<p>Call us</p>');

    await save('<p>Mine</p>');
    const mine = await latest(4);
    await save('<p>Theirs</p>', await stack.signIn(DEVELOPER));
    const stale = await revert(stack, mine.id);
    expect(stale.data.revertActivity.userErrors).toEqual([
      expect.objectContaining({ field: 'texts.en', code: 'CHANGED_SINCE', changedBy: DEVELOPER.email }),
    ]);
    expect(await english()).toBe('<p>Theirs</p>');
  });
});
