// Per-website exceptions of the words' phrases as SQL rows (thousands at operator volume, read a
// word at a time). Ids come from `nextIds.exceptions`; writes only inside a store change.
import type { WordException } from '../model';
import { SqlTable } from './sql-table';

const COLUMNS = 'id, word_id AS wordId, language_id AS languageId, website_id AS websiteId, phrase';

export class WordExceptionTable extends SqlTable {
  /** A word's exceptions, oldest first. */
  ofWord(wordId: number): WordException[] {
    return this.statement(`SELECT ${COLUMNS} FROM word_exceptions WHERE word_id = ? ORDER BY id`).all(wordId) as unknown as WordException[];
  }

  /** The exceptions of these words (a page of them), oldest first; of one language when `languageId` is given. */
  ofWords(wordIds: readonly number[], languageId: number | null): WordException[] {
    const sql = `SELECT ${COLUMNS} FROM word_exceptions WHERE word_id IN (SELECT value FROM json_each(?)) AND (? IS NULL OR language_id = ?) ORDER BY id`;
    return this.statement(sql).all(JSON.stringify(wordIds), languageId, languageId) as unknown as WordException[];
  }

  /** Makes the word's exceptions exactly `rows`: the others go, these are written. */
  replaceOfWord(wordId: number, rows: readonly WordException[]): void {
    this.assertInChange('word exceptions');
    const kept = JSON.stringify(rows.map((row) => row.id));
    this.statement('DELETE FROM word_exceptions WHERE word_id = ? AND id NOT IN (SELECT value FROM json_each(?))').run(wordId, kept);
    const write = this.statement(
      `INSERT INTO word_exceptions (id, word_id, language_id, website_id, phrase) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET word_id = excluded.word_id, language_id = excluded.language_id,
         website_id = excluded.website_id, phrase = excluded.phrase`,
    );
    for (const row of rows) write.run(row.id, wordId, row.languageId, row.websiteId, row.phrase);
  }

  removeOfWords(wordIds: readonly number[]): void {
    this.assertInChange('word exceptions');
    this.statement('DELETE FROM word_exceptions WHERE word_id IN (SELECT value FROM json_each(?))').run(JSON.stringify(wordIds));
  }

  removeOfWebsite(websiteId: number): void {
    this.assertInChange('word exceptions');
    this.statement('DELETE FROM word_exceptions WHERE website_id = ?').run(websiteId);
  }

  removeOfLanguage(languageId: number): void {
    this.assertInChange('word exceptions');
    this.statement('DELETE FROM word_exceptions WHERE language_id = ?').run(languageId);
  }
}
