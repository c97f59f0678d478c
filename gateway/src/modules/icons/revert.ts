import { listOf } from '../../activity-log/revert-plan';
import type { Reverters } from '../../activity-log/reverter';

// Putting an icon back from Activity (issue 43): its name and slugs, through updateIcon and createIcon.

const ERRORS = 'userErrors { field message code }';

export const iconsRevert: Reverters = {
  Icon: {
    update: ({ id, target, version }) => ({
      mutation: `mutation RevertIcon($id: ID!, $input: IconInput!, $baseVersion: String) {
        write: updateIcon(id: $id, input: $input, baseVersion: $baseVersion) { ${ERRORS} }
      }`,
      variables: { id, input: { name: target.name, slugs: listOf(target, 'slugs') }, baseVersion: version },
    }),
    restore: {
      write: (before) => ({
        mutation: `mutation RestoreIcon($input: IconInput!) { write: createIcon(input: $input) { created: icon { id } ${ERRORS} } }`,
        variables: { input: { name: before.name, slugs: listOf(before, 'slugs') } },
      }),
    },
  },
};
