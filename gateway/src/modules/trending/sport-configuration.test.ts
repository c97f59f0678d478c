import { sportView, withSport, type SiteRef } from './sport-configuration';

// The service's maps (betshop → sport → template ids, sport → template ids) to one sport's
// view per website, and back, leaving every other sport and betshop alone.

const SITES: SiteRef[] = [
  { id: '1', name: 'Star Bet', betshopId: '1' },
  { id: '2', name: 'Lucky Play', betshopId: '2' },
  { id: '6', name: 'Star Bet Mobile', betshopId: '1' },
  { id: '7', name: 'No Shop', betshopId: null },
];
const CONFIGURATION = {
  templates: { '55': [5501, 5504], '58': [5801] },
  markets: { '1': { '55': [5504, 5599], '58': [5801] }, '2': { '58': [5801] }, '9': { '55': [5501] } },
};

describe('sportView', () => {
  it("shows each website its betshop's selected templates, nothing for a website without a betshop", () => {
    expect(sportView(CONFIGURATION, 55, SITES)).toEqual({
      templateIds: [5501, 5504],
      websites: [
        { site: SITES[0], templateIds: [5504] },
        { site: SITES[1], templateIds: [] },
        { site: SITES[2], templateIds: [5504] },
        { site: SITES[3], templateIds: [] },
      ],
    });
    expect(sportView(CONFIGURATION, 56, SITES).templateIds).toEqual([]);
  });
});

describe('withSport', () => {
  it('replaces one sport and packs the websites back per betshop', () => {
    const r = withSport(
      CONFIGURATION,
      {
        sportId: 55,
        templateIds: [5504, 5507],
        websites: [
          { websiteId: '1', templateIds: [5507, 5504] },
          { websiteId: '6', templateIds: [5504, 5507] },
          { websiteId: '2', templateIds: [5507] },
        ],
      },
      SITES,
    );
    expect(r).toEqual({
      ok: true,
      value: {
        templates: { '55': [5504, 5507], '58': [5801] },
        // Betshop 9 (no website here) keeps only what is still selected: 5501 went, so its sport 55 entry goes.
        markets: { '1': { '55': [5504, 5507], '58': [5801] }, '2': { '58': [5801], '55': [5507] } },
      },
    });
  });

  it('drops the sport everywhere when nothing is selected', () => {
    const r = withSport(CONFIGURATION, { sportId: 55, templateIds: [], websites: [] }, SITES);
    expect(r).toEqual({ ok: true, value: { templates: { '58': [5801] }, markets: { '1': { '58': [5801] }, '2': { '58': [5801] } } } });
  });

  it('refuses ids that are not selected, two websites of one betshop that disagree, and a website without a betshop', () => {
    const r = withSport(
      CONFIGURATION,
      {
        sportId: 55,
        templateIds: [5501],
        websites: [
          { websiteId: '1', templateIds: [5501] },
          { websiteId: '6', templateIds: [] },
          { websiteId: '2', templateIds: [5502] },
          { websiteId: '7', templateIds: [5501] },
          { websiteId: '99', templateIds: [] },
        ],
      },
      SITES,
    );
    expect(r).toEqual({
      ok: false,
      userErrors: [
        { field: 'websites.1', message: 'Star Bet Mobile shares betshop 1 with Star Bet: both show the same templates.' },
        { field: 'websites.2', message: 'Lucky Play can show only selected templates (not 5502).' },
        { field: 'websites.3', message: 'No Shop has no betshop, so it cannot show trending templates.' },
        { field: 'websites.4', message: 'Website 99 does not exist.' },
      ],
    });
  });
});
