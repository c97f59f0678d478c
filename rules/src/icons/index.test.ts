import { iconConflicts, normaliseIcon } from './index.js';

describe('icons', () => {
  it('saves names and slugs lower-cased, without blank or repeated slugs', () => {
    expect(normaliseIcon({ name: ' Football ', slugs: ['Soccer', ' ', 'soccer', 'FIFA '] })).toEqual({
      name: 'football',
      slugs: ['soccer', 'fifa'],
    });
  });

  it('refuses a name or a slug another icon has, whatever the case', () => {
    const others = [{ name: 'tennis', slugs: ['atp', 'wta'] }];
    expect(iconConflicts({ name: 'padel', slugs: ['padel'] }, others)).toEqual([]);
    expect(iconConflicts({ name: 'Tennis', slugs: ['ATP', 'itf'] }, others)).toEqual([
      { field: 'name', message: 'Icon name Tennis already exists.' },
      { field: 'slugs', message: 'Slug ATP already exists.' },
    ]);
  });

  it('turns the inner spaces of a slug into hyphens', () => {
    expect(normaliseIcon({ name: 'ZZ', slugs: ['ZZ Slug', ' two  words '] }).slugs).toEqual(['zz-slug', 'two-words']);
  });
});
