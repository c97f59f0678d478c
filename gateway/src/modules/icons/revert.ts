import { idInputReverter } from '../../activity-log/id-input-reverter';
import { listOf } from '../../activity-log/revert-plan';
import type { Reverters } from '../../activity-log/reverter';

// Putting an icon back from Activity (issue 43): its name and slugs, through updateIcon and createIcon.

export const iconsRevert: Reverters = {
  Icon: idInputReverter({
    update: 'updateIcon',
    create: 'createIcon',
    inputType: 'IconInput',
    created: 'icon',
    input: (flat) => ({ name: flat.name, slugs: listOf(flat, 'slugs') }),
  }),
};
