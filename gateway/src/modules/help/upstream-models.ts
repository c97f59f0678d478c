import { z } from 'zod';
import { UpstreamId } from '../../upstream/ids';

// The help centre's records as the operator API answers them (spec 001 §7; emulator/README.md
// "Help centre"): per-language texts are maps by language code.

export const LanguageMapSchema = z
  .record(
    z.string(),
    z
      .string()
      .nullish()
      .transform((v) => v ?? ''),
  )
  .nullish()
  .transform((v) => v ?? {});
export type LanguageMap = Record<string, string>;
export const HistoryId = z.object({ historyLogId: UpstreamId.nullish() });

export const DomainSchema = z.object({
  id: UpstreamId,
  websiteId: UpstreamId,
  website: z.object({ name: z.string(), url: z.string() }).nullish(),
  brandName: z.string().nullish(),
  imagePath: z.string().nullish(),
  metaTitle: LanguageMapSchema,
  metaTitlePrefix: LanguageMapSchema,
  metaTitleSufix: LanguageMapSchema,
  metaDescription: LanguageMapSchema,
  metaKeywords: LanguageMapSchema,
  footerContent: LanguageMapSchema,
  helpHeadCode: z.string().nullish(),
  helpBodyCode: z.string().nullish(),
  helpFooterCode: z.string().nullish(),
  helpDomainLinks: z.array(z.object({ id: UpstreamId })).nullish(),
  helpDomainLanguages: z.array(z.object({ languageCode: z.string(), isDefault: z.boolean().nullish() })).nullish(),
});
export type UpstreamHelpDomain = z.infer<typeof DomainSchema>;

export const PageSchema = z.object({
  id: UpstreamId,
  label: z.string(),
  pageTitle: LanguageMapSchema,
  content: LanguageMapSchema,
  metaTitle: LanguageMapSchema,
  metaDescription: LanguageMapSchema,
  metaKeywords: LanguageMapSchema,
  pageSlug: LanguageMapSchema,
  pageType: z.string().nullish(),
  isVisibleOnWeb: z.boolean().nullish(),
  isVisibleOnMobile: z.boolean().nullish(),
  categories: z.array(UpstreamId).nullish(),
});
export type UpstreamHelpPage = z.infer<typeof PageSchema>;

/**
 * A page as the lists read it (issue 40): its name, categories and the languages with content.
 * An upstream that answers whole pages instead (`contentLanguages` missing) is read the same:
 * the languages come from `content`, and the texts are dropped here, never mapped.
 */
export const PageSummarySchema = z.object({
  id: UpstreamId,
  label: z.string(),
  categories: z.array(UpstreamId).nullish(),
  contentLanguages: z.array(z.string()).nullish(),
  content: LanguageMapSchema,
});
export type UpstreamHelpPageSummary = z.infer<typeof PageSummarySchema>;

export const CategorySchema = z.object({
  id: UpstreamId,
  label: z.string(),
  name: LanguageMapSchema,
  description: LanguageMapSchema,
  categorySlug: LanguageMapSchema,
  isActive: z.boolean().nullish(),
  imagePath: z.string().nullish(),
  helpPageHelpCategory: z.array(z.object({ helpPageId: UpstreamId, order: z.number().nullish(), helpPage: PageSummarySchema })).nullish(),
});
export type UpstreamHelpCategory = z.infer<typeof CategorySchema>;

export const PageSearchSchema = z.object({
  items: z.array(
    PageSummarySchema.extend({
      helpDomainId: UpstreamId,
      websiteId: UpstreamId,
      website: z.object({ name: z.string() }).nullish(),
    }),
  ),
  totalItems: z.coerce.number().int(),
  pageCount: z.coerce.number().int(),
});
export type UpstreamHelpPageSearch = z.infer<typeof PageSearchSchema>;

export const ContentSchema = z.object({ id: UpstreamId, content: z.string().nullish() });
export type UpstreamHelpContent = z.infer<typeof ContentSchema>;

export const HistorySchema = z.object({
  id: UpstreamId,
  title: z.string().nullish(),
  message: z.string().nullish(),
  createdAt: z.string(),
  user: z.object({ email: z.string().nullish() }).nullish(),
  description: z
    .object({
      message: z.string().nullish(),
      old: z.unknown(),
      new: z.unknown(),
      changed: z.array(z.object({ key: z.string(), old: z.unknown(), new: z.unknown() })).nullish(),
    })
    .nullish(),
});
export type UpstreamHistoryEntry = z.infer<typeof HistorySchema>;
