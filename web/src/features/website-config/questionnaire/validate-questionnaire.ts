import { questionnaireProblems } from '@backoffice/rules/website-config';
import { toFieldErrors, type FieldErrors } from '../fields/field-editor';
import type { StoredQuestionnaire } from './questionnaire-types';

// Spec 001 §5 "Question", checked on the stored form (what the form submits) by the rules the
// gateway enforces on save (@backoffice/rules): texts in every language, structure, dependencies
// and their cycles. Paths are the paths inside the value (`{code}.questionnaire.{index}.…`), as a
// gateway userError carries them.

export function validateQuestionnaire(value: StoredQuestionnaire): FieldErrors {
  return toFieldErrors(questionnaireProblems(value));
}
