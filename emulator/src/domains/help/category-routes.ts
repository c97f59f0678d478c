// Spec 001 §7 help categories of a domain: list (each with its pages, in order; only their
// summaries with `?pages=summary`, issue 40),
// multipart create and update (per-language name, description and slug as JSON
// strings, an svg icon or imageDeleted), delete (its pages go with it unless they
// are in another category too) and reorder.
import { randomUUID } from 'node:crypto';
import type { EmulatorDeps } from '../../deps';
import { readJsonValue } from '../../http/body';
import { badRequest, notFound } from '../../http/errors';
import { readMultipartForm, type MultipartForm } from '../../http/multipart';
import type { Router } from '../../http/router';
import type { StoreData } from '../../model';
import type { HelpCategoryRecord, HelpPageRecord } from './model';
import { answerHelpChange, recordHelpChange } from './history-routes';
import { findDomain, pathId, imagePath, languageMap, SVG_LIMIT_BYTES, svgText, truthy } from './form-routes';

export function pageAnswer(page: HelpPageRecord) {
  const { helpDomainId: _domain, categories, ...rest } = page;
  return { ...rest, helpPageId: page.id, categories: categories.map((c) => c.categoryId) };
}

const hasText = (html: string | undefined) => !!html && html.replace(/<[^>]*>/g, '').trim() !== '';

/** A page as lists show it (issue 40): its name, categories and the languages whose content is not blank. */
export function pageSummary(page: HelpPageRecord) {
  return {
    id: page.id,
    helpPageId: page.id,
    label: page.label,
    categories: page.categories.map((c) => c.categoryId),
    contentLanguages: Object.keys(page.content).filter((code) => hasText(page.content[code])),
  };
}

/** A category with its pages in order: whole pages, or their summaries (`?pages=summary`). */
function categoryAnswer(data: StoreData, category: HelpCategoryRecord, asPage: (page: HelpPageRecord) => object = pageAnswer) {
  const { helpDomainId: _domain, ...rest } = category;
  const entries = data.helpPages
    .flatMap((page) => page.categories.filter((c) => c.categoryId === category.id).map((c) => ({ page, order: c.order })))
    .sort((a, b) => a.order - b.order || a.page.id - b.page.id)
    .map(({ page, order }) => ({ helpPageId: page.id, helpCategoryId: category.id, order, helpPage: asPage(page) }));
  return { ...rest, imagePath: imagePath(category.imageName), helpPageHelpCategory: entries };
}

export function findCategory(data: StoreData, domainId: number, id: number): HelpCategoryRecord {
  const category = data.helpCategories.find((row) => row.id === id && row.helpDomainId === domainId);
  if (!category) throw notFound('Help category not found');
  return category;
}

function categoryFields(form: MultipartForm) {
  const f = form.fields;
  const label = (f.label ?? '').trim();
  if (!label) throw badRequest([{ property: 'label', constraints: { isNotEmpty: 'label should not be empty' } }]);
  return {
    label,
    name: languageMap(f.name, 'name'),
    description: languageMap(f.description, 'description'),
    categorySlug: languageMap(f.categorySlug, 'categorySlug'),
    isActive: truthy(f.isActive),
  };
}

function applyIcon(draft: StoreData, category: { imageName: string | null }, form: MultipartForm): void {
  if (form.file) {
    const svg = svgText(form.file, form.fileTooLarge);
    if (category.imageName) delete draft.helpImages[category.imageName];
    category.imageName = `${randomUUID()}.svg`;
    draft.helpImages[category.imageName] = svg;
  } else if (truthy(form.fields.imageDeleted) && category.imageName) {
    delete draft.helpImages[category.imageName];
    category.imageName = null;
  }
}

/** [{key, order}] from a JSON array body; a 400 for anything else. */
export async function readOrder(req: Parameters<typeof readJsonValue>[0], key: string): Promise<Map<number, number>> {
  const body = await readJsonValue(req);
  const list = Array.isArray(body) ? body : (body as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(list)) throw badRequest(`The body must be a list of {${key}, order}`);
  const order = new Map<number, number>();
  for (const item of list as Record<string, unknown>[]) {
    const id = Number(item?.[key]);
    const place = Number(item?.order);
    if (!Number.isInteger(id) || !Number.isInteger(place)) throw badRequest(`The body must be a list of {${key}, order}`);
    order.set(id, place);
  }
  return order;
}

export function registerHelpCategoryRoutes(router: Router, { store }: EmulatorDeps): void {
  const base = '/help/help-domain/:helpDomainId/help-category';

  router.add('GET', base, (ctx) => {
    const domainId = pathId(ctx, 'helpDomainId');
    const data = store.read();
    findDomain(data, domainId);
    const rows = data.helpCategories.filter((row) => row.helpDomainId === domainId).sort((a, b) => a.order - b.order || a.id - b.id);
    const asPage = ctx.query.get('pages') === 'summary' ? pageSummary : pageAnswer;
    return { status: 200, body: { items: rows.map((row) => categoryAnswer(data, row, asPage)) } };
  });

  router.add(
    'POST',
    base,
    async (ctx) => {
      const domainId = pathId(ctx, 'helpDomainId');
      const form = await readMultipartForm(ctx.req, 'image', SVG_LIMIT_BYTES + 1);
      const answer = await store.update((draft) => {
        const domain = findDomain(draft, domainId);
        const last = Math.max(0, ...draft.helpCategories.filter((row) => row.helpDomainId === domainId).map((row) => row.order));
        const category: HelpCategoryRecord = {
          id: draft.nextIds.helpCategories++,
          helpDomainId: domainId,
          imageName: null,
          order: last + 1,
          ...categoryFields(form),
        };
        applyIcon(draft, category, form);
        draft.helpCategories.push(category);
        const after = categoryAnswer(draft, category);
        return answerHelpChange(draft, ctx.auth, {
          websiteId: domain.websiteId,
          title: `Help category: ${category.label}`,
          action: 'Help category created',
          before: null,
          after,
        });
      });
      return { status: 201, body: answer };
    },
    { rawBody: true },
  );

  router.add(
    'PUT',
    `${base}/:helpCategoryId`,
    async (ctx) => {
      const domainId = pathId(ctx, 'helpDomainId');
      const id = pathId(ctx, 'helpCategoryId');
      const form = await readMultipartForm(ctx.req, 'image', SVG_LIMIT_BYTES + 1);
      const answer = await store.update((draft) => {
        const domain = findDomain(draft, domainId);
        const category = findCategory(draft, domainId, id);
        const before = categoryAnswer(draft, category);
        Object.assign(category, categoryFields(form));
        applyIcon(draft, category, form);
        const after = categoryAnswer(draft, category);
        return answerHelpChange(draft, ctx.auth, {
          websiteId: domain.websiteId,
          title: `Help category: ${category.label}`,
          action: 'Help category updated',
          before,
          after,
        });
      });
      return { status: 200, body: answer };
    },
    { rawBody: true },
  );

  router.add('DELETE', `${base}/:helpCategoryId`, async (ctx) => {
    const domainId = pathId(ctx, 'helpDomainId');
    const id = pathId(ctx, 'helpCategoryId');
    const historyLogId = await store.update((draft) => {
      const domain = findDomain(draft, domainId);
      const category = findCategory(draft, domainId, id);
      const before = categoryAnswer(draft, category);
      if (category.imageName) delete draft.helpImages[category.imageName];
      draft.helpCategories = draft.helpCategories.filter((row) => row.id !== id);
      for (const page of draft.helpPages) page.categories = page.categories.filter((c) => c.categoryId !== id);
      draft.helpPages = draft.helpPages.filter((page) => page.helpDomainId !== domainId || page.categories.length > 0);
      return recordHelpChange(draft, ctx.auth, {
        websiteId: domain.websiteId,
        title: `Help category: ${category.label}`,
        action: 'Help category deleted',
        before,
        after: null,
      });
    });
    return { status: 200, body: { id, historyLogId } };
  });

  router.add(
    'POST',
    `${base}/reorder`,
    async (ctx) => {
      const domainId = pathId(ctx, 'helpDomainId');
      const order = await readOrder(ctx.req, 'categoryId');
      const historyLogId = await store.update((draft) => {
        const domain = findDomain(draft, domainId);
        const rows = draft.helpCategories.filter((row) => row.helpDomainId === domainId);
        for (const id of order.keys()) if (!rows.some((row) => row.id === id)) throw notFound('Help category not found');
        const before = rows.sort((a, b) => a.order - b.order).map((row) => row.label);
        for (const row of rows) row.order = order.get(row.id) ?? row.order;
        const after = [...rows].sort((a, b) => a.order - b.order).map((row) => row.label);
        return recordHelpChange(draft, ctx.auth, {
          websiteId: domain.websiteId,
          title: 'Help categories',
          action: 'Help categories reordered',
          before: { order: before },
          after: { order: after },
        });
      });
      return { status: 200, body: { historyLogId } };
    },
    { rawBody: true },
  );
}
