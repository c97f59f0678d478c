import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import type { StreamCaller } from '../../context';
import { UpstreamId, type WriteResult } from '../../upstream/ids';
import { multipartForm, type SmallFile } from '../../upstream/multipart-body';
import { toUserErrors } from '../../upstream/user-errors';
import { writeCall } from '../../upstream/write-call';
import { CategorySchema, ContentSchema, DomainSchema, HistoryId, HistorySchema, PageSchema, PageSearchSchema } from './upstream-models';
import type {
  LanguageMap,
  UpstreamHelpCategory,
  UpstreamHelpContent,
  UpstreamHelpDomain,
  UpstreamHelpPage,
  UpstreamHelpPageSearch,
  UpstreamHistoryEntry,
} from './upstream-models';
// The module reads the records' types from here, beside the calls that answer them.
export type * from './upstream-models';

// The help centre's calls on the operator API (spec 001 §7; emulator/README.md "Help
// centre"; its records in upstream-models.ts): domains and categories are multipart forms,
// pages and contact texts JSON; every write answers the id of the history entry it made.

/** A write's answer and the history entry it made. */
export type HelpWrite<T> = WriteResult<{ value: T; historyLogId: string | null }>;

export async function listDomains(call: UpstreamCaller): Promise<UpstreamHelpDomain[]> {
  const res = await call({ method: 'GET', path: '/help/help-domain' });
  return parseBody(z.object({ items: z.array(DomainSchema) }), res.body).items;
}

/** A domain's categories in order, each with its pages' summaries in order (`pages=summary`: no texts). */
export async function listCategories(call: UpstreamCaller, domainId: string): Promise<UpstreamHelpCategory[]> {
  const res = await call({ method: 'GET', path: `/help/help-domain/${domainId}/help-category`, query: { pages: 'summary' } });
  return parseBody(z.object({ items: z.array(CategorySchema) }), res.body).items;
}

/** One page with its texts in every language; null when the domain has no such page. */
export async function getPage(call: UpstreamCaller, domainId: string, id: string): Promise<UpstreamHelpPage | null> {
  const res = await call({ method: 'GET', path: `/help/help-domain/${domainId}/help-page/${id}`, expect: [404] });
  return res.status === 404 ? null : parseBody(PageSchema, res.body);
}

export interface PageSearch {
  /** Part of a label or of a title in any language, any case; blank: every page. */
  term: string;
  /** One domain's pages. */
  domainId?: string;
  /** The pages of these websites' domains (omitted: every website's). */
  websiteIds?: readonly string[];
  page: number;
  limit: number;
}

/** A page of the pages matching a search, by label, across the domains asked for, with their websites. */
export async function searchPages(call: UpstreamCaller, search: PageSearch): Promise<UpstreamHelpPageSearch> {
  // No website asked for is no page, not every website's (an empty list would filter nothing).
  if (search.websiteIds?.length === 0) return { items: [], totalItems: 0, pageCount: 0 };
  const res = await call({
    method: 'GET',
    path: '/help/help-page',
    query: {
      search: search.term.trim() || undefined,
      helpDomainId: search.domainId,
      websiteIds: search.websiteIds?.join(','),
      page: search.page,
      limit: search.limit,
    },
  });
  return parseBody(PageSearchSchema, res.body);
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
