import {
  addTicketBanner,
  bannerImageSrc,
  emptyTicketBanner,
  isAllowedImageFile,
  moveTicketBanner,
  normaliseTicketBanners,
  removeLanguageBanner,
  setDefaultBanner,
  setLanguageBanner,
  validateImageSettings,
  validateTicketBanners,
  type TicketBanner,
} from './ticket-banners-value';

function banner(name: string): TicketBanner {
  const empty = emptyTicketBanner();
  return {
    default: { ...empty.default, bannerName: name, bannerUrl: `/${name}`, imagePath: `configuration-images/${name}.png` },
    languages: {},
  };
}

describe('ticket banners value', () => {
  it('reports the spec messages of a banner', () => {
    expect(validateTicketBanners([banner('a')])).toEqual({});
    expect(validateTicketBanners(addTicketBanner([banner('a')]))).toEqual({
      '1.default.bannerName': 'Ticket banner name is required',
      '1.default.bannerUrl': 'Ticket banner url is required',
      '1.default.imagePath': 'Default Image is required.',
    });
  });

  it('checks stored sizes only when present', () => {
    const sized = setDefaultBanner([banner('a')], 0, { width: 0, height: 10, quality: 101 });
    const withLanguage = setLanguageBanner(sized, 0, 'de', { width: 5, height: -1, quality: 50 });
    expect(validateTicketBanners(withLanguage)).toEqual({
      '0.default.width': 'Width is required and must be a number greater than 0',
      '0.default.quality': 'Quality is required and must be a number between 1 and 100',
      '0.languages.de.height': 'Width is required and must be a number greater than 0',
    });
  });

  it('requires width, height and quality for a newly chosen image', () => {
    expect(validateImageSettings({ width: '', height: '', quality: '' })).toEqual({
      width: 'Width is required and must be a number greater than 0',
      height: 'Width is required and must be a number greater than 0',
      quality: 'Quality is required and must be a number between 1 and 100',
    });
    expect(validateImageSettings({ width: 1, height: 300, quality: 100 })).toEqual({});
    expect(validateImageSettings({ width: 1, height: 1, quality: 0 })).toEqual({
      quality: 'Quality is required and must be a number between 1 and 100',
    });
  });

  it('accepts only jpg, jpeg, png and gif files', () => {
    for (const name of ['a.jpg', 'b.JPEG', 'c.png', 'd.gif']) expect(isAllowedImageFile(name)).toBe(true);
    for (const name of ['a.svg', 'b.pdf', 'png', 'c.png.exe']) expect(isAllowedImageFile(name)).toBe(false);
  });

  it('reorders banners', () => {
    const list = [banner('a'), banner('b'), banner('c')];
    expect(moveTicketBanner(list, 0, 2).map((b) => b.default.bannerName)).toEqual(['b', 'c', 'a']);
    expect(moveTicketBanner(list, 2, 0).map((b) => b.default.bannerName)).toEqual(['c', 'a', 'b']);
    expect(moveTicketBanner(list, 1, 9).map((b) => b.default.bannerName)).toEqual(['a', 'c', 'b']);
    expect(list.map((b) => b.default.bannerName)).toEqual(['a', 'b', 'c']);
  });

  it('edits and removes a language banner', () => {
    const list = setLanguageBanner([banner('a')], 0, 'de', { bannerUrl: '/de', imagePath: 'configuration-images/de.png' });
    expect(list[0]!.languages.de).toMatchObject({ bannerUrl: '/de', imagePath: 'configuration-images/de.png', isInternalUrl: false });
    expect(removeLanguageBanner(list, 0, 'de')[0]!.languages).toEqual({});
  });

  it('normalises stored banners, sizes to numbers', () => {
    expect(normaliseTicketBanners(null)).toEqual([]);
    const [stored] = normaliseTicketBanners([
      { default: { bannerName: 'A', width: '300', quality: 80 }, languages: { en: { imagePath: 'x.png', height: 'abc' } } },
    ]);
    expect(stored!.default).toMatchObject({ bannerName: 'A', width: 300, height: '', quality: 80, bannerUrl: '' });
    expect(stored!.languages.en).toMatchObject({ imagePath: 'x.png', height: '' });
  });

  it('shows images through the gateway', () => {
    expect(bannerImageSrc('configuration-images/a.png')).toBe('/upstream-images/configuration-images/a.png');
  });
});
