import { canUpdatePairing, matchIndexLabel, ratingLabel, streamTime } from './pairing-rules';
import { readView } from './pairs-view';

describe('stream pairing rules', () => {
  it("shows the match index as 'Manual', a percentage with two decimals, or '-'", () => {
    expect(matchIndexLabel({ pairing: 'MANUAL', matchIndex: null })).toBe('Manual');
    expect(matchIndexLabel({ pairing: 'AUTOMATIC', matchIndex: 0.87654 })).toBe('87.65%');
    expect(matchIndexLabel({ pairing: 'NONE', matchIndex: null })).toBe('-');
    expect(ratingLabel(1)).toBe('100.00%');
  });

  it('offers update only for another choice than the initial one, and only with write', () => {
    expect(canUpdatePairing('1', '1', true)).toBe(false);
    expect(canUpdatePairing('1', '2', true)).toBe(true);
    expect(canUpdatePairing('1', null, true)).toBe(true);
    expect(canUpdatePairing(null, null, true)).toBe(false);
    expect(canUpdatePairing('1', '2', false)).toBe(false);
  });

  it('formats times as DD/MM/YYYY HH:mm and opens the imgarena pairs by default', () => {
    expect(streamTime(new Date(2026, 10, 5, 9, 7).toISOString())).toBe('05/11/2026 09:07');
    expect(readView(null)).toBe('imgarena');
    expect(readView('infront')).toBe('infront');
    expect(readView('other')).toBe('imgarena');
  });
});
