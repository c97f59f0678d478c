// POST /online-translation/save and /online-translation/update: one word with
// its phrases per language and its per-website exceptions, applied to a store
// draft in one go. Any problem throws before the draft is kept.
import type { EmulatorDeps } from '../../deps';
import { invalid, notFound } from '../../http/errors';
import type { Router } from '../../http/router';
import { Validator } from '../../http/validation';
import type { StoreData, Word, WordException } from '../../model';
import type { StoreTables } from '../../store';
import { parseTranslationPayload, type TranslationPayload } from './translation-payload';
import { isTooltipsSection, translationIndex, wordView } from '../../words';

/** Creates the word or checks the key/section change of an existing one. */
function resolveWord(draft: StoreData, payload: TranslationPayload): Word {
  const target = draft.sections.find((section) => section.id === payload.sectionId);
  if (!target) throw invalid('sectionId', { exists: 'Section not found' });
  const existing = payload.wordId === null ? undefined : draft.words.find((word) => word.id === payload.wordId);
  if (payload.wordId !== null && !existing) throw notFound('Word not found');
  const current = existing && draft.sections.find((section) => section.id === existing.sectionId);
  if (existing && isTooltipsSection(current)) {
    const locked = { locked: 'Key and section of tooltip translations cannot be changed' };
    if (existing.key !== payload.word) throw invalid('word', locked);
    if (existing.sectionId !== payload.sectionId) throw invalid('sectionId', locked);
  } else if (isTooltipsSection(target)) {
    throw invalid('sectionId', { isNotTooltips: 'Translations cannot be added to the tooltips section here' });
  }
  const clash = draft.words.find((word) => word.sectionId === payload.sectionId && word.key === payload.word && word.id !== existing?.id);
  if (clash) throw invalid('word', { isUnique: 'Key already exists in this section' });
  if (existing) {
    existing.key = payload.word;
    existing.sectionId = payload.sectionId;
    return existing;
  }
  const word: Word = { id: draft.nextIds.words++, key: payload.word, sectionId: payload.sectionId };
  draft.words.push(word);
  return word;
}

/** Upserts one phrase per language; an empty phrase removes that language's phrase. */
function applyPhrases(draft: StoreData, tables: StoreTables, word: Word, payload: TranslationPayload, validator: Validator): void {
  const mine = tables.phrases.ofWord(word.id);
  const removed = new Set<number>();
  for (const input of payload.translation) {
    if (input.translationId !== null && !mine.some((translation) => translation.id === input.translationId)) {
      validator.custom(`translation.${input.index}.translationId`, false, 'exists', 'Translation not found');
      continue;
    }
    const current = mine.find((translation) => translation.languageId === input.languageId);
    if (input.phrase.trim() === '') {
      if (current) removed.add(current.id);
    } else if (current) {
      current.phrase = input.phrase;
      tables.phrases.setPhrase(current.id, input.phrase);
    } else {
      const created = { id: draft.nextIds.translations++, wordId: word.id, languageId: input.languageId, phrase: input.phrase };
      tables.phrases.insert(created);
      mine.push(created);
    }
  }
  if (removed.size > 0) tables.phrases.remove([...removed]);
}

/** Adds, changes and deletes exceptions; one per website and language. */
function applyExceptions(draft: StoreData, tables: StoreTables, word: Word, payload: TranslationPayload, validator: Validator): void {
  const live = new Map(tables.exceptions.ofWord(word.id).map((exception) => [exception.id, exception]));
  const sourceOf = new Map<WordException, number>();
  for (const input of payload.exceptions) {
    const current = input.id === null ? undefined : live.get(input.id);
    if (input.id !== null && !current) {
      validator.custom(`exceptions.${input.index}.id`, false, 'exists', 'Exception not found');
      continue;
    }
    if (input.isDeleting) {
      if (current) live.delete(current.id);
      continue;
    }
    const exception = current ?? { id: 0, wordId: word.id, languageId: 0, websiteId: 0, phrase: '' };
    Object.assign(exception, { languageId: input.languageId, websiteId: input.websiteId, phrase: input.phrase });
    if (!current) {
      exception.id = draft.nextIds.exceptions++;
      live.set(exception.id, exception);
    }
    sourceOf.set(exception, input.index);
  }
  // Untouched exceptions claim their website+language first, then the payload's in order.
  const ordered = [...live.values()].sort((a, b) => (sourceOf.get(a) ?? -1) - (sourceOf.get(b) ?? -1));
  const taken = new Set<string>();
  for (const exception of ordered) {
    const key = `${exception.websiteId}:${exception.languageId}`;
    const source = sourceOf.get(exception);
    if (taken.has(key) && source !== undefined) {
      const url = draft.websites.find((website) => website.id === exception.websiteId)?.url ?? String(exception.websiteId);
      validator.custom(`exceptions.${source}.websiteId`, false, 'isUnique', `Exception for ${url} already exists`);
    }
    taken.add(key);
  }
  tables.exceptions.replaceOfWord(word.id, [...live.values()]);
}

export function registerTranslationSaveRoutes(router: Router, { store }: EmulatorDeps): void {
  const save =
    (mode: 'create' | 'update') =>
    async ({ body }: { body: Record<string, unknown> }) => {
      const payload = parseTranslationPayload(body, translationIndex(store.read()), mode);
      const wordId = await store.update((draft, tables) => {
        const word = resolveWord(draft, payload);
        const validator = new Validator(body);
        applyPhrases(draft, tables, word, payload, validator);
        applyExceptions(draft, tables, word, payload, validator);
        validator.check();
        return word.id;
      });
      const data = store.read();
      const word = data.words.find((candidate) => candidate.id === wordId)!;
      return { status: mode === 'create' ? 201 : 200, body: wordView(translationIndex(data), store.tables, word) };
    };
  router.add('POST', '/online-translation/save', save('create'));
  router.add('POST', '/online-translation/update', save('update'));
}
