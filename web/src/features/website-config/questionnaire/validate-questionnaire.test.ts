import { MESSAGES } from '@backoffice/rules/website-config';
import { loadQuestionnaire } from './load-questionnaire';
import {
  addAnswer,
  addQuestion,
  setAnswerText,
  setFallbackLanguage,
  setQuestionText,
  updateAnswer,
  updateQuestion,
} from './question-edits';
import { questionnaireExample } from './questionnaire-example';
import type { QuestionnaireForm } from './questionnaire-types';
import { saveQuestionnaire } from './save-questionnaire';
import { validateQuestionnaire } from './validate-questionnaire';

const { answer: ANSWER_REQUIRED, minCharacters: DIGITS_ONLY, dependency: MISSING_DEPENDENCY, fallback: ONE_FALLBACK } = MESSAGES;
const { question: QUESTION_REQUIRED, radioAnswers: RADIO_NEEDS_ANSWERS, selfDependency: SELF_DEPENDENCY } = MESSAGES;

const example = () => loadQuestionnaire(questionnaireExample(), ['en', 'de']);
const validate = (form: QuestionnaireForm) => validateQuestionnaire(saveQuestionnaire(form));
function textInAll(form: QuestionnaireForm, id: number): QuestionnaireForm {
  return form.languages.reduce((next, code) => setQuestionText(next, code, id, `Q${id} ${code}`), form);
}

/** Makes `from` a RADIO question (if it is not) with a new answer leading to `to`. */
function dependOn(form: QuestionnaireForm, from: number, to: number): QuestionnaireForm {
  const next = addAnswer(updateQuestion(form, from, { type: 'RADIO' }), from);
  const answer = next.questions.find((q) => q.ID === from)!.answers.at(-1)!;
  const linked = updateAnswer(next, from, answer.id, { dependency: to });
  return next.languages.reduce((form, code) => setAnswerText(form, code, from, answer.id, `to ${to}`), linked);
}

describe('validateQuestionnaire', () => {
  it('accepts the example and an empty value', () => {
    expect(validateQuestionnaire(questionnaireExample())).toEqual({});
    expect(validateQuestionnaire({})).toEqual({});
  });

  it('requires the question text in every language', () => {
    expect(validate(setQuestionText(example(), 'de', 1, ''))).toEqual({ 'de.questionnaire.0.question': QUESTION_REQUIRED });
    expect(validate(setQuestionText(example(), 'en', 1, '  '))).toEqual({ 'en.questionnaire.0.question': QUESTION_REQUIRED });
    expect(validate(setFallbackLanguage(setQuestionText(example(), 'de', 1, ''), 'de'))).toEqual({
      'de.questionnaire.0.question': QUESTION_REQUIRED,
    });
  });

  it('requires answers for RADIO', () => {
    const form = textInAll(updateQuestion(addQuestion(example()), 5, { type: 'RADIO' }), 5);
    // Structure is checked in every language of the stored value; the editor shows the fallback's.
    expect(validate(form)).toEqual({
      'en.questionnaire.4.answers': RADIO_NEEDS_ANSWERS,
      'de.questionnaire.4.answers': RADIO_NEEDS_ANSWERS,
    });
  });

  it('requires an answer message in every language', () => {
    let form = textInAll(addAnswer(updateQuestion(addQuestion(example()), 5, { type: 'RADIO' }), 5), 5);
    form = setAnswerText(form, 'en', 5, 1, 'Yes');
    expect(validate(form)).toEqual({ 'de.questionnaire.4.answers.0.message': ANSWER_REQUIRED });
  });

  it('allows digits only in minCharacters of questions and mandatory answers', () => {
    let form = updateQuestion(example(), 1, { minCharacters: '3a' });
    form = updateAnswer(form, 2, 2, { minCharacters: '-1' });
    expect(validate(form)).toEqual({
      'en.questionnaire.0.minCharacters': DIGITS_ONLY,
      'en.questionnaire.1.answers.1.minCharacters': DIGITS_ONLY,
      'de.questionnaire.0.minCharacters': DIGITS_ONLY,
      'de.questionnaire.1.answers.1.minCharacters': DIGITS_ONLY,
    });
    expect(validate(updateQuestion(example(), 1, { minCharacters: '' }))).toEqual({});
    // A non-mandatory answer's minCharacters is not saved, so it cannot be wrong.
    expect(validate(updateAnswer(example(), 2, 1, { minCharacters: 'x' }))).toEqual({});
  });

  it('refuses a dependency on the question itself', () => {
    expect(validate(updateAnswer(example(), 2, 1, { dependency: 2 }))).toEqual({
      'en.questionnaire.1.answers.0.dependency': SELF_DEPENDENCY,
      'de.questionnaire.1.answers.0.dependency': SELF_DEPENDENCY,
    });
  });

  it('refuses a dependency on a question that does not exist', () => {
    expect(validate(updateAnswer(example(), 2, 1, { dependency: 42 }))).toEqual({
      'en.questionnaire.1.answers.0.dependency': MISSING_DEPENDENCY,
      'de.questionnaire.1.answers.0.dependency': MISSING_DEPENDENCY,
    });
  });

  it('refuses two questions depending on each other, naming them', () => {
    const errors = validate(dependOn(example(), 3, 2));
    const message = 'Question 2 and question 3 depend on each other';
    expect(errors).toEqual({
      '': message,
      'en.questionnaire.1.answers.1.dependency': message,
      'en.questionnaire.2.answers.0.dependency': message,
    });
  });

  it('refuses longer cycles, naming questions by position', () => {
    // 4 → 1 → 3 → 4, with 2 leading into the cycle without being part of it.
    let form = dependOn(dependOn(dependOn(example(), 4, 1), 1, 3), 3, 4);
    form = updateAnswer(form, 2, 2, { dependency: 4 });
    const errors = validate(form);
    expect(errors['']).toBe('Questions 1, 3 and 4 depend on each other');
    expect(errors['en.questionnaire.1.answers.1.dependency']).toBeUndefined();
    expect(
      Object.keys(errors)
        .filter((k) => k.endsWith('dependency'))
        .sort(),
    ).toEqual([
      'en.questionnaire.0.answers.0.dependency',
      'en.questionnaire.2.answers.0.dependency',
      'en.questionnaire.3.answers.0.dependency',
    ]);
  });

  it('reports separate cycles separately', () => {
    let form = addQuestion(addQuestion(example()));
    form = textInAll(textInAll(form, 5), 6);
    form = dependOn(dependOn(dependOn(form, 3, 2), 5, 6), 6, 5);
    expect(validate(form)['']).toBe('Question 2 and question 3 depend on each other. Question 5 and question 6 depend on each other');
  });

  it('needs exactly one fallback language in the stored value', () => {
    const value = questionnaireExample();
    value.de!.isFallback = true;
    expect(validateQuestionnaire(value)).toEqual({ '': ONE_FALLBACK });
  });
});
