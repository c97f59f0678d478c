import { cutText, type ActivityChange } from './entry';

// Before → after of one entity, as flat dotted fields, so any entity's change shows in one
// two-column diff. Array items keyed by a `key` field (aliased in the snapshot query: a
// permission's name, a phrase's language) are addressed by that key instead of their position;
// a `subKey` beside it addresses items keyed by two things (an exception's website and language).
// Values come here with their secrets already left out or masked (graphql/audit/sensitive-fields.ts).

export type Flat = Record<string, string | null>;

function keyText(key: unknown): string | null {
  if (typeof key === 'string' || typeof key === 'number') return String(key);
  if (key && typeof key === 'object') {
    const values = Object.values(key).filter((v) => typeof v === 'string' || typeof v === 'number');
    if (values.length === 1) return String(values[0]);
  }
  return null;
}

function keyOf(item: unknown): string | null {
  if (!item || typeof item !== 'object' || !('key' in item)) return null;
  const key = keyText(item.key);
  if (key === null || !('subKey' in item)) return key;
  const subKey = keyText(item.subKey);
  return subKey === null ? null : `${key}.${subKey}`;
}

/** Long texts cut (`cutText`) for the Activity entries; whole for a version's hash. */
type TextOf = (text: string) => string;

export function flatten(value: unknown, prefix = '', out: Flat = {}, textOf: TextOf = cutText): Flat {
  if (value === null || value === undefined) {
    if (prefix) out[prefix] = null;
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const key = keyOf(item);
      const path = prefix ? `${prefix}.${key ?? index}` : String(key ?? index);
      if (key === null) return void flatten(item, path, out, textOf);
      const { key: _key, subKey: _subKey, ...rest } = item as Record<string, unknown>;
      const fields = Object.keys(rest).filter((f) => f !== '__typename');
      // `{ key, level }` reads better as `permissions.USERS.USERS: READ` than with `.level` after it.
      if (fields.length === 1) flatten(rest[fields[0]!], path, out, textOf);
      else flatten(rest, path, out, textOf);
    });
  } else if (typeof value === 'object') {
    for (const [name, inner] of Object.entries(value)) {
      if (name === '__typename') continue;
      flatten(inner, prefix ? `${prefix}.${name}` : name, out, textOf);
    }
  } else if (prefix && (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')) {
    out[prefix] = textOf(String(value));
  }
  return out;
}

/** Every field with its whole text: a change past a long text's cut still changes a version. */
export const flattenWhole = (value: unknown): Flat => flatten(value, '', {}, (text) => text);

/** The fields whose value differs; with no `before` (unknown), every field of `after` with before null. */
export function diff(before: Flat | null, after: Flat | null): ActivityChange[] {
  const fields = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: ActivityChange[] = [];
  for (const field of fields) {
    const from = before?.[field] ?? null;
    const to = after?.[field] ?? null;
    if (from !== to) changes.push({ field, before: from, after: to });
  }
  return changes;
}
