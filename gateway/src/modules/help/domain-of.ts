import type { RevertRead } from '../../activity-log/reverter';

// A help page or category is read and saved within its help domain, which Activity entries made
// before they recorded it do not name: a revert finds it by reading the help centre (the domains,
// then each one's categories with their pages' ids; a handful of domains, names only).

const DOMAINS = `query HelpDomainsToRevert { helpDomains { id } }`;
const CATEGORIES = `query HelpCategoriesToRevert($domainId: ID!) { helpCategories(domainId: $domainId) { id pages { id } } }`;

interface Categories {
  helpCategories: { id: string; pages: { id: string }[] }[];
}

/** The first domain whose categories `holds`, or null when none does (the record is gone). */
async function findDomain(read: RevertRead, holds: (categories: Categories['helpCategories']) => boolean): Promise<string | null> {
  const { helpDomains } = await read<{ helpDomains: { id: string }[] }>(DOMAINS);
  for (const { id } of helpDomains) {
    const { helpCategories } = await read<Categories>(CATEGORIES, { domainId: id });
    if (holds(helpCategories)) return id;
  }
  return null;
}

/** The domain of the page `pageId`. */
export const domainOfPage = (pageId: string, read: RevertRead) =>
  findDomain(read, (categories) => categories.some((c) => c.pages.some((p) => p.id === pageId)));

/** The domain holding any of `categoryIds` (a deleted page's categories). */
export const domainOfCategories = (categoryIds: readonly string[], read: RevertRead) =>
  findDomain(read, (categories) => categories.some((c) => categoryIds.includes(c.id)));
