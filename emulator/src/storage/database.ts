// The emulator's database: Node's built-in SQLite (`node:sqlite`), one file under DATA_DIR
// (`store.sqlite`) or `:memory:`. Four kinds of rows:
// - `records`: the in-memory collections (users, websites, words, …), one row per record
//   (storage/records.ts);
// - `phrases` (with the `phrases_search` trigram index) and `word_exceptions`: the phrases of the
//   words and their per-website exceptions, queried with SQL where they are used
//   (storage/phrases.ts);
// - `payments`: the terminal payment report (domains/payments/payment-table.ts);
// - `meta`: the format and the volume the data was seeded at.
// WAL journal with full sync: a change is on disk when its transaction commits, before the answer.
import type { DatabaseSync } from 'node:sqlite';

// Reached through getBuiltinModule: `node:sqlite` has no bare-name alias, which jest expects.
const sqlite = () => process.getBuiltinModule('node:sqlite');

/** Bumped when the tables change shape; a file of another format is moved aside, not guessed at. */
export const STORE_FORMAT = '1';

/** The tables rows are loaded into; the seed fills them before the indexes exist (indexes()). */
export const TABLES = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
-- The in-memory collections the data holds (an emptied list has no rows but is still there).
CREATE TABLE IF NOT EXISTS record_collections (name TEXT PRIMARY KEY) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS records (
  collection TEXT NOT NULL,
  key TEXT NOT NULL,
  seq REAL NOT NULL,
  json TEXT NOT NULL,
  PRIMARY KEY (collection, key)
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS phrases (
  id INTEGER PRIMARY KEY,
  word_id INTEGER NOT NULL,
  language_id INTEGER NOT NULL,
  phrase TEXT NOT NULL,
  -- JavaScript's toLowerCase() of the phrase: what a lower-cased search term is looked for in.
  phrase_lower TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS word_exceptions (
  id INTEGER PRIMARY KEY,
  word_id INTEGER NOT NULL,
  language_id INTEGER NOT NULL,
  website_id INTEGER NOT NULL,
  phrase TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS payments (
  -- The payment's place in the report's default order (newest first, then by new system id).
  seq INTEGER PRIMARY KEY,
  -- How long before the emulator started the payment was made: the report is relative to the start.
  age_ms INTEGER NOT NULL,
  old_id TEXT,
  new_id TEXT NOT NULL,
  sender_id TEXT NOT NULL,
  sender_name TEXT NOT NULL,
  terminal_id TEXT NOT NULL,
  receiver_id TEXT NOT NULL,
  status TEXT NOT NULL,
  amount REAL NOT NULL,
  currency TEXT NOT NULL
);
`;

/**
 * Indexes, the phrase search index and the triggers that keep it current. Built after a seed's
 * bulk insert (once, instead of row by row), and checked at every open.
 */
export const INDEXES = `
CREATE INDEX IF NOT EXISTS records_order ON records (collection, seq);
CREATE INDEX IF NOT EXISTS phrases_word ON phrases (word_id, language_id);
CREATE INDEX IF NOT EXISTS phrases_language ON phrases (language_id, id);
CREATE INDEX IF NOT EXISTS word_exceptions_word ON word_exceptions (word_id);
CREATE INDEX IF NOT EXISTS word_exceptions_website ON word_exceptions (website_id);
CREATE INDEX IF NOT EXISTS word_exceptions_language ON word_exceptions (language_id);
CREATE INDEX IF NOT EXISTS payments_age ON payments (age_ms);
CREATE INDEX IF NOT EXISTS payments_status ON payments (status, currency, seq);
CREATE INDEX IF NOT EXISTS payments_currency ON payments (currency, seq);
CREATE INDEX IF NOT EXISTS payments_terminal ON payments (terminal_id, seq);
CREATE INDEX IF NOT EXISTS payments_sender ON payments (sender_id, seq);
CREATE INDEX IF NOT EXISTS payments_receiver ON payments (receiver_id, seq);
CREATE INDEX IF NOT EXISTS payments_new_id ON payments (new_id);
CREATE INDEX IF NOT EXISTS payments_old_id ON payments (old_id);
-- Trigrams of the lower-cased phrases (already lower case: no case folding), nothing else stored.
CREATE VIRTUAL TABLE IF NOT EXISTS phrases_search USING fts5(
  phrase_lower, content = 'phrases', content_rowid = 'id', tokenize = 'trigram case_sensitive 1', detail = 'none', columnsize = 0
);
CREATE TRIGGER IF NOT EXISTS phrases_search_insert AFTER INSERT ON phrases BEGIN
  INSERT INTO phrases_search (rowid, phrase_lower) VALUES (new.id, new.phrase_lower);
END;
CREATE TRIGGER IF NOT EXISTS phrases_search_delete AFTER DELETE ON phrases BEGIN
  INSERT INTO phrases_search (phrases_search, rowid, phrase_lower) VALUES ('delete', old.id, old.phrase_lower);
END;
CREATE TRIGGER IF NOT EXISTS phrases_search_update AFTER UPDATE OF phrase_lower ON phrases BEGIN
  INSERT INTO phrases_search (phrases_search, rowid, phrase_lower) VALUES ('delete', old.id, old.phrase_lower);
  INSERT INTO phrases_search (rowid, phrase_lower) VALUES (new.id, new.phrase_lower);
END;
`;

/** Opens a store database as it is served: WAL, full sync, a page cache sized for the search index. */
export function openDatabase(file: string): DatabaseSync {
  const db = new (sqlite().DatabaseSync)(file);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = FULL; PRAGMA cache_size = -32000; PRAGMA busy_timeout = 2000');
  return db;
}

/**
 * Opens a database to be filled in one go (a seed, an import): no journal and no sync, since a
 * crash leaves a file that is thrown away (it is built under another name and renamed when done).
 */
export function openForBulkLoad(file: string): DatabaseSync {
  const db = new (sqlite().DatabaseSync)(file);
  // Index builds sort on a second core too.
  db.exec(
    'PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -64000; PRAGMA temp_store = MEMORY; PRAGMA threads = 2',
  );
  db.exec(TABLES);
  return db;
}

/** Runs `work` in one transaction: all of it is written, or (it or the commit threw) none of it. */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

export function readMeta(db: DatabaseSync, key: string): string | null {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key);
  return row ? String(row.value) : null;
}

export function writeMeta(db: DatabaseSync, key: string, value: string): void {
  db.prepare('INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value').run(key, value);
}
