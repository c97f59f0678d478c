import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { upstreamId, type WriteResult, UpstreamId } from '../../upstream/ids';
import { UpstreamLanguageSchema, UpstreamSectionSchema, UpstreamWordSchema } from '../../catalogue/translations';

// The operator API's language, section and word writes; the reads are in the catalogue.
export * from '../../catalogue/translations';

/** A validated numeric id (throws BAD_USER_INPUT otherwise). */
export const checkedId = (id: string) => upstreamId(id);

async function write<T>(
  call: UpstreamCaller,
  method: 'POST' | 'PUT' | 'DELETE',
  path: string,
  body: object | undefined,
  schema: z.ZodType<T>,
  fields?: (field: string) => string,
): Promise<WriteResult<T>> {
  const res = await call({ method, path, body, expect: [400] });
  if (res.status !== 400) return { ok: true, value: parseBody(schema, res.body) };
  const userErrors = toUserErrors(res.body).map((e) => ({ ...e, field: e.field && fields ? fields(e.field) : e.field }));
  return { ok: false, userErrors };
}

const Deleted = z.object({ id: UpstreamId });

export const createLanguage = (call: UpstreamCaller, body: { name: string; code: string }) =>
  write(call, 'POST', '/online-language/save', body, UpstreamLanguageSchema);
export const updateLanguage = (call: UpstreamCaller, body: { id: string; name: string; code: string }) =>
  write(call, 'POST', '/online-language/update', { ...body, id: Number(upstreamId(body.id)) }, UpstreamLanguageSchema);
export const deleteLanguage = (call: UpstreamCaller, id: string) =>
  write(call, 'DELETE', `/online-language/${upstreamId(id)}`, undefined, Deleted);

export const createSection = (call: UpstreamCaller, body: { title: string; key: string }) =>
  write(call, 'POST', '/online-section/save', body, UpstreamSectionSchema);
export const updateSection = (call: UpstreamCaller, body: { id: string; title: string; key: string }) =>
  write(call, 'PUT', '/online-section/update', { ...body, id: Number(upstreamId(body.id)) }, UpstreamSectionSchema);
export const deleteSection = (call: UpstreamCaller, id: string) =>
  write(call, 'DELETE', `/online-section/${upstreamId(id)}`, undefined, Deleted);

export interface UpstreamTranslationWrite {
  word: string;
  wordId?: number;
  sectionId: number;
  translation: { translationId?: number; phrase: string; languageId: number }[];
  exceptions: { id?: number; languageId: number; websiteId: number; phrase: string; isDeleting: boolean }[];
}

/** Upstream property paths → the names of SaveTranslationInput. */
export function translationField(field: string): string {
  if (field === 'word') return 'key';
  return field.replace(/^translation\./, 'translations.');
}

export const saveTranslation = (call: UpstreamCaller, body: UpstreamTranslationWrite) =>
  body.wordId === undefined
    ? write(call, 'POST', '/online-translation/save', body, UpstreamWordSchema, translationField)
    : write(call, 'POST', '/online-translation/update', body, UpstreamWordSchema, translationField);

export const deleteWord = (call: UpstreamCaller, id: string) => write(call, 'DELETE', `/online-word/${upstreamId(id)}`, undefined, Deleted);
