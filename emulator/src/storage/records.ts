// The in-memory collections in the `records` table: one row per record (collections.ts says which
// is a list, a map or a single value). A change is compared with the data before it, collection by
// collection for the collections it touched, and only the records that differ are written: a
// website save writes one row. A record's place in its list is `seq`; a record keeps its seq
// while the list's order around it holds, so appending or removing rewrites nothing else.
import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { persistedAs } from './collections';
import { diffCollection, entriesOf, type CollectionWrite } from './record-diff';

type Entries = [key: string, value: unknown][];

/** The rows a change writes, and the places to remember once its transaction has committed. */
export interface RecordWrites {
  rows: number;
  /** Touched collections whose records are all as they were: the data keeps its old ones. */
  unchanged: string[];
  commit(): void;
}

export class RecordTable {
  /** collection → record key → seq, as stored. */
  private places = new Map<string, Map<string, number>>();
  private readonly upsert: StatementSync;
  private readonly remove: StatementSync;
  private readonly present: StatementSync;
  private readonly absent: StatementSync;

  constructor(private readonly db: DatabaseSync) {
    this.upsert = db.prepare(
      'INSERT INTO records (collection, key, seq, json) VALUES (?, ?, ?, ?) ON CONFLICT (collection, key) DO UPDATE SET seq = excluded.seq, json = excluded.json',
    );
    this.remove = db.prepare('DELETE FROM records WHERE collection = ? AND key = ?');
    this.present = db.prepare('INSERT OR IGNORE INTO record_collections (name) VALUES (?)');
    this.absent = db.prepare('DELETE FROM record_collections WHERE name = ?');
  }

  /** Every collection, rebuilt from its rows. */
  load(): Record<string, unknown> {
    const grouped = new Map<string, Entries>();
    for (const row of this.db.prepare('SELECT name FROM record_collections').all()) grouped.set(String(row.name), []);
    this.places.clear();
    for (const row of this.db.prepare('SELECT collection, key, seq, json FROM records ORDER BY collection, seq').iterate()) {
      const collection = String(row.collection);
      const key = String(row.key);
      grouped.get(collection)?.push([key, JSON.parse(String(row.json))]);
      this.placesOf(collection).set(key, Number(row.seq));
    }
    const data: Record<string, unknown> = {};
    for (const [collection, entries] of grouped) {
      const persisted = persistedAs(collection);
      if (persisted.kind === 'list') data[collection] = entries.map(([, value]) => value);
      else if (persisted.kind === 'map') data[collection] = Object.fromEntries(entries);
      else if (entries.length > 0) data[collection] = entries[0]![1];
    }
    return data;
  }

  /** Writes every collection of `data` (a seed, an import) into an empty table. */
  writeAll(data: Record<string, unknown>): void {
    this.places.clear();
    for (const [collection, value] of Object.entries(data)) {
      if (value === undefined) continue;
      this.present.run(collection);
      const entries = entriesOf(collection, value);
      const places = this.placesOf(collection);
      entries.forEach(([key, row], index) => {
        this.upsert.run(collection, key, index, JSON.stringify(row));
        places.set(key, index);
      });
    }
  }

  /**
   * Writes the records of the `touched` collections that differ between `before` and `after`
   * (call inside the change's transaction); `commit()` once the transaction has committed.
   */
  write(before: Record<string, unknown>, after: Record<string, unknown>, touched: readonly string[]): RecordWrites {
    const pending = new Map<string, CollectionWrite>();
    const unchanged: string[] = [];
    let rows = 0;
    for (const collection of touched) {
      if (before[collection] === after[collection]) continue;
      const appeared = (before[collection] === undefined) !== (after[collection] === undefined);
      if (appeared) {
        (after[collection] === undefined ? this.absent : this.present).run(collection);
        rows++;
      }
      const written = diffCollection(collection, before[collection], after[collection], this.placesOf(collection), {
        upsert: (key, seq, json) => this.upsert.run(collection, key, seq, json),
        remove: (key) => this.remove.run(collection, key),
      });
      if (written.rows === 0 && !appeared) unchanged.push(collection);
      else pending.set(collection, written);
      rows += written.rows;
    }
    return {
      rows,
      unchanged,
      commit: () => {
        for (const [collection, written] of pending) this.places.set(collection, written.places());
      },
    };
  }

  private placesOf(collection: string): Map<string, number> {
    let places = this.places.get(collection);
    if (!places) this.places.set(collection, (places = new Map<string, number>()));
    return places;
  }
}
