import { areaLabel } from './area-label';

describe('areaLabel', () => {
  it('reads a module name as words', () => {
    expect(areaLabel('configuration-setup')).toBe('Configuration setup');
    expect(areaLabel('help')).toBe('Help');
    expect(areaLabel('website-config')).toBe('Website config');
  });
});
