import { diff, flatten } from './changes';
import { CUT_MARKER, MAX_VALUE_LENGTH } from './entry';

// How an entity's snapshot becomes the Activity screen's field-by-field diff.

describe('flatten', () => {
  it('addresses keyed list items by their key, and a lone value directly', () => {
    const user = {
      email: 'a@example.com',
      permissions: [
        { key: 'USERS.USERS', level: 'READ' },
        { key: 'HELP.HELP', level: 'NONE' },
      ],
      translations: [{ key: { code: 'de' }, phrase: 'Hallo' }],
      __typename: 'User',
    };
    expect(flatten(user)).toEqual({
      email: 'a@example.com',
      'permissions.USERS.USERS': 'READ',
      'permissions.HELP.HELP': 'NONE',
      'translations.de': 'Hallo',
    });
  });

  it('addresses items keyed by two things by both (an exception by its website and language)', () => {
    const word = {
      exceptions: [
        { key: { url: 'a.example' }, subKey: { code: 'de' }, phrase: 'Hallo A' },
        { key: { url: 'a.example' }, subKey: { code: 'en' }, phrase: 'Hello A' },
      ],
    };
    expect(flatten(word)).toEqual({ 'exceptions.a.example.de': 'Hallo A', 'exceptions.a.example.en': 'Hello A' });
  });

  it('keeps a field whatever its name (secrets are left out before, as the schema declares), and cuts long texts with a marker', () => {
    const flat = flatten({ code: 'de-AT', content: 'y'.repeat(MAX_VALUE_LENGTH + 10) });
    expect(Object.keys(flat)).toEqual(['code', 'content']);
    expect(flat.content).toBe('y'.repeat(MAX_VALUE_LENGTH) + CUT_MARKER);
  });
});

describe('diff', () => {
  it('lists only the fields that changed, with what was and what is', () => {
    expect(diff({ role: 'MANAGER', email: 'a' }, { role: 'ADMIN', email: 'a' })).toEqual([
      { field: 'role', before: 'MANAGER', after: 'ADMIN' },
    ]);
  });

  it('shows a creation and a deletion against nothing', () => {
    expect(diff(null, { name: 'Star' })).toEqual([{ field: 'name', before: null, after: 'Star' }]);
    expect(diff({ name: 'Star' }, null)).toEqual([{ field: 'name', before: 'Star', after: null }]);
  });
});
