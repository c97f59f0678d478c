import * as rules from '../../access/permissions';
import type { SearchSource } from '../gateway-module';
import { listWords } from '../../catalogue/translations';

/** Translation keys in the command palette, with their section as the second line. */
export const translationsSearch: SearchSource = {
  allowed: rules.canReadTranslations,
  find: async (ctx, _viewer, term, limit) =>
    (await listWords(ctx.callApi, { page: 1, limit, term })).items.map((w) => ({
      kind: 'TRANSLATION_KEY',
      id: w.id,
      label: w.key,
      detail: w.section?.title ?? null,
    })),
};
