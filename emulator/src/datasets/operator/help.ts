// The operator's help centre at volume: beside the demo's two domains, one more domain (for a
// website past the 100th) with 24 categories and 520 pages in four languages, some pages in two
// categories, their texts as long as real help articles.
import type { HelpCategoryRecord, HelpCollections, HelpPageRecord, LanguageMap } from '../../domains/help/model';
import { helpDomain, kebabCase } from '../../domains/help/seed';
import { seededRandom } from '../../seed/random';
import { pickOne, VOCABULARY } from './text';

export const HELP_PAGE_COUNT = 520;
/** The website of the large help domain. */
export const HELP_WEBSITE_ID = 120;
const CODES = ['en', 'de', 'es', 'it'];
const CATEGORY_COUNT = 24;

/** A text of `words` vocabulary words in `code` (the other languages mark theirs, as in a draft translation). */
function text(code: string, words: number, next: () => number): string {
  const body = Array.from({ length: words }, () => pickOne(VOCABULARY, next)).join(' ');
  return code === 'en' ? body : `[${code}] ${body}`;
}

const perLanguage = (make: (code: string) => string): LanguageMap => Object.fromEntries(CODES.map((code) => [code, make(code)]));

export function operatorHelp(
  demo: HelpCollections,
  brandName: string,
): Pick<HelpCollections, 'helpDomains' | 'helpCategories' | 'helpPages'> {
  const next = seededRandom(20270701);
  const domainId = demo.helpDomains.length + 1;
  const categories: HelpCategoryRecord[] = Array.from({ length: CATEGORY_COUNT }, (_, index) => {
    const name = perLanguage((code) => text(code, 2, next));
    return {
      id: demo.helpCategories.length + index + 1,
      helpDomainId: domainId,
      label: `${name.en} ${index + 1}`,
      name,
      description: perLanguage((code) => text(code, 12, next)),
      categorySlug: perLanguage((code) => `${kebabCase(name[code]!)}-${index + 1}`),
      isActive: index % 11 !== 10,
      imageName: null,
      order: index + 1,
    };
  });
  const placed = new Map<number, number>();
  const place = (categoryId: number) => {
    const order = (placed.get(categoryId) ?? 0) + 1;
    placed.set(categoryId, order);
    return { categoryId, order };
  };
  const pages: HelpPageRecord[] = Array.from({ length: HELP_PAGE_COUNT }, (_, index) => {
    const title = perLanguage((code) => text(code, 3 + Math.floor(next() * 6), next));
    const home = categories[index % CATEGORY_COUNT]!.id;
    const also = next() < 0.15 ? categories[Math.floor(next() * CATEGORY_COUNT)]!.id : home;
    const paragraphs = 2 + Math.floor(next() * 8);
    return {
      id: demo.helpPages.length + index + 1,
      helpDomainId: domainId,
      label: `${title.en} ${index + 1}`,
      pageTitle: title,
      content: perLanguage((code) =>
        Array.from({ length: paragraphs }, () => `<p>${text(code, 30 + Math.floor(next() * 60), next)}</p>`).join(''),
      ),
      metaTitle: title,
      metaDescription: perLanguage((code) => text(code, 15, next)),
      metaKeywords: perLanguage(() => 'help, support, faq'),
      pageSlug: perLanguage((code) => `${kebabCase(title[code]!)}-${index + 1}`),
      pageType: index % 9 === 8 ? 'full-page' : 'standard',
      isVisibleOnWeb: true,
      isVisibleOnMobile: index % 5 !== 4,
      categories: also === home ? [place(home)] : [place(home), place(also)],
    };
  });
  return {
    helpDomains: [...demo.helpDomains, helpDomain(domainId, HELP_WEBSITE_ID, brandName, CODES, [1, 2, 3, 4])],
    helpCategories: [...demo.helpCategories, ...categories],
    helpPages: [...demo.helpPages, ...pages],
  };
}
