import type { Resolvers, SaveTranslationInput } from '../../generated/resolvers-types';
import type { GatewayContext } from '../../context';
import { badUserInput, forbidden, hasCode, nullWhenMissing } from '../../errors';
import * as rules from '../../access/permissions';
import { checkPaging } from '../../graphql/paging';
import * as client from './client';
import { requireReadTranslations, requireWriteTranslations } from './guards';
import { isTooltipsSection, type WordModel } from './mappers';
import { websiteLoaders } from '../../catalogue/websites';
import { translationLoaders } from '../../catalogue/translations';
import { payload } from '../../upstream/payload';
import { perRequest } from '../../context';

// Words with their phrases and exceptions. A page of words costs one upstream
// call: sections, languages and websites come embedded in each word, and are
// loaded once per request (translationLoaders, websiteLoaders) only when missing.

const num = (id: string) => Number(client.checkedId(id));

function toUpstream(input: SaveTranslationInput): client.UpstreamTranslationWrite {
  return {
    word: input.key,
    ...(input.wordId ? { wordId: num(input.wordId) } : {}),
    sectionId: num(input.sectionId),
    translation: input.translations.map((t) => ({
      ...(t.translationId ? { translationId: num(t.translationId) } : {}),
      phrase: t.phrase,
      languageId: num(t.languageId),
    })),
    exceptions: (input.exceptions ?? []).map((e) => ({
      ...(e.id ? { id: num(e.id) } : {}),
      languageId: num(e.languageId),
      websiteId: num(e.websiteId),
      phrase: e.phrase,
      isDeleting: e.isDeleting ?? false,
    })),
  };
}

/**
 * The words this request has already read (a page of the list): `word(id)` answers from here, so
 * a listed word's `version` (its snapshot read by id) costs no upstream call.
 */
const wordsRead = perRequest(() => new Map<string, client.UpstreamWord>());

const sectionOf = (w: WordModel, ctx: GatewayContext) =>
  w.section ? Promise.resolve(w.section) : ctx.use(translationLoaders).section(w.sectionId);

export const wordResolvers: Resolvers = {
  Query: {
    async words(_root, { page, pageSize, search, sectionId, ids }, ctx) {
      await requireReadTranslations(ctx);
      checkPaging(page, pageSize);
      if (ids) return wordsByIds(ctx, ids, page, pageSize);
      const r = await client.listWords(ctx.callApi, {
        page,
        limit: pageSize,
        term: search?.trim() || undefined,
        section: sectionId ? client.checkedId(sectionId) : undefined,
      });
      const read = ctx.use(wordsRead);
      for (const word of r.items) read.set(word.id, word);
      return { items: r.items, totalItems: r.totalItems, pageCount: r.pageCount, page };
    },
    async word(_root, { id }, ctx) {
      await requireReadTranslations(ctx);
      return ctx.use(wordsRead).get(id) ?? nullWhenMissing(() => client.getWord(ctx.callApi, id));
    },
  },

  Mutation: {
    async saveTranslation(_root, { input }, ctx) {
      await requireWriteTranslations(ctx);
      const r = await client.saveTranslation(ctx.callApi, toUpstream(input));
      return payload('word', r);
    },
    async deleteWord(_root, { id }, ctx) {
      await requireWriteTranslations(ctx);
      const word = await client.getWord(ctx.callApi, id);
      if (isTooltipsSection(await sectionOf(word, ctx))) throw forbidden('Tooltip translations cannot be deleted');
      const r = await client.deleteWord(ctx.callApi, id);
      return payload('deletedWordId', r, () => id);
    },
  },

  Word: {
    section: (w, _args, ctx) => sectionOf(w, ctx),
    translationKey: async (w, _args, ctx) => `${(await sectionOf(w, ctx)).key}.${w.key}`,
    translations: (w) => w.translation,
    exceptions: (w) => w.exceptions,
    keyLocked: async (w, _args, ctx) => isTooltipsSection(await sectionOf(w, ctx)),
    viewerCanEdit: (_w, _args, ctx) => ctx.forViewer((viewer) => rules.canWriteTranslations(viewer)),
    viewerCanDelete: async (w, _args, ctx) =>
      rules.canWriteTranslations(await ctx.requireViewer()) && !isTooltipsSection(await sectionOf(w, ctx)),
  },
  Translation: {
    language: (t, _args, ctx) => t.language ?? ctx.use(translationLoaders).language(t.languageId),
  },
  TranslationException: {
    language: (e, _args, ctx) => e.language ?? ctx.use(translationLoaders).language(e.languageId),
    async website(e, _args, ctx) {
      if (e.website) return e.website;
      // Every website in one call per request, however many exceptions.
      const w = (await ctx.use(websiteLoaders).all()).find((site) => site.id === e.websiteId);
      return { id: e.websiteId, url: w?.url ?? '' };
    },
  },
};

const MAX_IDS = 100;

/** One page of the words named by `ids`, read one by one (the upstream has no list by ids). */
async function wordsByIds(ctx: GatewayContext, ids: readonly string[], page: number, pageSize: number) {
  if (ids.length > MAX_IDS) throw badUserInput(`At most ${MAX_IDS} ids.`, 'ids');
  const wanted = [...new Set(ids)].map((id) => client.checkedId(id));
  const slice = wanted.slice((page - 1) * pageSize, page * pageSize);
  const found = await Promise.all(
    slice.map((id) =>
      client.getWord(ctx.callApi, id).catch((error: unknown) => {
        if (hasCode(error, 'NOT_FOUND')) return null;
        throw error;
      }),
    ),
  );
  const items = found.filter((word) => word !== null);
  return { items, totalItems: wanted.length, pageCount: Math.ceil(wanted.length / pageSize), page };
}
