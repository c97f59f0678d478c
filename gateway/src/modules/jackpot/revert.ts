import { keyedOf } from '../../activity-log/revert-plan';
import type { Reverters } from '../../activity-log/reverter';

// Putting the big jackpot back from Activity (issue 43): its values and currency ranges, through
// saveBigJackpot. It is one configuration that is never deleted: there is nothing to restore.

const ERRORS = 'userErrors { field message code }';

export const jackpotRevert: Reverters = {
  // finishJackpot: the jackpot service ends a running jackpot for good.
  Jackpot: { cannotUndo: 'A finished jackpot cannot be started again from Activity: the jackpot service ends it for good.' },
  BigJackpot: {
    update: ({ target, version }) => {
      const ranges = new Set([...keyedOf(target, 'currencyRanges').keys()].map((field) => field.split('.')[0]!));
      return {
        mutation: `mutation RevertBigJackpot($input: SaveBigJackpotInput!) { write: saveBigJackpot(input: $input) { ${ERRORS} } }`,
        variables: {
          input: {
            startValue: Number(target.startValue),
            maxValue: Number(target.maxValue),
            timeRange: Number(target.timeRange),
            currencyRanges: [...ranges].map((name) => ({
              name,
              valueFrom: Number(target[`currencyRanges.${name}.valueFrom`]),
              valueTo: Number(target[`currencyRanges.${name}.valueTo`]),
            })),
            baseVersion: version,
          },
        },
      };
    },
  },
};
