import { idInputReverter } from '../../activity-log/id-input-reverter';
import type { Reverters } from '../../activity-log/reverter';

// Putting a help link back from Activity (issue 43): its name and label, through updateHelpLink and createHelpLink.

export const helpLinksRevert: Reverters = {
  HelpLink: idInputReverter({
    update: 'updateHelpLink',
    create: 'createHelpLink',
    inputType: 'HelpLinkInput',
    created: 'helpLink',
    input: (flat) => ({ name: flat.name, label: flat.label }),
    loses: 'The help domains that showed it do not list it again: add it back on each domain.',
  }),
};
