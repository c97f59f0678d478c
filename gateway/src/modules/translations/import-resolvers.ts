import { GraphQLUpload, type FileUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../../generated/resolvers-types';
import { checkedId } from './client';
import { currentPhrases, importCsv } from './csv-client';
import { knownRowsCsv, previewImport } from './import-preview';
import { keptRows, notingChanges, type KeptRow } from './import-rows';
import { withKept } from '../../activity-log/kept-with';
import { requireReadTranslations, requireWriteTranslations } from './guards';
import type { GatewayContext } from '../../context';
import { forwardUpload, uploadChunks } from '../../http/upload';
import { csvNameProblem, utf8TextCheck } from '../../http/upload-content';
import type { UserError } from '../../upstream/user-errors';

// CSV import: a preview computed in the gateway (nothing changes), then the
// import itself, streamed to the upstream, which applies all or nothing. Both
// read the file as it streams in, never whole (issue 40).

export const importResolvers: Resolvers = {
  Upload: GraphQLUpload,

  Query: {
    async previewTranslationsImport(_root, { languageId, file }, ctx) {
      await requireReadTranslations(ctx);
      checkedId(languageId);
      // Not awaited: the file streams in while the upstream answers.
      const current = currentPhrases(ctx, languageId);
      return previewImport(uploadChunks(file, ctx.services.config.maxUploadBytes, utf8TextCheck()), current);
    },
  },

  Mutation: {
    async importTranslations(_root, { languageId, file, skipUnknownKeys }, ctx) {
      await requireWriteTranslations(ctx);
      checkedId(languageId);
      const upload = await file;
      const badName = csvNameProblem(upload.filename);
      if (badName) return refused([badName]);
      return importNoting(ctx, languageId, upload, Boolean(skipUnknownKeys));
    },
  },
};

const refused = (userErrors: UserError[]) => ({ added: null, updated: null, unchanged: null, skipped: null, userErrors });

/**
 * The import, streamed upstream as the file comes in, noting each phrase it changes for its
 * Activity entry (its revert writes them back). With `skipUnknownKeys`, only the rows whose key
 * names a word are sent: the unknown keys are counted, not sent (the upstream would refuse the
 * whole file for them).
 */
async function importNoting(ctx: GatewayContext, languageId: string, upload: FileUpload, skipUnknownKeys: boolean) {
  const current = await currentPhrases(ctx, languageId);
  const counts = { skipped: 0 };
  const rows: KeptRow[] = [];
  const r = await forwardUpload(
    upload,
    ctx.services.config.maxUploadBytes,
    (chunks) => importCsv(ctx, languageId, upload.filename, chunks),
    utf8TextCheck(),
    (chunks) => notingChanges(skipUnknownKeys ? knownRowsCsv(chunks, current, counts) : chunks, current, rows),
  );
  if (!r.ok) return refused(r.userErrors);
  return withKept({ ...r.value, skipped: counts.skipped, userErrors: [] }, keptRows(rows, ctx.services.config.maxUploadBytes));
}
