import { keyedOf, listOf } from '../../activity-log/revert-plan';
import type { Reverters } from '../../activity-log/reverter';

// Putting a sport's trending configuration back from Activity (issue 43): its templates and each
// website's ticked templates, through saveTrending (a save sends the sport's whole configuration).

const ERRORS = 'userErrors { field message code }';

export const trendingRevert: Reverters = {
  TrendingSportConfiguration: {
    update: ({ id, target, version }) => {
      const templateIds = [...keyedOf(target, 'templates').keys()].map(Number);
      const websiteIds = new Set([...keyedOf(target, 'websites').keys()].map((field) => field.split('.')[0]!));
      return {
        mutation: `mutation RevertTrending($input: SaveTrendingInput!) { write: saveTrending(input: $input) { ${ERRORS} } }`,
        variables: {
          input: {
            sportId: Number(id),
            templateIds,
            websites: [...websiteIds].map((websiteId) => ({ websiteId, templateIds: listOf(target, `websites.${websiteId}`).map(Number) })),
            baseVersion: version,
          },
        },
      };
    },
  },
};
