import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { deleteCall, writeCall } from '../../upstream/write-call';
import { numericId, UpstreamId } from '../../upstream/ids';

// Configuration setup on the operator API: /online-configuration-sections, -subsections,
// -types and /online-configurations (emulator/README.md "Configuration setup").

const NamedSchema = z.object({ id: UpstreamId, name: z.string() });
const DefinitionSchema = z.object({
  id: UpstreamId,
  key: z.string(),
  sectionId: UpstreamId,
  subsectionId: UpstreamId.nullish().transform((v) => v ?? null),
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
export type UpstreamDefinition = z.infer<typeof DefinitionSchema>;

const itemsOf = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item) });

async function list<T extends z.ZodType>(call: UpstreamCaller, path: string, item: T): Promise<z.output<T>[]> {
  const res = await call({ method: 'GET', path });
  return parseBody(itemsOf(item), res.body).items;
}

export const listTypes = (call: UpstreamCaller) => list(call, '/online-configuration-types', NamedSchema);
export const listDefinitions = (call: UpstreamCaller) => list(call, '/online-configurations', DefinitionSchema);

const FIELD_NAMES = { typeId: 'typeName' };

export const remove = (call: UpstreamCaller, path: string, id: string) => deleteCall(call, `${path}/${id}`, id);

export const SECTIONS = '/online-configuration-sections';
export const TYPES = '/online-configuration-types';
export const DEFINITIONS = '/online-configurations';

export const saveNamed = (call: UpstreamCaller, path: string, id: string | null, name: string) =>
  writeCall(
    call,
    { method: id ? 'PUT' : 'POST', path: id ? `${path}/${id}` : path, body: id ? { id: numericId(id), name } : { name } },
    NamedSchema,
    FIELD_NAMES,
  );

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
  return writeCall(
    call,
    { method: id ? 'PUT' : 'POST', path: id ? `${DEFINITIONS}/${id}` : DEFINITIONS, body },
    DefinitionSchema,
    FIELD_NAMES,
  );
}
