import { useCallback, useState } from 'react';
import { loadQuestionnaire } from './load-questionnaire';
import { normaliseQuestionnaire } from './normalise-questionnaire';
import type { QuestionnaireForm, StoredQuestionnaire } from './questionnaire-types';
import { saveQuestionnaire } from './save-questionnaire';
import { sameValue } from '../same-value';

interface State {
  /** The value prop the form was derived from (or last emitted). */
  source: unknown;
  form: QuestionnaireForm;
}

/**
 * The editor form behind a stored value. The configuration form holds the stored form (what it
 * submits); the editor keeps the richer editor form locally, because the stored form loses
 * what is being typed (an empty minCharacters becomes 0, a non-mandatory answer's minCharacters
 * is dropped). A value coming from outside (discard, the saved value) is loaded again unless
 * it is what the local form already saves to.
 */
export function useQuestionnaireForm(
  value: unknown,
  languages: string[],
  onChange: (value: StoredQuestionnaire) => void,
): [QuestionnaireForm, (form: QuestionnaireForm) => void] {
  const [state, setState] = useState<State>(() => ({
    source: value,
    form: loadQuestionnaire(normaliseQuestionnaire(value), languages),
  }));
  let current = state;
  if (state.source !== value) {
    const unchanged = sameValue(saveQuestionnaire(state.form), value);
    current = { source: value, form: unchanged ? state.form : loadQuestionnaire(normaliseQuestionnaire(value), languages) };
    // Adjusting state while rendering (React's pattern for state derived from props).
    setState(current);
  }

  const change = useCallback(
    (form: QuestionnaireForm) => {
      const stored = saveQuestionnaire(form);
      setState({ source: stored, form });
      onChange(stored);
    },
    [onChange],
  );
  return [current.form, change];
}
