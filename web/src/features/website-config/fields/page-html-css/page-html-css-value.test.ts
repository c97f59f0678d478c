import { addPage, addablePages, normalisePageHtmlCss, pageEntry, pagesOf, removePage, setPageText } from './page-html-css-value';

const plain = { withAppCss: false };
const withApp = { withAppCss: true };

describe('page html/css value', () => {
  it('normalises any stored shape and always has the default page', () => {
    expect(normalisePageHtmlCss(null, plain)).toEqual({ default: {} });
    expect(normalisePageHtmlCss({ promotions: { en: { html: '<b>', css: 7, extra: 'kept' } } }, plain)).toEqual({
      default: {},
      promotions: { en: { html: '<b>', css: '7', extra: 'kept' } },
    });
    expect(normalisePageHtmlCss({ default: { de: {} } }, withApp)).toEqual({
      default: { de: { html: '', css: '', application_css: '' } },
    });
  });

  it('creates the page and language entry on the first edit', () => {
    const value = setPageText({ default: {} }, 'default', 'en', 'html', '<h1>Hi</h1>', withApp);
    expect(value).toEqual({ default: { en: { html: '<h1>Hi</h1>', css: '', application_css: '' } } });
    const next = setPageText(value, 'default', 'en', 'application_css', 'body{}', withApp);
    expect(pageEntry(next, 'default', 'en', withApp)).toEqual({ html: '<h1>Hi</h1>', css: '', application_css: 'body{}' });
    expect(pageEntry(next, 'default', 'de', plain)).toEqual({ html: '', css: '' });
  });

  it('adds a custom page once and lists it after default', () => {
    const value = addPage({ default: {} }, 'promotions');
    expect(value).toEqual({ default: {}, promotions: {} });
    expect(addPage(value, 'promotions')).toBe(value);
    expect(addPage(value, '  ')).toBe(value);
    expect(pagesOf({ vip: {}, default: {} })).toEqual(['default', 'vip']);
  });

  it('offers only custom pages not yet present', () => {
    expect(addablePages({ default: {}, promotions: {} }, ['promotions', 'vip-club', 'default'])).toEqual(['vip-club']);
  });

  it('removes a custom page but never the default page', () => {
    const value = { default: { en: { html: 'a', css: '' } }, promotions: {} };
    expect(removePage(value, 'promotions')).toEqual({ default: { en: { html: 'a', css: '' } } });
    expect(removePage(value, 'default')).toBe(value);
    expect(removePage(value, 'missing')).toBe(value);
  });
});
