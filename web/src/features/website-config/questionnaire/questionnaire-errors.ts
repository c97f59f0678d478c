import type { FieldErrors } from '../fields/field-editor';

// Where validate-questionnaire.ts puts its messages: `{code}.questionnaire.{index}.{rest}`.
// Structure is shared, so its messages (under the fallback language) show on every tab; text
// messages show on their own language's tab.

export function questionErrorAt(errors: FieldErrors, code: string, index: number, rest: string): string | undefined {
  return errors[`${code}.questionnaire.${index}.${rest}`];
}

/** Languages with a message about their own texts (their tabs are marked). */
export function languagesWithTextErrors(errors: FieldErrors): Set<string> {
  const codes = new Set<string>();
  for (const path of Object.keys(errors)) {
    const match = /^([^.]+)\.questionnaire\.\d+\.(?:question|answers\.\d+\.message)$/.exec(path);
    if (match?.[1]) codes.add(match[1]);
  }
  return codes;
}
