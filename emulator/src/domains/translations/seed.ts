// Seeded languages, sections, words (296), their phrases and a few exceptions.
// Deterministic: ids follow the order below. Not every word has every language
// (de ~90 %, fr 75 %, sr 60 %), so the editors show gaps to fill.
import type { Language, Section, Translation, Word, WordException } from '../../model-records';
import {
  CASINO_GAMES,
  CASINO_PARTS,
  GENERAL_PARTS,
  GENERAL_SUBJECTS,
  LANGUAGE_CODES,
  phraseOf,
  SPORT_PARTS,
  SPORTS,
  TOOLTIP_PARTS,
  TOOLTIP_SUBJECTS,
} from './phrases';

export const languages: Language[] = [
  { id: 1, name: 'English', code: 'en' },
  { id: 2, name: 'German', code: 'de' },
  { id: 3, name: 'French', code: 'fr' },
  { id: 4, name: 'Serbian', code: 'sr' },
];

export const sections: Section[] = [
  { id: 1, key: 'general', title: 'General' },
  { id: 2, key: 'sports', title: 'Sports' },
  { id: 3, key: 'casino', title: 'Casino' },
  { id: 4, key: 'tooltips', title: 'Tooltips' },
];

type Group = [sectionId: number, subjects: Record<string, [string, string, string]>, parts: Record<string, [string, string, string]>];

const GROUPS: Group[] = [
  [1, GENERAL_SUBJECTS, GENERAL_PARTS],
  [2, SPORTS, SPORT_PARTS],
  [3, CASINO_GAMES, CASINO_PARTS],
  [4, TOOLTIP_SUBJECTS, TOOLTIP_PARTS],
];

/** Whether the word at `index` has a phrase in the language at `languageIndex`. */
function covered(index: number, languageIndex: number): boolean {
  switch (languageIndex) {
    case 0:
      return true;
    case 1:
      return index % 10 !== 9;
    case 2:
      return index % 4 !== 3;
    default:
      return index % 5 < 3;
  }
}

// [section key, word key, website id, language code, phrase]
const EXCEPTIONS: [string, string, number, string, string][] = [
  ['general', 'welcome_title', 1, 'en', 'Welcome to Star Bet'],
  ['general', 'welcome_title', 2, 'en', 'Welcome to Lucky Play'],
  ['general', 'welcome_title', 2, 'sr', 'Dobrodošli u Lucky Play'],
  ['general', 'bonus_title', 5, 'sr', 'Balkan bonus'],
  ['general', 'deposit_button', 1, 'fr', 'Déposer chez Star Bet'],
  ['sports', 'football_title', 4, 'de', 'Fußball bei Arena Sport'],
  ['casino', 'slots_title', 1, 'en', 'Star Slots'],
  ['casino', 'slots_title', 3, 'en', 'Golden Slots'],
  ['tooltips', 'cash_out_info', 1, 'en', 'Cash out early with Star Bet'],
];

export interface TranslationSeed {
  words: Word[];
  translations: Translation[];
  exceptions: WordException[];
}

export function buildTranslations(): TranslationSeed {
  const words: Word[] = [];
  const translations: Translation[] = [];
  for (const [sectionId, subjects, parts] of GROUPS) {
    for (const subject of Object.keys(subjects)) {
      for (const part of Object.keys(parts)) {
        const word: Word = { id: words.length + 1, key: `${subject}_${part}`, sectionId };
        const index = words.length;
        words.push(word);
        LANGUAGE_CODES.forEach((_code, languageIndex) => {
          if (!covered(index, languageIndex)) return;
          translations.push({
            id: translations.length + 1,
            wordId: word.id,
            languageId: languageIndex + 1,
            phrase: phraseOf(subject, part, subjects, parts, languageIndex),
          });
        });
      }
    }
  }
  const exceptions = EXCEPTIONS.map(([sectionKey, key, websiteId, code, phrase], index): WordException => {
    const sectionId = sections.find((section) => section.key === sectionKey)!.id;
    const word = words.find((candidate) => candidate.sectionId === sectionId && candidate.key === key)!;
    const languageId = languages.find((language) => language.code === code)!.id;
    return { id: index + 1, wordId: word.id, languageId, websiteId, phrase };
  });
  return { words, translations, exceptions };
}
