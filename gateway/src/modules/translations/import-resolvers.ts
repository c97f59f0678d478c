import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../../generated/resolvers-types';
import { checkedId } from './client';
import { currentPhrases, importCsv } from './csv-client';
import { parseTranslationsCsv, writeTranslationsCsv } from './csv-parse';
import { requireReadTranslations, requireWriteTranslations } from './guards';
import type { GatewayContext } from '../../context';
import { forwardUpload, isFileError, readUploadText } from '../../http/upload';
import { csvNameProblem, utf8TextCheck } from '../../http/upload-content';
import type { UserError } from '../../upstream/user-errors';

// CSV import: a preview computed in the gateway (nothing changes), then the
// import itself, streamed to the upstream, which applies all or nothing.

type Upload = Promise<FileUpload>;

export const importResolvers: Resolvers = {
  Upload: GraphQLUpload,

  Query: {
    async previewTranslationsImport(_root, { languageId, file }, ctx) {
      await requireReadTranslations(ctx);
      checkedId(languageId);
      const text = await readUploadText(file, ctx.services.config.maxUploadBytes);
      const parsed = parseTranslationsCsv(text);
      const current = await currentPhrases(ctx, languageId);
      const toAdd = [];
      const toChange = [];
      const unknownKeys = [];
      let unchanged = 0;
      for (const row of parsed.rows) {
        const key = `${row.section}.${row.key}`;
        if (!current.has(key)) {
          unknownKeys.push({ line: row.line, key });
          continue;
        }
        const old = current.get(key) ?? null;
        // An empty phrase changes nothing upstream (counted as skipped).
        if (row.phrase === '' || row.phrase === old) unchanged++;
        else if (old === null) toAdd.push({ key, phrase: row.phrase });
        else toChange.push({ key, oldPhrase: old, newPhrase: row.phrase });
      }
      const malformedLines = parsed.problems;
      return {
        toAdd,
        toChange,
        unknownKeys,
        malformedLines,
        unchanged,
        canApply: unknownKeys.length === 0 && malformedLines.length === 0,
        canApplyKnownRows: malformedLines.length === 0 && toAdd.length + toChange.length > 0,
      };
    },
  },

  Mutation: {
    async importTranslations(_root, { languageId, file, skipUnknownKeys }, ctx) {
      await requireWriteTranslations(ctx);
      checkedId(languageId);
      if (skipUnknownKeys) return importKnownRows(ctx, languageId, file);
      const upload = await file;
      const badName = csvNameProblem(upload.filename);
      if (badName) return refused([badName]);
      const r = await forwardUpload(
        upload,
        ctx.services.config.maxUploadBytes,
        (chunks) => importCsv(ctx, languageId, upload.filename, chunks),
        utf8TextCheck(),
      );
      return r.ok ? { ...r.value, skipped: 0, userErrors: [] } : refused(r.userErrors);
    },
  },
};

const refused = (userErrors: UserError[]) => ({ added: null, updated: null, unchanged: null, skipped: null, userErrors });

/**
 * The rows whose key names a word, sent upstream as a CSV of their own; the
 * unknown keys are counted, not sent (the upstream would refuse the whole
 * file for them). The file is read whole: it is bounded by the upload limit
 * and must be compared with the language's words anyway.
 */
async function importKnownRows(ctx: GatewayContext, languageId: string, file: Upload) {
  const upload = await file;
  const badName = csvNameProblem(upload.filename);
  if (badName) return refused([badName]);
  let text: string;
  try {
    text = await readUploadText(upload, ctx.services.config.maxUploadBytes);
  } catch (error) {
    if (isFileError(error)) return refused([{ field: 'file', message: error.message }]);
    throw error;
  }
  const parsed = parseTranslationsCsv(text);
  if (parsed.problems.length > 0) return refused(parsed.problems.map((p) => ({ field: 'file', message: p.message })));
  const current = await currentPhrases(ctx, languageId);
  const known = parsed.rows.filter((row) => current.has(`${row.section}.${row.key}`));
  const skipped = parsed.rows.length - known.length;
  const r = await importCsv(ctx, languageId, upload.filename, oneChunk(Buffer.from(writeTranslationsCsv(known), 'utf8')));
  return r.ok ? { ...r.value, skipped, userErrors: [] } : refused(r.userErrors);
}

async function* oneChunk(chunk: Buffer): AsyncGenerator<Buffer> {
  yield chunk;
}
