import { streamFieldLabel, streamFieldText } from './stream-configuration-fields';

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
