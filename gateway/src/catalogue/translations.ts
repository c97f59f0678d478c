import { z } from 'zod';
import { parseBody, type UpstreamCaller } from '../upstream/caller';
import { upstreamId, UpstreamId } from '../upstream/ids';
import { notFound } from '../errors';
import { perRequest, type GatewayContext } from '../context';
import { toMarket, type UpstreamWebsite } from './websites';
import { upstreamPageOf } from '../upstream/page-schema';

// The languages, sections and words several screens read (emulator/README.md, Languages /
// Sections / Words and translations), below the modules: the translations module adds the
// writes; tooltips, SEO, website configuration and the palette read from here.

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

/** `key`: exact word keys, comma-separated; `languageId`: only that language's phrases (emulator/README.md, Words). */
export async function listWords(
  call: UpstreamCaller,
  q: ListQuery & { section?: string | null; key?: string; languageId?: string },
): Promise<UpstreamWordPage> {
  const res = await call({ method: 'GET', path: '/online-word', query: { ...q } });
  return parseBody(WordPage, res.body);
}

export async function getWord(call: UpstreamCaller, id: string): Promise<UpstreamWord> {
  const res = await call({ method: 'GET', path: `/online-translation/word/${upstreamId(id)}` });
  return parseBody(UpstreamWordSchema, res.body);
}

// Languages and sections are small, whole lists upstream: a page of words
// needing any of them costs one call per list per request, however many
// words, phrases or exceptions refer to them.

export interface TranslationLoaders {
  languages(): Promise<UpstreamLanguage[]>;
  sections(): Promise<UpstreamSection[]>;
  language(id: string): Promise<UpstreamLanguage>;
  section(id: string): Promise<UpstreamSection>;
}

export function createTranslationLoaders(call: UpstreamCaller): TranslationLoaders {
  let languages: Promise<UpstreamLanguage[]> | undefined;
  let sections: Promise<UpstreamSection[]> | undefined;
  const loaders: TranslationLoaders = {
    languages: () => (languages ??= allLanguages(call)),
    sections: () => (sections ??= allSections(call)),
    async language(id) {
      const found = (await loaders.languages()).find((l) => l.id === id);
      if (!found) throw notFound('Language not found');
      return found;
    },
    async section(id) {
      const found = (await loaders.sections()).find((s) => s.id === id);
      if (!found) throw notFound('Section not found');
      return found;
    },
  };
  return loaders;
}

/** The request's language and section lists: `ctx.use(translationLoaders)`. */
export const translationLoaders = perRequest((ctx) => createTranslationLoaders(ctx.callApi));

/** Market default language first, then the additional ones, as online languages. */
export async function websiteLanguages(w: UpstreamWebsite, ctx: GatewayContext) {
  const market = w.betshop?.market ? toMarket(w.betshop.market) : null;
  const codes = [market?.defaultLanguage ?? 'en', ...(market?.additionalLanguages ?? [])];
  const all = await ctx.use(translationLoaders).languages();
  const byCode = new Map(all.map((l) => [l.code.toLowerCase(), l]));
  const seen = new Set<string>();
  const out = [];
  for (const code of codes) {
    const language = byCode.get(code.toLowerCase());
    if (language && !seen.has(language.id)) {
      seen.add(language.id);
      out.push(language);
    }
  }
  return out;
}
