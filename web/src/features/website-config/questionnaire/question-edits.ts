import { moveItem } from '../fields/value-guards';
import { textsOf } from './load-questionnaire';
import type { FormAnswer, FormQuestion, LanguageTexts, QuestionnaireForm, StoredSettings } from './questionnaire-types';

// Edits of the editor form. Structure (type, minCharacters, answers, dependencies, order) is
// held once, so every structural edit applies to all languages; texts are per language.
// Every function returns a new form and leaves its input untouched.

/** Highest + 1 (1 for an empty list), spec 001 §4. */
export function nextId(ids: number[]): number {
  return ids.reduce((max, id) => Math.max(max, id), 0) + 1;
}

function mapTexts(form: QuestionnaireForm, change: (texts: LanguageTexts, code: string) => LanguageTexts) {
  const texts: Record<string, LanguageTexts> = {};
  for (const code of form.languages) texts[code] = change(textsOf(form, code), code);
  return texts;
}

function withQuestionTexts(
  texts: LanguageTexts,
  id: number,
  change: (q: LanguageTexts['questions'][number]) => LanguageTexts['questions'][number],
): LanguageTexts {
  const current = texts.questions[id] ?? { question: '', answers: {} };
  return { ...texts, questions: { ...texts.questions, [id]: change(current) } };
}

export function addQuestion(form: QuestionnaireForm): QuestionnaireForm {
  const ID = nextId(form.questions.map((q) => q.ID));
  const question: FormQuestion = { ID, type: 'TEXT', minCharacters: '', answers: [] };
  return {
    ...form,
    questions: [...form.questions, question],
    texts: mapTexts(form, (texts) => withQuestionTexts(texts, ID, () => ({ question: '', answers: {} }))),
  };
}

/** Removes the question, its texts in every language and every answer dependency pointing at it. */
export function deleteQuestion(form: QuestionnaireForm, id: number): QuestionnaireForm {
  const questions = form.questions
    .filter((q) => q.ID !== id)
    .map((q) =>
      q.answers.some((a) => a.dependency === id)
        ? { ...q, answers: q.answers.map((a) => (a.dependency === id ? { ...a, dependency: null } : a)) }
        : q,
    );
  return {
    ...form,
    questions,
    texts: mapTexts(form, (texts) => {
      const rest = { ...texts.questions };
      delete rest[id];
      return { ...texts, questions: rest };
    }),
  };
}

export type MoveDirection = 'up' | 'down';

/** One step, or to the top/bottom when `toEnd` (shift-click), for every language at once. */
export function moveQuestion(form: QuestionnaireForm, id: number, direction: MoveDirection, toEnd = false): QuestionnaireForm {
  const from = form.questions.findIndex((q) => q.ID === id);
  if (from < 0) return form;
  const last = form.questions.length - 1;
  const step = direction === 'up' ? -1 : 1;
  const to = toEnd ? (direction === 'up' ? 0 : last) : Math.min(last, Math.max(0, from + step));
  if (to === from) return form;
  return { ...form, questions: moveItem(form.questions, from, to) };
}

export type QuestionStructure = Partial<Pick<FormQuestion, 'type' | 'minCharacters'>>;

export function updateQuestion(form: QuestionnaireForm, id: number, change: QuestionStructure): QuestionnaireForm {
  return { ...form, questions: form.questions.map((q) => (q.ID === id ? { ...q, ...change } : q)) };
}

export function setQuestionText(form: QuestionnaireForm, code: string, id: number, question: string): QuestionnaireForm {
  return {
    ...form,
    texts: { ...form.texts, [code]: withQuestionTexts(textsOf(form, code), id, (q) => ({ ...q, question })) },
  };
}

export function setSettingsText(form: QuestionnaireForm, code: string, key: keyof StoredSettings, text: string): QuestionnaireForm {
  const texts = textsOf(form, code);
  return { ...form, texts: { ...form.texts, [code]: { ...texts, settings: { ...texts.settings, [key]: text } } } };
}

/** A new answer (id = highest of this question + 1) with an empty message in every language. */
export function addAnswer(form: QuestionnaireForm, questionId: number): QuestionnaireForm {
  const question = form.questions.find((q) => q.ID === questionId);
  if (question === undefined) return form;
  const answer: FormAnswer = { id: nextId(question.answers.map((a) => a.id)), mandatoryAnswer: false, minCharacters: '', dependency: null };
  return {
    ...form,
    questions: form.questions.map((q) => (q.ID === questionId ? { ...q, answers: [...q.answers, answer] } : q)),
    texts: mapTexts(form, (texts) => withQuestionTexts(texts, questionId, (q) => ({ ...q, answers: { ...q.answers, [answer.id]: '' } }))),
  };
}

export function deleteAnswer(form: QuestionnaireForm, questionId: number, answerId: number): QuestionnaireForm {
  return {
    ...form,
    questions: form.questions.map((q) => (q.ID === questionId ? { ...q, answers: q.answers.filter((a) => a.id !== answerId) } : q)),
    texts: mapTexts(form, (texts) =>
      withQuestionTexts(texts, questionId, (q) => {
        const answers = { ...q.answers };
        delete answers[answerId];
        return { ...q, answers };
      }),
    ),
  };
}

export type AnswerStructure = Partial<Pick<FormAnswer, 'mandatoryAnswer' | 'minCharacters' | 'dependency'>>;

export function updateAnswer(form: QuestionnaireForm, questionId: number, answerId: number, change: AnswerStructure): QuestionnaireForm {
  return {
    ...form,
    questions: form.questions.map((q) =>
      q.ID === questionId ? { ...q, answers: q.answers.map((a) => (a.id === answerId ? { ...a, ...change } : a)) } : q,
    ),
  };
}

export function setAnswerText(
  form: QuestionnaireForm,
  code: string,
  questionId: number,
  answerId: number,
  message: string,
): QuestionnaireForm {
  return {
    ...form,
    texts: {
      ...form.texts,
      [code]: withQuestionTexts(textsOf(form, code), questionId, (q) => ({ ...q, answers: { ...q.answers, [answerId]: message } })),
    },
  };
}

/** Exactly one fallback language: choosing one un-marks the other. Unknown codes change nothing. */
export function setFallbackLanguage(form: QuestionnaireForm, code: string): QuestionnaireForm {
  return form.languages.includes(code) ? { ...form, fallback: code } : form;
}
