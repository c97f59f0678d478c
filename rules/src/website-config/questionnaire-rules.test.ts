import { MESSAGES } from './messages.js';
import { questionnaireProblems, type QuestionnaireRuleQuestion } from './questionnaire-rules.js';

const yesNo = (ID: number | string, text = 'Are you over 18?'): QuestionnaireRuleQuestion => ({ ID, type: 'QUESTION', question: text });
const radio = (ID: number | string, ...dependencies: (number | string | undefined)[]): QuestionnaireRuleQuestion => ({
  ID,
  type: 'TEXT',
  question: 'Where did you hear of us?',
  answers: dependencies.map((dependency, i) => ({ id: i + 1, message: `Answer ${i + 1}`, dependency })),
});

describe('questionnaireProblems', () => {
  it('accepts an empty value and a valid questionnaire', () => {
    expect(questionnaireProblems({})).toEqual([]);
    expect(questionnaireProblems({ en: { isFallback: true, questionnaire: [radio(1, 2, undefined), yesNo(2)] } })).toEqual([]);
  });

  it('needs exactly one fallback language', () => {
    const language = { questionnaire: [yesNo(1)] };
    expect(questionnaireProblems({ en: language, de: language })).toEqual([{ path: '', message: MESSAGES.fallback }]);
    expect(questionnaireProblems({ en: { ...language, isFallback: true }, de: { ...language, isFallback: true } })).toEqual([
      { path: '', message: MESSAGES.fallback },
    ]);
  });

  it('checks texts and structure in every language, question by question', () => {
    const broken: QuestionnaireRuleQuestion[] = [
      { ID: 1, type: 'RADIO', question: ' ', minCharacters: '3a', answers: [] },
      { ID: 2, type: 'TEXT', question: 'Why?', answers: [{ id: 1, message: '', minCharacters: -1, dependency: 9 }] },
    ];
    const problems = questionnaireProblems({ en: { isFallback: true, questionnaire: broken }, de: { questionnaire: broken } });
    const en = [
      { path: 'en.questionnaire.0.question', message: MESSAGES.question },
      { path: 'en.questionnaire.0.type', message: MESSAGES.questionType },
      { path: 'en.questionnaire.0.minCharacters', message: MESSAGES.minCharacters },
      { path: 'en.questionnaire.0.answers', message: MESSAGES.radioAnswers },
      { path: 'en.questionnaire.1.answers.0.message', message: MESSAGES.answer },
      { path: 'en.questionnaire.1.answers.0.minCharacters', message: MESSAGES.minCharacters },
      { path: 'en.questionnaire.1.answers.0.dependency', message: MESSAGES.dependency },
    ];
    expect(problems).toEqual([...en, ...en.map((p) => ({ ...p, path: p.path.replace('en.', 'de.') }))]);
  });

  it('compares ids as the upstream does: 2 and "2" are the same question', () => {
    expect(questionnaireProblems({ en: { isFallback: true, questionnaire: [radio('1', '2'), yesNo(2)] } })).toEqual([]);
    expect(questionnaireProblems({ en: { isFallback: true, questionnaire: [radio(1, '1')] } })).toEqual([
      { path: 'en.questionnaire.0.answers.0.dependency', message: MESSAGES.selfDependency },
    ]);
  });

  it('names questions that depend on each other, once, on the fallback language', () => {
    const tangled = [radio(1, 2), radio(2, 1), yesNo(3)];
    const problems = questionnaireProblems({ de: { questionnaire: tangled }, en: { isFallback: true, questionnaire: tangled } });
    const message = 'Question 1 and question 2 depend on each other';
    expect(problems).toEqual([
      { path: '', message },
      { path: 'en.questionnaire.0.answers.0.dependency', message },
      { path: 'en.questionnaire.1.answers.0.dependency', message },
    ]);
  });
});
