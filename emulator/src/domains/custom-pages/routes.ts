// Spec 001 §2.3, §5, §7: custom pages (/seo-page). Only custom pages are listed and changed;
// the built-in ones (home, live, …) stay. The website edit screen's page HTML/CSS editors offer them.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { invalid, notFound } from '../../http/errors';
import { idParam, type Router } from '../../http/router';
import { text, Validator } from '../../http/validation';
import type { StoreData } from '../../model';

const pageNotFound = () => notFound('Page not found');

function checkPage(body: JsonObject): string {
  new Validator(body).required('name', 'The name is required').check();
  return text(body.name).trim();
}

function assertUniqueName(draft: StoreData, name: string, exceptId?: number): void {
  if (draft.seoPages.some((page) => page.name.toLowerCase() === name.toLowerCase() && page.id !== exceptId)) {
    throw invalid('name', { isUnique: `Page ${name} already exists` });
  }
}

export function registerCustomPageRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/seo-page', () => ({
    status: 200,
    body: {
      items: store
        .read()
        .seoPages.filter((page) => page.isCustom)
        .map((page) => ({ id: page.id, name: page.name })),
    },
  }));

  router.add('POST', '/seo-page', async ({ body }) => {
    const name = checkPage(body);
    const created = await store.update((draft) => {
      assertUniqueName(draft, name);
      const page = { id: draft.nextIds.seoPages++, name, isCustom: true };
      draft.seoPages.push(page);
      return { id: page.id, name };
    });
    return { status: 201, body: created };
  });

  router.add('PUT', '/seo-page/:id', async (ctx) => {
    const id = idParam(ctx);
    const name = checkPage(ctx.body);
    const updated = await store.update((draft) => {
      const page = draft.seoPages.find((row) => row.id === id && row.isCustom);
      if (!page) throw pageNotFound();
      assertUniqueName(draft, name, page.id);
      page.name = name;
      return { id: page.id, name };
    });
    return { status: 200, body: updated };
  });

  router.add('DELETE', '/seo-page/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft) => {
      const before = draft.seoPages.length;
      draft.seoPages = draft.seoPages.filter((page) => !(page.id === id && page.isCustom));
      if (draft.seoPages.length === before) throw pageNotFound();
    });
    return { status: 200, body: { id } };
  });
}
