import { idInputReverter } from '../../activity-log/id-input-reverter';
import type { Reverters } from '../../activity-log/reverter';

// Putting a custom page back from Activity (issue 43): its name, through updateCustomPage and createCustomPage.

export const customPagesRevert: Reverters = {
  CustomPage: idInputReverter({
    update: 'updateCustomPage',
    create: 'createCustomPage',
    inputType: 'CustomPageInput',
    created: 'customPage',
    input: (flat) => ({ name: flat.name }),
    loses: "The page's HTML and CSS per language on the websites' configuration are not part of its snapshot: they do not come back.",
  }),
};
