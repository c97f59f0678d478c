// Languages and sections are one kind of record (spec 000 §5): a label and a key that is unique
// (whatever its case) and has no spaces. Their create and update routes share the checks, the
// messages and the answers; what each does to the store is its own.
import type { EmulatorDeps } from '../../deps';
import type { JsonObject } from '../../http/body';
import { invalid, notFound } from '../../http/errors';
import type { Router } from '../../http/router';
import { toId, Validator } from '../../http/validation';
import type { StoreData } from '../../model';

/** The label and the key as sent, trimmed. */
export interface KeyedFields {
  label: string;
  key: string;
}

export interface KeyedKind<Row extends { id: number }> {
  noun: 'Language' | 'Section';
  /** The body's names for the label and the key. */
  label: 'name' | 'title';
  key: 'code' | 'key';
  rows: (draft: StoreData) => Row[];
  /** The public view the routes answer. */
  view: (row: Row) => unknown;
}

export interface KeyedWrites<Row extends { id: number }> {
  save: string;
  update: [method: 'POST' | 'PUT', path: string];
  create: (draft: StoreData, fields: KeyedFields) => Row;
  /** The kind's own refusals of a change (the tooltips section keeps its key). */
  check?: (row: Row, fields: KeyedFields) => void;
}

export const keyedNotFound = (kind: { noun: string }) => notFound(`${kind.noun} not found`);

function checkedFields(kind: Pick<KeyedKind<{ id: number }>, 'label' | 'key'>, body: JsonObject, validator: Validator): KeyedFields {
  validator.required(kind.label, `The ${kind.label} is required`);
  validator.required(kind.key, `The ${kind.key} is required`).noSpaces(kind.key, `The ${kind.key} cannot have empty spaces`);
  validator.check();
  return { label: String(body[kind.label]).trim(), key: String(body[kind.key]).trim() };
}

function assertUniqueKey<Row extends { id: number }>(kind: KeyedKind<Row>, draft: StoreData, key: string, exceptId?: number): void {
  const wanted = key.toLowerCase();
  const taken = kind.rows(draft).some((row) => String(row[kind.key as keyof Row]).toLowerCase() === wanted && row.id !== exceptId);
  if (taken) throw invalid(kind.key, { isUnique: `${kind.noun} with this ${kind.key} already exists` });
}

/** Registers the create and update routes of one keyed kind. */
export function registerKeyedWrites<Row extends { id: number }>(
  router: Router,
  { store }: EmulatorDeps,
  kind: KeyedKind<Row>,
  writes: KeyedWrites<Row>,
): void {
  router.add('POST', writes.save, async ({ body }) => {
    const fields = checkedFields(kind, body, new Validator(body));
    const created = await store.update((draft) => {
      assertUniqueKey(kind, draft, fields.key);
      return kind.view(writes.create(draft, fields));
    });
    return { status: 201, body: created };
  });

  router.add(writes.update[0], writes.update[1], async ({ body }) => {
    const validator = new Validator(body);
    validator.notEmpty('id');
    if (body.id !== undefined && body.id !== null && body.id !== '') validator.id('id');
    const fields = checkedFields(kind, body, validator);
    const id = toId(body.id)!;
    const updated = await store.update((draft) => {
      const row = kind.rows(draft).find((candidate) => candidate.id === id);
      if (!row) throw keyedNotFound(kind);
      writes.check?.(row, fields);
      assertUniqueKey(kind, draft, fields.key, id);
      Object.assign(row, { [kind.label]: fields.label, [kind.key]: fields.key });
      return kind.view(row);
    });
    return { status: 200, body: updated };
  });
}
