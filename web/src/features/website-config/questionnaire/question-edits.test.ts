import { loadQuestionnaire } from './load-questionnaire';
import {
  addAnswer,
  addQuestion,
  deleteAnswer,
  deleteQuestion,
  moveQuestion,
  nextId,
  setAnswerText,
  setFallbackLanguage,
  setQuestionText,
  setSettingsText,
  updateAnswer,
  updateQuestion,
} from './question-edits';
import { questionnaireExample } from './questionnaire-example';
import { saveQuestionnaire } from './save-questionnaire';

const example = () => loadQuestionnaire(questionnaireExample(), ['en', 'de']);
const ids = (form: ReturnType<typeof example>) => form.questions.map((q) => q.ID);

describe('new IDs', () => {
  it('is the highest ID plus one, 1 for none', () => {
    expect(nextId([])).toBe(1);
    expect(nextId([3, 9, 2])).toBe(10);
  });

  it('adds a TEXT question with the next ID and empty texts in every language', () => {
    const form = addQuestion(moveQuestion(example(), 4, 'up', true));
    expect(ids(form)).toEqual([4, 1, 2, 3, 5]);
    expect(form.questions[4]).toEqual({ ID: 5, type: 'TEXT', minCharacters: '', answers: [] });
    expect(form.texts.en!.questions[5]).toEqual({ question: '', answers: {} });
    expect(form.texts.de!.questions[5]).toEqual({ question: '', answers: {} });
  });

  it('numbers answers per question', () => {
    let form = addQuestion(example());
    form = addAnswer(addAnswer(form, 5), 5);
    expect(form.questions[4]!.answers.map((a) => a.id)).toEqual([1, 2]);
    form = addAnswer(deleteAnswer(addAnswer(form, 2), 2, 1), 2);
    expect(form.questions[1]!.answers.map((a) => a.id)).toEqual([2, 3, 4]);
    expect(form.texts.de!.questions[2]!.answers).toEqual({ 2: 'Andere', 3: '', 4: '' });
  });
});

describe('shared structure, texts per language', () => {
  it('applies a structural edit to every language', () => {
    let form = updateQuestion(example(), 1, { type: 'YESNO' });
    form = updateAnswer(form, 2, 1, { dependency: 4, mandatoryAnswer: true, minCharacters: '2' });
    const stored = saveQuestionnaire(form);
    for (const code of ['en', 'de']) {
      expect(stored[code]!.questionnaire[0]!.type).toBe('QUESTION');
      expect(stored[code]!.questionnaire[1]!.answers?.[0]).toMatchObject({ dependency: 4, mandatoryAnswer: true, minCharacters: 2 });
      expect(stored[code]!.questionnaire[3]!.notVisible).toBe(true);
    }
  });

  it('changes a text in one language only', () => {
    let form = setQuestionText(example(), 'de', 1, 'Beruf?');
    form = setAnswerText(form, 'de', 2, 1, 'Lohn');
    form = setSettingsText(form, 'de', 'deactivationMessage', 'Pausiert');
    const stored = saveQuestionnaire(form);
    expect(stored.de!.questionnaire[0]!.question).toBe('Beruf?');
    expect(stored.en!.questionnaire[0]!.question).toBe('What is your occupation?');
    expect(stored.de!.questionnaire[1]!.answers?.[0]!.message).toBe('Lohn');
    expect(stored.en!.questionnaire[1]!.answers?.[0]!.message).toBe('Salary');
    expect(stored.de!.settings.deactivationMessage).toBe('Pausiert');
    expect(stored.en!.settings.deactivationMessage).toBe('Your account is paused until you answer');
  });

  it('leaves the input form untouched', () => {
    const form = example();
    const before = JSON.stringify(form);
    setQuestionText(addAnswer(deleteQuestion(moveQuestion(form, 1, 'down'), 3), 2), 'en', 1, 'x');
    expect(JSON.stringify(form)).toBe(before);
  });
});

describe('deleting', () => {
  it('removes the question and every answer dependency pointing at it', () => {
    const form = deleteQuestion(example(), 3);
    expect(ids(form)).toEqual([1, 2, 4]);
    expect(form.questions[1]!.answers.map((a) => a.dependency)).toEqual([null, null]);
    expect(form.texts.de!.questions[3]).toBeUndefined();
    const stored = saveQuestionnaire(form);
    expect(stored.en!.questionnaire[1]!.answers?.[1]).not.toHaveProperty('dependency');
  });

  it('removes an answer and its texts', () => {
    const form = deleteAnswer(example(), 2, 2);
    expect(form.questions[1]!.answers.map((a) => a.id)).toEqual([1]);
    expect(form.texts.en!.questions[2]!.answers).toEqual({ 1: 'Salary' });
    expect(saveQuestionnaire(form).en!.questionnaire[2]).not.toHaveProperty('notVisible');
  });
});

describe('reordering (all languages at once)', () => {
  it('moves one step up and down', () => {
    expect(ids(moveQuestion(example(), 3, 'up'))).toEqual([1, 3, 2, 4]);
    expect(ids(moveQuestion(example(), 2, 'down'))).toEqual([1, 3, 2, 4]);
    const stored = saveQuestionnaire(moveQuestion(example(), 3, 'up'));
    expect(stored.de!.questionnaire.map((q) => q.ID)).toEqual([1, 3, 2, 4]);
    expect(stored.de!.questionnaire[1]!.question).toBe('Bitte beschreiben Sie die Quelle');
  });

  it('goes to the top or bottom with shift', () => {
    expect(ids(moveQuestion(example(), 3, 'up', true))).toEqual([3, 1, 2, 4]);
    expect(ids(moveQuestion(example(), 2, 'down', true))).toEqual([1, 3, 4, 2]);
  });

  it('changes nothing past the ends or for an unknown question', () => {
    const form = example();
    expect(moveQuestion(form, 1, 'up')).toBe(form);
    expect(moveQuestion(form, 4, 'down', true)).toBe(form);
    expect(moveQuestion(form, 99, 'up')).toBe(form);
  });
});

describe('fallback language', () => {
  it('is exactly one: choosing another un-marks the first', () => {
    const stored = saveQuestionnaire(setFallbackLanguage(example(), 'de'));
    expect([stored.en!.isFallback, stored.de!.isFallback]).toEqual([false, true]);
  });

  it('ignores a language the questionnaire does not have', () => {
    const form = example();
    expect(setFallbackLanguage(form, 'fr')).toBe(form);
  });
});
