import { loadQuestionnaire } from './load-questionnaire';
import { normaliseQuestionnaire } from './normalise-questionnaire';
import { questionnaireExample } from './questionnaire-example';
import type { QuestionnaireForm } from './questionnaire-types';
import { saveQuestionnaire } from './save-questionnaire';

function formWith(questions: QuestionnaireForm['questions'], texts: Record<number, string> = {}): QuestionnaireForm {
  const questionTexts: QuestionnaireForm['texts'][string]['questions'] = {};
  for (const q of questions) {
    const answers: Record<number, string> = {};
    for (const a of q.answers) answers[a.id] = `answer ${a.id}`;
    questionTexts[q.ID] = { question: texts[q.ID] ?? `question ${q.ID}`, answers };
  }
  return {
    languages: ['en'],
    fallback: 'en',
    questions,
    texts: { en: { settings: { questionnaireMessage: '', deactivationMessage: '' }, questions: questionTexts } },
  };
}

describe('load (stored → editor form)', () => {
  it('maps TEXT with answers to RADIO, QUESTION to YESNO and other TEXT to TEXT', () => {
    const form = loadQuestionnaire(questionnaireExample(), ['en', 'de']);
    expect(form.questions.map((q) => q.type)).toEqual(['TEXT', 'RADIO', 'TEXT', 'YESNO']);
    expect(form.questions[1]!.answers).toEqual([
      { id: 1, mandatoryAnswer: false, minCharacters: '0', dependency: null },
      { id: 2, mandatoryAnswer: true, minCharacters: '5', dependency: 3 },
    ]);
    expect(form.fallback).toBe('en');
    expect(form.texts.de!.questions[2]).toEqual({ question: 'Woher stammen Ihre Mittel?', answers: { 1: 'Gehalt', 2: 'Andere' } });
    expect(form.texts.de!.settings.questionnaireMessage).toBe('Bitte beantworten Sie einige Fragen');
  });

  it('keeps a TEXT question with an empty answers list as TEXT', () => {
    const form = loadQuestionnaire(
      normaliseQuestionnaire({ en: { isFallback: true, questionnaire: [{ ID: 1, type: 'TEXT', question: 'Q', answers: [] }] } }),
      ['en'],
    );
    expect(form.questions[0]!.type).toBe('TEXT');
  });

  it('gives a website language missing from the value the same structure with empty texts', () => {
    const form = loadQuestionnaire(questionnaireExample(), ['en', 'de', 'fr']);
    expect(form.languages).toEqual(['en', 'de', 'fr']);
    expect(form.texts.fr!.settings).toEqual({ questionnaireMessage: '', deactivationMessage: '' });
    expect(form.texts.fr!.questions[2]).toEqual({ question: '', answers: { 1: '', 2: '' } });
    const saved = saveQuestionnaire(form);
    expect(saved.fr!.isFallback).toBe(false);
    expect(saved.fr!.questionnaire.map((q) => q.ID)).toEqual([1, 2, 3, 4]);
    expect(saved.fr!.questionnaire[1]!.answers?.map((a) => a.dependency)).toEqual([undefined, 3]);
  });

  it('keeps languages of the value the website does not list', () => {
    const form = loadQuestionnaire(questionnaireExample(), ['en']);
    expect(form.languages).toEqual(['en', 'de']);
  });

  it('starts an empty value with the first website language as fallback', () => {
    const form = loadQuestionnaire({}, ['de', 'en']);
    expect(form.fallback).toBe('de');
    expect(saveQuestionnaire(form)).toEqual({
      de: { isFallback: true, settings: { questionnaireMessage: '', deactivationMessage: '' }, questionnaire: [] },
      en: { isFallback: false, settings: { questionnaireMessage: '', deactivationMessage: '' }, questionnaire: [] },
    });
  });

  it('takes the structure from the fallback language', () => {
    const value = questionnaireExample();
    value.de!.questionnaire = value.de!.questionnaire.slice(0, 1);
    const form = loadQuestionnaire(value, ['en', 'de']);
    expect(form.questions).toHaveLength(4);
    expect(form.texts.de!.questions[4]!.question).toBe('');
  });
});

describe('save (editor form → stored)', () => {
  it('round-trips the example unchanged', () => {
    const example = questionnaireExample();
    expect(saveQuestionnaire(loadQuestionnaire(normaliseQuestionnaire(example), ['en', 'de']))).toEqual(example);
  });

  it('writes TEXT with numeric minCharacters, 0 when empty, and no answers', () => {
    const stored = saveQuestionnaire(
      formWith([
        { ID: 1, type: 'TEXT', minCharacters: '', answers: [{ id: 1, mandatoryAnswer: false, minCharacters: '', dependency: null }] },
        { ID: 2, type: 'TEXT', minCharacters: '12', answers: [] },
      ]),
    );
    expect(stored.en!.questionnaire).toEqual([
      { ID: 1, type: 'TEXT', question: 'question 1', minCharacters: 0 },
      { ID: 2, type: 'TEXT', question: 'question 2', minCharacters: 12 },
    ]);
  });

  it('writes RADIO as TEXT with answers; answer minCharacters 0 unless mandatory; empty dependency removed', () => {
    const stored = saveQuestionnaire(
      formWith([
        {
          ID: 1,
          type: 'RADIO',
          minCharacters: '',
          answers: [
            { id: 1, mandatoryAnswer: false, minCharacters: '7', dependency: null },
            { id: 2, mandatoryAnswer: true, minCharacters: '7', dependency: 2 },
            { id: 3, mandatoryAnswer: true, minCharacters: '', dependency: null },
          ],
        },
        { ID: 2, type: 'TEXT', minCharacters: '', answers: [] },
      ]),
    );
    expect(stored.en!.questionnaire[0]).toEqual({
      ID: 1,
      type: 'TEXT',
      question: 'question 1',
      minCharacters: 0,
      answers: [
        { id: 1, message: 'answer 1', mandatoryAnswer: false, minCharacters: 0 },
        { id: 2, message: 'answer 2', mandatoryAnswer: true, minCharacters: 7, dependency: 2 },
        { id: 3, message: 'answer 3', mandatoryAnswer: true, minCharacters: 0 },
      ],
    });
    expect(stored.en!.questionnaire[0]!.answers?.[0]).not.toHaveProperty('dependency');
  });

  it('writes YESNO as QUESTION without answers or minCharacters', () => {
    const stored = saveQuestionnaire(
      formWith([
        { ID: 1, type: 'YESNO', minCharacters: '4', answers: [{ id: 1, mandatoryAnswer: false, minCharacters: '', dependency: null }] },
      ]),
    );
    expect(stored.en!.questionnaire).toEqual([{ ID: 1, type: 'QUESTION', question: 'question 1' }]);
  });

  it('marks questions that an answer leads to as notVisible, and only those', () => {
    const stored = saveQuestionnaire(
      formWith([
        { ID: 1, type: 'RADIO', minCharacters: '', answers: [{ id: 1, mandatoryAnswer: false, minCharacters: '', dependency: 3 }] },
        { ID: 2, type: 'TEXT', minCharacters: '', answers: [] },
        { ID: 3, type: 'YESNO', minCharacters: '', answers: [] },
      ]),
    );
    expect(stored.en!.questionnaire.map((q) => q.notVisible)).toEqual([undefined, undefined, true]);
  });

  it('ignores dependencies of answers a non-RADIO question keeps for later', () => {
    const stored = saveQuestionnaire(
      formWith([
        { ID: 1, type: 'TEXT', minCharacters: '', answers: [{ id: 1, mandatoryAnswer: false, minCharacters: '', dependency: 2 }] },
        { ID: 2, type: 'TEXT', minCharacters: '', answers: [] },
      ]),
    );
    expect(stored.en!.questionnaire[1]).not.toHaveProperty('notVisible');
  });

  it('keeps entries a valid form never holds visible to validate', () => {
    const stored = saveQuestionnaire(
      formWith([
        { ID: 1, type: 'RADIO', minCharacters: '', answers: [] },
        { ID: 2, type: 'TEXT', minCharacters: '1a', answers: [] },
      ]),
    );
    expect(stored.en!.questionnaire[0]!.answers).toEqual([]);
    expect(stored.en!.questionnaire[1]!.minCharacters).toBe('1a');
  });
});
