import {
  betshopPartners,
  saveInput,
  sameDraft,
  toggleTemplate,
  toggleWebsiteTemplate,
  untickWarning,
  type TrendingDraft,
} from './trending-draft';

const DRAFT: TrendingDraft = {
  templates: [
    { id: 5501, name: 'Match Winner' },
    { id: 5504, name: 'Total Over/Under' },
  ],
  websites: [
    { id: '1', name: 'Star Bet', betshopId: '1', templateIds: [5504] },
    { id: '6', name: 'Star Bet Mobile', betshopId: '1', templateIds: [5504] },
    { id: '2', name: 'Lucky Play', betshopId: '2', templateIds: [] },
    { id: '7', name: 'No Shop', betshopId: null, templateIds: [] },
  ],
};

describe('the trending draft', () => {
  it('adds a template to the selection, and an unticked one leaves every website', () => {
    const added = toggleTemplate(DRAFT, { id: 5507, name: 'Handicap' });
    expect(added.templates.map((t) => t.id)).toEqual([5501, 5504, 5507]);
    const removed = toggleTemplate(DRAFT, { id: 5504, name: 'Total Over/Under' });
    expect(removed.templates.map((t) => t.id)).toEqual([5501]);
    expect(removed.websites.map((w) => w.templateIds)).toEqual([[], [], [], []]);
  });

  it('says which websites lose a template before it is unticked, and nothing when none shows it', () => {
    expect(untickWarning(DRAFT, { id: 5504, name: 'Total Over/Under' })).toBe(
      'Total Over/Under is shown by Star Bet and Star Bet Mobile. Unticking it removes it from those websites too.',
    );
    expect(untickWarning(DRAFT, { id: 5501, name: 'Match Winner' })).toBeNull();
  });

  it('ticks a template for every website of the betshop, in the selection order', () => {
    const next = toggleWebsiteTemplate(DRAFT, '6', 5501);
    expect(next.websites.map((w) => w.templateIds)).toEqual([[5501, 5504], [5501, 5504], [], []]);
    expect(toggleWebsiteTemplate(next, '1', 5504).websites.map((w) => w.templateIds)).toEqual([[5501], [5501], [], []]);
    expect(betshopPartners(DRAFT, DRAFT.websites[0]!).map((w) => w.name)).toEqual(['Star Bet Mobile']);
  });

  it('leaves a website without a betshop alone and out of the save', () => {
    expect(toggleWebsiteTemplate(DRAFT, '7', 5501)).toBe(DRAFT);
    expect(saveInput(55, DRAFT).websites.map((w) => w.websiteId)).toEqual(['1', '6', '2']);
  });

  it('knows when nothing changed, whatever the tick order', () => {
    const there = toggleWebsiteTemplate(DRAFT, '2', 5501);
    expect(sameDraft(DRAFT, there)).toBe(false);
    expect(sameDraft(DRAFT, toggleWebsiteTemplate(there, '2', 5501))).toBe(true);
  });
});
