import { normaliseQuestionnaire } from './normalise-questionnaire';
import { questionnaireExample } from './questionnaire-example';

describe('normaliseQuestionnaire', () => {
  it('leaves a well-formed value as it is', () => {
    expect(normaliseQuestionnaire(questionnaireExample())).toEqual(questionnaireExample());
  });

  it('turns anything that is not an object into an empty value', () => {
    expect(normaliseQuestionnaire(null)).toEqual({});
    expect(normaliseQuestionnaire('not json')).toEqual({});
    expect(normaliseQuestionnaire([1, 2])).toEqual({});
  });

  it('parses a JSON string and repairs loose fields', () => {
    const value = normaliseQuestionnaire(
      JSON.stringify({
        en: {
          questionnaire: [
            { ID: '5', type: 'TEXT', question: 'Q', minCharacters: '4', answers: [] },
            { type: 'YESNO', question: 7 },
            'junk',
            {
              ID: 9,
              type: 'TEXT',
              question: 'R',
              answers: [{ id: 1, message: 'A', mandatoryAnswer: 'true', minCharacters: '2', dependency: '5' }],
            },
          ],
        },
      }),
    );
    expect(value).toEqual({
      en: {
        isFallback: true,
        settings: { questionnaireMessage: '', deactivationMessage: '' },
        questionnaire: [
          { ID: 5, type: 'TEXT', question: 'Q', minCharacters: 4 },
          { ID: 2, type: 'QUESTION', question: '7' },
          {
            ID: 9,
            type: 'TEXT',
            question: 'R',
            minCharacters: 0,
            answers: [{ id: 1, message: 'A', mandatoryAnswer: true, minCharacters: 2, dependency: 5 }],
          },
        ],
      },
    });
  });
});

describe('exactly one fallback language', () => {
  it('defaults to the first language when none is marked', () => {
    const value = questionnaireExample();
    value.en!.isFallback = false;
    const normalised = normaliseQuestionnaire(value);
    expect([normalised.en!.isFallback, normalised.de!.isFallback]).toEqual([true, false]);
  });

  it('keeps only the first marked language when several are', () => {
    const value = questionnaireExample();
    value.de!.isFallback = true;
    const normalised = normaliseQuestionnaire({ de: value.de, en: value.en });
    expect([normalised.de!.isFallback, normalised.en!.isFallback]).toEqual([true, false]);
  });
});
