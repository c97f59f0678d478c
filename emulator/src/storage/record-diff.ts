// Which rows of one collection a change writes: the records that differ from before (compared as
// JSON values), the new ones, the removed ones, and those whose place moved. The common cases
// (records edited in place, records appended) compare each record with the one at the same
// index and touch no key map: a save in a list of 31,000 words costs a walk over them, not a
// rebuild of their order.
import { persistedAs, type Persisted } from './collections';
import { equalJson } from './json-value';
import { placesOf } from './order';

type Entries = [key: string, value: unknown][];

export interface RowWriter {
  upsert(key: string, seq: number, json: string): void;
  remove(key: string): void;
}

export interface CollectionWrite {
  rows: number;
  /** The collection's places once the transaction has committed (the stored map, updated or replaced). */
  places(): Map<string, number>;
}

/** A collection as keyed rows, in order. */
export function entriesOf(collection: string, value: unknown): Entries {
  const persisted = persistedAs(collection);
  if (persisted.kind === 'value') return [['', value]];
  if (persisted.kind === 'map') return Object.entries(value as Record<string, unknown>);
  const key = persisted.key as (row: unknown) => string;
  return (value as unknown[]).map((row) => [key(row), row]);
}

export function diffCollection(
  collection: string,
  before: unknown,
  after: unknown,
  stored: Map<string, number>,
  out: RowWriter,
): CollectionWrite {
  const persisted = persistedAs(collection);
  if (persisted.kind === 'list' && Array.isArray(after) && (before === undefined || Array.isArray(before))) {
    const appended = diffAppended(persisted, (before as unknown[] | undefined) ?? [], after, stored, out);
    if (appended) return appended;
  }
  return diffAny(collection, before, after, stored, out);
}

/** Records edited in place and new ones after them: null when the list changed otherwise. */
function diffAppended(
  persisted: Persisted & { kind: 'list' },
  old: readonly unknown[],
  next: readonly unknown[],
  stored: Map<string, number>,
  out: RowWriter,
): CollectionWrite | null {
  if (next.length < old.length) return null;
  const key = persisted.key as (row: unknown) => string;
  const same = persisted.byId
    ? (i: number) => (old[i] as { id: unknown }).id === (next[i] as { id: unknown }).id
    : (i: number) => key(old[i]) === key(next[i]);
  for (let i = 0; i < old.length; i++) if (!same(i)) return null;
  let rows = 0;
  for (let i = 0; i < old.length; i++) {
    if (equalJson(old[i], next[i])) continue;
    const k = key(next[i]);
    out.upsert(k, stored.get(k)!, JSON.stringify(next[i]));
    rows++;
  }
  const added = new Map<string, number>();
  let last = old.length > 0 ? stored.get(key(old[old.length - 1]))! : -1;
  for (let i = old.length; i < next.length; i++) {
    const k = key(next[i]);
    if (stored.has(k) || added.has(k)) throw duplicate(k);
    added.set(k, ++last);
    out.upsert(k, last, JSON.stringify(next[i]));
    rows++;
  }
  return {
    rows,
    places: () => {
      for (const [k, seq] of added) stored.set(k, seq);
      return stored;
    },
  };
}

/** Any change: keyed rows compared with the rows before by key, new places for the moved ones. */
function diffAny(collection: string, before: unknown, after: unknown, stored: Map<string, number>, out: RowWriter): CollectionWrite {
  const old = before === undefined ? new Map<string, unknown>() : keyedRows(collection, before);
  const entries = after === undefined ? [] : entriesOf(collection, after);
  const { seqs, moved } = placesOf(
    entries.map(([key]) => key),
    stored,
  );
  const places = new Map<string, number>();
  let rows = 0;
  entries.forEach(([key, value], index) => {
    if (places.has(key)) throw duplicate(key);
    places.set(key, seqs[index]!);
    if (!moved[index] && old.has(key) && equalJson(old.get(key), value)) return;
    out.upsert(key, seqs[index]!, JSON.stringify(value));
    rows++;
  });
  for (const key of old.keys()) {
    if (places.has(key)) continue;
    out.remove(key);
    rows++;
  }
  return { rows, places: () => places };
}

const duplicate = (key: string) => new Error(`[emulator] two records of a collection have the key ${key}`);

// Acknowledged collections never change, so their rows by key are worked out once per version.
const keyed = new WeakMap<object, Map<string, unknown>>();

function keyedRows(collection: string, value: unknown): Map<string, unknown> {
  if (value === null || typeof value !== 'object') return new Map(entriesOf(collection, value));
  let rows = keyed.get(value);
  if (!rows) keyed.set(value, (rows = new Map(entriesOf(collection, value))));
  return rows;
}
