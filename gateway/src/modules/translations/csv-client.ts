import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { notFound } from '../../errors';
import { parseBody } from '../../upstream/caller';
import { UpstreamId } from '../../upstream/ids';
import { FILE_TOO_LARGE, postMultipart } from '../../upstream/multipart-post';
import { toUserErrors, type UserError } from '../../upstream/user-errors';
import { checkedId } from './client';
import { translationLoaders } from '../../catalogue/translations';

// The CSV import upstream call (multipart, streamed) and the current phrases
// of a language, for the import preview.

const ImportResultSchema = z.object({
  added: z.coerce.number().int(),
  updated: z.coerce.number().int(),
  unchanged: z.coerce.number().int(),
});
export type ImportResult = { ok: true; value: z.infer<typeof ImportResultSchema> } | { ok: false; userErrors: UserError[] };

export async function importCsv(
  ctx: GatewayContext,
  languageId: string,
  filename: string,
  chunks: AsyncIterable<Buffer>,
): Promise<ImportResult> {
  const res = await postMultipart(
    ctx,
    { path: '/online-import-csv', query: { id: checkedId(languageId) } },
    { field: 'file', filename, contentType: 'text/csv', chunks },
    'translations.csv',
  );
  if (res.status === 201 || res.status === 200) {
    const parsed = ImportResultSchema.safeParse(res.body);
    if (parsed.success) return { ok: true, value: parsed.data };
  }
  if (res.status === 404) throw notFound('Language not found');
  if (res.status === 413) return { ok: false, userErrors: [FILE_TOO_LARGE] };
  return { ok: false, userErrors: toUserErrors(res.body, { id: 'languageId' }) };
}

// Only what the comparison needs of a word: its full key and its phrase in the language.
const WordPhrasesSchema = z.object({
  items: z.array(
    z.object({
      key: z.string(),
      sectionId: UpstreamId,
      section: z.object({ key: z.string() }).nullish(),
      translation: z
        .array(z.object({ languageId: UpstreamId, phrase: z.string() }))
        .nullish()
        .transform((v) => v ?? []),
    }),
  ),
  pageCount: z.coerce.number().int(),
});

/** Words per upstream page, and pages asked for at once. */
const WORDS_PER_PAGE = 5000;
const PAGES_AT_ONCE = 4;

/**
 * `section.key` → that word's phrase in the language (null: the word has none), for every word.
 * The words are read in pages of 5,000, four at a time, each word with its phrase in this
 * language only (`languageId`, emulator/README.md: an upstream that ignores it answers every
 * language's, which is filtered here the same way); a page is parsed and dropped as it arrives.
 */
export async function currentPhrases(ctx: GatewayContext, languageId: string): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  let everyLanguage = false;
  const readPage = async (page: number) => {
    const res = await ctx.callApi({ method: 'GET', path: '/online-word', query: { page, limit: WORDS_PER_PAGE, languageId } });
    const words = parseBody(WordPhrasesSchema, res.body);
    for (const w of words.items) {
      const section = w.section ?? (await ctx.use(translationLoaders).section(w.sectionId));
      everyLanguage ||= w.translation.some((t) => t.languageId !== languageId);
      out.set(`${section.key}.${w.key}`, w.translation.find((t) => t.languageId === languageId)?.phrase ?? null);
    }
    return words.pageCount;
  };
  const pageCount = await readPage(1);
  // Pages of every language's phrases are many times larger: one at a time then.
  const atOnce = everyLanguage ? 1 : PAGES_AT_ONCE;
  for (let next = 2; next <= pageCount; next += atOnce) {
    await Promise.all(Array.from({ length: Math.min(atOnce, pageCount - next + 1) }, (_, i) => readPage(next + i)));
  }
  return out;
}
