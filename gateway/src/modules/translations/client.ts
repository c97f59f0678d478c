import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import { toUserErrors } from '../../upstream/user-errors';
import { upstreamId, type WriteResult, UpstreamId } from '../../upstream/ids';
import { upstreamPageOf } from '../../upstream/page-schema';

// The operator API's languages, sections and words endpoints
// (emulator/README.md, Languages / Sections / Words and translations).

export const UpstreamLanguageSchema = z.object({ id: UpstreamId, name: z.string(), code: z.string() });
export const UpstreamSectionSchema = z.object({ id: UpstreamId, key: z.string(), title: z.string() });
const UpstreamTranslationSchema = z.object({
  id: UpstreamId,
  phrase: z.string(),
  languageId: UpstreamId,
  language: UpstreamLanguageSchema.nullish(),
});
const UpstreamExceptionSchema = z.object({
  id: UpstreamId,
  phrase: z.string(),
  languageId: UpstreamId,
  websiteId: UpstreamId,
  website: z.object({ id: UpstreamId, url: z.string() }).nullish(),
  language: UpstreamLanguageSchema.nullish(),
});
export const UpstreamWordSchema = z.object({
  id: UpstreamId,
  key: z.string(),
  sectionId: UpstreamId,
  section: UpstreamSectionSchema.nullish(),
  translation: z
    .array(UpstreamTranslationSchema)
    .nullish()
    .transform((v) => v ?? []),
  exceptions: z
    .array(UpstreamExceptionSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type UpstreamLanguage = z.infer<typeof UpstreamLanguageSchema>;
export type UpstreamSection = z.infer<typeof UpstreamSectionSchema>;
export type UpstreamWord = z.infer<typeof UpstreamWordSchema>;
export type UpstreamTranslation = z.infer<typeof UpstreamTranslationSchema>;
export type UpstreamException = z.infer<typeof UpstreamExceptionSchema>;

const LanguagePage = upstreamPageOf(UpstreamLanguageSchema);
const SectionPage = upstreamPageOf(UpstreamSectionSchema);
const WordPage = upstreamPageOf(UpstreamWordSchema);
export type UpstreamWordPage = z.infer<typeof WordPage>;

export interface ListQuery {
  page: number;
  limit: number;
  term?: string | null;
}

export async function listLanguages(call: UpstreamCaller, q: ListQuery) {
  const res = await call({ method: 'GET', path: '/online-language', query: { ...q } });
  return parseBody(LanguagePage, res.body);
}

/** No page and no limit: the upstream answers a plain array of every language. */
export async function allLanguages(call: UpstreamCaller): Promise<UpstreamLanguage[]> {
  const res = await call({ method: 'GET', path: '/online-language' });
  return parseBody(z.array(UpstreamLanguageSchema), res.body);
}

export async function listSections(call: UpstreamCaller, q: ListQuery) {
  const res = await call({ method: 'GET', path: '/online-sections', query: { ...q } });
  return parseBody(SectionPage, res.body);
}

export async function allSections(call: UpstreamCaller): Promise<UpstreamSection[]> {
  const res = await call({ method: 'GET', path: '/online-sections', query: { shouldPaginate: 'false' } });
  return parseBody(SectionPage, res.body).items;
}

export async function listWords(call: UpstreamCaller, q: ListQuery & { section?: string | null }): Promise<UpstreamWordPage> {
  const res = await call({ method: 'GET', path: '/online-word', query: { ...q } });
  return parseBody(WordPage, res.body);
}

export async function getWord(call: UpstreamCaller, id: string): Promise<UpstreamWord> {
  const res = await call({ method: 'GET', path: `/online-translation/word/${upstreamId(id)}` });
  return parseBody(UpstreamWordSchema, res.body);
}

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
