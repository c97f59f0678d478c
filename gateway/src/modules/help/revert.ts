import type { Reverters } from '../../activity-log/reverter';

// What Activity cannot put back in the help centre yet (issue 43), said on the entry instead of a
// button: a page's and a category's Activity subject reads them within their help domain, which
// their entries do not record, so neither can be read again or created again from the entry; a
// domain's logo is an uploaded image the upstream no longer keeps once the domain is gone.

const NO_DOMAIN = 'Its entry does not record its help domain, so it cannot be written back from Activity: edit it in the help centre.';

export const helpRevert: Reverters = {
  HelpPage: { cannotRevert: NO_DOMAIN, cannotRestore: NO_DOMAIN },
  HelpCategory: { cannotRevert: NO_DOMAIN, cannotRestore: NO_DOMAIN },
  HelpDomain: {
    cannotRevert: 'A help domain is saved with its logo and languages whole: edit it in the help centre.',
    cannotRestore:
      "A help domain's logo, categories and pages went with it and are not part of its snapshot: create it again in the help centre.",
  },
};
