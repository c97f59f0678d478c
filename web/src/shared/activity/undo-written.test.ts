import { undoSummary } from './undo-written';

// What the notice says once Undo ran: one entry in a word, several counted with each that failed.

const restore = (entityLabel: string, problem: string | null) => ({ entry: { entityLabel, undo: 'RESTORE' as const }, problem });

describe('undoSummary', () => {
  it('says a single undo in a word, or why it was refused', () => {
    expect(undoSummary([{ entry: { entityLabel: 'Bet', undo: 'REVERT' }, problem: null }])).toEqual({ ok: true, text: 'Change reverted' });
    expect(undoSummary([restore('Bet', null)])).toEqual({ ok: true, text: 'Restored' });
    expect(
      undoSummary([{ entry: { entityLabel: 'Bet', undo: 'REVERT' }, problem: 'name: Changed since by developer@example.com.' }]),
    ).toEqual({
      ok: false,
      text: 'name: Changed since by developer@example.com.',
    });
  });

  it("counts a bulk's rows and names each one that could not come back, with why", () => {
    expect(undoSummary([restore('one', null), restore('two', null)])).toEqual({ ok: true, text: '2 restored' });
    expect(
      undoSummary([restore('one', null), restore('two', null), restore('three', null), restore('four', 'Its section is gone.')]),
    ).toEqual({
      ok: false,
      text: '3 restored, 1 could not be: four: Its section is gone.',
    });
  });
});
