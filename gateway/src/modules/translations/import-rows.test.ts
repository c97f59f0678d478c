import { unpack } from '../../activity-log/packed';
import { importUnavailable, keptRows, notingChanges, rowsOf, type KeptRow } from './import-rows';

// What an import's entry keeps for its revert: the phrases it changed, noted as the file streams.

async function noted(text: string, current: Map<string, string | null>) {
  const rows: KeptRow[] = [];
  const passed: Buffer[] = [];
  // Split mid-row: the rows are noted across pieces.
  const pieces = [text.slice(0, 30), text.slice(30)].map((piece) => Buffer.from(piece, 'utf8'));
  for await (const chunk of notingChanges(
    (async function* () {
      yield* pieces;
    })(),
    current,
    rows,
  ))
    passed.push(chunk);
  return { rows, passed: Buffer.concat(passed).toString('utf8') };
}

describe('an import noting what it changes', () => {
  const current = new Map<string, string | null>([
    ['general.welcome', 'Welcome'],
    ['general.bye', 'Bye'],
    ['general.new', null],
  ]);

  it('passes the file on whole and notes changed and added phrases, not equal, empty or unknown ones', async () => {
    const text =
      'section,key,phrase\ngeneral,welcome,"Hello, you"\ngeneral,bye,Bye\ngeneral,new,Fresh\ngeneral,unknown,X\ngeneral,empty,\n';
    const { rows, passed } = await noted(text, current);
    expect(passed).toBe(text);
    expect(rows).toEqual([
      ['general.welcome', 'Welcome', 'Hello, you'],
      ['general.new', null, 'Fresh'],
    ]);
  });

  it('keeps them packed, and says when their previous values are larger than an import takes', () => {
    const rows: KeptRow[] = [['general.welcome', 'Welcome', 'Hello']];
    const [kept] = keptRows(rows, 1000);
    expect(JSON.parse(unpack(kept!.before)!)).toEqual(rows);
    expect(rowsOf({ changes: [kept!] })).toEqual(rows);
    const [tooLarge] = keptRows(rows, 10);
    expect(tooLarge!.before).toBe('1 phrase changed, not kept: their previous values are larger than an import takes (10 bytes)');
    expect(importUnavailable({ changes: [tooLarge!] })).toContain('not kept');
    expect(keptRows([], 1000)).toEqual([]);
  });

  it('says why an entry recorded before imports kept their rows cannot be reverted', () => {
    const old = [{ field: 'updated', before: null, after: '4' }];
    expect(importUnavailable({ changes: old })).toBe(
      "This import was recorded before imports kept each phrase as it was: revert each word's own entries, or import the previous file.",
    );
  });
});
