import * as rules from '../../access/permissions';
import type { SearchSource } from '../gateway-module';
import { listWords } from '../../catalogue/translations';

/** Translation keys in the command palette (one upstream page), with their section as the second line. */
export const translationsSearch: SearchSource = {
  kind: 'TRANSLATION_KEY',
  allowed: rules.canReadTranslations,
  find: async (ctx, _viewer, term, limit) => {
    const page = await listWords(ctx.callApi, { page: 1, limit, term });
    const results = page.items.map((w) => ({ kind: 'TRANSLATION_KEY' as const, id: w.id, label: w.key, detail: w.section?.title ?? null }));
    return { results, total: page.totalItems };
  },
};
