// Text for the operator volume: 36 more languages beside the demo's four, in their own scripts,
// and phrases of realistic lengths (mostly short labels, some sentences, a few paragraphs and
// terms-and-conditions texts of a couple of thousand characters). English phrases are built from
// a betting vocabulary; every other language maps each English word to a word of its own (made
// of that language's letters, the same word every time), so a phrase reads the same across
// languages and a search in any language finds something.
import type { Language } from '../../model';

/** The languages beyond the demo's (en, de, fr, sr), with the letters their words are made of. */
export const EXTRA_LANGUAGES: [name: string, code: string, letters: string][] = [
  ['Croatian', 'hr', 'abcčćdđefghijklmnoprsštuvzž'],
  ['Spanish', 'es', 'abcdeéfghiíjlmnñoóprstuúvyz'],
  ['Italian', 'it', 'abcdeèfghiìlmnoòpqrstuùvz'],
  ['Portuguese', 'pt', 'abcçdeéêfghiíjlmnoóõpqrstuúvxz'],
  ['Dutch', 'nl', 'abcdefghijklmnoprstuvwz'],
  ['Polish', 'pl', 'aąbcćdeęfghijklłmnńoóprsśtuwyzźż'],
  ['Czech', 'cs', 'aábcčdďeéěfhiíjklmnňoóprřsštťuúůvyýzž'],
  ['Slovak', 'sk', 'aáäbcčdďeéfhiíjklĺľmnňoóôprsštťuúvyýzž'],
  ['Slovenian', 'sl', 'abcčdefghijklmnoprsštuvzž'],
  ['Hungarian', 'hu', 'aábcdeéfghiíjklmnoóöőprstuúüűvz'],
  ['Romanian', 'ro', 'aăâbcdefghiîjlmnoprsștțuvz'],
  ['Bulgarian', 'bg', 'абвгдежзийклмнопрстуфхцчшщъюя'],
  ['Greek', 'el', 'αβγδεζηθικλμνξοπρστυφχψωάέήίόύώ'],
  ['Turkish', 'tr', 'abcçdefgğhıijklmnoöprsştuüvyz'],
  ['Russian', 'ru', 'абвгдежзийклмнопрстуфхцчшщыьэюя'],
  ['Ukrainian', 'uk', 'абвгґдеєжзиіїйклмнопрстуфхцчшщьюя'],
  ['Swedish', 'sv', 'abcdefghijklmnoprstuvyåäö'],
  ['Danish', 'da', 'abcdefghijklmnoprstuvyæøå'],
  ['Finnish', 'fi', 'adehijklmnoprstuvyäö'],
  ['Norwegian', 'no', 'abdefghijklmnoprstuvyæøå'],
  ['Estonian', 'et', 'abdeghijklmnoprstuvõäöü'],
  ['Latvian', 'lv', 'aābcčdeēfgģhiījkķlļmnņoprsštuūvzž'],
  ['Lithuanian', 'lt', 'aąbcčdeęėfghiįyjklmnoprsštuųūvzž'],
  ['Albanian', 'sq', 'abcçdeëfghijklmnopqrstuvxyz'],
  ['Macedonian', 'mk', 'абвгдѓежзѕијклљмнњопрстќуфхцчџш'],
  ['Bosnian', 'bs', 'abcčćdđefghijklmnoprsštuvzž'],
  ['Montenegrin', 'cnr', 'abcčćdđefghijklmnoprsśštuvzźž'],
  ['Georgian', 'ka', 'აბგდევზთიკლმნოპჟრსტუფქღყშჩცძწჭხჯჰ'],
  ['Armenian', 'hy', 'աբգդեզէըթժիլխծկհձղճմյնշոչպջռսվտրցւփքօֆ'],
  ['Azerbaijani', 'az', 'abcçdeəfgğhxıijkqlmnoöprsştuüvyz'],
  ['Kazakh', 'kk', 'аәбвгғдеёжзийкқлмнңоөпрстуұүфхһцчшщыіэюя'],
  ['Hebrew', 'he', 'אבגדהוזחטיכלמנסעפצקרשת'],
  ['Arabic', 'ar', 'ابتثجحخدذرزسشصضطظعغفقكلمنهوي'],
  ['Chinese', 'zh', '的一是不了人我在有他这中大来上国个到说们为子和你地出道也时年得就那要下以生会自着去之过家学对可'],
  ['Japanese', 'ja', 'あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほまみむめもやゆよらりるれろわをん'],
  ['Korean', 'ko', '가나다라마바사아자차카타파하거너더러머버서어저처고노도로모보소오조초구누두루무부수우주추'],
];

/** Scripts that do not put spaces between words. */
const UNSPACED = new Set(['zh', 'ja']);

export const VOCABULARY = (
  'bet bets betting odds stake win winnings payout cash out early live match matches game games team teams player ' +
  'league cup final season round goal goals score scores result results market markets accumulator single double ' +
  'treble system handicap total over under draw home away first second half time corner corners card cards ' +
  'account profile deposit deposits withdrawal withdrawals balance bonus bonuses free spin spins casino slot slots ' +
  'jackpot jackpots table roulette blackjack poker baccarat dealer lobby tournament tournaments promotion promotions ' +
  'offer offers welcome reward rewards loyalty points level levels limit limits daily weekly monthly responsible ' +
  'gaming verify verification document identity address email phone password code security settings language ' +
  'currency payment payments method methods card transfer wallet pending approved declined failed successful ' +
  'please your you we our now today tomorrow within hours minutes days before after when if and or not with ' +
  'for to from by at on in of the a this that all any each every more less minimum maximum amount amounts ' +
  'terms conditions apply rules rule void cancelled settled open closed available unavailable new popular ' +
  'favourite favourites search filter sort show hide more details help support contact chat message messages ' +
  'notification notifications history statement download upload confirm cancel save continue back next start ' +
  'stop pause resume join leave invite friend friends share claim opt in out selection selections ticket tickets ' +
  'coupon coupons combo builder boost boosted price prices increase decrease sport sports football tennis ' +
  'basketball hockey volleyball handball esports racing horse greyhound virtual virtuals stream streaming watch'
).split(' ');

/** The letters of the demo's languages other than English. */
const DEMO_LETTERS: [code: string, letters: string][] = [
  ['de', 'abcdefghijklmnoprstuvwzäöüß'],
  ['fr', 'abcdeéèêfghijlmnopqrstuvàç'],
  ['sr', 'abcčćdđefghijklmnoprsštuvzž'],
];

/** A language's word for each vocabulary word: its letters, the same word every time. */
function lexiconOf(letters: string, next: () => number): string[] {
  const chars = [...letters];
  return VOCABULARY.map((word) => {
    const length = Math.max(2, Math.round(word.length * (0.7 + next() * 0.8)));
    let made = '';
    for (let i = 0; i < length; i++) made += chars[Math.floor(next() * chars.length)]!;
    return made;
  });
}

/** How long a word's text is, in vocabulary words: mostly labels, a few long texts. */
export function textLength(next: () => number): number {
  const draw = next();
  if (draw < 0.755) return 1 + Math.floor(next() * 4);
  if (draw < 0.955) return 6 + Math.floor(next() * 12);
  if (draw < 0.995) return 25 + Math.floor(next() * 50);
  return 150 + Math.floor(next() * 250);
}

export interface PhraseWriter {
  /** The text of `words` (vocabulary indexes) in the language at `languageIndex`. */
  write(languageIndex: number, words: readonly number[]): string;
  /** Vocabulary indexes for a text of `length` words. */
  pick(length: number, next: () => number): number[];
}

/** `codes`: every language's code, in language order (index 0 is English, written as is). */
export function phraseWriter(codes: readonly string[], letters: ReadonlyMap<string, string>, next: () => number): PhraseWriter {
  const lexicons = codes.map((code) => (code === 'en' ? VOCABULARY : lexiconOf(letters.get(code)!, next)));
  return {
    write(languageIndex, words) {
      const lexicon = lexicons[languageIndex]!;
      const joined = words.map((word) => lexicon[word]!).join(UNSPACED.has(codes[languageIndex]!) ? '' : ' ');
      // A capital letter where the script has them, and a full stop after a sentence.
      const text = joined.charAt(0).toUpperCase() + joined.slice(1);
      return words.length > 5 ? `${text}.` : text;
    },
    pick(length, draw) {
      return Array.from({ length }, () => Math.floor(draw() * VOCABULARY.length));
    },
  };
}

/** The operator's languages: the demo's, then EXTRA_LANGUAGES. */
export function extraLanguages(firstId: number): Language[] {
  return EXTRA_LANGUAGES.map(([name, code], index) => ({ id: firstId + index, name, code }));
}

/** Every language's letters by code (English needs none: it is written from the vocabulary). */
export const letterSets = (): Map<string, string> =>
  new Map([...DEMO_LETTERS, ...EXTRA_LANGUAGES.map(([, code, letters]): [string, string] => [code, letters])]);

export const pickOne = <T>(list: readonly T[], next: () => number): T => list[Math.floor(next() * list.length)]!;
