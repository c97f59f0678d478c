import type { Resolvers } from '../../generated/resolvers-types';
import { forwardUpload } from '../../http/upload';
import { csvNameProblem, utf8TextCheck } from '../../http/upload-content';
import { numericId, upstreamId } from '../../upstream/ids';
import { badUserInput, ErrorCode, hasCode } from '../../errors';
import type { GatewayContext } from '../../context';
import { createSeoRule, getSeoRule, updateSeoRule } from './client';
import { requireSeoWrite } from './guards';
import { importSeoCsv } from './import-client';
import { sanitiseSeoCsvContent } from './import-content-sanitiser';
import { currentRules, keptRules, notingChanges, type KeptRule } from './import-rows';
import { withKept } from '../../activity-log/kept-with';
import { seoRuleId, targetType, toSeoRule } from './mappers';
import { sanitizeSeoHtml } from '../../catalogue/rich-text';

// Saving one rule (POST when new, PATCH otherwise) and the CSV import.

export const RULE_NOT_FOUND = 'SEO rule not found';

interface RuleKey {
  websiteId: string;
  languageId: string;
  entityType: Parameters<typeof targetType>[0];
  entityId: string;
  altCtx: string | null;
}

/**
 * The upstream PATCHes by rule id alone, while the permission was checked on the
 * input's website: the id must be the rule stored under that very key, or a
 * writer of one website could rewrite another website's rules.
 * Answers null when it is, else the user error to show.
 */
async function ruleMismatch(ctx: GatewayContext, ruleId: string, key: RuleKey) {
  let storedId: string | null;
  try {
    const stored = await getSeoRule(ctx.callApi, { ...key, type: targetType(key.entityType) });
    storedId = stored.id == null ? null : String(stored.id);
  } catch (error) {
    if (!hasCode(error, ErrorCode.NOT_FOUND)) throw error;
    storedId = null;
  }
  if (storedId === null) return { field: null, message: RULE_NOT_FOUND };
  if (storedId !== ruleId) throw badUserInput('This SEO rule belongs to another website, language or page.', 'ruleId');
  return null;
}

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
      const key = {
        websiteId: input.websiteId,
        languageId: input.languageId,
        entityType: input.entityType,
        entityId: input.entityId,
        altCtx,
      };
      const mismatch = input.ruleId == null ? null : await ruleMismatch(ctx, input.ruleId, key);
      if (mismatch) return { seoRule: null, userErrors: [mismatch] };
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
      return { seoRule: { ...toSeoRule(result.value, key), ...key, id: seoRuleId(key) }, userErrors: [] };
    },

    async importSeoRules(_root, { websiteId, languageId, file }, ctx) {
      await requireSeoWrite(ctx, websiteId);
      upstreamId(languageId);
      const upload = await file;
      const badName = csvNameProblem(upload.filename);
      if (badName) return { result: null, userErrors: [badName] };
      // Each rule's texts before, so the import's Activity entry keeps what its revert writes back.
      const current = await currentRules(ctx, websiteId, languageId);
      const rules: KeptRule[] = [];
      const r = await forwardUpload(
        upload,
        ctx.services.config.maxUploadBytes,
        (chunks) => importSeoCsv(ctx, websiteId, languageId, upload.filename, notingChanges(sanitiseSeoCsvContent(chunks), current, rules)),
        utf8TextCheck(),
      );
      if (!r.ok) return { result: null, userErrors: r.userErrors };
      return withKept({ result: r.value, userErrors: [] }, keptRules({ websiteId, languageId, rules }, ctx.services.config.maxUploadBytes));
    },
  },
};
