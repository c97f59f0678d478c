import type {
  FormAnswer,
  FormQuestion,
  LanguageTexts,
  QuestionnaireForm,
  QuestionType,
  StoredLanguageQuestionnaire,
  StoredQuestion,
  StoredQuestionnaire,
} from './questionnaire-types';

// Stored form → editor form (spec 001 §4 "the reverse applies on load"):
// TEXT with non-empty answers → RADIO, QUESTION → YESNO, TEXT otherwise → TEXT.
// The structure comes from the fallback language; other languages contribute texts only,
// matched by question ID and answer id. A website language missing from the value gets
// empty texts; a language of the value the website no longer has is kept (nothing is lost).

export function editorType(question: StoredQuestion): QuestionType {
  if (question.type === 'QUESTION') return 'YESNO';
  return question.answers !== undefined && question.answers.length > 0 ? 'RADIO' : 'TEXT';
}

function numberText(value: number | string | undefined): string {
  return value === undefined ? '' : String(value);
}

function loadQuestion(question: StoredQuestion): FormQuestion {
  const answers: FormAnswer[] = (question.answers ?? []).map((answer) => ({
    id: answer.id,
    mandatoryAnswer: answer.mandatoryAnswer,
    minCharacters: numberText(answer.minCharacters),
    dependency: answer.dependency ?? null,
  }));
  return { ID: question.ID, type: editorType(question), minCharacters: numberText(question.minCharacters), answers };
}

/** A language's texts, empty ones for a language the form does not hold yet. */
export function textsOf(form: QuestionnaireForm, code: string): LanguageTexts {
  return form.texts[code] ?? emptyTexts(form.questions);
}

export function emptyTexts(questions: FormQuestion[]): LanguageTexts {
  const texts: LanguageTexts = { settings: { questionnaireMessage: '', deactivationMessage: '' }, questions: {} };
  for (const question of questions) {
    const answers: Record<number, string> = {};
    for (const answer of question.answers) answers[answer.id] = '';
    texts.questions[question.ID] = { question: '', answers };
  }
  return texts;
}

function loadTexts(entry: StoredLanguageQuestionnaire | undefined, questions: FormQuestion[]): LanguageTexts {
  const texts = emptyTexts(questions);
  if (entry === undefined) return texts;
  texts.settings = { ...entry.settings };
  for (const stored of entry.questionnaire) {
    const target = texts.questions[stored.ID];
    if (target === undefined) continue;
    target.question = stored.question;
    for (const answer of stored.answers ?? []) {
      if (answer.id in target.answers) target.answers[answer.id] = answer.message;
    }
  }
  return texts;
}

/**
 * @param value a normalised stored value
 * @param websiteLanguages the website's language codes, market default first
 */
export function loadQuestionnaire(value: StoredQuestionnaire, websiteLanguages: string[]): QuestionnaireForm {
  const stored = Object.keys(value);
  const languages = [...websiteLanguages, ...stored.filter((code) => !websiteLanguages.includes(code))];
  const fallback = stored.find((code) => value[code]?.isFallback) ?? stored[0] ?? languages[0] ?? 'en';
  if (!languages.includes(fallback)) languages.push(fallback);
  const questions = (value[fallback]?.questionnaire ?? []).map(loadQuestion);
  const texts: Record<string, LanguageTexts> = {};
  for (const code of languages) texts[code] = loadTexts(value[code], questions);
  return { languages, fallback, questions, texts };
}
