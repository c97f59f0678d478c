import {
  emptyBetradarItem,
  normaliseBetradarItems,
  parseSportId,
  upsertBetradarItem,
  validateBetradarItems,
  type BetradarItem,
} from './betradar-tracker-value';

const football: BetradarItem = { ...emptyBetradarItem(), sportName: 'Football', sportId: 58, isLiveMatchEnabled: true };
const tennis: BetradarItem = { ...emptyBetradarItem(), sportName: 'Tennis', sportId: 56 };

describe('betradar tracker value', () => {
  it('adds a new sport and replaces the entry with the same sport id in place', () => {
    const list = upsertBetradarItem([football], tennis);
    expect(list.map((item) => item.sportName)).toEqual(['Football', 'Tennis']);
    const replaced = upsertBetradarItem(list, { ...emptyBetradarItem(), sportName: 'Soccer', sportId: '58' });
    expect(replaced.map((item) => item.sportName)).toEqual(['Soccer', 'Tennis']);
    expect(replaced).toHaveLength(2);
  });

  it('requires a sport name and a sport id', () => {
    expect(validateBetradarItems([football])).toEqual({});
    expect(validateBetradarItems([football, { ...emptyBetradarItem(), sportName: ' ' }])).toEqual({
      '1.sportName': 'Sport name is required',
      '1.sportId': 'Sport ID is required',
    });
  });

  it('keeps digit ids as numbers', () => {
    expect(parseSportId(' 58 ')).toBe(58);
    expect(parseSportId('x1')).toBe('x1');
    expect(parseSportId('')).toBe('');
  });

  it('normalises stored items', () => {
    expect(normaliseBetradarItems({})).toEqual([]);
    expect(normaliseBetradarItems([{ sportName: 'Tennis', sportId: 56, isLiveMatchEnabled: 'true' }])).toEqual([
      { ...emptyBetradarItem(), sportName: 'Tennis', sportId: 56, isLiveMatchEnabled: true },
    ]);
  });
});
