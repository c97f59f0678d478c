// Spec 000 §7 Websites: list and one website, with the betshop and its market
// embedded from their own collections; create, partial update and delete.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { notFound } from '../../http/errors';
import { paginate, parseListQuery, sortRows } from '../../http/paging';
import { idParam, type Router } from '../../http/router';
import { toId, Validator, text } from '../../http/validation';
import type { Role, StoreData, Website } from '../../model';

const SORT_COLUMNS = ['id', 'name', 'url'] as const;

/**
 * The upstream website shape. `role` is the caller's role: the spec only says the
 * client compares it with 2, so the emulator echoes who is asking.
 */
export function websiteView(data: Readonly<StoreData>, website: Website, role: Role) {
  const betshop = data.betshops.find((candidate) => candidate.id === website.betshopId);
  const market = betshop && data.markets.find((candidate) => candidate.id === betshop.marketId);
  return {
    id: website.id,
    name: website.name,
    url: website.url,
    betshopId: website.betshopId,
    role,
    betshop: betshop
      ? {
          id: betshop.id,
          name: betshop.name,
          marketId: betshop.marketId,
          market: market
            ? {
                id: market.id,
                name: market.name,
                defaultLanguage: market.defaultLanguage || 'en',
                additionalLanguages: [...market.additionalLanguages],
              }
            : null,
        }
      : null,
  };
}

const websiteNotFound = () => notFound('Website not found');

/** Loose URL check: no spaces, and a host with a dot (or localhost), scheme optional. */
function looksLikeUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const { hostname } = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `https://${value}`);
    return hostname === 'localhost' || hostname.includes('.');
  } catch {
    return false;
  }
}

/** Checks the fields present (all of them when `partial` is false) against `data`. */
function validateWebsite(body: JsonObject, data: Readonly<StoreData>, partial: boolean): void {
  const validator = new Validator(body);
  const wanted = (field: string) => !partial || validator.has(field);
  if (wanted('name')) validator.required('name', 'The name is required');
  if (wanted('url')) {
    validator.required('url', 'The url is required');
    if (typeof body.url === 'string' && body.url.trim() !== '') {
      validator.custom('url', looksLikeUrl(body.url.trim()), 'isUrl', 'url must be a URL address');
    }
  }
  if (wanted('betshopId')) {
    validator.required('betshopId', 'The betshopId is required');
    const raw = body.betshopId;
    if (raw !== undefined && raw !== null && raw !== '') {
      const id = toId(raw);
      if (id === null) validator.custom('betshopId', false, 'isInt', 'betshopId must be an integer number');
      else
        validator.custom(
          'betshopId',
          data.betshops.some((betshop) => betshop.id === id),
          'exists',
          'Betshop not found',
        );
    }
  }
  validator.check();
}

function applyFields(website: Website, body: JsonObject): void {
  if (body.name !== undefined) website.name = text(body.name).trim();
  if (body.url !== undefined) website.url = text(body.url).trim();
  if (body.betshopId !== undefined) website.betshopId = toId(body.betshopId);
}

export function registerWebsiteRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/websites', ({ query, auth }) => {
    const list = parseListQuery(query, SORT_COLUMNS, 'id');
    const data = store.read();
    const matching = data.websites.filter(
      (website) => website.name.toLowerCase().includes(list.term) || website.url.toLowerCase().includes(list.term),
    );
    const page = paginate(sortRows(matching, list.sortColumn, list.sortDirection), list.page, list.limit);
    return { status: 200, body: { ...page, items: page.items.map((website) => websiteView(data, website, auth!.user.role)) } };
  });

  router.add('GET', '/websites/:id', (ctx) => {
    const id = idParam(ctx);
    const data = store.read();
    const website = data.websites.find((candidate) => candidate.id === id);
    if (!website) throw websiteNotFound();
    return { status: 200, body: websiteView(data, website, ctx.auth!.user.role) };
  });

  router.add('POST', '/websites', async ({ body, auth }) => {
    validateWebsite(body, store.read(), false);
    const created = await store.update((draft) => {
      const website: Website = { id: draft.nextIds.websites++, name: '', url: '', betshopId: null };
      applyFields(website, body);
      draft.websites.push(website);
      return websiteView(draft, website, auth!.user.role);
    });
    return { status: 201, body: created };
  });

  router.add('PATCH', '/websites/:id', async (ctx) => {
    const { body, auth } = ctx;
    validateWebsite(body, store.read(), true);
    const id = idParam(ctx);
    const updated = await store.update((draft) => {
      const website = draft.websites.find((candidate) => candidate.id === id);
      if (!website) throw websiteNotFound();
      applyFields(website, body);
      return websiteView(draft, website, auth!.user.role);
    });
    return { status: 200, body: updated };
  });

  router.add('DELETE', '/websites/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft, tables) => {
      if (!draft.websites.some((website) => website.id === id)) throw websiteNotFound();
      draft.websites = draft.websites.filter((website) => website.id !== id);
      tables.exceptions.removeOfWebsite(id!);
    });
    return { status: 200, body: { id } };
  });
}
