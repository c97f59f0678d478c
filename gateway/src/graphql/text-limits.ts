import { MapperKind, getDirective, mapSchema } from '@graphql-tools/utils';
import {
  GraphQLError,
  getNamedType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
  type GraphQLFieldConfig,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLSchema,
} from 'graphql';
import { ErrorCode } from '../errors';

// Every text a client sends has a maximum and no control characters (NUL and
// friends; tab and line breaks only where the text is multi-line). The limit
// is declared in the SDL with `@text(max:, multiline:)` on an argument or
// input field, defaults to 255 single-line characters for every other String
// and ID, and is added to the field's description for GraphiQL. Checked once
// per root field before its resolver runs: a mutation whose payload has
// `userErrors` answers them on the field (nothing reaches the upstream), any
// other field answers BAD_USER_INPUT.

export const DEFAULT_MAX_TEXT = 255;
/**
 * Every list a client sends is bounded too (`@list(max:)` where a list needs another bound): a
 * list of 10,000 slugs or 20,000 currency rows is refused before it reaches a resolver.
 */
export const DEFAULT_MAX_ITEMS = 1000;

interface TextRule {
  max: number;
  multiline: boolean;
  /** The most items of a list (of this argument or field, nested lists included). */
  maxItems: number;
}

interface Problem {
  field: string;
  message: string;
}

type Check = (value: unknown, path: string, problems: Problem[]) => void;

const SINGLE_LINE_CONTROLS = /[\u0000-\u001F\u007F-\u009F]/;
const MULTI_LINE_CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** The `@text` rule of an argument or input field (its object or its config), or the default. */
function ruleOf(schema: GraphQLSchema, node: Parameters<typeof getDirective>[1]): TextRule {
  const declared = getDirective(schema, node, 'text')?.[0] as { max?: number; multiline?: boolean } | undefined;
  const list = getDirective(schema, node, 'list')?.[0] as { max?: number } | undefined;
  return { max: declared?.max ?? DEFAULT_MAX_TEXT, multiline: declared?.multiline ?? false, maxItems: list?.max ?? DEFAULT_MAX_ITEMS };
}

function textCheck(rule: TextRule): Check {
  const controls = rule.multiline ? MULTI_LINE_CONTROLS : SINGLE_LINE_CONTROLS;
  return (value, path, problems) => {
    if (typeof value !== 'string') return;
    if ([...value].length > rule.max) problems.push({ field: path, message: `Must be at most ${rule.max} characters long` });
    else if (controls.test(value)) {
      problems.push({
        field: path,
        message: rule.multiline ? 'Must not contain control characters' : 'Must be a single line without control characters',
      });
    }
  };
}

/** The check of a value of `type` (lists and input objects walked), or null when it holds no text. */
function checkFor(schema: GraphQLSchema, type: GraphQLInputType, rule: TextRule, seen: Set<string>): Check | null {
  if (isNonNullType(type)) return checkFor(schema, type.ofType, rule, seen);
  if (isListType(type)) {
    const item = checkFor(schema, type.ofType, rule, seen);
    return (value, path, problems) => {
      if (!Array.isArray(value)) return;
      if (value.length > rule.maxItems) problems.push({ field: path, message: `Must have at most ${rule.maxItems} items` });
      else if (item) value.forEach((v, i) => item(v, `${path}.${i}`, problems));
    };
  }
  if (isScalarType(type)) return type.name === 'String' || type.name === 'ID' ? textCheck(rule) : null;
  if (!isInputObjectType(type) || seen.has(type.name)) return null;
  const fields = Object.values(type.getFields())
    .map((f) => [f.name, checkFor(schema, f.type, ruleOf(schema, f), new Set([...seen, type.name]))] as const)
    .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
  if (fields.length === 0) return null;
  return (value, path, problems) => {
    if (typeof value !== 'object' || value === null) return;
    for (const [name, check] of fields) check((value as Record<string, unknown>)[name], path ? `${path}.${name}` : name, problems);
  };
}

/** A payload with `userErrors`: the refusal, with its other fields empty. */
function payloadAnswer(type: GraphQLOutputType): ((problems: Problem[]) => unknown) | null {
  const named = getNamedType(type);
  if (!isObjectType(named) || !('userErrors' in named.getFields())) return null;
  const empty: Record<string, unknown> = {};
  for (const field of Object.values(named.getFields())) {
    if (field.name === 'userErrors') continue;
    const type = field.type;
    if (!isNonNullType(type)) empty[field.name] = null;
    else empty[field.name] = isListType(type.ofType) ? [] : getNamedType(type).name === 'Boolean' ? false : null;
  }
  return (problems) => ({ ...empty, userErrors: problems });
}

/** `input.metaTitle` → `metaTitle`: payload fields are named as the form's fields. */
const fieldName = (path: string) => path.replace(/^input\./, '');

function guardField(schema: GraphQLSchema, config: GraphQLFieldConfig<unknown, unknown>): GraphQLFieldConfig<unknown, unknown> {
  const args = Object.entries(config.args ?? {})
    .map(([name, arg]) => [name, checkFor(schema, arg.type, ruleOf(schema, arg), new Set())] as const)
    .filter((entry): entry is readonly [string, Check] => entry[1] !== null);
  const resolve = config.resolve;
  if (args.length === 0 || !resolve) return config;
  const answer = payloadAnswer(config.type);
  return {
    ...config,
    resolve(source, values: Record<string, unknown>, context, info) {
      const problems: Problem[] = [];
      for (const [name, check] of args) check(values[name], name, problems);
      if (problems.length === 0) return resolve(source, values, context, info);
      const named = problems.map((p) => ({ field: fieldName(p.field), message: p.message }));
      if (answer) return answer(named);
      const first = named[0]!;
      throw new GraphQLError(`${first.field}: ${first.message}`, { extensions: { code: ErrorCode.BAD_USER_INPUT, field: first.field } });
    },
  };
}

/** Adds '(at most N characters)' to the description of every text argument and input field. */
function describe<T extends { description?: string | null | undefined }>(config: T, rule: TextRule, type: GraphQLInputType): T {
  const named = getNamedType(type);
  if (!isScalarType(named) || (named.name !== 'String' && named.name !== 'ID')) return config;
  const note = `At most ${rule.max} characters${rule.multiline ? ', line breaks allowed' : ', one line'}.`;
  return { ...config, description: config.description ? `${config.description}\n\n${note}` : note };
}

export function withTextLimits(schema: GraphQLSchema): GraphQLSchema {
  const guarded = mapSchema(schema, {
    [MapperKind.ROOT_FIELD]: (config) => guardField(schema, config),
  });
  return mapSchema(guarded, {
    [MapperKind.INPUT_OBJECT_FIELD]: (config) => describe(config, ruleOf(guarded, config), config.type),
    [MapperKind.ARGUMENT]: (config) => describe(config, ruleOf(guarded, config), config.type),
  });
}
