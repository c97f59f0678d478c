import { readUpstreamUser, UpstreamUserSchema } from './upstream-user';
import { readUpstreamPage } from '../upstream/page-schema';

// The operator API's user as the contract has it (spec 000 §7 Users): ids as numbers or strings,
// the role sometimes as a string, isDeveloper missing on older accounts, extra fields dropped.

const answered = { id: 7, email: 'a@example.com', role: 2, isDeveloper: true, onlinePermissions: '{}', createdAt: 'x' };

describe('readUpstreamUser', () => {
  it('reads what the upstream sends, in the types the gateway uses, and keeps nothing else', () => {
    expect(readUpstreamUser(answered)).toEqual({ id: '7', email: 'a@example.com', role: 2, isDeveloper: true, onlinePermissions: '{}' });
    expect(readUpstreamUser({ ...answered, id: 'u-7', role: '1', isDeveloper: null })).toMatchObject({
      id: 'u-7',
      role: 1,
      isDeveloper: false,
    });
    const { isDeveloper: _missing, onlinePermissions: _none, ...older } = answered;
    expect(readUpstreamUser(older)).toEqual({ id: '7', email: 'a@example.com', role: 2, isDeveloper: false, onlinePermissions: undefined });
  });

  it.each([
    ['not an object', 'a@example.com'],
    ['null', null],
    ['no id', { ...answered, id: undefined }],
    ['an id that is neither number nor string', { ...answered, id: { n: 7 } }],
    ['no email', { ...answered, email: undefined }],
    ['an unknown role', { ...answered, role: 3 }],
    ['a role that is no number', { ...answered, role: 'admin' }],
    ['a role of another type', { ...answered, role: true }],
    ['isDeveloper not a boolean', { ...answered, isDeveloper: 'yes' }],
  ])('refuses %s', (_case, value) => {
    expect(readUpstreamUser(value)).toBeUndefined();
    expect(UpstreamUserSchema.safeParse(value).success).toBe(false);
  });

  it('is what the zod schemas holding a user read', () => {
    expect(UpstreamUserSchema.parse(answered)).toEqual(readUpstreamUser(answered));
  });
});

describe('readUpstreamPage', () => {
  it('reads every item and the counts, numbers sent as strings too', () => {
    expect(readUpstreamPage({ items: [answered, answered], totalItems: '12', pageCount: 2, itemCount: 2 }, readUpstreamUser)).toEqual({
      items: [readUpstreamUser(answered), readUpstreamUser(answered)],
      totalItems: 12,
      pageCount: 2,
    });
  });

  it('refuses the whole page when one item or a count is wrong', () => {
    expect(
      readUpstreamPage({ items: [answered, { ...answered, role: 9 }], totalItems: 2, pageCount: 1 }, readUpstreamUser),
    ).toBeUndefined();
    expect(readUpstreamPage({ items: [answered], totalItems: 1.5, pageCount: 1 }, readUpstreamUser)).toBeUndefined();
    expect(readUpstreamPage({ items: [answered], totalItems: 1 }, readUpstreamUser)).toBeUndefined();
    expect(readUpstreamPage({ items: null, totalItems: 0, pageCount: 0 }, readUpstreamUser)).toBeUndefined();
    expect(readUpstreamPage([answered], readUpstreamUser)).toBeUndefined();
  });
});
