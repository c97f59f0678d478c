// What other modules may use of the seo module: its rich-text allow-list, which the
// help centre applies to its pages, footers and contact texts too.
export { sanitizeSeoHtml as sanitizeRichText } from './sanitize';
// The command palette's SEO rules source.
export { findSeoRules } from './palette-search';
