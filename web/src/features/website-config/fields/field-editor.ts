import type { ValueProblem } from '@backoffice/rules/website-config';
import type { ComponentType } from 'react';
import type { ConfigurationFieldType } from '../../../gql/graphql';

// The contract between the configuration form and the editor of each field type
// (spec 001 §5). One module per type exports a `FieldType`; `field-types.ts`
// maps ConfigurationFieldType → FieldType. Values are what the gateway's
// ConfigurationSetting.value carries: strings for STRING, TEXT_AREA, JSON and
// RADIO, unpacked JSON for the structured types.

/** The setting as the form knows it (fields of ConfigurationSetting). */
export interface FieldSetting {
  id: string;
  settingId: string;
  key: string;
  label: string;
  description: string | null;
  type: ConfigurationFieldType;
  typeName: string;
  defaultValue: unknown;
  options: { value: string; label: string }[];
}

/** A language of the website: market default first. */
export interface WebsiteLanguage {
  id: string;
  code: string;
  name: string;
}

/** Messages by path inside the value ('' = the field itself, '0.sportName' = first item's sportName). */
export type FieldErrors = Record<string, string>;

/** The shared rules' problems (@backoffice/rules) as the form shows them, by path. */
export function toFieldErrors(problems: readonly ValueProblem[]): FieldErrors {
  return Object.fromEntries(problems.map((p) => [p.path, p.message]));
}

export interface FieldEditorProps<V = unknown> {
  setting: FieldSetting;
  websiteId: string;
  languages: WebsiteLanguage[];
  /** The edited value (never undefined: the form starts from value ?? defaultValue ?? the type's empty value). */
  value: V;
  onChange: (value: V) => void;
  /** `validate(value)` of this type, computed by the form. Editors show these next to the inputs. */
  errors: FieldErrors;
  /** No write on website configuration: every input disabled. */
  disabled: boolean;
  /**
   * Submits this one setting now with `value` (ticket banners save on every change, spec 001 §4).
   * Resolves true when saved; the form then treats the value as pristine.
   */
  saveNow: (value: V) => Promise<boolean>;
}

export interface FieldType<V = unknown> {
  Editor: ComponentType<FieldEditorProps<V>>;
  /** Pure: the spec's messages, {} when valid. Also used to enable Submit. */
  validate: (value: V) => FieldErrors;
  /** The value when the website has none and the setting no default. */
  emptyValue: () => V;
  /** Turns a stored value of unexpected shape into one the editor can show (never throws). */
  normalise: (value: unknown) => V;
}
