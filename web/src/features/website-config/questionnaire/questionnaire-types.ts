// Two shapes of the questionnaire (spec 001 §3, §4):
// - the stored form: what the gateway's ConfigurationSetting.value carries and what is saved,
//   a map language code → questionnaire where every language repeats the same structure;
// - the editor form: the structure once, texts per language, so a structural edit cannot
//   make the languages diverge.

/** Stored question types: RADIO is stored as TEXT with answers, YESNO as QUESTION. */
export type StoredQuestionType = 'TEXT' | 'QUESTION';

export interface StoredAnswer {
  id: number;
  message: string;
  mandatoryAnswer: boolean;
  /** A number once saved; a non-digit string only while the editor holds an invalid entry. */
  minCharacters: number | string;
  /** ID of the question shown when this answer is picked. */
  dependency?: number;
}

export interface StoredQuestion {
  ID: number;
  type: StoredQuestionType;
  question: string;
  minCharacters?: number | string;
  answers?: StoredAnswer[];
  notVisible?: boolean;
}

export interface StoredSettings {
  questionnaireMessage: string;
  deactivationMessage: string;
}

export interface StoredLanguageQuestionnaire {
  isFallback: boolean;
  settings: StoredSettings;
  questionnaire: StoredQuestion[];
}

/** The value of a QUESTIONNAIRE setting: language code → questionnaire. */
export type StoredQuestionnaire = Record<string, StoredLanguageQuestionnaire>;

/** Editor question types (spec 001 §9). */
export type QuestionType = 'TEXT' | 'RADIO' | 'YESNO';

export const QUESTION_TYPES: QuestionType[] = ['TEXT', 'RADIO', 'YESNO'];

export interface FormAnswer {
  id: number;
  mandatoryAnswer: boolean;
  /** As typed: digits only to be valid; empty saves as 0. */
  minCharacters: string;
  dependency: number | null;
}

/** The structure of a question, shared by every language. */
export interface FormQuestion {
  ID: number;
  type: QuestionType;
  minCharacters: string;
  /** Kept when the type leaves RADIO so switching back restores them; saved only for RADIO. */
  answers: FormAnswer[];
}

export interface QuestionTexts {
  question: string;
  /** Answer id → message. */
  answers: Record<number, string>;
}

export interface LanguageTexts {
  settings: StoredSettings;
  /** Question ID → texts. */
  questions: Record<number, QuestionTexts>;
}

export interface QuestionnaireForm {
  /** Language codes in tab order: the website's languages, then any other language the value holds. */
  languages: string[];
  /** Exactly one fallback language. */
  fallback: string;
  questions: FormQuestion[];
  texts: Record<string, LanguageTexts>;
}
