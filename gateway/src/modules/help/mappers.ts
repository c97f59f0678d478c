import type {
  HelpCategory,
  HelpContent,
  HelpDomain,
  HelpPage,
  HelpPageSummary,
  HistoryLogEntry,
  UserError,
} from '../../generated/schema-types';
import { sanitizeSeoHtml as sanitizeRichText } from '../../catalogue/rich-text';
import type {
  LanguageMap,
  UpstreamHelpCategory,
  UpstreamHelpContent,
  ContentKind,
  UpstreamHelpDomain,
  UpstreamHelpPage,
  UpstreamHelpPageSummary,
  UpstreamHistoryEntry,
} from './client';

// Upstream help records (one map per field, keyed by language code) → the
// schema's per-language lists. Rich text is sanitised again on the way out: the
// upstream may hold content other tools wrote.

/** Kebab case of a title or name: the slug rule of spec 001 §5. */
export function kebabCase(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The help route the browser reaches a stored svg through (same origin). */
export const helpImageUrl = (imagePath: string | null | undefined) => {
  const name = imagePath?.replace(/^help-images\//, '');
  return name && /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/.test(name) ? `/upstream-images/help-images/${name}` : null;
};

/** The codes in `order` first, then any others alphabetically. */
function ordered(codes: Iterable<string>, order: string[]): string[] {
  const all = new Set(codes);
  return [...order.filter((code) => all.has(code)), ...[...all].filter((code) => !order.includes(code)).sort()];
}

/** Codes of several maps, in `order` first, then any others alphabetically. */
const codesOf = (maps: LanguageMap[], order: string[] = []) =>
  ordered(
    maps.flatMap((map) => Object.keys(map)),
    order,
  );

const hasText = (html: string | undefined) => !!html && html.replace(/<[^>]*>/g, '').trim() !== '';

export function domainLanguages(d: UpstreamHelpDomain): { code: string; isDefault: boolean }[] {
  const rows = d.helpDomainLanguages ?? [];
  const defaultCode = rows.find((row) => row.isDefault)?.languageCode ?? rows[0]?.languageCode;
  return rows.map((row) => ({ code: row.languageCode, isDefault: row.languageCode === defaultCode }));
}

export function toHelpDomain(d: UpstreamHelpDomain, viewerCanWrite: boolean): HelpDomainModel {
  const languages = domainLanguages(d);
  const codes = codesOf(
    [d.metaTitle, d.metaTitlePrefix, d.metaTitleSufix, d.metaDescription, d.metaKeywords, d.footerContent],
    languages.map((l) => l.code),
  );
  return {
    id: d.id,
    websiteId: d.websiteId,
    websiteName: d.website?.name ?? `Website ${d.websiteId}`,
    websiteUrl: d.website?.url ?? '',
    brandName: d.brandName ?? '',
    logoUrl: helpImageUrl(d.imagePath),
    languages,
    defaultLanguage: languages.find((l) => l.isDefault)?.code ?? 'en',
    seo: codes.map((language) => ({
      language,
      metaTitle: d.metaTitle[language] ?? '',
      metaTitlePrefix: d.metaTitlePrefix[language] ?? '',
      metaTitleSuffix: d.metaTitleSufix[language] ?? '',
      metaDescription: d.metaDescription[language] ?? '',
      metaKeywords: d.metaKeywords[language] ?? '',
      footerContent: sanitizeRichText(d.footerContent[language] ?? ''),
    })),
    linkIds: (d.helpDomainLinks ?? []).map((link) => link.id),
    headCode: d.helpHeadCode ?? '',
    bodyCode: d.helpBodyCode ?? '',
    footerCode: d.helpFooterCode ?? '',
    viewerCanWrite,
  };
}

/** A help page as read: its `version` is the gateway's (graphql/audit/version-check), read from these fields. */
export type HelpPageModel = Omit<HelpPage, 'version'>;
/** A contact section or form as read: its `version` is the gateway's, read from its texts. */
export type HelpContentModel = Omit<HelpContent, 'version'>;

export function toHelpPage(p: UpstreamHelpPage, languageOrder: string[]): HelpPageModel {
  const codes = codesOf([p.pageTitle, p.content, p.metaTitle, p.metaDescription, p.metaKeywords], languageOrder);
  return {
    id: p.id,
    label: p.label,
    pageType: p.pageType === 'full-page' ? 'FULL_PAGE' : 'STANDARD',
    isVisibleOnWeb: p.isVisibleOnWeb ?? false,
    isVisibleOnMobile: p.isVisibleOnMobile ?? false,
    categoryIds: p.categories ?? [],
    activeLanguages: codes.filter((code) => hasText(p.content[code])),
    texts: codes.map((language) => ({
      language,
      title: p.pageTitle[language] ?? '',
      content: sanitizeRichText(p.content[language] ?? ''),
      slug: p.pageSlug[language] || kebabCase(p.pageTitle[language] ?? ''),
      metaTitle: p.metaTitle[language] ?? '',
      metaDescription: p.metaDescription[language] ?? '',
      metaKeywords: p.metaKeywords[language] ?? '',
    })),
  };
}

/** A help category as read, with its pages' summaries (its versions are the gateway's). */
export type HelpCategoryModel = Omit<HelpCategory, 'version' | 'pageOrderVersion'>;
/** A help domain as read: its `version` is the gateway's. */
export type HelpDomainModel = Omit<HelpDomain, 'version' | 'categoryOrderVersion'>;

/** A page save's answer; `saved`: the domain it was saved in, which its `categories` are read from afterwards. */
export interface HelpPagePayloadModel {
  page: HelpPageModel | null;
  userErrors: UserError[];
  saved?: { domainId: string; languageOrder: string[] };
}

/** A category save's answer, with its domain as the save left it. */
export interface HelpCategoryPayloadModel {
  category: HelpCategoryModel | null;
  domain?: HelpDomainModel | null;
  userErrors: UserError[];
}

export function toHelpCategory(c: UpstreamHelpCategory, languageOrder: string[]): HelpCategoryModel {
  const codes = codesOf([c.name, c.description], languageOrder);
  const entries = [...(c.helpPageHelpCategory ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
  return {
    id: c.id,
    label: c.label,
    isActive: c.isActive ?? false,
    iconUrl: helpImageUrl(c.imagePath),
    texts: codes.map((language) => ({
      language,
      name: c.name[language] ?? '',
      description: c.description[language] ?? '',
      slug: c.categorySlug[language] || kebabCase(c.name[language] ?? ''),
    })),
    pages: entries.map((entry) => toHelpPageSummary(entry.helpPage, languageOrder)),
  };
}

/** A page as the lists show it: no texts are mapped (nor sanitised) for a list. */
export function toHelpPageSummary(p: UpstreamHelpPageSummary, languageOrder: string[]): HelpPageSummary {
  const languages = p.contentLanguages ?? Object.keys(p.content).filter((code) => hasText(p.content[code]));
  return { id: p.id, label: p.label, activeLanguages: ordered(languages, languageOrder) };
}

export function parseContent(raw: string | null | undefined): LanguageMap {
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * The contact section and the contact form are stored apart upstream and their ids repeat (both
 * are "1" for the first domain): the id says which one, so a client's cache never merges them.
 */
export function toHelpContent(c: UpstreamHelpContent, kind: ContentKind, languageOrder: string[]): HelpContentModel {
  const map = parseContent(c.content);
  return {
    id: `${kind === 'help-contact-section' ? 'section' : 'form'}:${c.id}`,
    texts: codesOf([map], languageOrder).map((language) => ({ language, text: sanitizeRichText(map[language] ?? '') })),
  };
}

const json = (value: unknown) => JSON.stringify(value ?? null, null, 2);

export function toHistoryEntry(h: UpstreamHistoryEntry): HistoryLogEntry {
  const d = h.description;
  return {
    id: h.id,
    title: h.title ?? '',
    action: d?.message ?? '',
    message: h.message ?? '',
    userEmail: h.user?.email ?? '',
    performedAt: h.createdAt,
    before: d?.old === undefined || d.old === null ? null : json(d.old),
    after: d?.new === undefined || d.new === null ? null : json(d.new),
    changes: (d?.changed ?? []).map((change) => ({ key: change.key, from: json(change.old), to: json(change.new) })),
  };
}
