import {
  addLandingItem,
  newLandingItem,
  normaliseLandingItems,
  pagesToAdd,
  removeLandingItem,
  snakeCase,
  validateLandingItems,
} from './landing-page-items-value';

describe('landing page items value', () => {
  it('snake-cases page names', () => {
    expect(snakeCase('vip-club')).toBe('vip_club');
    expect(snakeCase('Responsible Gaming')).toBe('responsible_gaming');
    expect(snakeCase('liveCasino')).toBe('live_casino');
    expect(snakeCase(' promotions ')).toBe('promotions');
  });

  it('gives a new item the default keys', () => {
    expect(newLandingItem('vip-club')).toEqual({
      pageName: 'vip-club',
      imageUrl: '',
      titleKey: 'vip_club',
      descriptionKey: 'vip_club_description',
    });
  });

  it('never adds a page twice and offers only pages not present', () => {
    const once = addLandingItem([], 'promotions');
    expect(once).toHaveLength(1);
    expect(addLandingItem(once, 'promotions')).toEqual(once);
    expect(pagesToAdd(once, ['promotions', 'vip-club'])).toEqual(['vip-club']);
    expect(removeLandingItem(once, 0)).toEqual([]);
  });

  it('is valid only with image url, title key and description key', () => {
    const item = { pageName: 'promotions', imageUrl: 'https://x/img.png', titleKey: 'promotions', descriptionKey: 'd' };
    expect(validateLandingItems([item])).toEqual({});
    expect(validateLandingItems([{ ...item, imageUrl: ' ', titleKey: '', descriptionKey: '' }])).toEqual({
      '0.imageUrl': 'Image URL is required',
      '0.titleKey': 'Title key is required',
      '0.descriptionKey': 'Description key is required',
    });
    expect(validateLandingItems([item, item])).toEqual({ '1.pageName': 'A page cannot be added twice' });
  });

  it('normalises stored items, keeping unknown keys', () => {
    expect(normaliseLandingItems('nope')).toEqual([]);
    expect(normaliseLandingItems([{ pageName: 'vip', order: 2 }, 5])).toEqual([
      { pageName: 'vip', imageUrl: '', titleKey: '', descriptionKey: '', order: 2 },
    ]);
  });
});
