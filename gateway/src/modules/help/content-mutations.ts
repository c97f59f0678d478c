import type { HelpCategoryInput, HelpPageInput, Resolvers } from '../../generated/resolvers-types';
import { upstreamId } from '../../upstream/ids';
import { nameTaken } from '../../upstream/unique-name';
import type { UserError } from '../../upstream/user-errors';
import { sanitizeSeoHtml as sanitizeRichText } from '../../catalogue/rich-text';
import { domainAccess } from './access';
import * as client from './client';
import { withComment, type Outcome } from './comment';
import { kebabCase, toHelpCategory, toHelpDomain, toHelpPage, type HelpPagePayloadModel } from './mappers';
import { cleanSvg } from './svg';
import { mergeLanguageMaps } from './language-maps';

// Categories and pages of a domain (spec 001 §2.10, §6): help write on the
// domain's website. Slugs are the kebab case of each language's name or title;
// rich text is sanitised before it goes upstream.

const byLanguage = <T extends { language: string }>(texts: readonly T[], pick: (t: T) => string) =>
  Object.fromEntries(texts.map((t) => [t.language, pick(t)]));

/** The category's fields; its texts merged into those `stored` (an update's category as it is). */
function categoryForm(
  input: HelpCategoryInput,
  languages: string[],
  stored?: client.UpstreamHelpCategory,
): { fields: [string, string][]; userErrors: UserError[] } {
  const label = input.label.trim();
  if (!label) return { fields: [], userErrors: [{ field: 'label', message: 'The label is required' }] };
  const texts = input.texts.filter((t) => languages.includes(t.language));
  const maps = mergeLanguageMaps(stored, {
    name: byLanguage(texts, (t) => t.name.trim()),
    description: byLanguage(texts, (t) => t.description.trim()),
    categorySlug: byLanguage(texts, (t) => kebabCase(t.name)),
  });
  // A category without a name has no slug: the help site could not link to it.
  const defaultLanguage = languages[0];
  if (defaultLanguage && !maps.name[defaultLanguage]) {
    return { fields: [], userErrors: [{ field: `texts.${defaultLanguage}.name`, message: `The name is required in ${defaultLanguage}` }] };
  }
  const fields: [string, string][] = [
    ['label', label],
    ['name', JSON.stringify(maps.name)],
    ['description', JSON.stringify(maps.description)],
    ['categorySlug', JSON.stringify(maps.categorySlug)],
    ['isActive', String(input.isActive)],
  ];
  if (!input.iconSvg && input.removeIcon) fields.push(['imageDeleted', 'true']);
  return { fields, userErrors: [] };
}

const labelInUse = (label: string): UserError[] => [{ field: 'label', message: `A category labelled ${label.trim()} already exists.` }];
const labelTaken = (categories: readonly client.UpstreamHelpCategory[], label: string, exceptId: string | null) =>
  nameTaken(
    categories.map((c) => ({ id: c.id, name: c.label })),
    label,
    exceptId,
  );

const iconFile = (svg: string | null | undefined) =>
  svg ? { field: 'image', filename: 'icon.svg', contentType: 'image/svg+xml', content: Buffer.from(cleanSvg(svg, 'iconSvg')) } : undefined;

/** The page's fields; its texts merged into those `stored` (an update's page as it is). */
export function pageBody(
  input: HelpPageInput,
  languages: string[],
  stored?: client.UpstreamHelpPage,
): { body: client.PageBody | null; userErrors: UserError[] } {
  const userErrors: UserError[] = [];
  const label = input.label.trim();
  if (!label) userErrors.push({ field: 'label', message: 'The label is required' });
  if (input.categoryIds.length === 0) userErrors.push({ field: 'categoryIds', message: 'Choose at least one category' });
  if (userErrors.length > 0) return { body: null, userErrors };
  const sent = input.texts.filter((t) => languages.includes(t.language));
  // A language with neither a title nor content is not part of the page: emptied, it goes.
  const texts = sent.filter((t) => t.title.trim() || t.content.replace(/<[^>]*>/g, '').trim());
  const emptied = sent.filter((t) => !texts.includes(t)).map((t) => t.language);
  const maps = mergeLanguageMaps(
    stored,
    {
      pageTitle: byLanguage(texts, (t) => t.title.trim()),
      content: byLanguage(texts, (t) => sanitizeRichText(t.content)),
      metaTitle: byLanguage(texts, (t) => t.metaTitle.trim()),
      metaDescription: byLanguage(texts, (t) => t.metaDescription.trim()),
      metaKeywords: byLanguage(texts, (t) => t.metaKeywords.trim()),
      pageSlug: byLanguage(texts, (t) => kebabCase(t.title)),
    },
    emptied,
  );
  return {
    body: {
      label,
      ...maps,
      pageType: input.pageType === 'FULL_PAGE' ? 'full-page' : 'standard',
      isVisibleOnWeb: input.isVisibleOnWeb,
      isVisibleOnMobile: input.isVisibleOnMobile,
      categories: [...new Set(input.categoryIds.map((id) => Number(upstreamId(id))))],
    },
    userErrors,
  };
}

const order = <K extends string>(key: K, ids: readonly string[]) =>
  ids.map((id, index) => ({ [key]: Number(upstreamId(id)), order: index + 1 }) as Record<K, number> & { order: number });

function categorySaved(r: Outcome<client.UpstreamHelpCategory>, domain: client.UpstreamHelpDomain, languageOrder: string[]) {
  if (!r.value) return { category: null, domain: null, userErrors: r.userErrors };
  // Its writer may write help on the domain's website: it just did.
  return { category: toHelpCategory(r.value, languageOrder), domain: toHelpDomain(domain, true), userErrors: r.userErrors };
}

function pageSaved(r: Outcome<client.UpstreamHelpPage>, domainId: string, languageOrder: string[]): HelpPagePayloadModel {
  if (!r.value) return { page: null, userErrors: r.userErrors };
  return { page: toHelpPage(r.value, languageOrder), userErrors: r.userErrors, saved: { domainId, languageOrder } };
}

export const helpContentMutationResolvers: Resolvers = {
  Mutation: {
    async createHelpCategory(_root, { domainId, input, comment }, ctx) {
      const { domain, languageOrder } = await domainAccess(ctx, domainId, 'write');
      const { fields, userErrors } = categoryForm(input, languageOrder);
      if (userErrors.length > 0) return { category: null, userErrors };
      if (labelTaken(await client.listCategories(ctx.callApi, domain.id), input.label, null)) {
        return { category: null, userErrors: labelInUse(input.label) };
      }
      const r = await withComment(ctx, await client.saveCategory(ctx.streamApi, domain.id, null, fields, iconFile(input.iconSvg)), comment);
      return categorySaved(r, domain, languageOrder);
    },

    async updateHelpCategory(_root, { domainId, id, input, comment }, ctx) {
      const { domain, languageOrder } = await domainAccess(ctx, domainId, 'write');
      const categories = await client.listCategories(ctx.callApi, domain.id);
      const { fields, userErrors } = categoryForm(
        input,
        languageOrder,
        categories.find((c) => c.id === upstreamId(id)),
      );
      if (userErrors.length > 0) return { category: null, userErrors };
      if (labelTaken(categories, input.label, upstreamId(id))) return { category: null, userErrors: labelInUse(input.label) };
      const r = await withComment(
        ctx,
        await client.saveCategory(ctx.streamApi, domain.id, upstreamId(id), fields, iconFile(input.iconSvg)),
        comment,
      );
      return categorySaved(r, domain, languageOrder);
    },

    async deleteHelpCategory(_root, { domainId, id, comment }, ctx) {
      const { domain } = await domainAccess(ctx, domainId, 'write');
      const categoryId = upstreamId(id);
      const r = await withComment(ctx, await client.deleteCategory(ctx.callApi, domain.id, categoryId), comment);
      return { id: r.value ? categoryId : null, userErrors: r.userErrors };
    },

    async reorderHelpCategories(_root, { domainId, categoryIds, comment }, ctx) {
      const { domain } = await domainAccess(ctx, domainId, 'write');
      const r = await withComment(ctx, await client.reorderCategories(ctx.callApi, domain.id, order('categoryId', categoryIds)), comment);
      return { id: r.value ? domain.id : null, userErrors: r.userErrors };
    },

    async createHelpPage(_root, { domainId, input, comment }, ctx) {
      const { domain, languageOrder } = await domainAccess(ctx, domainId, 'write');
      const { body, userErrors } = pageBody(input, languageOrder);
      if (!body) return { page: null, userErrors };
      const r = await withComment(ctx, await client.savePage(ctx.callApi, domain.id, null, body), comment);
      return pageSaved(r, domain.id, languageOrder);
    },

    async updateHelpPage(_root, { domainId, id, input, comment }, ctx) {
      const { domain, languageOrder } = await domainAccess(ctx, domainId, 'write');
      // The page as stored, whole (the domain's tree carries its pages' names only): the update's texts merge into it.
      const stored = (await client.getPage(ctx.callApi, domain.id, upstreamId(id))) ?? undefined;
      const { body, userErrors } = pageBody(input, languageOrder, stored);
      if (!body) return { page: null, userErrors };
      const r = await withComment(ctx, await client.savePage(ctx.callApi, domain.id, upstreamId(id), body), comment);
      return pageSaved(r, domain.id, languageOrder);
    },

    async deleteHelpPage(_root, { domainId, id, comment }, ctx) {
      const { domain } = await domainAccess(ctx, domainId, 'write');
      const pageId = upstreamId(id);
      const r = await withComment(ctx, await client.deletePage(ctx.callApi, domain.id, pageId), comment);
      return { id: r.value ? pageId : null, userErrors: r.userErrors };
    },

    async duplicateHelpPage(_root, { domainId, id, comment }, ctx) {
      const { domain, languageOrder } = await domainAccess(ctx, domainId, 'write');
      const r = await withComment(ctx, await client.duplicatePage(ctx.callApi, domain.id, upstreamId(id)), comment);
      return pageSaved(r, domain.id, languageOrder);
    },

    async reorderHelpPages(_root, { domainId, categoryId, pageIds, comment }, ctx) {
      const { domain } = await domainAccess(ctx, domainId, 'write');
      const category = upstreamId(categoryId);
      const r = await withComment(ctx, await client.reorderPages(ctx.callApi, domain.id, category, order('pageId', pageIds)), comment);
      return { id: r.value ? category : null, userErrors: r.userErrors };
    },
  },

  HelpPagePayload: {
    // Read after the write: the page lists it joined or left, and each list's order version.
    categories: async (payload, _args, ctx) =>
      payload.saved
        ? (await client.listCategories(ctx.callApi, payload.saved.domainId)).map((c) => toHelpCategory(c, payload.saved!.languageOrder))
        : [],
  },
};
