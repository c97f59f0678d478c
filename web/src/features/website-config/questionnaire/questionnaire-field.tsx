import type { FieldType } from '../fields/field-editor';
import { normaliseQuestionnaire } from './normalise-questionnaire';
import { QuestionnaireEditor } from './questionnaire-editor';
import type { StoredQuestionnaire } from './questionnaire-types';
import { validateQuestionnaire } from './validate-questionnaire';

// The value is the stored form (map language code → questionnaire), the same shape the gateway
// reads and writes; the editor converts to and from its editor form internally.
export const questionnaireField: FieldType<StoredQuestionnaire> = {
  Editor: QuestionnaireEditor,
  validate: (value) => validateQuestionnaire(normaliseQuestionnaireForValidate(value)),
  emptyValue: () => ({}),
  normalise: normaliseQuestionnaire,
};

// Values the editor emits are already in shape and must reach validate as they are (a RADIO
// without answers is written with an empty list, which normalising would drop); anything else
// is normalised first so validate never throws.
function normaliseQuestionnaireForValidate(value: unknown): StoredQuestionnaire {
  return isStoredShape(value) ? value : normaliseQuestionnaire(value);
}

function isStoredShape(value: unknown): value is StoredQuestionnaire {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (entry) =>
      typeof entry === 'object' &&
      entry !== null &&
      Array.isArray((entry as { questionnaire?: unknown }).questionnaire) &&
      typeof (entry as { settings?: unknown }).settings === 'object' &&
      (entry as { settings?: unknown }).settings !== null,
  );
}
