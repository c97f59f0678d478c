import { selectableWebsites, setDefaultLanguage, toggleLanguage, valuesForWebsite } from './domain-form-rules';

const starBet = { id: '1', name: 'Star Bet', languages: ['en', 'de', 'fr'], defaultLanguage: 'en', domainId: '1' };
const golden = { id: '3', name: 'Golden Goal', languages: ['en', 'mt'], defaultLanguage: 'en', domainId: null };

describe('the help domain form', () => {
  it('offers only websites without a domain, or the one being edited', () => {
    expect(selectableWebsites([starBet, golden], null).map((w) => w.id)).toEqual(['3']);
    expect(selectableWebsites([starBet, golden], '1').map((w) => w.id)).toEqual(['1', '3']);
  });

  it("resets to the chosen website's languages", () => {
    expect(valuesForWebsite(golden)).toMatchObject({
      websiteId: '3',
      languages: ['en', 'mt'],
      defaultLanguage: 'en',
      websiteLanguages: ['en', 'mt'],
    });
  });

  it('keeps the default language ticked', () => {
    const values = valuesForWebsite(starBet);
    expect(toggleLanguage(values, 'en', false).languages).toEqual(['en', 'de', 'fr']);
    expect(toggleLanguage(values, 'de', false).languages).toEqual(['en', 'fr']);
  });

  it('ticks a language in the website order, and a new default with it', () => {
    const values = toggleLanguage(toggleLanguage(valuesForWebsite(starBet), 'de', false), 'fr', false);
    expect(toggleLanguage(values, 'de', true).languages).toEqual(['en', 'de']);
    const changed = setDefaultLanguage(values, 'fr');
    expect(changed).toMatchObject({ defaultLanguage: 'fr', languages: ['en', 'fr'] });
    expect(toggleLanguage(changed, 'fr', false).languages).toEqual(['en', 'fr']);
  });
});
