// Spec 000 §7 Organisation, write side: POST /company/save, /markets/save and
// /betshops/save upsert what the territory hierarchy source returned, keyed by
// the source's id (`externalId`), and count what changed. A second identical
// save finds everything unchanged. Nothing is ever deleted here.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import type { Router } from '../../http/router';
import { toId, Validator } from '../../http/validation';
import type { Betshop, Company, Market, StoreData } from '../../model';
import { betshopView, companyView, marketView } from './routes';

interface SourceItem {
  externalId: string;
  name: string;
}

interface Counts {
  added: number;
  updated: number;
  unchanged: number;
}

type Keyed = { id: number; name: string; externalId: string | null };

function externalIdOf(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

/** Validates `body[property]` as [{externalId, name}] with distinct externalIds. */
function parseItems(validator: Validator, body: JsonObject, property: string): SourceItem[] {
  const raw = body[property];
  if (!Array.isArray(raw)) {
    validator.custom(property, false, 'isArray', `${property} must be an array`);
    return [];
  }
  const firstIndex = new Map<string, number>();
  return raw.map((entry: unknown, index): SourceItem => {
    const path = `${property}.${index}`;
    const item = entry !== null && typeof entry === 'object' ? (entry as JsonObject) : {};
    const externalId = externalIdOf(item.externalId);
    const name = typeof item.name === 'string' ? item.name.trim() : '';
    validator.custom(`${path}.externalId`, externalId !== '', 'isNotEmpty', 'externalId should not be empty');
    validator.custom(`${path}.name`, name !== '', 'isNotEmpty', 'name should not be empty');
    const first = firstIndex.get(externalId);
    if (externalId !== '' && first !== undefined) {
      validator.custom(`${path}.externalId`, false, 'isUnique', `externalId ${externalId} is already at ${property}.${first}`);
    }
    if (first === undefined) firstIndex.set(externalId, index);
    return { externalId, name };
  });
}

/** The parent id named by `property`, which must exist in `rows` (400 on it otherwise). */
function parentId(validator: Validator, body: JsonObject, property: string, rows: readonly { id: number }[], what: string): number {
  const id = toId(body[property]);
  if (body[property] === undefined || body[property] === null || body[property] === '') {
    validator.custom(property, false, 'isNotEmpty', `${property} should not be empty`);
  } else if (id === null) {
    validator.custom(property, false, 'isInt', `${property} must be an integer number`);
  } else if (!rows.some((row) => row.id === id)) {
    validator.custom(property, false, 'exists', `${what} not found`);
  }
  return id ?? 0;
}

/**
 * Adds or updates one row per item. `parent` names the parent field and value
 * (a market that moved to another company counts as updated).
 */
function upsert<T extends Keyed>(
  rows: T[],
  items: SourceItem[],
  create: (item: SourceItem) => T,
  parent?: { field: keyof T; value: number },
): { counts: Counts; saved: T[] } {
  const byExternalId = new Map(rows.filter((row) => row.externalId).map((row) => [row.externalId, row]));
  const counts: Counts = { added: 0, updated: 0, unchanged: 0 };
  const saved = items.map((item) => {
    const row = byExternalId.get(item.externalId);
    if (!row) {
      const created = create(item);
      rows.push(created);
      counts.added++;
      return created;
    }
    const moved = parent !== undefined && row[parent.field] !== parent.value;
    if (row.name === item.name && !moved) {
      counts.unchanged++;
      return row;
    }
    row.name = item.name;
    if (parent) (row[parent.field] as unknown) = parent.value;
    counts.updated++;
    return row;
  });
  return { counts, saved };
}

export function registerOrganisationSaveRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('POST', '/company/save', async ({ body }) => {
    const validator = new Validator(body);
    const items = parseItems(validator, body, 'companies');
    validator.check();
    const result = await store.update((draft: StoreData) => {
      const { counts, saved } = upsert<Company>(draft.companies, items, (item) => ({
        id: draft.nextIds.companies++,
        name: item.name,
        externalId: item.externalId,
      }));
      return { ...counts, items: saved.map(companyView) };
    });
    return { status: 201, body: result };
  });

  router.add('POST', '/markets/save', async ({ body }) => {
    const validator = new Validator(body);
    const companyId = parentId(validator, body, 'companyId', store.read().companies, 'Company');
    const items = parseItems(validator, body, 'markets');
    validator.check();
    const result = await store.update((draft: StoreData) => {
      const { counts, saved } = upsert<Market>(
        draft.markets,
        items,
        (item) => ({
          id: draft.nextIds.markets++,
          name: item.name,
          companyId,
          externalId: item.externalId,
          defaultLanguage: 'en',
          additionalLanguages: [],
        }),
        { field: 'companyId', value: companyId },
      );
      return { ...counts, items: saved.map(marketView) };
    });
    return { status: 201, body: result };
  });

  router.add('POST', '/betshops/save', async ({ body }) => {
    const validator = new Validator(body);
    const marketId = parentId(validator, body, 'marketId', store.read().markets, 'Market');
    const items = parseItems(validator, body, 'betshops');
    validator.check();
    const result = await store.update((draft: StoreData) => {
      const { counts, saved } = upsert<Betshop>(
        draft.betshops,
        items,
        (item) => ({
          id: draft.nextIds.betshops++,
          name: item.name,
          marketId,
          externalId: item.externalId,
        }),
        { field: 'marketId', value: marketId },
      );
      return { ...counts, items: saved.map(betshopView) };
    });
    return { status: 201, body: result };
  });
}
