import type { Resolvers } from '../../generated/resolvers-types';
import { checkPaging } from '../../graphql/paging';
import * as client from './client';
import { requireReadTranslations, requireReadTranslationsOrWebsites, requireWriteTranslations } from './guards';
import { exportUrl, isTooltipsSection } from './mappers';
import { translationLoaders } from '../../catalogue/translations';
import { payload } from '../../upstream/payload';
import { nullWhenMissing } from '../../errors';

// Languages and sections: paged lists, pickers, and their writes.

const term = (search: string | null | undefined) => search?.trim() || undefined;

export const translationsResolvers: Resolvers = {
  Query: {
    async languages(_root, { page, pageSize, search }, ctx) {
      await requireReadTranslations(ctx);
      checkPaging(page, pageSize);
      const r = await client.listLanguages(ctx.callApi, { page, limit: pageSize, term: term(search) });
      return { items: r.items, totalItems: r.totalItems, pageCount: r.pageCount, page };
    },
    async language(_root, { id }, ctx) {
      await requireReadTranslations(ctx);
      return nullWhenMissing(() => ctx.use(translationLoaders).language(id));
    },
    async section(_root, { id }, ctx) {
      await requireReadTranslations(ctx);
      return nullWhenMissing(() => ctx.use(translationLoaders).section(id));
    },
    async allLanguages(_root, _args, ctx) {
      await requireReadTranslationsOrWebsites(ctx);
      return ctx.use(translationLoaders).languages();
    },
    async sections(_root, { page, pageSize, search }, ctx) {
      await requireReadTranslations(ctx);
      checkPaging(page, pageSize);
      const r = await client.listSections(ctx.callApi, { page, limit: pageSize, term: term(search) });
      return { items: r.items, totalItems: r.totalItems, pageCount: r.pageCount, page };
    },
    async allSections(_root, _args, ctx) {
      await requireReadTranslationsOrWebsites(ctx);
      return ctx.use(translationLoaders).sections();
    },
  },

  Mutation: {
    async createLanguage(_root, { input }, ctx) {
      await requireWriteTranslations(ctx);
      const r = await client.createLanguage(ctx.callApi, { name: input.name, code: input.code });
      return payload('language', r);
    },
    async updateLanguage(_root, { input }, ctx) {
      await requireWriteTranslations(ctx);
      const r = await client.updateLanguage(ctx.callApi, { id: input.id, name: input.name, code: input.code });
      return payload('language', r);
    },
    async deleteLanguage(_root, { id }, ctx) {
      await requireWriteTranslations(ctx);
      const r = await client.deleteLanguage(ctx.callApi, id);
      return payload('deletedLanguageId', r, () => id);
    },
    async createSection(_root, { input }, ctx) {
      await requireWriteTranslations(ctx);
      const r = await client.createSection(ctx.callApi, { title: input.title, key: input.key });
      return payload('section', r);
    },
    async updateSection(_root, { input }, ctx) {
      await requireWriteTranslations(ctx);
      const r = await client.updateSection(ctx.callApi, { id: input.id, title: input.title, key: input.key });
      return payload('section', r);
    },
    async deleteSection(_root, { id }, ctx) {
      await requireWriteTranslations(ctx);
      const r = await client.deleteSection(ctx.callApi, id);
      return payload('deletedSectionId', r, () => id);
    },
  },

  Language: {
    exportUrl: (l) => exportUrl(l.id),
  },
  Section: {
    isTooltips: (s) => isTooltipsSection(s),
  },
};
