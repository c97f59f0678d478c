// Spec 001 §7 help pages of a domain: create, update, delete, duplicate, and the
// order of the pages within one category. Per-language maps come as JSON objects.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { badRequest, notFound } from '../../http/errors';
import type { Router } from '../../http/router';
import type { StoreData } from '../../model';
import type { HelpPageRecord } from './model';
import { findCategory, pageAnswer, readOrder } from './category-routes';
import { answerHelpChange, recordHelpChange } from './history-routes';
import { findDomain, pathId, languageMap, truthy } from './form-routes';

const MAP_FIELDS = ['pageTitle', 'content', 'metaTitle', 'metaDescription', 'metaKeywords', 'pageSlug'] as const;

function pageFields(body: JsonObject, data: StoreData, domainId: number) {
  const label = typeof body.label === 'string' ? body.label.trim() : '';
  const categoryIds = Array.isArray(body.categories) ? [...new Set(body.categories.map(Number))] : [];
  const problems = [];
  if (!label) problems.push({ property: 'label', constraints: { isNotEmpty: 'label should not be empty' } });
  if (categoryIds.length === 0) problems.push({ property: 'categories', constraints: { arrayNotEmpty: 'categories should not be empty' } });
  if (body.pageType !== undefined && body.pageType !== 'standard' && body.pageType !== 'full-page') {
    problems.push({ property: 'pageType', constraints: { isIn: 'pageType must be one of the following values: standard, full-page' } });
  }
  if (problems.length > 0) throw badRequest(problems);
  for (const id of categoryIds) findCategory(data, domainId, id);
  const maps = Object.fromEntries(MAP_FIELDS.map((name) => [name, languageMap(body[name], name)])) as Record<
    (typeof MAP_FIELDS)[number],
    Record<string, string>
  >;
  return {
    label,
    ...maps,
    pageType: body.pageType === 'full-page' ? ('full-page' as const) : ('standard' as const),
    isVisibleOnWeb: truthy(body.isVisibleOnWeb),
    isVisibleOnMobile: truthy(body.isVisibleOnMobile),
    categoryIds,
  };
}

/** Places in the given categories: kept where the page already was, last in a new one. */
function placeIn(data: StoreData, page: HelpPageRecord | null, categoryIds: number[]) {
  return categoryIds.map((categoryId) => {
    const kept = page?.categories.find((c) => c.categoryId === categoryId);
    if (kept) return kept;
    const orders = data.helpPages.flatMap((p) => p.categories.filter((c) => c.categoryId === categoryId).map((c) => c.order));
    return { categoryId, order: Math.max(0, ...orders) + 1 };
  });
}

function findPage(data: StoreData, domainId: number, id: number): HelpPageRecord {
  const page = data.helpPages.find((row) => row.id === id && row.helpDomainId === domainId);
  if (!page) throw notFound('Help page not found');
  return page;
}

export function registerHelpPageRoutes(router: Router, { store }: EmulatorDeps): void {
  const base = '/help/help-domain/:helpDomainId/help-page';

  router.add('POST', base, async (ctx) => {
    const domainId = pathId(ctx, 'helpDomainId');
    const answer = await store.update((draft) => {
      const domain = findDomain(draft, domainId);
      const { categoryIds, ...fields } = pageFields(ctx.body, draft, domainId);
      const page: HelpPageRecord = {
        id: draft.nextIds.helpPages++,
        helpDomainId: domainId,
        ...fields,
        categories: placeIn(draft, null, categoryIds),
      };
      draft.helpPages.push(page);
      const after = pageAnswer(page);
      return answerHelpChange(draft, ctx.auth, {
        websiteId: domain.websiteId,
        title: `Help page: ${page.label}`,
        action: 'Help page created',
        before: null,
        after,
      });
    });
    return { status: 201, body: answer };
  });

  router.add('PUT', `${base}/:helpPageId`, async (ctx) => {
    const domainId = pathId(ctx, 'helpDomainId');
    const id = pathId(ctx, 'helpPageId');
    const answer = await store.update((draft) => {
      const domain = findDomain(draft, domainId);
      const page = findPage(draft, domainId, id);
      const before = pageAnswer(page);
      const { categoryIds, ...fields } = pageFields(ctx.body, draft, domainId);
      Object.assign(page, fields, { categories: placeIn(draft, page, categoryIds) });
      const after = pageAnswer(page);
      return answerHelpChange(draft, ctx.auth, {
        websiteId: domain.websiteId,
        title: `Help page: ${page.label}`,
        action: 'Help page updated',
        before,
        after,
      });
    });
    return { status: 200, body: answer };
  });

  router.add('DELETE', `${base}/:helpPageId`, async (ctx) => {
    const domainId = pathId(ctx, 'helpDomainId');
    const id = pathId(ctx, 'helpPageId');
    const historyLogId = await store.update((draft) => {
      const domain = findDomain(draft, domainId);
      const page = findPage(draft, domainId, id);
      draft.helpPages = draft.helpPages.filter((row) => row.id !== id);
      return recordHelpChange(draft, ctx.auth, {
        websiteId: domain.websiteId,
        title: `Help page: ${page.label}`,
        action: 'Help page deleted',
        before: pageAnswer(page),
        after: null,
      });
    });
    return { status: 200, body: { id, historyLogId } };
  });

  router.add('POST', `${base}/:helpPageId/duplicate`, async (ctx) => {
    const domainId = pathId(ctx, 'helpDomainId');
    const id = pathId(ctx, 'helpPageId');
    const answer = await store.update((draft) => {
      const domain = findDomain(draft, domainId);
      const page = findPage(draft, domainId, id);
      const copy: HelpPageRecord = {
        ...structuredClone(page),
        id: draft.nextIds.helpPages++,
        label: `${page.label} (copy)`,
        pageSlug: Object.fromEntries(Object.entries(page.pageSlug).map(([code, slug]) => [code, `${slug}-copy`])),
        categories: placeIn(
          draft,
          null,
          page.categories.map((c) => c.categoryId),
        ),
      };
      draft.helpPages.push(copy);
      const after = pageAnswer(copy);
      return answerHelpChange(draft, ctx.auth, {
        websiteId: domain.websiteId,
        title: `Help page: ${copy.label}`,
        action: 'Help page duplicated',
        before: null,
        after,
      });
    });
    return { status: 201, body: answer };
  });

  router.add(
    'POST',
    '/help/help-domain/:helpDomainId/help-category/:helpCategoryId/help-page/reorder',
    async (ctx) => {
      const domainId = pathId(ctx, 'helpDomainId');
      const categoryId = pathId(ctx, 'helpCategoryId');
      const order = await readOrder(ctx.req, 'pageId');
      const historyLogId = await store.update((draft) => {
        const domain = findDomain(draft, domainId);
        const category = findCategory(draft, domainId, categoryId);
        const places = draft.helpPages.flatMap((page) =>
          page.categories.filter((c) => c.categoryId === categoryId).map((place) => ({ page, place })),
        );
        for (const id of order.keys()) if (!places.some(({ page }) => page.id === id)) throw notFound('Help page not found');
        const labels = () => [...places].sort((a, b) => a.place.order - b.place.order).map(({ page }) => page.label);
        const before = labels();
        for (const { page, place } of places) place.order = order.get(page.id) ?? place.order;
        return recordHelpChange(draft, ctx.auth, {
          websiteId: domain.websiteId,
          title: `Help category: ${category.label}`,
          action: 'Help pages reordered',
          before: { order: before },
          after: { order: labels() },
        });
      });
      return { status: 200, body: { historyLogId } };
    },
    { rawBody: true },
  );
}
