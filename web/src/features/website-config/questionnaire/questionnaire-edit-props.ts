import type { FieldErrors } from '../fields/field-editor';
import type { QuestionnaireForm } from './questionnaire-types';

/** What every part of the editor needs: the form, the language of the open tab, and how to change it. */
export interface QuestionnaireEditProps {
  form: QuestionnaireForm;
  /** Language code of the open tab: texts are read and written in it. */
  code: string;
  onChange: (form: QuestionnaireForm) => void;
  errors: FieldErrors;
  disabled: boolean;
}

/** A short label of a question for selects: 'Question 2: What is the source…'. */
export function questionLabel(props: Pick<QuestionnaireEditProps, 'form' | 'code'>, id: number): string {
  const { form, code } = props;
  const position = form.questions.findIndex((q) => q.ID === id) + 1;
  const text = form.texts[code]?.questions[id]?.question || form.texts[form.fallback]?.questions[id]?.question || '';
  const short = text.length > 50 ? `${text.slice(0, 49)}…` : text;
  return short === '' ? `Question ${position}` : `Question ${position}: ${short}`;
}
