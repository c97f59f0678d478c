import { getDirective } from '@graphql-tools/utils';
import {
  Kind,
  getNamedType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  type DocumentNode,
  type GraphQLArgumentConfig,
  type GraphQLFieldConfigArgumentMap,
  type GraphQLInputField,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import { maskSecret } from '../../activity-log/secret-fields';

// Secrets are declared where they are defined (issue 41): `@sensitive` on an object field, an
// input field or an argument. Activity and the audit line never hold such a value (nor a file),
// and `@sensitive(lastFour: true)` shows only that it changed and its last four characters.
// Every other field, whatever its name (a language's `code`), is recorded and versioned.

export type Sensitivity = 'hidden' | 'lastFour';

type Definition = Parameters<typeof getDirective>[1];

/** How a field, input field or argument is kept out of Activity, or null when it is recorded as is. */
export function sensitivityOf(schema: GraphQLSchema, definition: Definition): Sensitivity | null {
  const declared = getDirective(schema, definition, 'sensitive')?.[0] as { lastFour?: boolean } | undefined;
  if (!declared) return null;
  return declared.lastFour ? 'lastFour' : 'hidden';
}

/** By response key: what to do with a value, or how to redact what is inside it. */
type Plan = Map<string, Sensitivity | Plan>;

/** A value with the plan's fields dropped or masked (lists item by item); the input is not changed. */
function redact(plan: Plan, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => redact(plan, item));
  if (!value || typeof value !== 'object') return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, rule] of plan) {
    if (!(key in out)) continue;
    if (rule === 'hidden') delete out[key];
    else if (rule === 'lastFour') out[key] = typeof out[key] === 'string' ? maskSecret(out[key]) : out[key];
    else out[key] = redact(rule, out[key]);
  }
  return out;
}

export type Redact = <T>(value: T) => T;
const asIs: Redact = (value) => value;
const redactor = (plan: Plan): Redact => (plan.size === 0 ? asIs : <T>(value: T) => redact(plan, value) as T);

function selectionPlan(schema: GraphQLSchema, type: GraphQLNamedType, selectionSet: SelectionSetNode, plan: Plan = new Map()): Plan {
  if (!isObjectType(type) && !isInterfaceType(type)) return plan;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.INLINE_FRAGMENT) {
      const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type;
      if (on) selectionPlan(schema, on, selection.selectionSet, plan);
      continue;
    }
    if (selection.kind !== Kind.FIELD) continue;
    const field = type.getFields()[selection.name.value];
    if (!field) continue;
    const key = selection.alias?.value ?? selection.name.value;
    const sensitivity = sensitivityOf(schema, field);
    if (sensitivity) plan.set(key, sensitivity);
    else if (selection.selectionSet) {
      const inner = selectionPlan(schema, getNamedType(field.type), selection.selectionSet);
      if (inner.size > 0) plan.set(key, inner);
    }
  }
  return plan;
}

/** Redacts a query's data (a snapshot) as its fields declare. */
export function queryRedaction(schema: GraphQLSchema, document: DocumentNode): Redact {
  const operation = document.definitions.find((d) => d.kind === Kind.OPERATION_DEFINITION);
  const query = schema.getQueryType();
  return operation && query ? redactor(selectionPlan(schema, query, operation.selectionSet)) : asIs;
}

/** A file is never a value Activity keeps: what was sent is named, not stored. */
const isFile = (type: GraphQLNamedType) => isScalarType(type) && type.name === 'Upload';

type InputDefinition = GraphQLInputField | GraphQLArgumentConfig;

function inputPlan(schema: GraphQLSchema, fields: Readonly<Record<string, InputDefinition>>, seen: ReadonlySet<string>): Plan {
  const plan: Plan = new Map();
  for (const [name, field] of Object.entries(fields)) {
    const named = getNamedType(field.type);
    const sensitivity = isFile(named) ? 'hidden' : sensitivityOf(schema, field);
    if (sensitivity) plan.set(name, sensitivity);
    else if (isInputObjectType(named) && !seen.has(named.name)) {
      const inner = inputPlan(schema, named.getFields(), new Set([...seen, named.name]));
      if (inner.size > 0) plan.set(name, inner);
    }
  }
  return plan;
}

/** Redacts a field's arguments (input objects walked) as its arguments and input fields declare. */
export function argumentsRedaction(schema: GraphQLSchema, args: GraphQLFieldConfigArgumentMap = {}): Redact {
  return redactor(inputPlan(schema, args, new Set()));
}
