// Spec 000 §7 Words and Translations: the words list, one word, word delete,
// the flat translations list, bulk save and bulk delete. Save/update of one
// word live in translation-save.ts, CSV in translations-csv.ts.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { badRequest, invalid, notFound } from '../../http/errors';
import { paginate, parseListQuery, sortRows } from '../../http/paging';
import { idParam, type Router } from '../../http/router';
import { toId, Validator } from '../../http/validation';
import type { StoreData, Translation, Word } from '../../model';
import type { StoreTables } from '../../store';
import {
  deleteWords,
  isTooltipsSection,
  languageView,
  sectionFilter,
  sectionView,
  translationIndex,
  upsertPhrases,
  wordKey,
  wordView,
  wordViews,
  type TranslationIndex,
} from '../../words';

const WORD_SORT_COLUMNS = ['id', 'key'] as const;
const TRANSLATION_SORT_COLUMNS = ['id', 'phrase'] as const;

const wordNotFound = () => notFound('Word not found');

/** `section.key`, lower-cased, contains the term (a word also matches when one of its phrases does). */
function keyMatches(index: TranslationIndex, word: Word, term: string): boolean {
  return index.fullKeys.get(word.id)!.includes(term);
}

/** The words a term finds: by their full key, or by any phrase (the phrase search index). */
function wordsFound(index: TranslationIndex, tables: StoreTables, term: string): (word: Word) => boolean {
  if (term === '') return () => true;
  const byPhrase = tables.phrases.wordsMatching(term);
  return (word) => byPhrase.has(word.id) || keyMatches(index, word, term);
}

function translationRowView(index: TranslationIndex, translation: Translation) {
  const language = index.languages.get(translation.languageId);
  const word = index.words.get(translation.wordId);
  const section = word && index.sections.get(word.sectionId);
  return {
    id: translation.id,
    phrase: translation.phrase,
    languageId: translation.languageId,
    language: language ? languageView(language) : null,
    wordId: translation.wordId,
    word: word ? { id: word.id, key: word.key, sectionId: word.sectionId, section: section ? sectionView(section) : null } : null,
  };
}

interface BulkItem {
  sectionId: number;
  key: string;
  languageId: number;
  phrase: string;
}

function parseBulkItems(data: Readonly<StoreData>, index: TranslationIndex, body: JsonObject): BulkItem[] {
  const validator = new Validator(body);
  const raw = body.translations;
  if (!Array.isArray(raw)) validator.custom('translations', false, 'isArray', 'translations must be an array');
  const seen = new Set<string>();
  const items = (Array.isArray(raw) ? raw : []).map((entry: unknown, i): BulkItem => {
    const path = `translations.${i}`;
    const item = entry !== null && typeof entry === 'object' ? (entry as JsonObject) : {};
    const sectionKey = typeof item.section === 'string' ? item.section.trim() : '';
    const section = data.sections.find((candidate) => candidate.key === sectionKey);
    validator.custom(
      `${path}.section`,
      section !== undefined,
      sectionKey ? 'exists' : 'isNotEmpty',
      sectionKey ? 'Section not found' : 'section should not be empty',
    );
    const key = typeof item.key === 'string' ? item.key.trim() : '';
    validator.custom(`${path}.key`, key !== '', 'isNotEmpty', 'Key is required');
    validator.custom(`${path}.key`, !/\s/.test(key), 'matches', 'Key cannot have empty spaces');
    const language =
      toId(item.languageId) !== null
        ? index.languages.get(toId(item.languageId)!)
        : data.languages.find((candidate) => candidate.code === item.languageCode);
    validator.custom(`${path}.languageId`, language !== undefined, 'exists', 'Language not found');
    const phrase = typeof item.phrase === 'string' ? item.phrase : '';
    validator.custom(`${path}.phrase`, phrase.trim() !== '', 'isNotEmpty', 'Phrase cannot be empty');
    const unique = `${section?.id}:${key}:${language?.id}`;
    validator.custom(`${path}.key`, !seen.has(unique), 'isUnique', 'This key and language are listed more than once');
    seen.add(unique);
    return { sectionId: section?.id ?? 0, key, languageId: language?.id ?? 0, phrase };
  });
  validator.check();
  return items;
}

export function registerTranslationRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('GET', '/online-word', ({ query }) => {
    const list = parseListQuery(query, WORD_SORT_COLUMNS, 'id');
    const data = store.read();
    const index = translationIndex(data);
    const section = sectionFilter(data, query.get('section'));
    // `key`: exact word keys, comma-separated (a tooltip's own words, spec 001 §7 "section tooltips, key").
    const keys = query.get('key') ? new Set(query.get('key')!.split(',')) : null;
    const found = wordsFound(index, store.tables, list.term);
    const matching = data.words.filter(
      (word) => (section === null || word.sectionId === section) && (keys === null || keys.has(word.key)) && found(word),
    );
    const page = paginate(sortRows(matching, list.sortColumn, list.sortDirection), list.page, list.limit);
    // `languageId` (an assumption about the operator API, issue 40): each word with that language's phrase and exceptions only.
    const languageId = query.has('languageId') ? (toId(query.get('languageId')) ?? -1) : null;
    return { status: 200, body: { ...page, items: wordViews(index, store.tables, page.items, languageId) } };
  });

  router.add('GET', '/online-translation/word/:id', (ctx) => {
    const data = store.read();
    const index = translationIndex(data);
    const word = index.words.get(idParam(ctx) ?? 0);
    if (!word) throw wordNotFound();
    return { status: 200, body: wordView(index, store.tables, word) };
  });

  router.add('DELETE', '/online-word/:id', async (ctx) => {
    const id = idParam(ctx);
    await store.update((draft, tables) => {
      const word = draft.words.find((candidate) => candidate.id === id);
      if (!word) throw wordNotFound();
      if (isTooltipsSection(draft.sections.find((section) => section.id === word.sectionId))) {
        throw badRequest('Tooltip translations cannot be deleted');
      }
      deleteWords(draft, tables, (candidate) => candidate.id === id);
    });
    return { status: 200, body: { id } };
  });

  router.add('GET', '/online-translation', ({ query }) => {
    const list = parseListQuery(query, TRANSLATION_SORT_COLUMNS, 'id');
    const data = store.read();
    const index = translationIndex(data);
    const section = sectionFilter(data, query.get('section'));
    const { rows, total } = store.tables.phrases.page({
      languageId: query.has('languageId') ? (toId(query.get('languageId')) ?? -1) : null,
      wordIds: section === null ? null : data.words.filter((word) => word.sectionId === section).map((word) => word.id),
      term: list.term,
      termWordIds: list.term === '' ? [] : data.words.filter((word) => keyMatches(index, word, list.term)).map((word) => word.id),
      sortColumn: list.sortColumn,
      sortDirection: list.sortDirection,
      offset: (list.page - 1) * list.limit,
      limit: list.limit,
    });
    const items = rows.map((translation) => translationRowView(index, translation));
    return { status: 200, body: { items, itemCount: items.length, totalItems: total, pageCount: Math.ceil(total / list.limit) } };
  });

  router.add('POST', '/online-translation/bulk-save', async ({ body }) => {
    const data = store.read();
    const items = parseBulkItems(data, translationIndex(data), body);
    const result = await store.update((draft, tables) => {
      let wordsCreated = 0;
      const wordIds = new Map(draft.words.map((word) => [wordKey(word.sectionId, word.key), word.id]));
      const entries = items.map((item) => {
        const key = wordKey(item.sectionId, item.key);
        let wordId = wordIds.get(key);
        if (wordId === undefined) {
          wordId = draft.nextIds.words++;
          draft.words.push({ id: wordId, key: item.key, sectionId: item.sectionId });
          wordIds.set(key, wordId);
          wordsCreated++;
        }
        return { wordId, languageId: item.languageId, phrase: item.phrase };
      });
      return { ...upsertPhrases(draft, tables, entries), wordsCreated };
    });
    return { status: 201, body: result };
  });

  router.add('DELETE', '/online-translation/bulk-delete', async ({ query }) => {
    const keys = (query.get('keys') ?? '')
      .split(',')
      .map((key) => key.trim())
      .filter(Boolean);
    if (keys.length === 0) throw invalid('keys', { isNotEmpty: 'keys should not be empty' });
    const malformed = keys.filter((key) => !/^[^.]+\..+$/.test(key));
    if (malformed.length > 0) throw invalid('keys', { matches: `Each key must be section.key: ${malformed.join(', ')}` });
    const result = await store.update((draft, tables) => {
      const notFound: string[] = [];
      const doomed = new Set<number>();
      for (const fullKey of keys) {
        const dot = fullKey.indexOf('.');
        const section = draft.sections.find((candidate) => candidate.key === fullKey.slice(0, dot));
        const word =
          section && draft.words.find((candidate) => candidate.sectionId === section.id && candidate.key === fullKey.slice(dot + 1));
        if (word) doomed.add(word.id);
        else notFound.push(fullKey);
      }
      return { deleted: deleteWords(draft, tables, (word) => doomed.has(word.id)), notFound };
    });
    return { status: 200, body: result };
  });
}
