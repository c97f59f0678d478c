import { streamFieldLabel, streamFieldText, websiteOptions } from './stream-configuration-fields';

const names = (id: string) => ({ '1': 'Star Bet' })[id] ?? id;
const values = { regions: { '1': { img: ['12', '14'], infront: [] } }, img: 80, infront: '' };

describe('a stream configuration conflict, in the form’s words', () => {
  it('names a website’s regions by the website, and the similarities by their labels', () => {
    expect(streamFieldLabel('websites.1.imgArenaExcludedRegionIds.0', names)).toBe('Star Bet: Img Arena excluded region ids');
    expect(streamFieldLabel('websites.9.infrontExcludedRegionIds.3', names)).toBe('9: Infront excluded region ids');
    expect(streamFieldLabel('infrontSimilarity', names)).toBe('Infront names similarity percentage');
    expect(streamFieldLabel('websites.1.other', names)).toBeNull();
  });

  it('gives the user’s own value: a website’s regions joined, a similarity as typed', () => {
    expect(streamFieldText('websites.1.imgArenaExcludedRegionIds.1', values)).toBe('12, 14');
    expect(streamFieldText('websites.1.infrontExcludedRegionIds.0', values)).toBe('');
    expect(streamFieldText('imgArenaSimilarity', values)).toBe('80');
  });
});

describe('the website switcher', () => {
  it('offers every website by name, and marks the ones with unsaved regions', () => {
    const websites = ['1', '2', '3'].map((id) => ({ website: { id, name: names(id) } }));
    expect(websiteOptions(websites, ['3'])).toEqual([
      { value: '1', label: 'Star Bet' },
      { value: '2', label: '2' },
      { value: '3', label: '3 (changed)' },
    ]);
  });
});
