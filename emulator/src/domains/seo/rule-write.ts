// SEO rule create (POST /seo-rules) and update (PATCH /seo-rules/{id}).
import type { EmulatorDeps } from '../../deps';
import { invalid, notFound } from '../../http/errors';
import { idParam, type Router } from '../../http/router';
import { toId, Validator } from '../../http/validation';
import { findTarget, isTargetType, ruleKey, rulesOf, ruleView } from './entities';

const TEXT_FIELDS = ['content', 'metaDescription', 'metaTitle', 'pageTitle'] as const;

/** Texts must be strings and noindex a boolean; `partial` checks only the fields present. */
function validateTexts(validator: Validator, partial: boolean): void {
  for (const field of TEXT_FIELDS) if (!partial || validator.has(field)) validator.string(field);
  if (!partial || validator.has('noindex')) validator.boolean('noindex');
}

export function registerSeoRuleWriteRoutes(router: Router, { store }: EmulatorDeps): void {
  router.add('POST', '/seo-rules', async ({ body }) => {
    const validator = new Validator(body);
    validateTexts(validator, false);
    validator.id('websiteId').id('onlineLanguageId');
    const target = body.target as { id?: unknown; type?: unknown } | null | undefined;
    const targetOk = typeof target === 'object' && target !== null && toId(target.id) !== null && isTargetType(target.type);
    validator.custom(
      'target',
      targetOk,
      'isObject',
      'target must be {id, type} with type one of page, sport, region, league, casino-category, template',
    );
    const altCtx = body.altCtx === undefined || body.altCtx === null || body.altCtx === '' ? null : body.altCtx;
    validator.custom('altCtx', altCtx === null || typeof altCtx === 'string', 'isString', 'altCtx must be a string');
    validator.check();
    const websiteId = toId(body.websiteId)!;
    const languageId = toId(body.onlineLanguageId)!;
    const type = target!.type as Parameters<typeof findTarget>[1];
    const entityId = toId(target!.id)!;
    const created = await store.update((draft) => {
      if (!draft.websites.some((website) => website.id === websiteId)) throw invalid('websiteId', { exists: 'Website not found' });
      if (!draft.languages.some((language) => language.id === languageId))
        throw invalid('onlineLanguageId', { exists: 'Language not found' });
      const found = findTarget(draft, type, entityId, websiteId, languageId);
      if (!found) throw invalid('target', { exists: `No ${type} with id ${entityId}` });
      if (rulesOf(draft, websiteId, languageId).has(ruleKey(type, entityId, altCtx as string | null))) {
        throw invalid('target', { isUnique: 'SEO rule already exists' });
      }
      const rule = {
        id: draft.nextIds.seoRules++,
        websiteId,
        languageId,
        targetType: type,
        entityId,
        altCtx: altCtx as string | null,
        content: body.content as string,
        metaDescription: body.metaDescription as string,
        metaTitle: body.metaTitle as string,
        pageTitle: body.pageTitle as string,
        noindex: body.noindex as boolean,
      };
      draft.seoRules.push(rule);
      return ruleView(found, rule, websiteId, languageId, rule.altCtx);
    });
    return { status: 201, body: created };
  });

  router.add('PATCH', '/seo-rules/:id', async (ctx) => {
    const id = idParam(ctx);
    const validator = new Validator(ctx.body);
    validateTexts(validator, true);
    validator.check();
    const updated = await store.update((draft) => {
      const rule = id === null ? undefined : draft.seoRules.find((candidate) => candidate.id === id);
      if (!rule) throw notFound('SEO rule not found');
      for (const field of TEXT_FIELDS) if (typeof ctx.body[field] === 'string') rule[field] = ctx.body[field];
      if (typeof ctx.body.noindex === 'boolean') rule.noindex = ctx.body.noindex;
      const target = findTarget(draft, rule.targetType, rule.entityId, rule.websiteId, rule.languageId);
      // A rule whose entity went away still answers, named by its id.
      const shown = target ?? { type: rule.targetType, id: rule.entityId, name: String(rule.entityId) };
      return ruleView(shown, rule, rule.websiteId, rule.languageId, rule.altCtx);
    });
    return { status: 200, body: updated };
  });
}
