// The phrases of the words (1.2 million at operator volume) as SQL rows, read where they are used:
// a word's phrases by index, a search through the trigram index `phrases_search`. Ids are assigned
// by the caller from `nextIds.translations`, as before. Writes belong inside a store change (the
// change's transaction makes them atomic with the rest of it); outside one they throw.
import type { SQLInputValue } from 'node:sqlite';
import type { Translation } from '../model';
import { SqlTable } from './sql-table';

export interface PhraseCounts {
  added: number;
  updated: number;
  unchanged: number;
}

export interface PhraseEntry {
  wordId: number;
  languageId: number;
  phrase: string;
}

/** The /online-translation list: which rows, in which order, which page. */
export interface PhraseQuery {
  languageId: number | null;
  /** Only phrases of these words (a section's); null = every word. */
  wordIds: readonly number[] | null;
  /** Lower-cased, '' = none: the phrase contains it, or its word is one of `termWordIds`. */
  term: string;
  termWordIds: readonly number[];
  sortColumn: 'id' | 'phrase';
  sortDirection: 'ASC' | 'DESC';
  offset: number;
  limit: number;
}

const COLUMNS = 'id, word_id AS wordId, language_id AS languageId, phrase';
/** Trigrams need three characters; a shorter term reads every phrase. */
const INDEXED_TERM_LENGTH = 3;

/** `phrase_lower` contains `term` (exactly: the trigram index narrows, instr decides). */
export function phraseMatch(term: string): { sql: string; params: SQLInputValue[] } {
  if ([...term].length < INDEXED_TERM_LENGTH) return { sql: 'instr(phrase_lower, ?) > 0', params: [term] };
  // GLOB is case-sensitive, as the index is; the term's own wildcards are made literal.
  const pattern = `*${term.replace(/[*?[]/g, (char) => `[${char}]`)}*`;
  return {
    sql: 'id IN (SELECT rowid FROM phrases_search WHERE phrase_lower GLOB ?) AND instr(phrase_lower, ?) > 0',
    params: [pattern, term],
  };
}

export class PhraseTable extends SqlTable {
  /** A word's phrases, by language id. */
  ofWord(wordId: number): Translation[] {
    return this.all(`SELECT ${COLUMNS} FROM phrases WHERE word_id = ? ORDER BY language_id, id`, wordId) as unknown as Translation[];
  }

  /** The phrases of these words (a page of them), by word and language; of one language when `languageId` is given. */
  ofWords(wordIds: readonly number[], languageId: number | null): Translation[] {
    const words = JSON.stringify(wordIds);
    const rows =
      languageId === null
        ? this.all(
            `SELECT ${COLUMNS} FROM phrases WHERE word_id IN (SELECT value FROM json_each(?)) ORDER BY word_id, language_id, id`,
            words,
          )
        : this.all(
            `SELECT ${COLUMNS} FROM phrases WHERE language_id = ? AND word_id IN (SELECT value FROM json_each(?)) ORDER BY word_id, id`,
            languageId,
            words,
          );
    return rows as unknown as Translation[];
  }

  hasLanguage(languageId: number): boolean {
    return this.statement('SELECT 1 FROM phrases WHERE language_id = ? LIMIT 1').get(languageId) !== undefined;
  }

  /** Every phrase of one language (an export: 31,000 rows at operator volume). */
  ofLanguage(languageId: number): { wordId: number; phrase: string }[] {
    return this.all('SELECT word_id AS wordId, phrase FROM phrases WHERE language_id = ?', languageId) as unknown as {
      wordId: number;
      phrase: string;
    }[];
  }

  /** The words with a phrase containing `term` (lower-cased, not empty). */
  wordsMatching(term: string): Set<number> {
    const match = phraseMatch(term);
    const rows = this.all(`SELECT DISTINCT word_id AS wordId FROM phrases WHERE ${match.sql}`, ...match.params);
    return new Set(rows.map((row) => Number(row.wordId)));
  }

  /** One page of the flat phrase list and how many rows match. */
  page(query: PhraseQuery): { rows: Translation[]; total: number } {
    const where: string[] = [];
    const params: SQLInputValue[] = [];
    if (query.languageId !== null) {
      where.push('language_id = ?');
      params.push(query.languageId);
    }
    if (query.wordIds !== null) {
      where.push('word_id IN (SELECT value FROM json_each(?))');
      params.push(JSON.stringify(query.wordIds));
    }
    if (query.term !== '') {
      const match = phraseMatch(query.term);
      where.push(`((${match.sql}) OR word_id IN (SELECT value FROM json_each(?)))`);
      params.push(...match.params, JSON.stringify(query.termWordIds));
    }
    const clause = where.length > 0 ? `WHERE ${where.join(' AND ')}` : '';
    const total = Number(this.statement(`SELECT count(*) AS n FROM phrases ${clause}`).get(...params)!.n);
    // Ties by ascending id whatever the direction, as every other list.
    const order = query.sortColumn === 'phrase' ? `phrase_lower ${query.sortDirection}, id` : `id ${query.sortDirection}`;
    const rows = this.all(
      `SELECT ${COLUMNS} FROM phrases ${clause} ORDER BY ${order} LIMIT ? OFFSET ?`,
      ...params,
      query.limit,
      query.offset,
    );
    return { rows: rows as unknown as Translation[], total };
  }

  insert(row: Translation): void {
    this.assertInChange('phrases');
    this.statement('INSERT INTO phrases (id, word_id, language_id, phrase, phrase_lower) VALUES (?, ?, ?, ?, ?)').run(
      row.id,
      row.wordId,
      row.languageId,
      row.phrase,
      row.phrase.toLowerCase(),
    );
  }

  setPhrase(id: number, phrase: string): void {
    this.assertInChange('phrases');
    this.statement('UPDATE phrases SET phrase = ?, phrase_lower = ? WHERE id = ?').run(phrase, phrase.toLowerCase(), id);
  }

  remove(ids: readonly number[]): void {
    this.assertInChange('phrases');
    this.statement('DELETE FROM phrases WHERE id IN (SELECT value FROM json_each(?))').run(JSON.stringify(ids));
  }

  removeOfWords(wordIds: readonly number[]): void {
    this.assertInChange('phrases');
    this.statement('DELETE FROM phrases WHERE word_id IN (SELECT value FROM json_each(?))').run(JSON.stringify(wordIds));
  }

  removeOfLanguage(languageId: number): void {
    this.assertInChange('phrases');
    this.statement('DELETE FROM phrases WHERE language_id = ?').run(languageId);
  }

  /** Sets one phrase per (word, language), counting what changed; new rows take ids from `nextId`. */
  upsert(entries: readonly PhraseEntry[], nextId: () => number): PhraseCounts {
    const counts: PhraseCounts = { added: 0, updated: 0, unchanged: 0 };
    const find = this.statement('SELECT id, phrase FROM phrases WHERE word_id = ? AND language_id = ? ORDER BY id LIMIT 1');
    for (const entry of entries) {
      const current = find.get(entry.wordId, entry.languageId);
      if (!current) {
        this.insert({ id: nextId(), ...entry });
        counts.added++;
      } else if (current.phrase === entry.phrase) {
        counts.unchanged++;
      } else {
        this.setPhrase(Number(current.id), entry.phrase);
        counts.updated++;
      }
    }
    return counts;
  }

  private all(sql: string, ...params: SQLInputValue[]): Record<string, SQLInputValue>[] {
    return this.statement(sql).all(...params);
  }
}
