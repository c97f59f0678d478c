import type { PageEditor_PageFragment, HelpPageInput, HelpPageType } from '../../../gql/graphql';

// The help page editor's values and its save rule (spec 001 §6): save only after
// a change, with a non-blank label, at least one category and help write.

export interface PageText {
  title: string;
  content: string;
  metaTitle: string;
  metaDescription: string;
  metaKeywords: string;
}

export interface PageValues {
  label: string;
  pageType: HelpPageType;
  isVisibleOnWeb: boolean;
  isVisibleOnMobile: boolean;
  categoryIds: string[];
  texts: Record<string, PageText>;
}

const EMPTY_TEXT: PageText = { title: '', content: '', metaTitle: '', metaDescription: '', metaKeywords: '' };

/** A page's values (a new one: standard, visible on web and mobile, in `categoryId` if given). */
export function pageValues(page: PageEditor_PageFragment | null, languages: string[], categoryId?: string): PageValues {
  const texts: Record<string, PageText> = {};
  for (const code of languages) {
    const text = page?.texts.find((t) => t.language === code);
    texts[code] = text
      ? {
          title: text.title,
          content: text.content,
          metaTitle: text.metaTitle,
          metaDescription: text.metaDescription,
          metaKeywords: text.metaKeywords,
        }
      : { ...EMPTY_TEXT };
  }
  return {
    label: page?.label ?? '',
    pageType: page?.pageType ?? 'STANDARD',
    isVisibleOnWeb: page?.isVisibleOnWeb ?? true,
    isVisibleOnMobile: page?.isVisibleOnMobile ?? true,
    categoryIds: page ? [...page.categoryIds] : categoryId ? [categoryId] : [],
    texts,
  };
}

/** Rich text that shows nothing ('<p></p>') is no content. */
const blankHtml = (html: string) => html.replace(/<[^>]*>/g, '').trim() === '';

/** Equal for a person: the editor's empty paragraph equals an empty content. */
export function sameValues(a: PageValues, b: PageValues): boolean {
  const normalise = (v: PageValues) => ({
    ...v,
    label: v.label,
    categoryIds: [...v.categoryIds].sort(),
    texts: Object.fromEntries(Object.entries(v.texts).map(([code, t]) => [code, { ...t, content: blankHtml(t.content) ? '' : t.content }])),
  });
  return JSON.stringify(normalise(a)) === JSON.stringify(normalise(b));
}

export function canSavePage(values: PageValues, initial: PageValues, canWrite: boolean): boolean {
  return canWrite && values.label.trim() !== '' && values.categoryIds.length > 0 && !sameValues(values, initial);
}

export function pageInput(values: PageValues): HelpPageInput {
  return {
    label: values.label.trim(),
    pageType: values.pageType,
    isVisibleOnWeb: values.isVisibleOnWeb,
    isVisibleOnMobile: values.isVisibleOnMobile,
    categoryIds: values.categoryIds,
    texts: Object.entries(values.texts).map(([language, t]) => ({ language, ...t, content: blankHtml(t.content) ? '' : t.content })),
  };
}
