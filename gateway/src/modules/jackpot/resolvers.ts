import { jackpotProblems, namedCurrencyRanges } from '@backoffice/rules/jackpot';
import * as rules from '../../access/permissions';
import type { Resolvers } from '../../generated/resolvers-types';
import * as client from './client';
import { unpackCurrencyRanges } from './mappers';
import { payload } from '../../upstream/payload';

// Big jackpot (spec 001 §2.5, §4): one configuration, updated when it exists and created
// otherwise; the spec's rules checked here as in the form (@backoffice/rules/jackpot).

const KEY = 'CONFIGURATION_BIG_JACKPOT';

export const jackpotResolvers: Resolvers = {
  Query: {
    async bigJackpot(_root, _args, ctx) {
      rules.assertCanReadKey(await ctx.requireViewer(), KEY, 'You cannot read the big jackpot.');
      return client.getBigJackpot(ctx.callApi);
    },
  },

  Mutation: {
    async saveBigJackpot(_root, { input }, ctx) {
      rules.assertCanWriteKey(await ctx.requireViewer(), KEY, 'You cannot change the big jackpot.');
      const problems = jackpotProblems(input);
      if (problems.length > 0) return { bigJackpot: null, created: false, userErrors: problems };
      const existing = await client.getBigJackpot(ctx.callApi);
      const currencyRanges = namedCurrencyRanges(input.currencyRanges).map((row) => ({
        name: row.name.trim(),
        bigJackpotValueFrom: row.valueFrom,
        bigJackpotValueTo: row.valueTo,
      }));
      const r = await client.saveBigJackpot(ctx.callApi, existing?.id ?? null, { ...input, currencyRanges });
      if (!r.ok) return { bigJackpot: null, created: false, userErrors: r.userErrors };
      return { bigJackpot: r.value, created: existing === null, userErrors: [] };
    },
    async finishJackpot(_root, _args, ctx) {
      rules.assertCanWriteKey(await ctx.requireViewer(), KEY, 'You cannot finish the jackpot.');
      const r = await client.finishActiveJackpot(ctx.call(client.jackpotService));
      return payload('status', r);
    },
  },

  BigJackpot: {
    currencyRanges: (jackpot) => unpackCurrencyRanges(jackpot.currencyRanges),
  },

  Viewer: {
    bigJackpotLevel: (v) => rules.permissionLevel(v, KEY),
  },
};
