import type { FieldErrors, FieldSetting } from './fields/field-editor';
import { fieldTypeOf } from './fields/field-types';
import { sameValue } from './same-value';

/** One field of the form, keyed by its upstream setting id. */
export interface FormField {
  value: unknown;
  initial: unknown;
  /** Server messages from the last save, by path; dropped when the field changes. */
  serverErrors: FieldErrors;
}

export type FormState = Record<string, FormField>;

export type FormAction =
  | { type: 'load'; settings: readonly LoadedSetting[] }
  | { type: 'change'; settingId: string; value: unknown }
  | { type: 'saved'; values: Record<string, unknown> }
  | { type: 'serverErrors'; errors: Record<string, FieldErrors> }
  /** Take theirs: these fields drop the user's edit and follow the server again. */
  | { type: 'revert'; settingIds: readonly string[] };

export interface LoadedSetting extends FieldSetting {
  value: unknown;
}

/** The value the editor starts from: the website's, else the default, else the type's empty value. */
export function startValue(setting: LoadedSetting): unknown {
  const type = fieldTypeOf(setting.type);
  const raw = setting.value ?? setting.defaultValue;
  return raw === null || raw === undefined ? type.emptyValue() : type.normalise(raw);
}

export function isFieldDirty(field: FormField): boolean {
  return !sameValue(field.value, field.initial);
}

export function formReducer(state: FormState, action: FormAction): FormState {
  switch (action.type) {
    case 'load': {
      // Fresh data never overwrites an edit in progress; pristine fields follow the server.
      const next: FormState = {};
      for (const setting of action.settings) {
        const loaded = startValue(setting);
        const current = state[setting.settingId];
        next[setting.settingId] =
          current && isFieldDirty(current)
            ? { ...current, initial: loaded }
            : { value: loaded, initial: loaded, serverErrors: current?.serverErrors ?? {} };
      }
      return next;
    }
    case 'change': {
      const current = state[action.settingId];
      if (!current) return state;
      return { ...state, [action.settingId]: { ...current, value: action.value, serverErrors: {} } };
    }
    case 'saved': {
      const next = { ...state };
      for (const [settingId, value] of Object.entries(action.values)) {
        const current = next[settingId];
        if (!current) continue;
        // A field edited again while its save was in flight stays dirty.
        const kept = sameValue(current.value, value) ? value : current.value;
        next[settingId] = { value: kept, initial: value, serverErrors: {} };
      }
      return next;
    }
    case 'revert': {
      const next = { ...state };
      for (const settingId of action.settingIds) {
        const current = next[settingId];
        if (current) next[settingId] = { value: current.initial, initial: current.initial, serverErrors: {} };
      }
      return next;
    }
    case 'serverErrors': {
      const next = { ...state };
      for (const [settingId, errors] of Object.entries(action.errors)) {
        const current = next[settingId];
        if (current) next[settingId] = { ...current, serverErrors: errors };
      }
      return next;
    }
  }
}

/** Errors shown on a field: its type's validation, then the server's. */
export function fieldErrors(setting: FieldSetting, field: FormField | undefined): FieldErrors {
  if (!field) return {};
  return { ...field.serverErrors, ...fieldTypeOf(setting.type).validate(field.value) };
}

export function isFormDirty(state: FormState): boolean {
  return Object.values(state).some(isFieldDirty);
}

/** Any field invalid by its type's rules (server errors alone do not block another try). */
export function isFormInvalid(state: FormState, settings: readonly FieldSetting[]): boolean {
  return settings.some((setting) => {
    const field = state[setting.settingId];
    return field !== undefined && Object.keys(fieldTypeOf(setting.type).validate(field.value)).length > 0;
  });
}

/** The save payload: changed settings only. */
export function changedValues(state: FormState): { settingId: string; value: unknown }[] {
  return Object.entries(state)
    .filter(([, field]) => isFieldDirty(field))
    .map(([settingId, field]) => ({ settingId, value: field.value }));
}

/**
 * Server userErrors → errors per setting. `field` is `values.{settingId}` or
 * `values.{settingId}.{path}`; anything else is a form-level message.
 */
export function routeUserErrors(
  errors: readonly { field: string | null; message: string }[],
  knownSettingIds: readonly string[],
): { bySetting: Record<string, FieldErrors>; form: string[] } {
  const bySetting: Record<string, FieldErrors> = {};
  const form: string[] = [];
  for (const error of errors) {
    const match = /^values\.([^.]+)(?:\.(.+))?$/.exec(error.field ?? '');
    const settingId = match?.[1];
    if (!settingId || !knownSettingIds.includes(settingId)) {
      form.push(error.message);
      continue;
    }
    const path = match?.[2] ?? '';
    bySetting[settingId] = { ...bySetting[settingId], [path]: error.message };
  }
  return { bySetting, form };
}
