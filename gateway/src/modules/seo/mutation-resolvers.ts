import type { FileUpload } from 'graphql-upload-minimal';
import type { Resolvers } from '../../generated/resolvers-types';
import { drainUpload, forwardUpload } from '../../http/upload';
import { numericId, upstreamId } from '../users/client';
import { createSeoRule, updateSeoRule } from './client';
import { requireSeoWrite } from './guards';
import { importSeoCsv } from './import-client';
import { sanitiseSeoCsvContent } from './import-content-sanitiser';
import { seoRuleId, targetType, toSeoRule } from './mappers';
import { sanitizeSeoHtml } from './sanitize';

// Saving one rule (POST when new, PATCH otherwise) and the CSV import.

export const CSV_ONLY = 'Only .csv files can be imported.';

export const seoMutationResolvers: Resolvers = {
  Mutation: {
    async saveSeoRule(_root, { input }, ctx) {
      await requireSeoWrite(ctx, input.websiteId);
      const texts = {
        content: sanitizeSeoHtml(input.content),
        metaDescription: input.metaDescription,
        metaTitle: input.metaTitle,
        pageTitle: input.pageTitle,
        noindex: input.noindex,
      };
      const altCtx = input.altCtx || null;
      const result =
        input.ruleId == null
          ? await createSeoRule(ctx.callApi, {
              ...texts,
              websiteId: Number(upstreamId(input.websiteId)),
              onlineLanguageId: Number(upstreamId(input.languageId)),
              target: { id: numericId(input.entityId), type: targetType(input.entityType) },
              ...(altCtx ? { altCtx } : {}),
            })
          : await updateSeoRule(ctx.callApi, input.ruleId, texts);
      if (!result.ok) return { seoRule: null, userErrors: result.userErrors };
      // The request's key wins, so the answer has the very id of the listed row.
      const key = { websiteId: input.websiteId, languageId: input.languageId, entityType: input.entityType, entityId: input.entityId, altCtx };
      return { seoRule: { ...toSeoRule(result.value, key), ...key, id: seoRuleId(key) }, userErrors: [] };
    },

    async importSeoRules(_root, { websiteId, languageId, file }, ctx) {
      await requireSeoWrite(ctx, websiteId);
      upstreamId(languageId);
      const upload = await (file as Promise<FileUpload>);
      if (!/\.csv$/i.test(upload.filename ?? '')) {
        drainUpload(upload);
        return { result: null, userErrors: [{ field: 'file', message: CSV_ONLY }] };
      }
      const r = await forwardUpload(upload, ctx.services.config.maxUploadBytes, (chunks) =>
        importSeoCsv(ctx, websiteId, languageId, upload.filename, sanitiseSeoCsvContent(chunks)),
      );
      return r.ok ? { result: r.value, userErrors: [] } : { result: null, userErrors: r.userErrors };
    },
  },
};
