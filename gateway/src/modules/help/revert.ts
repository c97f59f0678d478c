import { keyedOf } from '../../activity-log/revert-plan';
import type { Reverter, Reverters } from '../../activity-log/reverter';
import { helpCategoryReverter, helpPageReverter } from './page-revert';
import { helpDomainReverter } from './domain-revert';

// The help centre from Activity (issue 43): a domain's contact section and form go back through
// their own saves (texts by language), pages and categories through theirs (page-revert.ts). What
// cannot, said on the entry instead of a button: a reorder is a drag, not a save. A domain goes
// back through its own save (domain-revert.ts), its logo aside.

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
  HelpPage: helpPageReverter,
  HelpCategory: helpCategoryReverter,
  HelpDomain: helpDomainReverter,
};
