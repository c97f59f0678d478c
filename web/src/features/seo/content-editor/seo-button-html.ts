/** The 'Add Button' styles (spec 001 §2.2); the gateway's allow-list keeps exactly these classes. */
export const SEO_BUTTON_VARIANTS = [
  { value: 'primary', label: 'Primary' },
  { value: 'secondary-fill', label: 'Secondary Fill' },
  { value: 'secondary-outline', label: 'Secondary Outline' },
] as const;

export type SeoButtonVariant = (typeof SEO_BUTTON_VARIANTS)[number]['value'];

export function seoButtonClass(variant: SeoButtonVariant): string {
  return `seo-button seo-button--${variant}`;
}

const ALLOWED_CLASSES = new Set(['seo-button', ...SEO_BUTTON_VARIANTS.map((v) => `seo-button--${v.value}`)]);

/** Keeps only the button classes of a `class` value (what the gateway's allow-list does too). */
export function allowedClassValue(value: string): string {
  return value
    .split(/\s+/)
    .filter((token) => ALLOWED_CLASSES.has(token))
    .join(' ');
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Scripts and other schemes are refused; relative links, http(s), mailto and tel are kept. */
export function safeHref(href: string): string {
  const trimmed = href.trim();
  if (!trimmed) return '#';
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1]?.toLowerCase();
  return !scheme || ['http', 'https', 'mailto', 'tel'].includes(scheme) ? trimmed : '#';
}

/** The HTML the editor inserts for a button: a link styled by the website's stylesheet. */
export function seoButtonHtml(variant: SeoButtonVariant, text: string, href: string): string {
  const label = text.trim() || 'Button';
  return `<a href="${escapeHtml(safeHref(href))}" class="${seoButtonClass(variant)}">${escapeHtml(label)}</a>`;
}
