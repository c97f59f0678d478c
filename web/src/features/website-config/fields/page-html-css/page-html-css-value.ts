import { textOf, isRecord } from '../value-guards';

// Page per language HTML + CSS (spec 001 §3): page name → language code →
// {html, css} (plus application_css in the +application CSS variant).

export const DEFAULT_PAGE = 'default';

export interface PageLanguageEntry {
  html: string;
  css: string;
  application_css?: string;
}

export type PageHtmlCssValue = Record<string, Record<string, PageLanguageEntry>>;

export interface PageHtmlCssOptions {
  /** The +application CSS variant. */
  withAppCss: boolean;
}

function emptyEntry({ withAppCss }: PageHtmlCssOptions): PageLanguageEntry {
  return withAppCss ? { html: '', css: '', application_css: '' } : { html: '', css: '' };
}

function normaliseEntry(raw: unknown, options: PageHtmlCssOptions): PageLanguageEntry {
  const source = isRecord(raw) ? raw : {};
  // Keys this editor does not know are kept, so a save does not lose them.
  const entry: PageLanguageEntry = { ...source, html: textOf(source.html), css: textOf(source.css) };
  if (options.withAppCss) entry.application_css = textOf(source.application_css);
  return entry;
}

/** Any stored shape → pages of language entries, always with the 'default' page. */
export function normalisePageHtmlCss(raw: unknown, options: PageHtmlCssOptions): PageHtmlCssValue {
  const value: PageHtmlCssValue = {};
  const pages = isRecord(raw) ? raw : {};
  for (const [page, languages] of Object.entries(pages)) {
    const entries: Record<string, PageLanguageEntry> = {};
    if (isRecord(languages)) {
      for (const [code, entry] of Object.entries(languages)) entries[code] = normaliseEntry(entry, options);
    }
    value[page] = entries;
  }
  if (!value[DEFAULT_PAGE]) return { [DEFAULT_PAGE]: {}, ...value };
  return value;
}

/** The entry the editor shows for a page and language (empty when the value has none). */
export function pageEntry(value: PageHtmlCssValue, page: string, code: string, options: PageHtmlCssOptions): PageLanguageEntry {
  return value[page]?.[code] ?? emptyEntry(options);
}

export type PageEntryField = keyof PageLanguageEntry;

/** Sets one text of a page and language, creating the page or language entry when missing. */
export function setPageText(
  value: PageHtmlCssValue,
  page: string,
  code: string,
  field: PageEntryField,
  text: string,
  options: PageHtmlCssOptions,
): PageHtmlCssValue {
  const languages = value[page] ?? {};
  const entry = { ...pageEntry(value, page, code, options), [field]: text };
  return { ...value, [page]: { ...languages, [code]: entry } };
}

/** Adds a custom page with no texts yet; a page already present is left as it is. */
export function addPage(value: PageHtmlCssValue, page: string): PageHtmlCssValue {
  const name = page.trim();
  if (!name || value[name]) return value;
  return { ...value, [name]: {} };
}

/** Removes a custom page; the 'default' page cannot be removed. */
export function removePage(value: PageHtmlCssValue, page: string): PageHtmlCssValue {
  if (page === DEFAULT_PAGE || !value[page]) return value;
  const next = { ...value };
  delete next[page];
  return next;
}

/** 'default' first, then the other pages of the value in their stored order. */
export function pagesOf(value: PageHtmlCssValue): string[] {
  return [DEFAULT_PAGE, ...Object.keys(value).filter((page) => page !== DEFAULT_PAGE)];
}

/** Custom pages that can still be added. */
export function addablePages(value: PageHtmlCssValue, customPages: readonly string[]): string[] {
  return customPages.filter((page) => page !== DEFAULT_PAGE && !value[page]);
}
