// The operator's translations: 40 languages, 46 sections, 31,000 words and about 1.2 million
// phrases (each new word in about 97% of the languages), and word exceptions on the websites
// past the 100th. The demo's languages, sections, words, phrases and exceptions come first,
// unchanged. Phrases and exceptions are generated when written, never held in memory.
import type { Language, Section, Translation, Word, WordException } from '../../model';
import { seededRandom } from '../../seed/random';
import { letterSets, phraseWriter, pickOne, textLength, VOCABULARY, type PhraseWriter } from './text';

export const WORD_COUNT = 31_000;
/** The share of the new words' languages that have a phrase. */
const COVERAGE = 0.975;
const SECTION_KEYS = (
  'account registration login payments deposits withdrawals bonuses promotions loyalty vip sportsbook live_betting ' +
  'bet_slip cash_out bet_builder virtuals esports racing casino_lobby live_casino slots table_games jackpots poker ' +
  'tournaments notifications messages settings limits responsible_gaming verification documents help support ' +
  'footer header navigation errors emails sms statistics results'
).split(' ');
/** Websites past this one carry the exceptions. */
const EXCEPTIONS_FROM_WEBSITE = 101;
const EXCEPTIONS_PER_WEBSITE = 15;

/** Sections, words, their phrases and exceptions, and the ids after them: the demo's, or the operator's. */
export interface TranslationSet {
  sections: Section[];
  words: Word[];
  phrases: () => Iterable<Translation>;
  exceptions: () => Iterable<WordException>;
  nextPhraseId: number;
  nextExceptionId: number;
}

/**
 * `languages`: the demo's and the operator's; `tooltipKeys`: phrase keys of the sport tooltips, given words in the tooltips section;
 * `websites`: the websites past the 100th get exceptions, in their languages.
 */
export function operatorTranslations(
  demo: TranslationSet,
  languages: readonly Language[],
  tooltipKeys: readonly string[],
  websites: ReadonlyMap<number, { name: string; codes: readonly string[] }>,
): TranslationSet {
  const sections = [
    ...demo.sections,
    ...SECTION_KEYS.map((key, index) => ({ id: demo.sections.length + index + 1, key, title: titleOf(key) })),
  ];
  const tooltipsSection = demo.sections.find((section) => section.key === 'tooltips')!;
  const words = [...demo.words];
  for (const key of tooltipKeys) words.push({ id: words.length + 1, key, sectionId: tooltipsSection.id });
  const newSections = sections.slice(demo.sections.length);
  for (let k = 0; words.length < WORD_COUNT; k++) {
    const section = newSections[k % newSections.length]!;
    const n = Math.floor(k / newSections.length);
    // Unique within the section: the first token runs through the vocabulary, the second moves on each lap.
    const first = n % VOCABULARY.length;
    const second = (Math.floor(n / VOCABULARY.length) + 3 * first + 1) % VOCABULARY.length;
    words.push({ id: words.length + 1, key: `${VOCABULARY[first]!}_${VOCABULARY[second]!}`, sectionId: section.id });
  }
  const codes = languages.map((language) => language.code);
  const firstNewWord = demo.words.length;
  const writer = () => phraseWriter(codes, letterSets(), seededRandom(20270301));

  // Language after language (the search index builds fastest so), each word's text the same in all.
  function* phrases(): Generator<Translation> {
    yield* demo.phrases();
    const write = writer();
    const textRandom = seededRandom(20270302);
    const newWords = words.slice(firstNewWord);
    const texts = newWords.map((word) => wordText(word, write, textRandom));
    const covered = seededRandom(20270304);
    let id = demo.nextPhraseId;
    for (let languageIndex = 0; languageIndex < languages.length; languageIndex++) {
      for (let w = 0; w < newWords.length; w++) {
        if (languageIndex > 0 && covered() >= COVERAGE) continue;
        yield {
          id: id++,
          wordId: newWords[w]!.id,
          languageId: languages[languageIndex]!.id,
          phrase: write.write(languageIndex, texts[w]!),
        };
      }
    }
  }

  const exceptionCount = [...websites.keys()].filter((id) => id >= EXCEPTIONS_FROM_WEBSITE).length * EXCEPTIONS_PER_WEBSITE;
  function* exceptions(): Generator<WordException> {
    yield* demo.exceptions();
    const next = seededRandom(20270303);
    const write = writer();
    let id = demo.nextExceptionId;
    for (const [websiteId, website] of websites) {
      if (websiteId < EXCEPTIONS_FROM_WEBSITE) continue;
      const languageIndexes = website.codes.map((code) => codes.indexOf(code)).filter((index) => index >= 0);
      const taken = new Set<string>();
      while (taken.size < EXCEPTIONS_PER_WEBSITE) {
        const word = words[firstNewWord + Math.floor(next() * (words.length - firstNewWord))]!;
        const languageIndex = pickOne(languageIndexes, next);
        const languageId = languages[languageIndex]!.id;
        if (taken.has(`${word.id}:${languageId}`)) continue;
        taken.add(`${word.id}:${languageId}`);
        const text = write.write(languageIndex, write.pick(2 + Math.floor(next() * 5), next));
        yield { id: id++, wordId: word.id, languageId, websiteId, phrase: `${website.name}: ${text}` };
      }
    }
  }

  return {
    sections,
    words,
    phrases,
    exceptions,
    // At most one phrase per new word and language: the ids stay below this (ids are never reused, gaps are fine).
    nextPhraseId: demo.nextPhraseId + (words.length - firstNewWord) * languages.length,
    nextExceptionId: demo.nextExceptionId + exceptionCount,
  };
}

/** A word's text as vocabulary indexes: its key's two words first, then as long as its kind of text is. */
function wordText(word: Word, write: PhraseWriter, next: () => number): number[] {
  const keyWords = word.key
    .split('_')
    .map((token) => VOCABULARY.indexOf(token))
    .filter((index) => index >= 0);
  const length = textLength(next);
  return [...keyWords, ...write.pick(Math.max(0, length - keyWords.length), next)];
}

function titleOf(key: string): string {
  const text = key.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}
