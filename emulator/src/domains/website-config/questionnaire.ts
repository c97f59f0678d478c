// The seeded questionnaire (stored form, spec 001 §4): the same four questions in
// every language of a website, English the fallback, texts translated.

interface Texts {
  questionnaireMessage: string;
  deactivationMessage: string;
  questions: [string, string, string, string];
  answers: [string, string];
}

const TEXTS: Record<string, Texts> = {
  en: {
    questionnaireMessage: 'Please answer a few questions',
    deactivationMessage: 'Your account is paused until you answer',
    questions: [
      'What is your occupation?',
      'What is the source of your funds?',
      'Please describe the source',
      'Are you a politically exposed person?',
    ],
    answers: ['Salary', 'Other'],
  },
  de: {
    questionnaireMessage: 'Bitte beantworten Sie ein paar Fragen',
    deactivationMessage: 'Ihr Konto ist pausiert, bis Sie antworten',
    questions: [
      'Was ist Ihr Beruf?',
      'Woher stammen Ihre Mittel?',
      'Bitte beschreiben Sie die Herkunft',
      'Sind Sie eine politisch exponierte Person?',
    ],
    answers: ['Gehalt', 'Andere'],
  },
  fr: {
    questionnaireMessage: 'Veuillez répondre à quelques questions',
    deactivationMessage: 'Votre compte est suspendu jusqu’à votre réponse',
    questions: [
      'Quelle est votre profession ?',
      'Quelle est l’origine de vos fonds ?',
      'Veuillez décrire l’origine',
      'Êtes-vous une personne politiquement exposée ?',
    ],
    answers: ['Salaire', 'Autre'],
  },
  sr: {
    questionnaireMessage: 'Molimo odgovorite na nekoliko pitanja',
    deactivationMessage: 'Vaš nalog je pauziran dok ne odgovorite',
    questions: ['Čime se bavite?', 'Koji je izvor vaših sredstava?', 'Molimo opišite izvor', 'Da li ste politički izložena osoba?'],
    answers: ['Plata', 'Drugo'],
  },
};

function questionnaireFor(code: string, isFallback: boolean) {
  const texts = TEXTS[code] ?? TEXTS.en!;
  const [occupation, funds, describe, pep] = texts.questions;
  return {
    isFallback,
    settings: { questionnaireMessage: texts.questionnaireMessage, deactivationMessage: texts.deactivationMessage },
    questionnaire: [
      { ID: 1, type: 'TEXT', question: occupation, minCharacters: 3 },
      {
        ID: 2,
        type: 'TEXT',
        question: funds,
        minCharacters: 0,
        answers: [
          { id: 1, message: texts.answers[0], mandatoryAnswer: false, minCharacters: 0 },
          { id: 2, message: texts.answers[1], mandatoryAnswer: true, minCharacters: 5, dependency: 3 },
        ],
      },
      { ID: 3, type: 'TEXT', question: describe, minCharacters: 10, notVisible: true },
      { ID: 4, type: 'QUESTION', question: pep },
    ],
  };
}

/** The stored JSON text for a website with these language codes (the first is the fallback). */
export function questionnaireValue(codes: readonly string[]): string {
  return JSON.stringify(Object.fromEntries(codes.map((code, index) => [code, questionnaireFor(code, index === 0)])));
}
