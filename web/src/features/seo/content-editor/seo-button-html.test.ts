import { allowedClassValue, seoButtonClass, seoButtonHtml } from './seo-button-html';
import { sanitizeContent } from './sanitize-content';

describe("'Add Button' HTML", () => {
  it('inserts a link styled as the chosen button', () => {
    expect(seoButtonHtml('primary', 'Bet now', '/sports')).toBe('<a href="/sports" class="seo-button seo-button--primary">Bet now</a>');
    expect(seoButtonHtml('secondary-fill', 'More', 'https://x.example')).toContain('class="seo-button seo-button--secondary-fill"');
    expect(seoButtonClass('secondary-outline')).toBe('seo-button seo-button--secondary-outline');
  });

  it('escapes the text and refuses script links', () => {
    expect(seoButtonHtml('primary', '<b>"x"</b>', 'javascript:alert(1)')).toBe(
      '<a href="#" class="seo-button seo-button--primary">&lt;b&gt;&quot;x&quot;&lt;/b&gt;</a>',
    );
  });

  it('defaults an empty text to Button and an empty link to #', () => {
    expect(seoButtonHtml('primary', '  ', '')).toBe('<a href="#" class="seo-button seo-button--primary">Button</a>');
  });

  it('keeps only the button classes', () => {
    expect(allowedClassValue('seo-button evil seo-button--primary')).toBe('seo-button seo-button--primary');
  });
});

describe('sanitizeContent (render-time allow-list)', () => {
  it('keeps buttons and removes scripts, handlers and script links', () => {
    const html = sanitizeContent(
      '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">bad</a>' +
        '<a href="/go" class="seo-button seo-button--primary other">Go</a><img src=x onerror="alert(1)">',
    );
    expect(html).toBe('<p>Hi</p><a>bad</a><a href="/go" class="seo-button seo-button--primary">Go</a>');
  });

  it('keeps text alignment and drops other inline styles', () => {
    expect(sanitizeContent('<p style="text-align: center">a</p><p style="color: red; background: url(x)">b</p>')).toBe(
      '<p style="text-align: center">a</p><p>b</p>',
    );
  });
});
