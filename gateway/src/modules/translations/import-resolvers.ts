import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../../generated/resolvers-types';
import { checkedId } from './client';
import { currentPhrases, importCsv } from './csv-client';
import { parseTranslationsCsv } from './csv-parse';
import { requireReadTranslations, requireWriteTranslations } from './guards';
import { forwardUpload, readUploadText } from '../../http/upload';

// CSV import: a preview computed in the gateway (nothing changes), then the
// import itself, streamed to the upstream, which applies all or nothing.

type Upload = Promise<FileUpload>;

export const importResolvers: Resolvers = {
  Upload: GraphQLUpload,

  Query: {
    async previewTranslationsImport(_root, { languageId, file }, ctx) {
      await requireReadTranslations(ctx);
      checkedId(languageId);
      const text = await readUploadText(file as Upload, ctx.services.config.maxUploadBytes);
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
      return { toAdd, toChange, unknownKeys, malformedLines, unchanged, canApply: unknownKeys.length === 0 && malformedLines.length === 0 };
    },
  },

  Mutation: {
    async importTranslations(_root, { languageId, file }, ctx) {
      await requireWriteTranslations(ctx);
      checkedId(languageId);
      const upload = await (file as Upload);
      const r = await forwardUpload(upload, ctx.services.config.maxUploadBytes, (chunks) =>
        importCsv(ctx, languageId, upload.filename, chunks),
      );
      return r.ok ? { ...r.value, userErrors: [] } : { added: null, updated: null, unchanged: null, userErrors: r.userErrors };
    },
  },
};
