/** Export 'Category' choices (spec 001 §2.2) and the upstream's `category` values; All sends none. */
export const EXPORT_CATEGORIES = [
  { value: 'all', label: 'All' },
  { value: 'sports', label: 'Sports' },
  { value: 'regions', label: 'Regions' },
  { value: 'leagues', label: 'Leagues' },
  { value: 'pages', label: 'Pages' },
  { value: 'casino-pages', label: 'Casino Pages' },
  { value: 'templates', label: 'Templates' },
] as const;

export type ExportCategory = (typeof EXPORT_CATEGORIES)[number]['value'];

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** YYYYMMDDHHmmss in the user's local time. */
export function exportTimestamp(date: Date): string {
  return (
    pad(date.getFullYear(), 4) +
    pad(date.getMonth() + 1) +
    pad(date.getDate()) +
    pad(date.getHours()) +
    pad(date.getMinutes()) +
    pad(date.getSeconds())
  );
}

/** Lower-case letters and digits, everything else one '-' ('Star Bet' → 'star-bet'). */
function slug(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'website'
  );
}

/**
 * Spec 001 §9: `seo-export-{website}-{languageCode}[-{category}]-{YYYYMMDDHHmmss}-v4.csv`,
 * lower-cased, with the website name and language code slugged (no spaces, no
 * characters a file name cannot hold).
 */
export function exportFileName(website: string, languageCode: string, category: ExportCategory, date: Date): string {
  const parts = ['seo-export', slug(website), slug(languageCode)];
  if (category !== 'all') parts.push(category);
  parts.push(exportTimestamp(date), 'v4');
  return `${parts.join('-')}.csv`;
}

export interface ExportColumns {
  metaTitle: boolean;
  metaDescription: boolean;
  pageTitle: boolean;
  content: boolean;
}

/** The gateway's export address with the chosen language, category and columns. */
export function exportHref(base: string, languageId: string, category: ExportCategory, columns: ExportColumns): string {
  const url = new URL(base, 'http://gateway.invalid');
  url.searchParams.set('languageId', languageId);
  if (category !== 'all') url.searchParams.set('category', category);
  for (const [key, on] of Object.entries(columns)) url.searchParams.set(key, String(on));
  // Same-origin path when the gateway gave a path; absolute addresses are kept.
  return url.origin === 'http://gateway.invalid' ? `${url.pathname}${url.search}` : url.toString();
}
