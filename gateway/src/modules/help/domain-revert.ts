import type { Flat } from '../../activity-log/changes';
import { CUT_MARKER } from '../../activity-log/entry';
import { keyedOf, listOf } from '../../activity-log/revert-plan';
import type { Reverter } from '../../activity-log/reverter';

// A help domain from Activity (issue 43), through updateHelpDomain and createHelpDomain: its brand
// name, languages, SEO texts, links and codes. Its logo is an uploaded image the upstream no longer
// keeps once replaced or deleted (refused, said); a deleted domain's categories and pages went with
// it and are not in its snapshot (said before its restore).

const ERRORS = 'userErrors { field message code }';
const SEO_FIELDS = ['metaTitle', 'metaTitlePrefix', 'metaTitleSuffix', 'metaDescription', 'metaKeywords', 'footerContent'] as const;
const LOGO = "A help domain's logo is an uploaded image the upstream no longer keeps once replaced: upload it again in the help centre.";
const LOSES =
  'Its logo, categories and pages went with it and are not part of its snapshot: it comes back with its settings, languages and SEO texts only.';
const CUT =
  'A text of this domain was longer than Activity keeps (500 characters): it cannot be restored whole. Create it again in the help centre.';
const NO_WEBSITE = "Its delete was recorded before Activity kept a help domain's website: create it again in the help centre.";

const isCut = (flat: Flat) => Object.values(flat).some((value) => value?.endsWith(CUT_MARKER));

/** The domain's input from its flat fields (`languages.<code>.isDefault`, `seo.<language>.<field>`), its logo left as it is. */
function domainInput(flat: Flat, websiteId: string) {
  const languages = [...new Set([...keyedOf(flat, 'languages').keys()].map((field) => field.split('.')[0]!))];
  const seoLanguages = [...new Set([...keyedOf(flat, 'seo').keys()].map((field) => field.split('.')[0]!))];
  return {
    websiteId,
    brandName: flat.brandName ?? '',
    languages,
    defaultLanguage: flat.defaultLanguage ?? languages[0] ?? '',
    seo: seoLanguages.map((language) => ({
      language,
      ...Object.fromEntries(SEO_FIELDS.map((field) => [field, flat[`seo.${language}.${field}`] ?? ''])),
    })),
    linkIds: listOf(flat, 'linkIds'),
    headCode: flat.headCode ?? '',
    bodyCode: flat.bodyCode ?? '',
    footerCode: flat.footerCode ?? '',
  };
}

export const helpDomainReverter: Reverter = {
  update: async ({ id, target, fields, version }, read) => {
    if (fields.includes('logoUrl')) return LOGO;
    const { helpDomain } = await read<{ helpDomain: { websiteId: string } | null }>(
      'query RevertHelpDomainWebsite($id: ID!) { helpDomain(id: $id) { websiteId } }',
      { id },
    );
    if (!helpDomain) return 'The help domain no longer exists.';
    return {
      mutation: `mutation RevertHelpDomain($id: ID!, $input: HelpDomainInput!, $baseVersion: String) {
        write: updateHelpDomain(id: $id, input: $input, baseVersion: $baseVersion) { ${ERRORS} }
      }`,
      variables: { id, input: domainInput(target, helpDomain.websiteId), baseVersion: version },
    };
  },
  restore: {
    loses: (before) => (!before.websiteId ? NO_WEBSITE : isCut(before) ? CUT : LOSES),
    write: (before) =>
      !before.websiteId
        ? NO_WEBSITE
        : isCut(before)
          ? CUT
          : {
              mutation: `mutation RestoreHelpDomain($input: HelpDomainInput!) {
                write: createHelpDomain(input: $input) { created: domain { id } ${ERRORS} }
              }`,
              variables: { input: domainInput(before, before.websiteId) },
            },
  },
};
