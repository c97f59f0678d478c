import { exportFileName, exportHref, exportTimestamp } from './export-file-name';

const AT = new Date(2026, 0, 5, 9, 7, 3); // local time: 2026-01-05 09:07:03

describe('exportFileName', () => {
  it('names an export of all categories without a category part', () => {
    expect(exportFileName('Demo', 'en', 'all', AT)).toBe('seo-export-demo-en-20260105090703-v4.csv');
  });

  it('adds the category and lower-cases everything', () => {
    expect(exportFileName('BetSite', 'DE', 'casino-pages', AT)).toBe('seo-export-betsite-de-casino-pages-20260105090703-v4.csv');
  });

  it('replaces characters a file name cannot hold', () => {
    expect(exportFileName('a/b:c', 'en', 'sports', AT)).toBe('seo-export-a-b-c-en-sports-20260105090703-v4.csv');
  });

  it('slugs the website name: no spaces, no accents', () => {
    expect(exportFileName('Star Bet', 'en', 'all', AT)).toBe('seo-export-star-bet-en-20260105090703-v4.csv');
    expect(exportFileName('  Ćevap  Šport! ', 'sr', 'all', AT)).toBe('seo-export-cevap-sport-sr-20260105090703-v4.csv');
  });

  it('pads the timestamp as YYYYMMDDHHmmss', () => {
    expect(exportTimestamp(new Date(2026, 10, 23, 23, 59, 9))).toBe('20261123235909');
  });
});

describe('exportHref', () => {
  const columns = { metaTitle: true, metaDescription: false, pageTitle: true, content: true };

  it('adds language, category and column flags to a gateway path', () => {
    expect(exportHref('/exports/seo/3.csv', '7', 'leagues', columns)).toBe(
      '/exports/seo/3.csv?languageId=7&category=leagues&metaTitle=true&metaDescription=false&pageTitle=true&content=true',
    );
  });

  it('sends no category for All and keeps an existing query', () => {
    expect(exportHref('/exports/seo?websiteId=3', '7', 'all', columns)).toBe(
      '/exports/seo?websiteId=3&languageId=7&metaTitle=true&metaDescription=false&pageTitle=true&content=true',
    );
  });
});
