// Copy and compare the store's records, which are plain JSON values (objects, arrays, strings,
// numbers, booleans, null): loaded from JSON, seeded as literals. Hand-written because they run on
// every write over whole collections (31,000 words at operator volume), where structuredClone is
// about 7× slower and JSON.stringify has to escape every string again. Strings are immutable, so a
// copy shares them; only objects and arrays are new.

export function cloneJson<T>(value: T): T {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    const copy: unknown[] = new Array(value.length);
    for (let i = 0; i < value.length; i++) copy[i] = cloneJson(value[i] as unknown);
    return copy as T;
  }
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copy[key] = cloneJson((value as Record<string, unknown>)[key]);
  return copy as T;
}

/** The same JSON value: same keys and values (key order aside; undefined counts as absent, as in JSON). */
export function equalJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!equalJson(a[i], other[i])) return false;
    return true;
  }
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let keys = 0;
  for (const key in x) {
    if (x[key] === undefined) continue;
    keys++;
    if (!equalJson(x[key], y[key])) return false;
  }
  for (const key in y) if (y[key] !== undefined) keys--;
  return keys === 0;
}
