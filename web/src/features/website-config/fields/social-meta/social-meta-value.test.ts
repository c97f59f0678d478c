import { normaliseSocialMeta, setSocialMetaText } from './social-meta-value';

describe('social meta value', () => {
  it('normalises per language, keeping unknown keys', () => {
    expect(normaliseSocialMeta('x')).toEqual({});
    expect(normaliseSocialMeta({ en: { ogTitle: 'T', fbAppId: '1' }, de: null })).toEqual({
      en: { ogTitle: 'T', ogDescription: '', ogType: '', ogSiteName: '', ogImage: '', ogTwitterCard: '', fbAppId: '1' },
      de: { ogTitle: '', ogDescription: '', ogType: '', ogSiteName: '', ogImage: '', ogTwitterCard: '' },
    });
  });

  it('creates the language entry on the first edit', () => {
    expect(setSocialMetaText({}, 'de', 'ogType', 'website').de).toEqual({
      ogTitle: '',
      ogDescription: '',
      ogType: 'website',
      ogSiteName: '',
      ogImage: '',
      ogTwitterCard: '',
    });
  });
});
