// Spec 001 §2.12, §7: the trending service (TRENDING_URL points the gateway at it; the
// emulator serves it under its own origin). Called with the user's bearer token.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { invalid } from '../../http/errors';
import type { Router } from '../../http/router';
import { templatesOfSport, type TrendingRecord } from './seed';

const isIdList = (value: unknown) => Array.isArray(value) && value.every((id) => Number.isInteger(id) && (id as number) > 0);
const isKey = (key: string) => /^\d{1,9}$/.test(key);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Keys are ids; values id lists (`templates`) or such maps again (`markets`). */
function isIdMap(value: unknown, depth: 1 | 2): boolean {
  if (!isObject(value)) return false;
  return Object.entries(value).every(([key, inner]) => isKey(key) && (depth === 1 ? isIdList(inner) : isIdMap(inner, 1)));
}

function checkConfiguration(body: JsonObject): TrendingRecord {
  if (!isIdMap(body.markets, 2)) throw invalid('markets', { isObject: 'markets must map betshop ids to sport ids to template id lists' });
  if (!isIdMap(body.templates, 1)) throw invalid('templates', { isObject: 'templates must map sport ids to template id lists' });
  return { markets: body.markets as TrendingRecord['markets'], templates: body.templates as TrendingRecord['templates'] };
}

export function registerTrendingRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/configuration/trending', () => ({ status: 200, body: store.read().trending }));

  router.add('GET', '/configuration/template-markets', ({ query }) => {
    const sportId = query.get('sportId');
    if (!sportId || !/^\d{1,9}$/.test(sportId) || Number(sportId) < 1)
      throw invalid('sportId', { isInt: 'sportId must be a positive integer' });
    return { status: 200, body: templatesOfSport(Number(sportId)) };
  });

  router.add('POST', '/configuration/trending', async ({ body }) => {
    const configuration = checkConfiguration(body);
    const saved = await store.update((draft) => {
      draft.trending = configuration;
      return draft.trending;
    });
    return { status: 201, body: saved };
  });
}
