import { listOf } from '../../activity-log/revert-plan';
import type { Reverters } from '../../activity-log/reverter';

// Putting the stream configuration back from Activity (issue 43): the similarities, and the
// excluded regions of the websites the entry changed (a save lists only those: the others keep
// theirs), through saveStreamConfiguration. It is one configuration, never deleted.

const ERRORS = 'userErrors { field message code }';

export const streamsRevert: Reverters = {
  // pairStreamEvent: the user's explicit choice, with no before to go back to.
  StreamEvent: {
    cannotUndo: 'A pairing records what was paired, not what was before: pair or unpair the event again on the streams screen.',
  },
  StreamConfiguration: {
    update: ({ target, fields, version }) => {
      const websiteIds = new Set(fields.filter((field) => field.startsWith('websites.')).map((field) => field.split('.')[1]!));
      const regions = (websiteId: string, provider: string) => listOf(target, `websites.${websiteId}.${provider}ExcludedRegionIds`);
      return {
        mutation: `mutation RevertStreams($input: SaveStreamConfigurationInput!) { write: saveStreamConfiguration(input: $input) { ${ERRORS} } }`,
        variables: {
          input: {
            imgArenaSimilarity: Number(target.imgArenaSimilarity),
            infrontSimilarity: Number(target.infrontSimilarity),
            websites: [...websiteIds].map((websiteId) => ({
              websiteId,
              imgArenaExcludedRegionIds: regions(websiteId, 'imgArena'),
              infrontExcludedRegionIds: regions(websiteId, 'infront'),
            })),
            baseVersion: version,
          },
        },
      };
    },
  },
};
