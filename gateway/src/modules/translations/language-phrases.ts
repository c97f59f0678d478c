import type { ActivityChange } from '../../activity-log/entry';
import { pack, unpack } from '../../activity-log/packed';
import type { Flat } from '../../activity-log/changes';
import type { RevertWrite } from '../../activity-log/reverter';
import type { GatewayContext } from '../../context';
import { uploadOf } from '../../http/upload';
import { CSV_HEADER_LINE, csvRowLine } from './csv-parse';
import { currentPhrases } from './csv-client';

// A deleted language's phrases, kept by its delete entry so that a restore brings them back
// (issue 43). At an operator's volume a language holds ~31,000 phrases: they are kept as the
// language's import CSV, compressed into one Activity value, and put back by the import itself
// (rows of words deleted since are left out). A CSV larger than an import takes
// (MAX_UPLOAD_BYTES) could not be imported again, so it is not kept: the entry says so.

/** The Activity field that holds them. */
export const PHRASES_FIELD = 'phrases';

/** The delete entry's `phrases`: the language's phrases as an import CSV, packed; nothing when it has none. */
export async function keptPhrases(languageId: string, ctx: GatewayContext): Promise<ActivityChange[]> {
  let csv = CSV_HEADER_LINE;
  let count = 0;
  for (const [fullKey, phrase] of await currentPhrases(ctx, languageId)) {
    if (phrase === null) continue;
    // A section's key holds no dot ("without spaces", a word's full key is `section.key`).
    const dot = fullKey.indexOf('.');
    csv += csvRowLine({ section: fullKey.slice(0, dot), key: fullKey.slice(dot + 1), phrase });
    count++;
  }
  if (count === 0) return [];
  const counted = `${count.toLocaleString('en')} ${count === 1 ? 'phrase' : 'phrases'}`;
  const limit = ctx.services.config.maxUploadBytes;
  const before =
    Buffer.byteLength(csv) > limit
      ? `${counted}, not kept: their CSV is larger than an import takes (${limit} bytes)`
      : pack(`${counted}, kept for a restore`, csv);
  return [{ field: PHRASES_FIELD, before, after: null }];
}

/** What a restore of this delete entry cannot bring back. */
export function languageRestoreLoses(before: Flat): string {
  const exceptions = "Its words' exceptions in this language are not part of its snapshot: they do not come back.";
  if (unpack(before[PHRASES_FIELD]) !== null) return `${exceptions} Its phrases come back on the words that still exist.`;
  if (before[PHRASES_FIELD]) return `${exceptions} Its phrases were too many to keep: they do not come back.`;
  return exceptions;
}

/** The import that puts the kept phrases back on the restored language (null: none kept). */
export function phrasesImport(languageId: string, before: Flat): RevertWrite | null {
  const csv = unpack(before[PHRASES_FIELD]);
  if (csv === null) return null;
  return {
    mutation: `mutation RestorePhrases($languageId: ID!, $file: Upload!) {
      write: importTranslations(languageId: $languageId, file: $file, skipUnknownKeys: true) { userErrors { field message code } }
    }`,
    variables: { languageId, file: uploadOf(`language-${before.code ?? languageId}-translations.csv`, csv) },
  };
}
