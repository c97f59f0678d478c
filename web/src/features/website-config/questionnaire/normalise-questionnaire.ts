import { isRecord, textOf } from '../fields/value-guards';
import type { StoredAnswer, StoredLanguageQuestionnaire, StoredQuestion, StoredQuestionnaire, StoredSettings } from './questionnaire-types';

// Upstream values are hand-edited JSON at times: anything of the wrong shape becomes the
// nearest valid shape instead of crashing the editor. Never throws.

function toId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
}

/** Numbers stay numbers, digit strings become numbers, empty → 0; other text is kept for validate to flag. */
function toMinCharacters(value: unknown): number | string {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string') {
    const trimmed = value.trim();
    if (trimmed === '') return 0;
    return /^\d+$/.test(trimmed) ? Number(trimmed) : value;
  }
  return 0;
}

function normaliseAnswer(raw: unknown, index: number): StoredAnswer | null {
  if (!isRecord(raw)) return null;
  const mandatoryAnswer = raw.mandatoryAnswer === true || raw.mandatoryAnswer === 'true';
  const answer: StoredAnswer = {
    id: toId(raw.id) ?? index + 1,
    message: textOf(raw.message),
    mandatoryAnswer,
    minCharacters: toMinCharacters(raw.minCharacters),
  };
  const dependency = toId(raw.dependency);
  if (dependency !== null) answer.dependency = dependency;
  return answer;
}

function normaliseQuestion(raw: unknown, index: number): StoredQuestion | null {
  if (!isRecord(raw)) return null;
  // Editor type names are accepted too, in case a value was stored without the save transformation.
  const type = raw.type === 'QUESTION' || raw.type === 'YESNO' ? 'QUESTION' : 'TEXT';
  const question: StoredQuestion = { ID: toId(raw.ID ?? raw.id) ?? index + 1, type, question: textOf(raw.question) };
  if (raw.minCharacters !== undefined || type === 'TEXT') question.minCharacters = toMinCharacters(raw.minCharacters);
  if (Array.isArray(raw.answers)) {
    const answers = raw.answers.map(normaliseAnswer).filter((a): a is StoredAnswer => a !== null);
    // An empty list means "no answers" (spec 001 §4 load: only non-empty answers make a RADIO).
    if (answers.length > 0) question.answers = answers;
  }
  if (raw.notVisible === true) question.notVisible = true;
  return question;
}

function normaliseSettings(raw: unknown): StoredSettings {
  const settings = isRecord(raw) ? raw : {};
  return {
    questionnaireMessage: textOf(settings.questionnaireMessage),
    deactivationMessage: textOf(settings.deactivationMessage),
  };
}

function normaliseLanguage(raw: Record<string, unknown>): StoredLanguageQuestionnaire {
  const list = Array.isArray(raw.questionnaire) ? raw.questionnaire : [];
  return {
    isFallback: raw.isFallback === true,
    settings: normaliseSettings(raw.settings),
    questionnaire: list.map(normaliseQuestion).filter((q): q is StoredQuestion => q !== null),
  };
}

/** Exactly one fallback: the first one marked, else the first language (spec 001 §4). */
function withSingleFallback(value: StoredQuestionnaire): StoredQuestionnaire {
  const codes = Object.keys(value);
  const fallback = codes.find((code) => value[code]?.isFallback) ?? codes[0];
  const result: StoredQuestionnaire = {};
  for (const [code, language] of Object.entries(value)) result[code] = { ...language, isFallback: code === fallback };
  return result;
}

/** The stored value in a shape the editor can always show. */
export function normaliseQuestionnaire(value: unknown): StoredQuestionnaire {
  let raw = value;
  if (typeof raw === 'string') {
    try {
      raw = JSON.parse(raw);
    } catch {
      return {};
    }
  }
  if (!isRecord(raw)) return {};
  const result: StoredQuestionnaire = {};
  for (const [code, entry] of Object.entries(raw)) {
    if (isRecord(entry)) result[code] = normaliseLanguage(entry);
  }
  return withSingleFallback(result);
}
