import { importPlan } from './import-plan';

const preview = (over: Partial<Parameters<typeof importPlan>[0]> = {}) => ({
  toAdd: [],
  toChange: [],
  unknownKeys: [],
  malformed: [],
  unchanged: 0,
  ...over,
});

describe('importPlan', () => {
  it('applies the known change and skips the unknown key, saying both', () => {
    const plan = importPlan(
      preview({ toChange: [{ key: 'general.a', oldPhrase: 'A', newPhrase: 'B' }], unknownKeys: ['sports.nope (line 3)'] }),
    );
    expect(plan).toEqual({
      canConfirm: true,
      skipUnknownKeys: true,
      statement: 'Will write: 1 phrase changed. Will not write: 1 unknown key (imports never create words).',
    });
  });

  it('imports a clean file as it is', () => {
    const plan = importPlan(
      preview({
        toAdd: [
          { key: 'a.b', phrase: 'x' },
          { key: 'a.c', phrase: 'y' },
        ],
        unchanged: 3,
      }),
    );
    expect(plan).toEqual({
      canConfirm: true,
      skipUnknownKeys: false,
      statement: 'Will write: 2 phrases added. Will not write: 3 rows already the same.',
    });
  });

  it('says why Confirm is disabled for a malformed file', () => {
    const plan = importPlan(preview({ toAdd: [{ key: 'a.b', phrase: 'x' }], malformed: [{ line: 2, message: 'bad' }] }));
    expect(plan.canConfirm).toBe(false);
    expect(plan.statement).toBe('Nothing can be imported: fix the 1 malformed line and choose the file again.');
  });

  it('says why Confirm is disabled when nothing would change', () => {
    const plan = importPlan(preview({ unknownKeys: ['x.y (line 2)', 'x.z (line 3)'], unchanged: 1 }));
    expect(plan.canConfirm).toBe(false);
    expect(plan.statement).toBe(
      'Nothing to import: no row adds or changes a phrase. Will not write: 2 unknown keys (imports never create words), 1 row already the same.',
    );
  });
});
