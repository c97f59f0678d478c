// Writes a seeded data set into an empty database in one transaction: the records, then the
// phrases, exceptions and payments row by row, then the indexes and the phrase search index over
// all of it at once (much faster than keeping them current through a million inserts).
import type { DatabaseSync } from 'node:sqlite';
import type { Seed } from '../datasets/demo';
import { PaymentTable } from '../domains/payments/payment-table';
import { INDEXES, STORE_FORMAT, TABLES, transaction, writeMeta } from './database';
import { RecordTable } from './records';

export interface SeedCounts {
  phrases: number;
  exceptions: number;
  payments: number;
}

/**
 * Indexes every phrase at once. Merging the index's segments as they fill (FTS5's automerge) costs
 * three times the build at 1.2 million phrases, so it waits until the end: the segments stay as
 * written (queries read a few more of them) and later writes merge as usual. The seed writes
 * phrases language after language, so each segment holds one script's trigrams.
 */
function buildSearchIndex(db: DatabaseSync): void {
  db.exec(`INSERT INTO phrases_search (phrases_search, rank) VALUES ('automerge', 0);
    INSERT INTO phrases_search (phrases_search, rank) VALUES ('crisismerge', 2000);
    INSERT INTO phrases_search (phrases_search) VALUES ('rebuild');
    INSERT INTO phrases_search (phrases_search, rank) VALUES ('automerge', 4);
    INSERT INTO phrases_search (phrases_search, rank) VALUES ('crisismerge', 16);`);
}

export function writeSeed(db: DatabaseSync, seed: Seed): SeedCounts {
  db.exec(TABLES);
  return transaction(db, () => {
    new RecordTable(db).writeAll(seed.data as unknown as Record<string, unknown>);
    const phrase = db.prepare('INSERT INTO phrases (id, word_id, language_id, phrase, phrase_lower) VALUES (?, ?, ?, ?, ?)');
    let phrases = 0;
    for (const row of seed.phrases()) {
      phrase.run(row.id, row.wordId, row.languageId, row.phrase, row.phrase.toLowerCase());
      phrases++;
    }
    const exception = db.prepare('INSERT INTO word_exceptions (id, word_id, language_id, website_id, phrase) VALUES (?, ?, ?, ?, ?)');
    let exceptions = 0;
    for (const row of seed.exceptions()) {
      exception.run(row.id, row.wordId, row.languageId, row.websiteId, row.phrase);
      exceptions++;
    }
    const payments = PaymentTable.insertAll(db, seed.payments());
    db.exec(INDEXES);
    buildSearchIndex(db);
    db.exec('PRAGMA analysis_limit = 1000; ANALYZE');
    writeMeta(db, 'format', STORE_FORMAT);
    writeMeta(db, 'volume', seed.volume);
    return { phrases, exceptions, payments };
  });
}
