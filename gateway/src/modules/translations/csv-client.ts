import { z } from 'zod';
import type { GatewayContext } from '../../context';
import { notFound } from '../../errors';
import { FILE_TOO_LARGE, postMultipart } from '../../upstream/multipart-post';
import { toUserErrors, type UserError } from '../../upstream/user-errors';
import { listWords, checkedId } from './client';
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

/** `section.key` → that word's phrase in the language (null: the word has none). */
export async function currentPhrases(ctx: GatewayContext, languageId: string): Promise<Map<string, string | null>> {
  const out = new Map<string, string | null>();
  const limit = 1000;
  for (let page = 1; ; page++) {
    const result = await listWords(ctx.callApi, { page, limit });
    for (const w of result.items) {
      const section = w.section ?? (await ctx.use(translationLoaders).section(w.sectionId));
      const phrase = w.translation.find((t) => t.languageId === languageId)?.phrase ?? null;
      out.set(`${section.key}.${w.key}`, phrase);
    }
    if (page >= result.pageCount || result.items.length === 0) return out;
  }
}
