import type { Flat } from '../../activity-log/changes';
import { CUT_MARKER } from '../../activity-log/entry';
import { listOf } from '../../activity-log/revert-plan';
import type { RevertRead, RevertWrite, Reverter } from '../../activity-log/reverter';
import { domainOfCategories, domainOfPage } from './domain-of';

// A help page or category from Activity (issue 43), through the help centre's own saves. Their
// entries name the record, not its domain: the domain is found by reading the help centre (a
// page by its id, a deleted page by its categories). A category's icon is an uploaded image,
// kept as it is; a deleted category's domain is recorded by its delete (it cannot be found once
// the category is gone), its pages are not (they went with it).

const ERRORS = 'userErrors { field message code }';
const NO_DOMAIN = 'Its help domain could not be found (the record or its categories are gone): edit it in the help centre.';
const CUT =
  'A text of this page was longer than Activity keeps (500 characters): it cannot be restored whole. Create it again in the help centre.';

const CATEGORY_LOSES =
  'Its pages went with it and are not part of its snapshot, and its icon is an uploaded image the upstream no longer keeps: it comes back with its names and descriptions, empty, at the end of its domain.';
const NO_CATEGORY_DOMAIN = "Its delete was recorded before Activity kept a category's help domain: create it again in the help centre.";

const PAGE_TEXT_FIELDS = ['title', 'content', 'metaTitle', 'metaDescription', 'metaKeywords'] as const;

/** The languages of `flat`'s texts (`texts.<language>.<field>`). */
const languagesOf = (flat: Flat) => [...new Set(Object.keys(flat).flatMap((f) => /^texts\.([^.]+)\./.exec(f)?.[1] ?? []))];

/** A page's input from its flat fields (a language with neither title nor content is left out by the save itself). */
function pageInput(flat: Flat) {
  return {
    label: flat.label ?? '',
    pageType: flat.pageType ?? 'STANDARD',
    isVisibleOnWeb: flat.isVisibleOnWeb === 'true',
    isVisibleOnMobile: flat.isVisibleOnMobile === 'true',
    categoryIds: listOf(flat, 'categoryIds'),
    texts: languagesOf(flat).map((language) => ({
      language,
      ...Object.fromEntries(PAGE_TEXT_FIELDS.map((field) => [field, flat[`texts.${language}.${field}`] ?? ''])),
    })),
  };
}

const categoryInput = (flat: Flat) => ({
  label: flat.label ?? '',
  isActive: flat.isActive === 'true',
  texts: languagesOf(flat).map((language) => ({
    language,
    name: flat[`texts.${language}.name`] ?? '',
    description: flat[`texts.${language}.description`] ?? '',
  })),
});

const isCut = (flat: Flat) => Object.values(flat).some((value) => value?.endsWith(CUT_MARKER));

/** `write` in the domain found, or why it cannot be written. */
async function inDomain(domainId: Promise<string | null>, write: RevertWrite): Promise<RevertWrite | string> {
  const domain = await domainId;
  return domain === null ? NO_DOMAIN : { ...write, variables: { ...write.variables, domainId: domain } };
}

export const helpPageReverter: Reverter = {
  update: ({ id, target, version }, read: RevertRead) =>
    inDomain(domainOfPage(id, read), {
      mutation: `mutation RevertHelpPage($domainId: ID!, $id: ID!, $input: HelpPageInput!, $baseVersion: String) {
        write: updateHelpPage(domainId: $domainId, id: $id, input: $input, baseVersion: $baseVersion) { ${ERRORS} }
      }`,
      variables: { id, input: pageInput(target), baseVersion: version },
    }),
  restore: {
    loses: (before) => (isCut(before) ? CUT : 'Its place in its categories comes back at their end.'),
    write: (before, { read }) =>
      isCut(before)
        ? CUT
        : inDomain(domainOfCategories(listOf(before, 'categoryIds'), read), {
            mutation: `mutation RestoreHelpPage($domainId: ID!, $input: HelpPageInput!) {
              write: createHelpPage(domainId: $domainId, input: $input) { created: page { id } ${ERRORS} }
            }`,
            variables: { input: pageInput(before) },
          }),
  },
};

export const helpCategoryReverter: Reverter = {
  update: ({ id, target, fields, version }, read) =>
    fields.some((field) => field === 'iconUrl')
      ? "A category's icon is an uploaded image the upstream no longer keeps once replaced: upload it again in the help centre."
      : inDomain(domainOfCategories([id], read), {
          mutation: `mutation RevertHelpCategory($domainId: ID!, $id: ID!, $input: HelpCategoryInput!, $baseVersion: String) {
            write: updateHelpCategory(domainId: $domainId, id: $id, input: $input, baseVersion: $baseVersion) { ${ERRORS} }
          }`,
          variables: { id, input: categoryInput(target), baseVersion: version },
        }),
  restore: {
    loses: (before) => (before.domainId ? CATEGORY_LOSES : NO_CATEGORY_DOMAIN),
    write: (before) =>
      before.domainId
        ? {
            mutation: `mutation RestoreHelpCategory($domainId: ID!, $input: HelpCategoryInput!) {
              write: createHelpCategory(domainId: $domainId, input: $input) { created: category { id } ${ERRORS} }
            }`,
            variables: { domainId: before.domainId, input: categoryInput(before) },
          }
        : NO_CATEGORY_DOMAIN,
  },
};
