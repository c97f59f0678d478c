// The translation save payload (spec 000 §3): checked field by field against a
// store snapshot, with every problem reported at once on its property path
// (`translation.0.languageId`, `exceptions.2.phrase`).
import type { JsonObject } from '../../http/body';
import { toId, Validator } from '../../http/validation';
import type { TranslationIndex } from '../../words';

export interface PhraseInput {
  index: number;
  translationId: number | null;
  languageId: number;
  phrase: string;
}

export interface ExceptionInput {
  index: number;
  id: number | null;
  languageId: number;
  websiteId: number;
  phrase: string;
  isDeleting: boolean;
}

export interface TranslationPayload {
  word: string;
  wordId: number | null;
  sectionId: number;
  translation: PhraseInput[];
  exceptions: ExceptionInput[];
}

const present = (value: unknown) => value !== undefined && value !== null && value !== '';

/** Reads an optional array of objects at `property` (absent or null = []). */
function objects(validator: Validator, body: JsonObject, property: string): JsonObject[] {
  const raw = body[property];
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    validator.custom(property, false, 'isArray', `${property} must be an array`);
    return [];
  }
  return raw.map((entry: unknown) => (entry !== null && typeof entry === 'object' ? (entry as JsonObject) : {}));
}

/** A required id at `path` that `exists` must accept; 0 when invalid. */
function referenceId(
  validator: Validator,
  value: unknown,
  path: string,
  exists: (id: number) => boolean,
  missing: string,
  unknown: string,
): number {
  if (!present(value)) {
    validator.custom(path, false, 'isNotEmpty', missing);
    return 0;
  }
  const id = toId(value);
  if (id === null) validator.custom(path, false, 'isInt', `${path} must be an integer number`);
  else if (!exists(id)) validator.custom(path, false, 'exists', unknown);
  return id ?? 0;
}

function phraseText(validator: Validator, value: unknown, path: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') validator.custom(path, false, 'isString', `${path} must be a string`);
  return typeof value === 'string' ? value : '';
}

function optionalId(validator: Validator, value: unknown, path: string): number | null {
  if (!present(value)) return null;
  const id = toId(value);
  if (id === null) validator.custom(path, false, 'isInt', `${path} must be an integer number`);
  return id;
}

function parsePhrases(validator: Validator, body: JsonObject, index: TranslationIndex): PhraseInput[] {
  const seen = new Set<number>();
  return objects(validator, body, 'translation').map((item, i): PhraseInput => {
    const path = `translation.${i}`;
    const languageId = referenceId(
      validator,
      item.languageId,
      `${path}.languageId`,
      (id) => index.languages.has(id),
      'languageId should not be empty',
      'Language not found',
    );
    if (languageId && seen.has(languageId)) {
      validator.custom(`${path}.languageId`, false, 'isUnique', 'This language is listed more than once');
    }
    seen.add(languageId);
    return {
      index: i,
      languageId,
      translationId: optionalId(validator, item.translationId, `${path}.translationId`),
      phrase: phraseText(validator, item.phrase, `${path}.phrase`),
    };
  });
}

function parseExceptions(validator: Validator, body: JsonObject, index: TranslationIndex): ExceptionInput[] {
  return objects(validator, body, 'exceptions').map((item, i): ExceptionInput => {
    const path = `exceptions.${i}`;
    const id = optionalId(validator, item.id, `${path}.id`);
    const isDeleting = item.isDeleting === true;
    if (isDeleting) return { index: i, id, isDeleting, languageId: 0, websiteId: 0, phrase: '' };
    const languageId = referenceId(
      validator,
      item.languageId,
      `${path}.languageId`,
      (key) => index.languages.has(key),
      'languageId should not be empty',
      'Language not found',
    );
    const websiteId = referenceId(
      validator,
      item.websiteId,
      `${path}.websiteId`,
      (key) => index.websites.has(key),
      'websiteId should not be empty',
      'Website not found',
    );
    const phrase = phraseText(validator, item.phrase, `${path}.phrase`);
    if (phrase.trim() === '') validator.custom(`${path}.phrase`, false, 'isNotEmpty', 'Phrase cannot be empty');
    return { index: i, id, isDeleting, languageId, websiteId, phrase };
  });
}

/** Validates the payload; throws one 400 listing every problem. */
export function parseTranslationPayload(body: JsonObject, index: TranslationIndex, mode: 'create' | 'update'): TranslationPayload {
  const validator = new Validator(body);
  if (present(body.word) && typeof body.word !== 'string') validator.string('word');
  validator.required('word', 'Key is required').noSpaces('word', 'Key cannot have empty spaces');
  const sectionId = referenceId(
    validator,
    body.sectionId,
    'sectionId',
    (id) => index.sections.has(id),
    'Section is required',
    'Section not found',
  );
  const wordId = mode === 'update' ? referenceId(validator, body.wordId, 'wordId', () => true, 'wordId should not be empty', '') : null;
  const translation = parsePhrases(validator, body, index);
  const exceptions = parseExceptions(validator, body, index);
  validator.check();
  return { word: String(body.word).trim(), wordId, sectionId, translation, exceptions };
}
