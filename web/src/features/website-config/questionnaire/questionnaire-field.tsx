import type { FieldType } from '../fields/field-editor';
import { normaliseQuestionnaire } from './normalise-questionnaire';
import { QuestionnaireEditor } from './questionnaire-editor';
import type { StoredQuestionnaire } from './questionnaire-types';
import { validateQuestionnaire } from './validate-questionnaire';

// The value is the stored form (map language code → questionnaire), the same shape the gateway
// reads and writes; the editor converts to and from its editor form internally. The form only
// holds values from `normalise`, `emptyValue` or the editor, so validate sees them as they are
// (a RADIO without answers keeps its empty list, which normalising would drop).
export const questionnaireField: FieldType<StoredQuestionnaire> = {
  Editor: QuestionnaireEditor,
  validate: validateQuestionnaire,
  emptyValue: () => ({}),
  normalise: normaliseQuestionnaire,
};
