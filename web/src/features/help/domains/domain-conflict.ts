import type { DomainValues, SeoText } from './domain-form-rules';

// A help domain's conflict (issue 28) names the fields as Activity does (`brandName`,
// `seo.{language}.{field}`, `languages.{code}`, `linkIds.N`, `logoUrl`). These name them as the
// domain form does, and read the user's own value from it.

const LABELS: Record<string, string> = {
  brandName: 'Brand name',
  defaultLanguage: 'Default language',
  headCode: 'Head code',
  bodyCode: 'Body code',
  footerCode: 'Footer code',
  logoUrl: 'Logo',
};
const SEO_LABELS: Record<keyof SeoText, string> = {
  metaTitle: 'Meta title',
  metaTitlePrefix: 'Meta title prefix',
  metaTitleSuffix: 'Meta title suffix',
  metaDescription: 'Meta description',
  metaKeywords: 'Meta keywords',
  footerContent: 'Footer content',
};
const SEO = /^seo\.([^.]+)\.([A-Za-z]+)$/;

export function domainFieldLabel(field: string): string | null {
  const seo = SEO.exec(field);
  if (seo) return `${SEO_LABELS[seo[2] as keyof SeoText] ?? seo[2]} (${seo[1]!.toUpperCase()})`;
  if (field.startsWith('languages.')) return 'Available languages';
  if (field.startsWith('linkIds')) return 'Links';
  return LABELS[field] ?? null;
}

export function domainFieldText(values: DomainValues, field: string): string | null {
  const seo = SEO.exec(field);
  if (seo) return values.seo[seo[1]!]?.[seo[2] as keyof SeoText] ?? null;
  if (field.startsWith('languages.')) return values.languages.join(', ');
  if (field.startsWith('linkIds')) return values.linkIds.join(', ');
  if (field === 'logoUrl') return null;
  const value = values[field as keyof DomainValues];
  return typeof value === 'string' ? value : null;
}
