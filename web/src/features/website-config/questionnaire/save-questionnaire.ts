import type {
  FormAnswer,
  FormQuestion,
  LanguageTexts,
  QuestionnaireForm,
  StoredAnswer,
  StoredQuestion,
  StoredQuestionnaire,
} from './questionnaire-types';
import { textsOf } from './load-questionnaire';

// Editor form → stored form (spec 001 §4 "On save"):
// - TEXT keeps type TEXT with numeric minCharacters (0 if empty) and no answers;
// - RADIO becomes TEXT with answers (answer minCharacters 0 unless mandatoryAnswer; an empty
//   dependency is removed);
// - YESNO becomes QUESTION without answers;
// - questions that are the dependency of some answer get notVisible: true.
// Entries a valid form never holds are written so that `validateQuestionnaire` can still see
// them: minCharacters that are not digits stay as typed, a RADIO without answers keeps an
// empty `answers` list. The form cannot be submitted while either is present.

/** Digits → number, empty → 0, anything else as typed (invalid, flagged by validate). */
export function savedMinCharacters(typed: string): number | string {
  const trimmed = typed.trim();
  if (trimmed === '') return 0;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : typed;
}

/** Question IDs some saved answer leads to: those questions are hidden until that answer is picked. */
export function dependencyTargets(questions: FormQuestion[]): Set<number> {
  const targets = new Set<number>();
  for (const question of questions) {
    if (question.type !== 'RADIO') continue;
    for (const answer of question.answers) if (answer.dependency !== null) targets.add(answer.dependency);
  }
  return targets;
}

function saveAnswer(answer: FormAnswer, message: string): StoredAnswer {
  const stored: StoredAnswer = {
    id: answer.id,
    message,
    mandatoryAnswer: answer.mandatoryAnswer,
    minCharacters: answer.mandatoryAnswer ? savedMinCharacters(answer.minCharacters) : 0,
  };
  if (answer.dependency !== null) stored.dependency = answer.dependency;
  return stored;
}

function saveQuestion(question: FormQuestion, texts: LanguageTexts, hidden: Set<number>): StoredQuestion {
  const questionTexts = texts.questions[question.ID];
  const text = questionTexts?.question ?? '';
  let stored: StoredQuestion;
  if (question.type === 'YESNO') {
    stored = { ID: question.ID, type: 'QUESTION', question: text };
  } else {
    stored = { ID: question.ID, type: 'TEXT', question: text, minCharacters: savedMinCharacters(question.minCharacters) };
    if (question.type === 'RADIO') {
      stored.answers = question.answers.map((answer) => saveAnswer(answer, questionTexts?.answers[answer.id] ?? ''));
    }
  }
  if (hidden.has(question.ID)) stored.notVisible = true;
  return stored;
}

export function saveQuestionnaire(form: QuestionnaireForm): StoredQuestionnaire {
  const hidden = dependencyTargets(form.questions);
  const result: StoredQuestionnaire = {};
  for (const code of form.languages) {
    const texts = textsOf(form, code);
    result[code] = {
      isFallback: code === form.fallback,
      settings: { ...texts.settings },
      questionnaire: form.questions.map((question) => saveQuestion(question, texts, hidden)),
    };
  }
  return result;
}
