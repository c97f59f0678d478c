import type { PageText, PageValues } from './page-form';

// A help page's conflict (issue 28) names the fields as Activity does: `label`, `pageType`,
// `isVisibleOnWeb`, `isVisibleOnMobile`, `categoryIds.N` and `texts.{language}.{field}`. These
// name them as the page editor does, and read the user's own value from the editor.

const PAGE_LABELS: Record<string, string> = {
  label: 'Page Label',
  pageType: 'Page type',
  isVisibleOnWeb: 'Is Visible On Web',
  isVisibleOnMobile: 'Is Visible On Mobile',
};
const TEXT_LABELS: Record<keyof PageText, string> = {
  title: 'Page Title',
  content: 'Content',
  metaTitle: 'SEO Meta Title',
  metaDescription: 'Meta Description',
  metaKeywords: 'Meta Keyword',
};
const TEXT = /^texts\.([^.]+)\.(title|content|metaTitle|metaDescription|metaKeywords)$/;

export function pageFieldLabel(field: string): string | null {
  const text = TEXT.exec(field);
  if (text) return `${TEXT_LABELS[text[2] as keyof PageText]} (${text[1]!.toUpperCase()})`;
  if (field.startsWith('categoryIds')) return 'Categories';
  return PAGE_LABELS[field] ?? null;
}

export function pageFieldText(values: PageValues, field: string): string | null {
  const text = TEXT.exec(field);
  if (text) return values.texts[text[1]!]?.[text[2] as keyof PageText] ?? null;
  if (field.startsWith('categoryIds')) return values.categoryIds.join(', ');
  if (field === 'pageType') return values.pageType;
  if (field === 'isVisibleOnWeb' || field === 'isVisibleOnMobile') return String(values[field]);
  return field === 'label' ? values.label : null;
}
