import * as rules from '../../access/permissions';
import type { GatewayContext } from '../../context';
import type { HelpDomainInput, HelpTextInput, Resolvers } from '../../generated/resolvers-types';
import { upstreamId } from '../../upstream/ids';
import type { UserError } from '../../upstream/user-errors';
import { sanitizeSeoHtml as sanitizeRichText } from '../../catalogue/rich-text';
import { domainAccess } from './access';
import * as client from './client';
import { withComment } from './comment';
import { parseContent, toHelpContent, toHelpDomain } from './mappers';
import { mergeLanguageMap, mergeLanguageMaps } from './language-maps';
import { cleanSvg } from './svg';

// Admin-only help writes (spec 001 §6): domains (a multipart form upstream, with
// the svg logo cleaned first) and the contact section and form. Text limits are
// the SDL's @text rules (schema/help.graphql).

/** The domain's fields; its per-language SEO texts merged into those `stored` (an update's domain as it is). */
function domainForm(input: HelpDomainInput, stored?: client.UpstreamHelpDomain): { fields: [string, string][]; userErrors: UserError[] } {
  const userErrors: UserError[] = [];
  const languages = [...new Set(input.languages.map((code) => code.trim()).filter(Boolean))];
  const defaultLanguage = input.defaultLanguage.trim();
  if (!defaultLanguage) userErrors.push({ field: 'defaultLanguage', message: 'Choose a default language.' });
  else if (!languages.includes(defaultLanguage)) languages.unshift(defaultLanguage);
  const seo = input.seo.filter((row) => languages.includes(row.language));
  const map = (pick: (row: (typeof seo)[number]) => string) => Object.fromEntries(seo.map((row) => [row.language, pick(row)]));
  const maps = mergeLanguageMaps(stored, {
    metaTitle: map((row) => row.metaTitle.trim()),
    metaTitlePrefix: map((row) => row.metaTitlePrefix),
    metaTitleSufix: map((row) => row.metaTitleSuffix),
    metaDescription: map((row) => row.metaDescription.trim()),
    metaKeywords: map((row) => row.metaKeywords.trim()),
    footerContent: map((row) => sanitizeRichText(row.footerContent)),
  });
  const fields: [string, string][] = [
    ['websiteId', upstreamId(input.websiteId)],
    ['brandName', input.brandName.trim()],
    ['defaultLanguage', defaultLanguage],
    ...Object.entries(maps).map(([name, texts]): [string, string] => [name, JSON.stringify(texts)]),
    ['helpHeadCode', input.headCode],
    ['helpBodyCode', input.bodyCode],
    ['helpFooterCode', input.footerCode],
    ...languages.map((code, i): [string, string] => [`languages[${i}]`, code]),
    ...input.linkIds.map((id, i): [string, string] => [`links[${i}]`, upstreamId(id)]),
  ];
  if (!input.logoSvg && input.removeLogo) fields.push(['imageDeleted', 'true']);
  return { fields, userErrors };
}

const logoFile = (svg: string | null | undefined) =>
  svg ? { field: 'image', filename: 'logo.svg', contentType: 'image/svg+xml', content: Buffer.from(cleanSvg(svg, 'logoSvg')) } : undefined;

/** The texts sent for the domain's languages, over those stored (a language not sent keeps its text). */
function contentMap(texts: HelpTextInput[], languages: string[], stored: client.UpstreamHelpContent | null): client.LanguageMap {
  const sent = texts.filter((t) => languages.includes(t.language)).map((t): [string, string] => [t.language, sanitizeRichText(t.text)]);
  return mergeLanguageMap(stored ? parseContent(stored.content) : undefined, Object.fromEntries(sent));
}

async function saveContent(
  ctx: GatewayContext,
  domainId: string,
  kind: client.ContentKind,
  texts: HelpTextInput[],
  comment?: string | null,
) {
  const { domain, languageOrder } = await domainAccess(ctx, domainId, 'admin');
  const existing = await client.getContent(ctx.callApi, domain.id, kind);
  const r = await withComment(
    ctx,
    await client.saveContent(ctx.callApi, domain.id, kind, !!existing, contentMap(texts, languageOrder, existing)),
    comment,
  );
  return { content: r.value && toHelpContent(r.value, kind, languageOrder), userErrors: r.userErrors };
}

export const helpDomainMutationResolvers: Resolvers = {
  Mutation: {
    async createHelpDomain(_root, { input, comment }, ctx) {
      const viewer = await ctx.requireViewer();
      rules.assertIsAdmin(viewer);
      const { fields, userErrors } = domainForm(input);
      if (userErrors.length > 0) return { domain: null, userErrors };
      const r = await withComment(ctx, await client.saveDomain(ctx.streamApi, null, fields, logoFile(input.logoSvg)), comment);
      return { domain: r.value && toHelpDomain(r.value, true), userErrors: r.userErrors };
    },

    async updateHelpDomain(_root, { id, input, comment }, ctx) {
      const { domain } = await domainAccess(ctx, id, 'admin');
      const { fields, userErrors } = domainForm(input, domain);
      if (userErrors.length > 0) return { domain: null, userErrors };
      const r = await withComment(ctx, await client.saveDomain(ctx.streamApi, domain.id, fields, logoFile(input.logoSvg)), comment);
      return { domain: r.value && toHelpDomain(r.value, true), userErrors: r.userErrors };
    },

    async deleteHelpDomain(_root, { id, comment }, ctx) {
      const { domain } = await domainAccess(ctx, id, 'admin');
      const r = await withComment(ctx, await client.deleteDomain(ctx.callApi, domain.id), comment);
      return { id: r.value ? domain.id : null, userErrors: r.userErrors };
    },

    saveHelpContactSection: (_root, { domainId, texts, comment }, ctx) =>
      saveContent(ctx, domainId, 'help-contact-section', texts, comment),
    saveHelpContactForm: (_root, { domainId, texts, comment }, ctx) => saveContent(ctx, domainId, 'help-contact-form', texts, comment),
  },
};
