// Translation data helpers shared by the language, section, word, CSV and
// website routes: lookups indexed once per store snapshot, the upstream word
// view, and cascading deletes applied to a store draft.
import type { Language, Section, StoreData, Translation, Website, Word, WordException } from './model';
import { TOOLTIPS_SECTION_KEY } from './model';

export interface TranslationIndex {
  languages: Map<number, Language>;
  sections: Map<number, Section>;
  websites: Map<number, Website>;
  translationsByWord: Map<number, Translation[]>;
  exceptionsByWord: Map<number, WordException[]>;
  words: Map<number, Word>;
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** A fresh index; use it on store drafts, which change under it. */
export function buildTranslationIndex(data: Readonly<StoreData>): TranslationIndex {
  return {
    languages: new Map(data.languages.map((language) => [language.id, language])),
    sections: new Map(data.sections.map((section) => [section.id, section])),
    websites: new Map(data.websites.map((website) => [website.id, website])),
    translationsByWord: groupBy(data.translations, (translation) => translation.wordId),
    exceptionsByWord: groupBy(data.exceptions, (exception) => exception.wordId),
    words: new Map(data.words.map((word) => [word.id, word])),
  };
}

// The store replaces its data object on every change and never mutates an
// acknowledged one, so a snapshot's index can be cached by identity.
const indexes = new WeakMap<object, TranslationIndex>();

/** The cached index of an acknowledged snapshot (`store.read()`); never pass a draft. */
export function translationIndex(data: Readonly<StoreData>): TranslationIndex {
  let index = indexes.get(data);
  if (!index) {
    index = buildTranslationIndex(data);
    indexes.set(data, index);
  }
  return index;
}

/** The identity of a word: its key is unique within its section. */
export const wordKey = (sectionId: number, key: string): string => `${sectionId}:${key}`;

export const languageView = (language: Language) => ({ id: language.id, name: language.name, code: language.code });

export const sectionView = (section: Section) => ({ id: section.id, key: section.key, title: section.title });

export const isTooltipsSection = (section: Section | undefined): boolean => section?.key === TOOLTIPS_SECTION_KEY;

/** The upstream word: its section, one translation per language, its exceptions. */
export function wordView(index: TranslationIndex, word: Word) {
  const section = index.sections.get(word.sectionId);
  const translations = [...(index.translationsByWord.get(word.id) ?? [])].sort((a, b) => a.languageId - b.languageId);
  const exceptions = index.exceptionsByWord.get(word.id) ?? [];
  return {
    id: word.id,
    key: word.key,
    sectionId: word.sectionId,
    section: section ? sectionView(section) : null,
    translation: translations.map((translation) => {
      const language = index.languages.get(translation.languageId);
      return {
        id: translation.id,
        phrase: translation.phrase,
        languageId: translation.languageId,
        language: language ? languageView(language) : null,
      };
    }),
    exceptions: exceptions.map((exception) => {
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

/** Deletes words matching `doomed` with their translations and exceptions; returns how many words. */
export function deleteWords(draft: StoreData, doomed: (word: Word) => boolean): number {
  const ids = new Set(draft.words.filter(doomed).map((word) => word.id));
  if (ids.size === 0) return 0;
  draft.words = draft.words.filter((word) => !ids.has(word.id));
  draft.translations = draft.translations.filter((translation) => !ids.has(translation.wordId));
  draft.exceptions = draft.exceptions.filter((exception) => !ids.has(exception.wordId));
  return ids.size;
}

export interface PhraseCounts {
  added: number;
  updated: number;
  unchanged: number;
}

/** Sets one phrase per (word, language) on a draft, counting what changed. */
export function upsertPhrases(draft: StoreData, entries: readonly { wordId: number; languageId: number; phrase: string }[]): PhraseCounts {
  const counts: PhraseCounts = { added: 0, updated: 0, unchanged: 0 };
  const byKey = new Map(draft.translations.map((translation) => [`${translation.wordId}:${translation.languageId}`, translation]));
  for (const entry of entries) {
    const current = byKey.get(`${entry.wordId}:${entry.languageId}`);
    if (!current) {
      const created = { id: draft.nextIds.translations++, ...entry };
      draft.translations.push(created);
      byKey.set(`${entry.wordId}:${entry.languageId}`, created);
      counts.added++;
    } else if (current.phrase === entry.phrase) {
      counts.unchanged++;
    } else {
      current.phrase = entry.phrase;
      counts.updated++;
    }
  }
  return counts;
}
