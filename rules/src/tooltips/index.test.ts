import { NEW_TOOLTIP, tooltipProblems } from './index.js';

const OTHERS = [{ phraseKey: 'tooltip_1x2', templateIds: [1, 7] }];
const ok = { phraseKey: 'tooltip_btts', templateIds: ['12'], positions: ['1', '2'] };

describe('tooltip rules', () => {
  it('accepts a complete tooltip', () => {
    expect(tooltipProblems(ok, OTHERS)).toEqual([]);
  });

  it('starts a new tooltip with three selections and one empty template id, which is not yet valid', () => {
    expect(NEW_TOOLTIP).toEqual({ phraseKey: '', templateIds: [''], positions: ['1', '2', '3'] });
    expect(tooltipProblems(NEW_TOOLTIP, [])).toEqual([
      { field: 'phraseKey', message: 'Required' },
      { field: 'templateIds', message: 'Required' },
    ]);
  });

  it("answers the spec's duplicate messages", () => {
    expect(tooltipProblems({ phraseKey: 'tooltip_1x2', templateIds: ['7', '8'], positions: ['1', '2', '1'] }, OTHERS)).toEqual([
      { field: 'phraseKey', message: 'Phrase Key tooltip_1x2 already exists.' },
      { field: 'templateIds', message: 'Template id 7 already exists for this sport' },
      { field: 'selections', message: 'Duplicated 1 selection id' },
    ]);
  });

  it('takes digits only for template ids and positions, and no empty position', () => {
    expect(tooltipProblems({ ...ok, templateIds: ['1a'], positions: ['', '-2'] }, [])).toEqual([
      { field: 'templateIds', message: 'Digits only' },
      { field: 'selections', message: 'Required' },
      { field: 'selections', message: 'Digits only' },
    ]);
  });
});
