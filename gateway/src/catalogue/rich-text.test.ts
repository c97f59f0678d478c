import { sanitizeSeoHtml } from './rich-text';

describe('sanitizeSeoHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const dirty =
      '<p>Hi<script>alert(1)</script></p><img src=x onerror="alert(2)"><a href="javascript:alert(3)" onclick="x()">go</a>' +
      '<iframe src="https://evil.test"></iframe><h2 onmouseover="y()">Title</h2><a href="JaVaScRiPt:alert(4)">b</a>';
    expect(sanitizeSeoHtml(dirty)).toBe('<p>Hi</p><a>go</a><h2>Title</h2><a>b</a>');
  });

  it("keeps the editor's formatting and the 'Add Button' links", () => {
    const html =
      '<h1>A</h1><p style="text-align: center"><strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <code>f</code></p>' +
      '<ul><li>g</li></ul><ol><li>h</li></ol><blockquote>i</blockquote><pre>j</pre><hr /><br />' +
      '<a class="seo-button seo-button--primary" href="https://site.example/promo">Primary</a>' +
      '<a class="seo-button seo-button--secondary-fill" href="/vip">Fill</a>' +
      '<span class="seo-button seo-button--secondary-outline">Outline</span>';
    expect(sanitizeSeoHtml(html)).toBe(
      '<h1>A</h1><p style="text-align:center"><strong>b</strong> <em>c</em> <u>d</u> <s>e</s> <code>f</code></p>' +
        '<ul><li>g</li></ul><ol><li>h</li></ol><blockquote>i</blockquote><pre>j</pre><hr /><br />' +
        '<a class="seo-button seo-button--primary" href="https://site.example/promo">Primary</a>' +
        '<a class="seo-button seo-button--secondary-fill" href="/vip">Fill</a>' +
        '<span class="seo-button seo-button--secondary-outline">Outline</span>',
    );
  });

  it('drops other classes and styles, and hardens new-tab links', () => {
    expect(sanitizeSeoHtml('<a class="seo-button evil" style="color:red" target="_blank" href="https://x.test">x</a>')).toBe(
      '<a class="seo-button" target="_blank" href="https://x.test" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeSeoHtml('<p style="position:fixed;text-align:left">x</p>')).toBe('<p style="text-align:left">x</p>');
  });
});
