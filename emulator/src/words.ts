// Translation data helpers shared by the language, section, word, CSV and
// website routes: lookups indexed once per version of the collections they index,
// the upstream word view (its phrases and exceptions read from their SQL tables),
// and cascading deletes applied in a store change.
import type { Language, Section, StoreData, Website, Word } from './model';
import { TOOLTIPS_SECTION_KEY } from './model';
import type { StoreTables } from './store';
import type { PhraseCounts, PhraseEntry } from './storage/phrases';

export interface TranslationIndex {
  languages: Map<number, Language>;
  sections: Map<number, Section>;
  websites: Map<number, Website>;
  words: Map<number, Word>;
  /** Each word's full key (`section.key`), lower-cased: what a search term is looked for in. */
  fullKeys: Map<number, string>;
}

/**
 * A fresh index; use it on store drafts, which change under it. The maps of the words (31,000 at
 * operator volume) are built when first asked for: a save needs only the small ones.
 */
export function buildTranslationIndex(data: Readonly<StoreData>): TranslationIndex {
  const sections = new Map(data.sections.map((section) => [section.id, section]));
  let words: Map<number, Word> | undefined;
  let fullKeys: Map<number, string> | undefined;
  return {
    languages: new Map(data.languages.map((language) => [language.id, language])),
    sections,
    websites: new Map(data.websites.map((website) => [website.id, website])),
    get words() {
      return (words ??= new Map(data.words.map((word) => [word.id, word])));
    },
    get fullKeys() {
      return (fullKeys ??= new Map(
        data.words.map((word) => [word.id, `${sections.get(word.sectionId)?.key ?? ''}.${word.key}`.toLowerCase()]),
      ));
    },
  };
}

// The store replaces a collection when a change touches it and never mutates an acknowledged
// one, so an index is cached by the identity of the words it indexes and checked against the
// others: a sign-in (which touches none of them) keeps it.
const indexes = new WeakMap<object, { data: Readonly<StoreData>; index: TranslationIndex }>();

/** The cached index of an acknowledged snapshot (`store.read()`); never pass a draft. */
export function translationIndex(data: Readonly<StoreData>): TranslationIndex {
  const cached = indexes.get(data.words);
  const same =
    cached && cached.data.languages === data.languages && cached.data.sections === data.sections && cached.data.websites === data.websites;
  if (same) return cached.index;
  const index = buildTranslationIndex(data);
  indexes.set(data.words, { data, index });
  return index;
}

/** The identity of a word: its key is unique within its section. */
export const wordKey = (sectionId: number, key: string): string => `${sectionId}:${key}`;

export const languageView = (language: Language) => ({ id: language.id, name: language.name, code: language.code });

export const sectionView = (section: Section) => ({ id: section.id, key: section.key, title: section.title });

export const isTooltipsSection = (section: Section | undefined): boolean => section?.key === TOOLTIPS_SECTION_KEY;

/** The upstream word: its section, one translation per language, its exceptions. */
export function wordView(index: TranslationIndex, tables: StoreTables, word: Word) {
  return wordViews(index, tables, [word])[0]!;
}

/**
 * A page of upstream words, their phrases and exceptions read for the whole page in two queries
 * (5,000 words at a time for an import); only one language's when `languageId` is given
 * (`/online-word?languageId=`), read alone rather than built for every language and filtered.
 */
export function wordViews(index: TranslationIndex, tables: StoreTables, words: readonly Word[], languageId: number | null = null) {
  const ids = words.map((word) => word.id);
  const translations = byWord(tables.phrases.ofWords(ids, languageId));
  const exceptions = byWord(tables.exceptions.ofWords(ids, languageId));
  return words.map((word) => {
    const section = index.sections.get(word.sectionId);
    return {
      id: word.id,
      key: word.key,
      sectionId: word.sectionId,
      section: section ? sectionView(section) : null,
      translation: (translations.get(word.id) ?? []).map((translation) => {
        const language = index.languages.get(translation.languageId);
        return {
          id: translation.id,
          phrase: translation.phrase,
          languageId: translation.languageId,
          language: language ? languageView(language) : null,
        };
      }),
      exceptions: (exceptions.get(word.id) ?? []).map((exception) => {
        const website = index.websites.get(exception.websiteId);
        return {
          id: exception.id,
          languageId: exception.languageId,
          phrase: exception.phrase,
          websiteId: exception.websiteId,
          website: website ? { id: website.id, url: website.url } : null,
        };
      }),
    };
  });
}

/** Rows grouped by their word, in their order. */
function byWord<T extends { wordId: number }>(rows: readonly T[]): Map<number, T[]> {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const list = grouped.get(row.wordId);
    if (list) list.push(row);
    else grouped.set(row.wordId, [row]);
  }
  return grouped;
}

/**
 * The `section` list filter: '' or 'all' → no filter (null); digits → that
 * section id; anything else → the section with that key. Unknown → -1 (no rows).
 */
export function sectionFilter(data: Readonly<StoreData>, raw: string | null): number | null {
  const value = (raw ?? '').trim();
  if (value === '' || value.toLowerCase() === 'all') return null;
  const section = /^\d+$/.test(value)
    ? data.sections.find((candidate) => candidate.id === Number(value))
    : data.sections.find((candidate) => candidate.key === value);
  return section?.id ?? -1;
}

/** Deletes words matching `doomed` with their phrases and exceptions; returns how many words. */
export function deleteWords(draft: StoreData, tables: StoreTables, doomed: (word: Word) => boolean): number {
  const ids = new Set(draft.words.filter(doomed).map((word) => word.id));
  if (ids.size === 0) return 0;
  draft.words = draft.words.filter((word) => !ids.has(word.id));
  tables.phrases.removeOfWords([...ids]);
  tables.exceptions.removeOfWords([...ids]);
  return ids.size;
}

/** Sets one phrase per (word, language) in a store change, counting what changed. */
export function upsertPhrases(draft: StoreData, tables: StoreTables, entries: readonly PhraseEntry[]): PhraseCounts {
  return tables.phrases.upsert(entries, () => draft.nextIds.translations++);
}
