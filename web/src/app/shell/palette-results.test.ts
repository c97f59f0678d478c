import { groupLabel } from './palette-results';

// A palette group cut to five says so: how many there are when the gateway counted them, or
// that these are only the first ones when it could not.

describe('palette group labels', () => {
  it('says how many match when the group was cut', () => {
    expect(groupLabel('Help pages', 5, 37)).toBe('Help pages · showing 5 of 37');
  });

  it('says nothing more when every match is shown', () => {
    expect(groupLabel('Help pages', 3, 3)).toBe('Help pages');
    expect(groupLabel('SEO rules', 2, null)).toBe('SEO rules');
  });

  it('says these are the first ones when the total is unknown and the group is full', () => {
    expect(groupLabel('SEO rules', 5, null)).toBe('SEO rules · showing the first 5');
  });
});
