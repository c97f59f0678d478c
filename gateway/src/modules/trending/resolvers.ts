import * as rules from '../../access/permissions';
import type { GatewayContext } from '../../context';
import { badUserInput } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import { websiteLoaders } from '../../catalogue/websites';
import * as client from './client';
import type { TrendingSportConfigurationModel } from './mappers';
import { sportView, withSport, type SiteRef } from './sport-configuration';
import { TRENDING_SPORTS, trendingSportName } from './sports';

// Trending configuration (spec 001 §2.12): no permission key names it, so admins and
// developers only, here as in the sidebar.

/** Matches one search answers; the answer counts the rest, and the screen says so. */
const MAX_TEMPLATE_RESULTS = 50;

async function assertCanUseTrending(ctx: GatewayContext): Promise<void> {
  rules.assertIsAdmin(await ctx.requireViewer());
}

async function sites(ctx: GatewayContext) {
  const websites = await ctx.use(websiteLoaders).all();
  return websites.map((website) => ({
    website,
    ref: { id: website.id, name: website.name, betshopId: website.betshopId ?? null } satisfies SiteRef,
  }));
}

function view(
  sportId: number,
  configuration: client.TrendingConfiguration,
  templates: client.UpstreamTemplate[],
  all: Awaited<ReturnType<typeof sites>>,
): TrendingSportConfigurationModel {
  const names = new Map(templates.map((t) => [t.gameTemplateId, t.gameTemplateName]));
  const { templateIds, websites } = sportView(
    configuration,
    sportId,
    all.map((s) => s.ref),
  );
  return {
    sportId,
    // A template the service no longer lists keeps its id, so it can still be unticked.
    templates: templateIds.map((id) => ({ id, name: names.get(id) ?? `Template ${id}` })),
    websites: websites.map((entry, index) => ({
      website: all[index]!.website,
      betshopId: entry.site.betshopId,
      templateIds: entry.templateIds,
    })),
  };
}

export const trendingResolvers: Resolvers = {
  Query: {
    async trendingSports(_root, _args, ctx) {
      await assertCanUseTrending(ctx);
      return [...TRENDING_SPORTS];
    },
    async trending(_root, { sportId }, ctx) {
      await assertCanUseTrending(ctx);
      if (!trendingSportName(sportId)) throw badUserInput(`Unknown sport ${sportId}.`, 'sportId');
      const [configuration, templates, all] = await Promise.all([
        client.getConfiguration(ctx.call(client.trendingService)),
        client.getTemplates(ctx.call(client.trendingService), sportId),
        sites(ctx),
      ]);
      return view(sportId, configuration, templates, all);
    },
    async gameTemplates(_root, { sportId, search }, ctx) {
      await assertCanUseTrending(ctx);
      const term = search.trim().toLowerCase();
      if (term.length < 2) throw badUserInput('Search needs at least 2 characters.', 'search');
      const templates = await client.getTemplates(ctx.call(client.trendingService), sportId);
      const matching = templates.filter((t) => t.gameTemplateName.toLowerCase().includes(term) || String(t.gameTemplateId).includes(term));
      return {
        items: matching.slice(0, MAX_TEMPLATE_RESULTS).map((t) => ({ id: t.gameTemplateId, name: t.gameTemplateName })),
        totalItems: matching.length,
      };
    },
  },

  Mutation: {
    async saveTrending(_root, { input }, ctx) {
      await assertCanUseTrending(ctx);
      const sportName = trendingSportName(input.sportId);
      if (!sportName) return { configuration: null, userErrors: [{ field: 'sportId', message: `Unknown sport ${input.sportId}.` }] };
      const [configuration, templates, all] = await Promise.all([
        client.getConfiguration(ctx.call(client.trendingService)),
        client.getTemplates(ctx.call(client.trendingService), input.sportId),
        sites(ctx),
      ]);
      const known = new Set(templates.map((t) => t.gameTemplateId));
      const current = new Set(configuration.templates[String(input.sportId)] ?? []);
      // An id the sport already had may stay even if the service stopped listing it.
      const unknown = input.templateIds.filter((id) => !known.has(id) && !current.has(id));
      if (unknown.length > 0) {
        return {
          configuration: null,
          userErrors: [
            {
              field: 'templateIds',
              message: `${unknown.join(', ')} ${unknown.length === 1 ? 'is not a game template' : 'are not game templates'} of ${sportName}.`,
            },
          ],
        };
      }
      const next = withSport(
        configuration,
        input,
        all.map((s) => s.ref),
      );
      if (!next.ok) return { configuration: null, userErrors: next.userErrors };
      const saved = await client.saveConfiguration(ctx.call(client.trendingService), next.value);
      if (!saved.ok) return { configuration: null, userErrors: saved.userErrors };
      return { configuration: view(input.sportId, saved.value, templates, all), userErrors: [] };
    },
  },
};
