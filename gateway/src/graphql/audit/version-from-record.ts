import { Kind, getNamedType, isEnumType, isObjectType, isScalarType, parse } from 'graphql';
import type { GraphQLObjectType, GraphQLSchema, SelectionSetNode } from 'graphql';
import type { AuditSubject, Snapshot } from '../../activity-log/subject';
import { maskSecret } from '../../activity-log/secret-fields';
import { sensitivityOf } from './sensitive-fields';

// A record's version is the hash of its Activity snapshot (activity-log/versions.ts). When every
// field the snapshot selects is a plain property of the record as resolved (no resolver, no
// arguments: a language's `name code`, a help page's texts), the snapshot is read straight from
// the record a list or a query already holds: a listed record's version costs no upstream call.
// Its secrets are left out or masked as a snapshot read by query has them (`@sensitive`).

type Read = (record: Record<string, unknown>) => Snapshot;

/** Enum values the schema answers as they are stored (no resolver mapping them). */
const storedAsNamed = (type: ReturnType<typeof getNamedType>) => isEnumType(type) && type.getValues().every((v) => v.value === v.name);

function readerOf(schema: GraphQLSchema, type: GraphQLObjectType, selectionSet: SelectionSetNode, skipId: boolean): Read | null {
  const parts: [string, (record: Record<string, unknown>) => unknown][] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind !== Kind.FIELD || selection.arguments?.length || selection.directives?.length) return null;
    const name = selection.name.value;
    // A listed record's id picks it out of the list (activity-log/subject.ts): not compared.
    if (skipId && name === 'id') continue;
    const field = type.getFields()[name];
    if (!field || field.resolve) return null;
    const named = getNamedType(field.type);
    const sensitivity = sensitivityOf(schema, field);
    if (sensitivity === 'hidden') continue;
    let read: (value: unknown) => unknown;
    if (sensitivity === 'lastFour') {
      read = (value) => (typeof value === 'string' ? maskSecret(value) : (value ?? null));
    } else if (selection.selectionSet) {
      const inner = isObjectType(named) ? readerOf(schema, named, selection.selectionSet, false) : null;
      if (!inner) return null;
      const one = (value: unknown) => (value && typeof value === 'object' ? inner(value as Record<string, unknown>) : null);
      read = (value) => (Array.isArray(value) ? value.map(one) : one(value));
    } else if (isScalarType(named) || storedAsNamed(named)) {
      read = (value) => value ?? null;
    } else {
      return null;
    }
    parts.push([selection.alias?.value ?? name, (record) => read(record[name])]);
  }
  return (record) => Object.fromEntries(parts.map(([key, read]) => [key, read(record)]));
}

/** Reads the subject's snapshot from a record of `typeName` as resolved, or null when it cannot. */
export function snapshotFromRecord(schema: GraphQLSchema, subject: AuditSubject, typeName: string): Read | null {
  const type = schema.getType(typeName);
  const root = parse(subject.snapshot).definitions[0];
  const entity = root?.kind === Kind.OPERATION_DEFINITION ? root.selectionSet.selections[0] : undefined;
  if (!isObjectType(type) || entity?.kind !== Kind.FIELD || !entity.selectionSet) return null;
  // Only a snapshot of the record itself: a domain's category order reads its categories, not the domain.
  const rootField = schema.getQueryType()?.getFields()[entity.name.value];
  if (!rootField || getNamedType(rootField.type) !== type) return null;
  return readerOf(schema, type, entity.selectionSet, entity.alias?.value === 'entities');
}
