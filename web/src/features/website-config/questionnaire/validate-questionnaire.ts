import type { FieldErrors } from '../fields/field-editor';
import { cycleMessage, findDependencyCycles } from './dependency-cycles';
import type { StoredQuestion, StoredQuestionnaire } from './questionnaire-types';

// Spec 001 §5 "Question", checked on the stored form (what the form submits).
// Texts (question, answer message) are required in every language of the value: the fallback
// language stands in for languages that have no questionnaire, not for single empty texts, and
// the gateway refuses an empty question in any language. Structure is shared by all languages,
// so it is checked once, on the fallback language's list. Paths are the paths inside the value
// (`{code}.questionnaire.{index}.…`, index = position), as a gateway userError carries them.

export const QUESTION_REQUIRED = 'Question is required';
export const RADIO_NEEDS_ANSWERS = 'Radio type must have answers';
// Same wording as the gateway's rules (gateway/src/modules/website-config/value-rules.ts).
export const DIGITS_ONLY = 'Minimum characters must be a whole number';
export const ANSWER_REQUIRED = 'Answer is required';
export const SELF_DEPENDENCY = 'A question cannot depend on itself';
export const MISSING_DEPENDENCY = 'The dependency must be a question of this questionnaire';
export const ONE_FALLBACK = 'Exactly one language must be the fallback language';

function isDigits(value: unknown): boolean {
  if (value === undefined) return true;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return typeof value === 'string' && /^\d+$/.test(value.trim());
}

function isBlank(text: unknown): boolean {
  return typeof text !== 'string' || text.trim() === '';
}

export function fallbackLanguageOf(value: StoredQuestionnaire): string | undefined {
  const codes = Object.keys(value);
  return codes.find((code) => value[code].isFallback) ?? codes[0];
}

function dependencyEdges(questions: StoredQuestion[]): Map<number, number[]> {
  const edges = new Map<number, number[]>();
  for (const question of questions) {
    const targets = (question.answers ?? []).flatMap((a) => (a.dependency === undefined ? [] : [a.dependency]));
    edges.set(question.ID, targets);
  }
  return edges;
}

function validateTexts(questions: StoredQuestion[], code: string, errors: FieldErrors) {
  questions.forEach((question, i) => {
    const path = `${code}.questionnaire.${i}`;
    if (isBlank(question.question)) errors[`${path}.question`] = QUESTION_REQUIRED;
    (question.answers ?? []).forEach((answer, j) => {
      if (isBlank(answer.message)) errors[`${path}.answers.${j}.message`] = ANSWER_REQUIRED;
    });
  });
}

function validateStructure(question: StoredQuestion, path: string, errors: FieldErrors, ids: Set<number>) {
  if (!isDigits(question.minCharacters)) errors[`${path}.minCharacters`] = DIGITS_ONLY;
  const answers = question.answers;
  if (answers === undefined) return;
  // Only a RADIO without answers is saved with an empty list (see save-questionnaire.ts).
  if (answers.length === 0) errors[`${path}.answers`] = RADIO_NEEDS_ANSWERS;
  answers.forEach((answer, j) => {
    const answerPath = `${path}.answers.${j}`;
    if (!isDigits(answer.minCharacters)) errors[`${answerPath}.minCharacters`] = DIGITS_ONLY;
    if (answer.dependency === question.ID) errors[`${answerPath}.dependency`] = SELF_DEPENDENCY;
    else if (answer.dependency !== undefined && !ids.has(answer.dependency)) {
      errors[`${answerPath}.dependency`] = MISSING_DEPENDENCY;
    }
  });
}

export function validateQuestionnaire(value: StoredQuestionnaire): FieldErrors {
  const errors: FieldErrors = {};
  const codes = Object.keys(value);
  if (codes.length === 0) return errors;
  if (codes.filter((code) => value[code].isFallback).length !== 1) errors[''] = ONE_FALLBACK;
  const fallback = fallbackLanguageOf(value)!;
  const questions = value[fallback].questionnaire;
  const ids = new Set(questions.map((q) => q.ID));
  questions.forEach((question, i) => validateStructure(question, `${fallback}.questionnaire.${i}`, errors, ids));
  for (const code of codes) validateTexts(value[code].questionnaire, code, errors);

  const order = questions.map((q) => q.ID);
  const cycles = findDependencyCycles(order, dependencyEdges(questions));
  const messages: string[] = [];
  for (const group of cycles) {
    const message = cycleMessage(group.map((id) => order.indexOf(id) + 1));
    messages.push(message);
    const members = new Set(group);
    questions.forEach((question, i) => {
      if (!members.has(question.ID)) return;
      (question.answers ?? []).forEach((answer, j) => {
        if (answer.dependency !== undefined && answer.dependency !== question.ID && members.has(answer.dependency)) {
          errors[`${fallback}.questionnaire.${i}.answers.${j}.dependency`] = message;
        }
      });
    });
  }
  if (messages.length > 0) errors[''] = [errors[''], ...messages].filter(Boolean).join('. ');
  return errors;
}
