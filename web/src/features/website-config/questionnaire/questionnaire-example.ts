import type { StoredQuestionnaire } from './questionnaire-types';

// The stored example of the questionnaire contract, in English and German: test data shared
// by the model and editor tests.
export function questionnaireExample(): StoredQuestionnaire {
  return {
    en: {
      isFallback: true,
      settings: {
        questionnaireMessage: 'Please answer a few questions',
        deactivationMessage: 'Your account is paused until you answer',
      },
      questionnaire: [
        { ID: 1, type: 'TEXT', question: 'What is your occupation?', minCharacters: 3 },
        {
          ID: 2,
          type: 'TEXT',
          question: 'What is the source of your funds?',
          minCharacters: 0,
          answers: [
            { id: 1, message: 'Salary', mandatoryAnswer: false, minCharacters: 0 },
            { id: 2, message: 'Other', mandatoryAnswer: true, minCharacters: 5, dependency: 3 },
          ],
        },
        { ID: 3, type: 'TEXT', question: 'Please describe the source', minCharacters: 10, notVisible: true },
        { ID: 4, type: 'QUESTION', question: 'Are you a politically exposed person?' },
      ],
    },
    de: {
      isFallback: false,
      settings: {
        questionnaireMessage: 'Bitte beantworten Sie einige Fragen',
        deactivationMessage: 'Ihr Konto ist pausiert, bis Sie antworten',
      },
      questionnaire: [
        { ID: 1, type: 'TEXT', question: 'Was ist Ihr Beruf?', minCharacters: 3 },
        {
          ID: 2,
          type: 'TEXT',
          question: 'Woher stammen Ihre Mittel?',
          minCharacters: 0,
          answers: [
            { id: 1, message: 'Gehalt', mandatoryAnswer: false, minCharacters: 0 },
            { id: 2, message: 'Andere', mandatoryAnswer: true, minCharacters: 5, dependency: 3 },
          ],
        },
        { ID: 3, type: 'TEXT', question: 'Bitte beschreiben Sie die Quelle', minCharacters: 10, notVisible: true },
        { ID: 4, type: 'QUESTION', question: 'Sind Sie eine politisch exponierte Person?' },
      ],
    },
  };
}
