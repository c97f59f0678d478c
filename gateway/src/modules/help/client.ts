import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import type { StreamCaller } from '../../context';
import { UpstreamId, type WriteResult } from '../../upstream/ids';
import { multipartForm, type SmallFile } from '../../upstream/multipart-body';
import { toUserErrors } from '../../upstream/user-errors';
import { writeCall } from '../../upstream/write-call';

// The help centre on the operator API (spec 001 §7; emulator/README.md "Help
// centre"): domains and categories are multipart forms, pages and contact texts
// JSON; every write answers the id of the history entry it made.

const LanguageMapSchema = z
  .record(
    z.string(),
    z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
  )
  .nullish()
  .transform((v) => v ?? {});
export type LanguageMap = Record<string, string>;
const HistoryId = z.object({ historyLogId: UpstreamId.nullish() });

const DomainSchema = z.object({
  id: UpstreamId,
  websiteId: UpstreamId,
  website: z.object({ name: z.string(), url: z.string() }).nullish(),
  brandName: z.string().nullish(),
  imagePath: z.string().nullish(),
  metaTitle: LanguageMapSchema,
  metaTitlePrefix: LanguageMapSchema,
  metaTitleSufix: LanguageMapSchema,
  metaDescription: LanguageMapSchema,
  metaKeywords: LanguageMapSchema,
  footerContent: LanguageMapSchema,
  helpHeadCode: z.string().nullish(),
  helpBodyCode: z.string().nullish(),
  helpFooterCode: z.string().nullish(),
  helpDomainLinks: z.array(z.object({ id: UpstreamId })).nullish(),
  helpDomainLanguages: z.array(z.object({ languageCode: z.string(), isDefault: z.boolean().nullish() })).nullish(),
});
export type UpstreamHelpDomain = z.infer<typeof DomainSchema>;

const PageSchema = z.object({
  id: UpstreamId,
  label: z.string(),
  pageTitle: LanguageMapSchema,
  content: LanguageMapSchema,
  metaTitle: LanguageMapSchema,
  metaDescription: LanguageMapSchema,
  metaKeywords: LanguageMapSchema,
  pageSlug: LanguageMapSchema,
  pageType: z.string().nullish(),
  isVisibleOnWeb: z.boolean().nullish(),
  isVisibleOnMobile: z.boolean().nullish(),
  categories: z.array(UpstreamId).nullish(),
});
export type UpstreamHelpPage = z.infer<typeof PageSchema>;

const CategorySchema = z.object({
  id: UpstreamId,
  label: z.string(),
  name: LanguageMapSchema,
  description: LanguageMapSchema,
  categorySlug: LanguageMapSchema,
  isActive: z.boolean().nullish(),
  imagePath: z.string().nullish(),
  helpPageHelpCategory: z.array(z.object({ helpPageId: UpstreamId, order: z.number().nullish(), helpPage: PageSchema })).nullish(),
});
export type UpstreamHelpCategory = z.infer<typeof CategorySchema>;

const ContentSchema = z.object({ id: UpstreamId, content: z.string().nullish() });
export type UpstreamHelpContent = z.infer<typeof ContentSchema>;

const HistorySchema = z.object({
  id: UpstreamId,
  title: z.string().nullish(),
  message: z.string().nullish(),
  createdAt: z.string(),
  user: z.object({ email: z.string().nullish() }).nullish(),
  description: z
    .object({
      message: z.string().nullish(),
      old: z.unknown(),
      new: z.unknown(),
      changed: z.array(z.object({ key: z.string(), old: z.unknown(), new: z.unknown() })).nullish(),
    })
    .nullish(),
});
export type UpstreamHistoryEntry = z.infer<typeof HistorySchema>;

/** A write's answer and the history entry it made. */
export type HelpWrite<T> = WriteResult<{ value: T; historyLogId: string | null }>;

export async function listDomains(call: UpstreamCaller): Promise<UpstreamHelpDomain[]> {
  const res = await call({ method: 'GET', path: '/help/help-domain' });
  return parseBody(z.object({ items: z.array(DomainSchema) }), res.body).items;
}

export async function listCategories(call: UpstreamCaller, domainId: string): Promise<UpstreamHelpCategory[]> {
  const res = await call({ method: 'GET', path: `/help/help-domain/${domainId}/help-category` });
  return parseBody(z.object({ items: z.array(CategorySchema) }), res.body).items;
}

const ImageInfoSchema = z.object({ websiteId: z.coerce.string().nullable() });

/** The website whose help an image belongs to: null when none names it, undefined when it does not exist. */
export async function imageOwner(ctx: { callApi: UpstreamCaller }, name: string): Promise<string | null | undefined> {
  const res = await ctx.callApi({ method: 'GET', path: `/help-images/${name}/info`, expect: [404] });
  if (res.status === 404) return undefined;
  return parseBody(ImageInfoSchema, res.body).websiteId;
}

export type ContentKind = 'help-contact-section' | 'help-contact-form';

export async function getContent(call: UpstreamCaller, domainId: string, kind: ContentKind): Promise<UpstreamHelpContent | null> {
  const res = await call({ method: 'GET', path: `/help/help-domain/${domainId}/${kind}`, expect: [404] });
  return res.status === 404 ? null : parseBody(ContentSchema, res.body);
}

export async function listHistory(
  call: UpstreamCaller,
  websiteId: string,
  page: number,
  search?: string | null,
): Promise<{ items: UpstreamHistoryEntry[]; pageCount: number }> {
  const res = await call({
    method: 'GET',
    path: '/history-log',
    query: { websiteId, type: 'help', page, limit: 100, search: search?.trim() },
  });
  return parseBody(z.object({ items: z.array(HistorySchema), pageCount: z.coerce.number().int() }), res.body);
}

export async function writeHistoryMessage(call: UpstreamCaller, historyLogId: string, message: string): Promise<void> {
  await call({ method: 'PUT', path: `/history-log/${historyLogId}`, body: { message } });
}

/** A JSON write whose answer carries `historyLogId`. */
async function jsonWrite<T>(
  call: UpstreamCaller,
  req: { method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown },
  schema: z.ZodType<T>,
): Promise<HelpWrite<T>> {
  const r = await writeCall(call, req, z.unknown());
  if (!r.ok) return r;
  return { ok: true, value: { value: parseBody(schema, r.value), historyLogId: parseBody(HistoryId, r.value).historyLogId ?? null } };
}

/** A multipart form write (domain, category) through the raw caller. */
async function formWrite<T>(
  stream: StreamCaller,
  req: { method: 'POST' | 'PUT'; path: string },
  fields: [string, string][],
  file: SmallFile | undefined,
  schema: z.ZodType<T>,
  fieldNames?: Record<string, string>,
): Promise<HelpWrite<T>> {
  const form = multipartForm(fields, file);
  const res = await stream({ ...req, headers: { 'content-type': form.contentType, accept: 'application/json' }, body: form.body });
  const body: unknown = await res.body.json().catch(() => undefined);
  if (res.statusCode === 400 || res.statusCode === 404) return { ok: false, userErrors: toUserErrors(body, fieldNames) };
  if (res.statusCode >= 300) return { ok: false, userErrors: toUserErrors(body) };
  return { ok: true, value: { value: parseBody(schema, body), historyLogId: parseBody(HistoryId, body).historyLogId ?? null } };
}

const Deleted = z.object({ id: UpstreamId.nullish() });
const Ack = z.object({});

export const saveDomain = (stream: StreamCaller, id: string | null, fields: [string, string][], file?: SmallFile) =>
  formWrite(
    stream,
    id ? { method: 'PUT', path: `/help/help-domain/${id}` } : { method: 'POST', path: '/help/help-domain' },
    id ? [['id', id], ...fields] : fields,
    file,
    DomainSchema,
    {
      image: 'logoSvg',
    },
  );

export const deleteDomain = (call: UpstreamCaller, id: string) =>
  jsonWrite(call, { method: 'DELETE', path: `/help/help-domain/${id}` }, Deleted);

export const saveCategory = (stream: StreamCaller, domainId: string, id: string | null, fields: [string, string][], file?: SmallFile) =>
  formWrite(
    stream,
    { method: id ? 'PUT' : 'POST', path: `/help/help-domain/${domainId}/help-category${id ? `/${id}` : ''}` },
    fields,
    file,
    CategorySchema,
    { image: 'iconSvg' },
  );

export const deleteCategory = (call: UpstreamCaller, domainId: string, id: string) =>
  jsonWrite(call, { method: 'DELETE', path: `/help/help-domain/${domainId}/help-category/${id}` }, Deleted);

export const reorderCategories = (call: UpstreamCaller, domainId: string, order: { categoryId: number; order: number }[]) =>
  jsonWrite(call, { method: 'POST', path: `/help/help-domain/${domainId}/help-category/reorder`, body: order }, Ack);

export interface PageBody {
  label: string;
  pageTitle: LanguageMap;
  content: LanguageMap;
  metaTitle: LanguageMap;
  metaDescription: LanguageMap;
  metaKeywords: LanguageMap;
  pageSlug: LanguageMap;
  pageType: 'standard' | 'full-page';
  isVisibleOnWeb: boolean;
  isVisibleOnMobile: boolean;
  categories: number[];
}

export const savePage = (call: UpstreamCaller, domainId: string, id: string | null, body: PageBody) =>
  jsonWrite(call, { method: id ? 'PUT' : 'POST', path: `/help/help-domain/${domainId}/help-page${id ? `/${id}` : ''}`, body }, PageSchema);

export const deletePage = (call: UpstreamCaller, domainId: string, id: string) =>
  jsonWrite(call, { method: 'DELETE', path: `/help/help-domain/${domainId}/help-page/${id}` }, Deleted);

export const duplicatePage = (call: UpstreamCaller, domainId: string, id: string) =>
  jsonWrite(call, { method: 'POST', path: `/help/help-domain/${domainId}/help-page/${id}/duplicate` }, PageSchema);

export const reorderPages = (call: UpstreamCaller, domainId: string, categoryId: string, order: { pageId: number; order: number }[]) =>
  jsonWrite(
    call,
    { method: 'POST', path: `/help/help-domain/${domainId}/help-category/${categoryId}/help-page/reorder`, body: order },
    Ack,
  );

export const saveContent = (call: UpstreamCaller, domainId: string, kind: ContentKind, exists: boolean, content: LanguageMap) =>
  jsonWrite(
    call,
    { method: exists ? 'PUT' : 'POST', path: `/help/help-domain/${domainId}/${kind}`, body: { content: JSON.stringify(content) } },
    ContentSchema,
  );
