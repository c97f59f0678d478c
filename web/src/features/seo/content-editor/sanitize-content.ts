import createDOMPurify from 'dompurify';
import { allowedClassValue } from './seo-button-html';

// The same allow-list as the gateway applies on write: content is sanitised
// again before it is rendered, in case stored HTML predates the gateway's rule.
const ALLOWED_TAGS = [
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
];
const ALLOWED_ATTR = ['href', 'target', 'rel', 'class', 'style'];
const TEXT_ALIGN = /(?:^|;)\s*text-align\s*:\s*(left|right|center|justify)\s*(?:;|$)/i;

let purifier: ReturnType<typeof createDOMPurify> | null = null;

function getPurifier() {
  if (purifier) return purifier;
  // An instance of our own so the class hook does not change other users of DOMPurify.
  purifier = createDOMPurify(window);
  purifier.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'class') data.attrValue = allowedClassValue(data.attrValue);
    // Only the alignment the editor writes survives of inline styles.
    if (data.attrName === 'style') {
      const align = TEXT_ALIGN.exec(data.attrValue)?.[1];
      if (align) data.attrValue = `text-align: ${align.toLowerCase()}`;
      else data.keepAttr = false;
    }
  });
  return purifier;
}

export function sanitizeContent(html: string): string {
  return getPurifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
