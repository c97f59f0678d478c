import {
  addSelection,
  draftOf,
  MAIN,
  newDraft,
  problemsOf,
  removeSelection,
  saveInput,
  setPhrase,
  translationsChanged,
} from './tooltip-form-state';

describe('the tooltip form state', () => {
  it('starts a new tooltip with selections 1, 2, 3 and one empty template id', () => {
    const draft = newDraft();
    expect(draft.selections.map((s) => s.position)).toEqual(['1', '2', '3']);
    expect(draft.templateIds).toEqual(['']);
    expect(problemsOf(draft, []).map((p) => p.field)).toEqual(['phraseKey', 'templateIds']);
  });

  it('keeps phrases with their selection while its position is retyped', () => {
    const saved = draftOf({ phraseKey: 'tooltip_1x2', templateIds: [1], selectionPositions: [1, 2] }, [
      { selectionPosition: null, phrases: [{ languageId: '1', phrase: 'Match result' }] },
      { selectionPosition: 2, phrases: [{ languageId: '1', phrase: 'Draw' }] },
    ]);
    const second = saved.selections[1]!;
    const retyped = { ...saved, selections: saved.selections.map((s) => (s === second ? { ...s, position: '5' } : s)) };
    expect(saveInput('58', 'tooltip_1x2', retyped)).toEqual({
      sportId: '58',
      originalPhraseKey: 'tooltip_1x2',
      phraseKey: 'tooltip_1x2',
      templateIds: ['1'],
      selections: [
        { position: '1', originalPosition: 1 },
        { position: '5', originalPosition: 2 },
      ],
      translations: [
        { selectionPosition: null, phrases: [{ languageId: '1', phrase: 'Match result' }] },
        { selectionPosition: '1', phrases: [] },
        { selectionPosition: '5', phrases: [{ languageId: '1', phrase: 'Draw' }] },
      ],
    });
  });

  it('adds a selection after the highest position and drops a removed one with its phrases', () => {
    const draft = addSelection(newDraft());
    expect(draft.selections.map((s) => s.position)).toEqual(['1', '2', '3', '4']);
    const key = draft.selections[3]!.rowKey;
    const withPhrase = setPhrase(draft, key, '1', 'Four');
    const removed = removeSelection(withPhrase, key);
    expect(removed.selections).toHaveLength(3);
    expect(removed.phrases[key]).toBeUndefined();
  });

  it('knows when translations changed, blank phrases aside', () => {
    const base = newDraft();
    expect(translationsChanged(setPhrase(base, MAIN, '1', '  '), base)).toBe(false);
    expect(translationsChanged(setPhrase(base, MAIN, '1', 'Hi'), base)).toBe(true);
  });

  it('sends only the phrases changed since its base, and all of a moved selection’s (its key changes)', () => {
    const base = draftOf({ phraseKey: 'tooltip_1x2', templateIds: [1], selectionPositions: [1, 2] }, [
      { selectionPosition: null, phrases: [{ languageId: '1', phrase: 'Match result' }] },
      { selectionPosition: 1, phrases: [{ languageId: '1', phrase: 'Home' }] },
      { selectionPosition: 2, phrases: [{ languageId: '1', phrase: 'Draw' }] },
    ]);
    const [first, second] = base.selections;
    const edited = setPhrase(base, MAIN, '2', 'Ergebnis');
    const moved = { ...edited, selections: [first!, { ...second!, position: '5' }] };
    expect(saveInput('58', 'tooltip_1x2', moved, base).translations).toEqual([
      { selectionPosition: null, phrases: [{ languageId: '2', phrase: 'Ergebnis' }] },
      { selectionPosition: '1', phrases: [] },
      { selectionPosition: '5', phrases: [{ languageId: '1', phrase: 'Draw' }] },
    ]);
    // A renamed tooltip moves every text to its new key.
    const renamed = saveInput('58', 'tooltip_1x2', { ...edited, phraseKey: 'tooltip_result' }, base).translations[0];
    expect(renamed!.phrases).toHaveLength(2);
  });
});
