import type { ReactNode } from 'react';
import { createElement, Fragment } from 'react';

export interface UserError {
  field: string | null;
  message: string;
  /** `CONFLICT` when the record changed since the version the save was based on. */
  code?: string | null;
  conflict?: Conflict | null;
}

/** Someone else's change a save would have overwritten (schema/base.graphql, Conflict). */
export interface Conflict {
  changedBy: string | null;
  changedAt: string | null;
  /** The record's version now: saving again with it keeps the user's values. */
  version: string;
  fields: readonly { name: string; theirs: string | null }[];
}

/** The conflict among a save's userErrors, if the save was refused for one. */
export const conflictOf = (errors: readonly UserError[]): Conflict | null => errors.find((e) => e.code === 'CONFLICT')?.conflict ?? null;

export interface SplitUserErrors<F extends string> {
  /** Messages per form field, each constraint on its own line as '* text' (spec §8). */
  fields: Partial<Record<F, ReactNode>>;
  /** Errors about the whole form (field null or unknown), shown at the top. */
  form: string[];
}

/** Routes server `userErrors` to the matching form fields; the rest go to the top of the form. */
export function splitUserErrors<F extends string>(errors: readonly UserError[], knownFields: readonly F[]): SplitUserErrors<F> {
  const byField = new Map<F, string[]>();
  const form: string[] = [];
  for (const error of errors) {
    // The gateway reports the property path; the form knows the last segment.
    const field = error.field?.split('.').pop() as F | undefined;
    if (field && knownFields.includes(field)) byField.set(field, [...(byField.get(field) ?? []), error.message]);
    else form.push(error.message);
  }
  const fields: Partial<Record<F, ReactNode>> = {};
  for (const [field, messages] of byField) {
    fields[field] =
      messages.length === 1
        ? `* ${messages[0]}`
        : createElement(Fragment, null, ...messages.map((m, i) => createElement('div', { key: i }, `* ${m}`)));
  }
  return { fields, form };
}

/**
 * A three-way look at a conflict, field by field: a field only they changed (yours is still the
 * base) is theirs to keep, and the save goes again with it; a field both changed differently is
 * the user's to decide. `baseOf` and `yoursOf` read the form's loaded and current values as text.
 */
export function splitConflict(
  conflict: Conflict,
  baseOf: (field: string) => string | null,
  yoursOf: (field: string) => string | null,
): { adopt: Conflict['fields']; decide: Conflict['fields'] } {
  const adopt: Conflict['fields'][number][] = [];
  const decide: Conflict['fields'][number][] = [];
  for (const field of conflict.fields) {
    const base = baseOf(field.name);
    const yours = yoursOf(field.name);
    if (yours === base) adopt.push(field);
    else if (field.theirs !== base && field.theirs !== yours) decide.push(field);
  }
  return { adopt, decide };
}

/**
 * `splitConflict` for a form of plain text fields named as the record's (email, name, url):
 * the values with what only they changed taken in, and the fields left for the user to decide.
 */
export function mergeFlatConflict<V extends Record<string, string>>(
  conflict: Conflict,
  loaded: Partial<V> | undefined,
  yours: V,
): { merged: V; decide: Conflict['fields'] } {
  const { adopt, decide } = splitConflict(
    conflict,
    (field) => (loaded?.[field] as string | undefined) ?? null,
    (field) => yours[field] ?? null,
  );
  const merged = { ...yours };
  for (const field of adopt) if (field.name in yours) Object.assign(merged, { [field.name]: field.theirs ?? '' });
  return { merged, decide };
}
