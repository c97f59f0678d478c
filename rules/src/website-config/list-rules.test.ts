import { betradarProblems, imageSizeProblems, landingProblems, ticketBannerProblems } from './list-rules.js';
import { MESSAGES } from './messages.js';

describe('betradarProblems', () => {
  it('requires a sport name and id, and each id once whatever its spelling', () => {
    expect(betradarProblems([{ sportName: 'Football', sportId: 1 }])).toEqual([]);
    expect(
      betradarProblems([
        { sportName: ' ', sportId: '' },
        { sportName: 'A', sportId: 1 },
        { sportName: 'B', sportId: ' 1 ' },
      ]),
    ).toEqual([
      { path: '0.sportName', message: MESSAGES.sportName },
      { path: '0.sportId', message: MESSAGES.sportId },
      { path: '2.sportId', message: MESSAGES.sportIdUnique },
    ]);
  });
});

describe('landingProblems', () => {
  const item = { pageName: 'promotions', imageUrl: '/a.png', titleKey: 'promotions', descriptionKey: 'promotions_description' };

  it('requires the image url and both keys, and a page once', () => {
    expect(landingProblems([item])).toEqual([]);
    expect(landingProblems([{ ...item, imageUrl: null, titleKey: '', descriptionKey: '  ' }, item])).toEqual([
      { path: '0.imageUrl', message: MESSAGES.landingImage },
      { path: '0.titleKey', message: MESSAGES.landingTitle },
      { path: '0.descriptionKey', message: MESSAGES.landingDescription },
      { path: '1.pageName', message: MESSAGES.landingUnique },
    ]);
  });
});

describe('imageSizeProblems', () => {
  it('checks stored sizes only when present, and requires them for an image chosen now', () => {
    expect(imageSizeProblems({})).toEqual([]);
    expect(imageSizeProblems({}, { required: true })).toEqual([
      { path: 'width', message: MESSAGES.width },
      { path: 'height', message: MESSAGES.width },
      { path: 'quality', message: MESSAGES.quality },
    ]);
  });

  it('wants sizes of at least 1 and a whole quality from 1 to 100, digits as text included', () => {
    expect(imageSizeProblems({ width: '300', height: 1, quality: 100 })).toEqual([]);
    expect(imageSizeProblems({ width: 0, height: Infinity, quality: 99.5 })).toEqual([
      { path: 'width', message: MESSAGES.width },
      { path: 'height', message: MESSAGES.width },
      { path: 'quality', message: MESSAGES.quality },
    ]);
    expect(imageSizeProblems({ quality: 101 }).map((p) => p.path)).toEqual(['quality']);
  });
});

describe('ticketBannerProblems', () => {
  it('requires the default name, url and image, and checks every stored size', () => {
    const banner = {
      default: { bannerName: 'Welcome', bannerUrl: '/promo', imagePath: 'a.png', width: 10 },
      languages: { de: { height: -1 } },
    };
    expect(ticketBannerProblems([{ default: { ...banner.default, width: 300 } }])).toEqual([]);
    expect(ticketBannerProblems([banner, { default: {}, languages: null }])).toEqual([
      { path: '0.languages.de.height', message: MESSAGES.width },
      { path: '1.default.bannerName', message: MESSAGES.bannerName },
      { path: '1.default.bannerUrl', message: MESSAGES.bannerUrl },
      { path: '1.default.imagePath', message: MESSAGES.defaultImage },
    ]);
  });
});
