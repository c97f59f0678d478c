import { changesOf, csvOf, importUnavailable, keptOf, keptPhrases, recordsOf } from './translation-import-rows';

// The phrases a tooltip translations import changed, read from the file as the upstream reads it,
// and the entry field that keeps them for a revert (issue 43).

const current = new Map<string, string | null>([
  ['tooltip_1x2', 'Match result'],
  ['cash_out_info', null],
  ['58_tooltip_1x2_1', 'Home'],
]);

describe('the phrases a tooltip translations file changes', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and CRLF line ends', () => {
    expect(recordsOf('key,phrase\r\na,"b, ""c""\nd"\r\n')).toEqual([['key', 'phrase'], ['a', 'b, "c"\nd'], ['']]);
  });

  it('notes each changed phrase with what it was, skipping empty, equal and unknown ones', () => {
    const file =
      '\uFEFFkey,phrase\n tooltip_1x2 ,"Résultat, final"\n\ncash_out_info,Encaisser\n58_tooltip_1x2_1,Home\nunknown,X\n58_tooltip_1x2_1, \n';
    expect(changesOf(file, current)).toEqual([
      ['tooltip_1x2', 'Match result', 'Résultat, final'],
      ['cash_out_info', null, 'Encaisser'],
    ]);
  });

  it('reads the three-column header too', () => {
    expect(changesOf('section,key,phrase\ntooltips,tooltip_1x2,"Ligne 1\nLigne 2"\n', current)).toEqual([
      ['tooltip_1x2', 'Match result', 'Ligne 1\nLigne 2'],
    ]);
  });

  it('writes the befores as a file the import reads back the same', () => {
    const csv = csvOf([['tooltip_1x2', 'Résultat, "final"\nsuite']]);
    expect(changesOf(csv, new Map([['tooltip_1x2', 'x']]))).toEqual([['tooltip_1x2', 'x', 'Résultat, "final"\nsuite']]);
  });
});

describe("an import entry's kept phrases", () => {
  it('keeps them packed, and says when it changed nothing or they were too large', () => {
    const kept = [['tooltip_1x2', 'Match result', 'Résultat'] as [string, string, string]];
    const entry = { changes: keptPhrases(kept, 5_000_000) };
    expect(keptOf(entry)).toEqual(kept);
    expect(importUnavailable(entry)).toBeNull();
    expect(importUnavailable({ changes: keptPhrases([], 5_000_000) })).toBe('This import changed no phrase: there is nothing to revert.');
    expect(importUnavailable({ changes: keptPhrases(kept, 10) })).toMatch(/^1 phrase changed, not kept: .*larger than an import takes/);
    expect(importUnavailable({ changes: [] })).toMatch(/^This import was recorded before imports kept each phrase as it was/);
  });
});
