import type { Flat } from '../../activity-log/changes';
import type { Reverters, RevertRead } from '../../activity-log/reverter';
import { importRevert } from './import-revert';
import { languageRestoreLoses, phrasesImport } from './language-phrases';

// Putting translations back from Activity (issue 43): a language's name and code, a section's
// title and key, a word's key, section and phrases, through the screens' own saves. A word's
// Activity fields are read generically: whatever lies under `translations.<code>` is that
// language's phrase, so the revert follows the fields the entry holds.

const ERRORS = 'userErrors { field message code }';

const SAVE_WORD = `mutation RevertWord($input: SaveTranslationInput!) { write: saveTranslation(input: $input) { created: word { id } ${ERRORS} } }`;

/** The language code of a phrase field (`translations.en`, or `translations.en.phrase`). */
const codeOf = (field: string) => (field.startsWith('translations.') ? field.split('.')[1]! : null);

/** Ids by language code and by section key, read when a word is written back (Activity names them). */
async function idsOf(read: RevertRead) {
  const { allLanguages, allSections } = await read<{
    allLanguages: { id: string; code: string }[];
    allSections: { id: string; key: string }[];
  }>('query RevertWordIds { allLanguages { id code } allSections { id key } }');
  return {
    language: new Map(allLanguages.map((language) => [language.code, language.id])),
    section: new Map(allSections.map((section) => [section.key, section.id])),
  };
}

/** The word's input from its flat fields; phrases for `codes` only (the others stay as they are), or why it cannot be written. */
async function wordInput(flat: Flat, codes: string[], read: RevertRead): Promise<Record<string, unknown> | string> {
  const ids = await idsOf(read);
  const sectionKey = flat['section.key'] ?? '';
  const sectionId = ids.section.get(sectionKey);
  if (!sectionId) return `The section ${sectionKey} no longer exists: restore it first.`;
  const gone = codes.filter((code) => !ids.language.has(code));
  if (gone.length > 0) return `The language ${gone.join(', ')} no longer exists: restore it first.`;
  const phraseOf = (code: string) => flat[`translations.${code}`] ?? flat[`translations.${code}.phrase`] ?? null;
  const translations = codes.map((code) => ({ languageId: ids.language.get(code)!, phrase: phraseOf(code) }));
  if (translations.some((t) => t.phrase === null)) return 'A phrase added since cannot be taken away by a save: clear it in the word.';
  const key = (flat.translationKey ?? '').slice(sectionKey.length + 1);
  return { key, sectionId, translations };
}

const codesIn = (fields: string[]) => [...new Set(fields.map(codeOf).filter((code): code is string => code !== null))];

export const translationsRevert: Reverters = {
  // importTranslations: its entry keeps each phrase it changed, as it was (import-rows.ts).
  Translations: { entry: importRevert },
  Language: {
    update: ({ id, target, version }) => ({
      mutation: `mutation RevertLanguage($input: UpdateLanguageInput!) { write: updateLanguage(input: $input) { ${ERRORS} } }`,
      variables: { input: { id, name: target.name, code: target.code, baseVersion: version } },
    }),
    restore: {
      loses: languageRestoreLoses,
      write: (before) => ({
        mutation: `mutation RestoreLanguage($input: CreateLanguageInput!) { write: createLanguage(input: $input) { created: language { id } ${ERRORS} } }`,
        variables: { input: { name: before.name, code: before.code } },
      }),
      then: phrasesImport,
    },
  },
  Section: {
    update: ({ id, target, version }) => ({
      mutation: `mutation RevertSection($input: UpdateSectionInput!) { write: updateSection(input: $input) { ${ERRORS} } }`,
      variables: { input: { id, title: target.title, key: target.key, baseVersion: version } },
    }),
    restore: {
      loses: 'Its words went with it and are not part of its snapshot: they do not come back (restore each from its own entry).',
      write: (before) => ({
        mutation: `mutation RestoreSection($input: CreateSectionInput!) { write: createSection(input: $input) { created: section { id } ${ERRORS} } }`,
        variables: { input: { title: before.title, key: before.key } },
      }),
    },
  },
  Word: {
    update: async ({ id, target, fields, version }, read) => {
      const input = await wordInput(target, codesIn(fields), read);
      if (typeof input === 'string') return input;
      return { mutation: SAVE_WORD, variables: { input: { ...input, wordId: id, baseVersion: version } } };
    },
    restore: {
      write: async (before, { read }) => {
        const input = await wordInput(before, codesIn(Object.keys(before).filter((field) => before[field] !== null)), read);
        return typeof input === 'string' ? input : { mutation: SAVE_WORD, variables: { input } };
      },
    },
  },
};
