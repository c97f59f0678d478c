import type { ActivityEntry } from './entry';
import { kindOf, listOf, planRevert } from './revert-plan';

const entry = (id: string, at: number, email: string, changes: ActivityEntry['changes']): ActivityEntry => ({
  id,
  at,
  userId: null,
  userEmail: email,
  area: 'icons',
  operation: 'updateIcon',
  entityType: 'Icon',
  entityId: '7',
  entityLabel: null,
  changes,
});

describe('planRevert', () => {
  const renamed = entry('1', 1000, 'admin@example.com', [
    { field: 'name', before: 'ball', after: 'balls' },
    { field: 'slugs.1', before: null, after: 'football' },
  ]);

  it('writes each field back as the entry found it, a field it added removed', () => {
    const plan = planRevert(renamed, { name: 'balls', 'slugs.0': 'ball', 'slugs.1': 'football' }, [], null);
    expect(plan).toEqual({ target: { name: 'ball', 'slugs.0': 'ball' }, fields: ['name', 'slugs.1'], refused: [] });
  });

  it('refuses a field changed since, naming the newest entry that changed it', () => {
    const later = [entry('3', 3000, 'developer@example.com', [{ field: 'name', before: 'balls', after: 'Balls' }])];
    const plan = planRevert(renamed, { name: 'Balls', 'slugs.0': 'ball', 'slugs.1': 'football' }, later, null);
    expect(plan.fields).toEqual(['slugs.1']);
    expect(plan.refused).toEqual([
      {
        field: 'name',
        code: 'CHANGED_SINCE',
        message: 'Changed since by developer@example.com.',
        changedBy: 'developer@example.com',
        changedAt: new Date(3000).toISOString(),
      },
    ]);
  });

  it('names nobody for a change the log cannot explain, and refuses a cut text and a field the entry did not change', () => {
    const cut = entry('2', 2000, 'admin@example.com', [{ field: 'name', before: 'x… [cut]', after: 'y' }]);
    expect(planRevert(cut, { name: 'y' }, [], ['name', 'slugs.0']).refused.map((r) => [r.field, r.code])).toEqual([
      ['slugs.0', 'NOT_IN_ENTRY'],
      ['name', 'CUT'],
    ]);
    expect(planRevert(cut, { name: 'z' }, [], null).refused[0]).toMatchObject({ code: 'CHANGED_SINCE', changedBy: null });
  });
});

describe('kindOf and listOf', () => {
  it('tells a create, an update and a delete apart, Activity’s own fields aside', () => {
    expect(kindOf({ entityId: '1', changes: [{ field: 'name', before: null, after: 'a' }] })).toBe('create');
    expect(
      kindOf({
        entityId: '1',
        changes: [
          { field: 'reverts', before: null, after: '4' },
          { field: 'name', before: 'a', after: null },
        ],
      }),
    ).toBe('delete');
    expect(kindOf({ entityId: '1', changes: [{ field: 'name', before: 'a', after: 'b' }] })).toBe('update');
    expect(kindOf({ entityId: null, changes: [{ field: 'name', before: 'a', after: 'b' }] })).toBe('other');
  });

  it('reads a positional list in order, past nine items', () => {
    const flat = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`slugs.${i}`, `s${i}`]));
    expect(listOf({ ...flat, name: 'n' }, 'slugs')).toEqual(Array.from({ length: 11 }, (_, i) => `s${i}`));
  });
});
