import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { numericId, type WriteResult } from '../../upstream/ids';

// Configuration setup on the operator API: /online-configuration-sections, -subsections,
// -types and /online-configurations (emulator/README.md "Configuration setup").

const Id = z.union([z.number(), z.string()]).transform(String);
const NamedSchema = z.object({ id: Id, name: z.string() });
const SubsectionSchema = z.object({ id: Id, name: z.string(), sectionId: Id });
const DefinitionSchema = z.object({
  id: Id,
  key: z.string(),
  sectionId: Id,
  subsectionId: Id.nullish().transform((v) => v ?? null),
  typeId: z.string(),
  label: z.string(),
  description: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  defaultValue: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  values: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type UpstreamNamed = z.infer<typeof NamedSchema>;
export type UpstreamSubsection = z.infer<typeof SubsectionSchema>;
export type UpstreamDefinition = z.infer<typeof DefinitionSchema>;

const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

async function list<T extends z.ZodType>(call: UpstreamCaller, path: string, item: T): Promise<z.output<T>[]> {
  const res = await call({ method: 'GET', path });
  return parseBody(itemsOf(item), res.body).items;
}

export const listSections = (call: UpstreamCaller) => list(call, '/online-configuration-sections', NamedSchema);
export const listSubsections = (call: UpstreamCaller) => list(call, '/online-configuration-subsections', SubsectionSchema);
export const listTypes = (call: UpstreamCaller) => list(call, '/online-configuration-types', NamedSchema);
export const listDefinitions = (call: UpstreamCaller) => list(call, '/online-configurations', DefinitionSchema);

const FIELD_NAMES = { typeId: 'typeName' };

async function write<T extends z.ZodType>(
  call: UpstreamCaller,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  schema: T,
): Promise<WriteResult<z.output<T>>> {
  const res = await call({ method, path, body, expect: [400, 404] });
  if (res.status === 400 || res.status === 404) return { ok: false, userErrors: toUserErrors(res.body, FIELD_NAMES) };
  return { ok: true, value: parseBody(schema as z.ZodType<z.output<T>>, res.body) };
}

export async function remove(call: UpstreamCaller, path: string, id: string): Promise<WriteResult<string>> {
  const res = await call({ method: 'DELETE', path: `${path}/${id}`, expect: [400, 404] });
  if (res.status === 400 || res.status === 404) return { ok: false, userErrors: toUserErrors(res.body) };
  return { ok: true, value: id };
}

export const SECTIONS = '/online-configuration-sections';
export const TYPES = '/online-configuration-types';
export const DEFINITIONS = '/online-configurations';

export const saveNamed = (call: UpstreamCaller, path: string, id: string | null, name: string) =>
  write(call, id ? 'PUT' : 'POST', id ? `${path}/${id}` : path, id ? { id: numericId(id), name } : { name }, NamedSchema);

export interface DefinitionFields {
  key: string;
  sectionId: string;
  subsectionId: string | null;
  typeName: string;
  label: string;
  description: string | null;
  defaultValue: string | null;
  values: string | null;
}

export function saveDefinition(call: UpstreamCaller, id: string | null, fields: DefinitionFields) {
  const body = {
    ...(id ? { id: numericId(id) } : {}),
    key: fields.key,
    sectionId: numericId(fields.sectionId),
    subsectionId: fields.subsectionId === null ? null : numericId(fields.subsectionId),
    typeId: fields.typeName,
    label: fields.label,
    description: fields.description,
    defaultValue: fields.defaultValue,
    values: fields.values,
  };
  return write(call, id ? 'PUT' : 'POST', id ? `${DEFINITIONS}/${id}` : DEFINITIONS, body, DefinitionSchema);
}
