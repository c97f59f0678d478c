import { keyedOf } from '../../activity-log/revert-plan';
import type { Reverter, Reverters } from '../../activity-log/reverter';

// The help centre from Activity (issue 43): a domain's contact section and form go back through
// their own saves (texts by language). What cannot, said on the entry instead of a button: a
// page's and a category's subject reads them within their help domain, which their entries do not
// record; a reorder is a drag, not a save; a domain's logo is an uploaded image the upstream no
// longer keeps once the domain is gone.

const NO_DOMAIN = 'Its entry does not record its help domain, so it cannot be written back from Activity: edit it in the help centre.';

const ORDER = 'A reorder is put back by dragging the rows back in the help centre: its entry holds the order, not a save of it.';

/** A domain's contact section or form: its texts by language, saved together (the entry's id is the domain's). */
const contactTexts = (save: string): Reverter => ({
  update: ({ id, target, version }) => ({
    mutation: `mutation RevertHelpContact($domainId: ID!, $texts: [HelpTextInput!]!, $baseVersion: String) {
      write: ${save}(domainId: $domainId, texts: $texts, baseVersion: $baseVersion) { userErrors { field message code } }
    }`,
    variables: { domainId: id, texts: [...keyedOf(target, 'texts')].map(([language, text]) => ({ language, text })), baseVersion: version },
  }),
});

export const helpRevert: Reverters = {
  HelpCategoryOrder: { cannotUndo: ORDER },
  HelpPageOrder: { cannotUndo: ORDER },
  HelpContactSection: contactTexts('saveHelpContactSection'),
  HelpContactForm: contactTexts('saveHelpContactForm'),
  HelpPage: { cannotRevert: NO_DOMAIN, cannotRestore: NO_DOMAIN },
  HelpCategory: { cannotRevert: NO_DOMAIN, cannotRestore: NO_DOMAIN },
  HelpDomain: {
    cannotRevert: 'A help domain is saved with its logo and languages whole: edit it in the help centre.',
    cannotRestore:
      "A help domain's logo, categories and pages went with it and are not part of its snapshot: create it again in the help centre.",
  },
};
