import sanitizeHtml from 'sanitize-html';

// Rich text (SEO content, help pages, footers, contact texts) is HTML from a rich-text editor that ends up on public pages:
// an allow-list, applied before a save goes upstream and again on read (the
// upstream may hold content written by other tools). Only the 'Add Button'
// classes of the editor survive; no scripts, event handlers, inline styles
// (but text alignment) or javascript: URLs.

export const SEO_BUTTON_CLASSES = ['seo-button', 'seo-button--primary', 'seo-button--secondary-fill', 'seo-button--secondary-outline'];

const ALIGN = [/^(left|right|center|justify)$/];

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'code',
    'pre',
    'span',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'class'],
    span: ['class'],
    // The editor's alignment control writes `style="text-align: …"`.
    p: ['style'],
    h1: ['style'],
    h2: ['style'],
    h3: ['style'],
    h4: ['style'],
  },
  allowedClasses: { a: SEO_BUTTON_CLASSES, span: SEO_BUTTON_CLASSES },
  allowedStyles: { '*': { 'text-align': ALIGN } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A new tab must not get a handle on the opener.
    a: (tagName, attribs) =>
      attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs },
  },
};

export function sanitizeSeoHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
