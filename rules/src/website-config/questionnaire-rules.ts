import { cycleMessage, findDependencyCycles } from './dependency-cycles.js';
import { MESSAGES, type ValueProblem } from './messages.js';

// Spec 001 §5 "Question", checked on the stored form: a map language code → questionnaire in
// which every language repeats the same structure. Texts (question, answer message) are required
// in every language: the fallback language stands in for languages that have no questionnaire,
// not for single empty texts. Structure (types, minimum characters, answers, dependencies) is
// checked in every language. Paths are `{code}.questionnaire.{index}.…` (index = position).
// Ids are compared as text: forms keep numbers, a hand-written value may carry digit strings.

export interface QuestionnaireRuleAnswer {
  id?: unknown;
  message?: unknown;
  minCharacters?: unknown;
  dependency?: unknown;
}

export interface QuestionnaireRuleQuestion {
  ID: unknown;
  type: unknown;
  question?: unknown;
  minCharacters?: unknown;
  answers?: readonly QuestionnaireRuleAnswer[] | null;
}

export interface QuestionnaireRuleLanguage {
  isFallback?: unknown;
  questionnaire: readonly QuestionnaireRuleQuestion[];
}

type Errors = Map<string, string>;

const isAbsent = (v: unknown) => v === undefined || v === null;
const isBlankText = (v: unknown) => typeof v !== 'string' || v.trim() === '';
const idOf = (v: unknown) => String(v).trim();

function isDigits(value: unknown): boolean {
  if (isAbsent(value)) return true;
  if (typeof value === 'number') return Number.isInteger(value) && value >= 0;
  return typeof value === 'string' && /^\d+$/.test(value.trim());
}

/** Texts, then structure, question by question: problems come in the order the form shows them. */
function checkQuestion(question: QuestionnaireRuleQuestion, path: string, errors: Errors, ids: Set<string>) {
  if (isBlankText(question.question)) errors.set(`${path}.question`, MESSAGES.question);
  if (question.type !== 'TEXT' && question.type !== 'QUESTION') errors.set(`${path}.type`, MESSAGES.questionType);
  if (!isDigits(question.minCharacters)) errors.set(`${path}.minCharacters`, MESSAGES.minCharacters);
  const answers = question.answers;
  if (answers === undefined || answers === null) return;
  // Stored form: a RADIO question is TEXT with answers, so an empty list is a RADIO without answers.
  if (answers.length === 0) errors.set(`${path}.answers`, MESSAGES.radioAnswers);
  answers.forEach((answer, j) => {
    const at = `${path}.answers.${j}`;
    if (isBlankText(answer.message)) errors.set(`${at}.message`, MESSAGES.answer);
    if (!isDigits(answer.minCharacters)) errors.set(`${at}.minCharacters`, MESSAGES.minCharacters);
    if (isAbsent(answer.dependency)) return;
    if (idOf(answer.dependency) === idOf(question.ID)) errors.set(`${at}.dependency`, MESSAGES.selfDependency);
    else if (!ids.has(idOf(answer.dependency))) errors.set(`${at}.dependency`, MESSAGES.dependency);
  });
}

/** Questions tangled in dependency cycles: one message per group, also set on each answer that closes it. */
function checkCycles(questions: readonly QuestionnaireRuleQuestion[], code: string, errors: Errors): string[] {
  const order = questions.map((q) => idOf(q.ID));
  const edges = new Map(
    questions.map((q) => [idOf(q.ID), (q.answers ?? []).filter((a) => !isAbsent(a.dependency)).map((a) => idOf(a.dependency))]),
  );
  return findDependencyCycles(order, edges).map((group) => {
    const message = cycleMessage(group.map((id) => order.indexOf(id) + 1));
    const members = new Set(group);
    questions.forEach((question, i) => {
      if (!members.has(idOf(question.ID))) return;
      (question.answers ?? []).forEach((answer, j) => {
        const target = isAbsent(answer.dependency) ? undefined : idOf(answer.dependency);
        if (target !== undefined && target !== idOf(question.ID) && members.has(target)) {
          errors.set(`${code}.questionnaire.${i}.answers.${j}.dependency`, message);
        }
      });
    });
    return message;
  });
}

export function questionnaireProblems(value: Readonly<Record<string, QuestionnaireRuleLanguage>>): ValueProblem[] {
  const errors: Errors = new Map();
  const codes = Object.keys(value);
  if (codes.length === 0) return [];
  const whole: string[] = [];
  if (codes.filter((code) => value[code]!.isFallback === true).length !== 1) whole.push(MESSAGES.fallback);
  for (const code of codes) {
    const questions = value[code]!.questionnaire;
    const ids = new Set(questions.map((q) => idOf(q.ID)));
    questions.forEach((question, i) => checkQuestion(question, `${code}.questionnaire.${i}`, errors, ids));
  }
  // The structure is the same in every language: cycles are reported once, on the fallback language.
  const fallback = codes.find((code) => value[code]!.isFallback === true) ?? codes[0]!;
  whole.push(...checkCycles(value[fallback]!.questionnaire, fallback, errors));
  const problems = [...errors].map(([path, message]) => ({ path, message }));
  return whole.length > 0 ? [{ path: '', message: whole.join('. ') }, ...problems] : problems;
}
