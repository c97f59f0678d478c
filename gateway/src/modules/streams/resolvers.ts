import * as rules from '../../access/permissions';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import type { UserError } from '../../upstream/user-errors';
import { websiteLoaders, type UpstreamWebsite } from '../../catalogue/websites';
import * as client from './client';
import { checkSimilarities, packStreamConfig, unpackStreamConfig, type StreamConfigValues } from './config-codec';
import type { StreamConfigurationModel } from './mappers';
import { matchesSearch, mergeEvent, mergeEvents } from './merge';
import { IMG_ARENA_DEFAULT_SPORT, IMG_ARENA_SPORTS, infrontSports } from './sports';

// Img Arena and Infront stream pairing (spec 001 §2.6): one sport's streams merged from the
// stream service and the stored pairings (one call each), pairing by hand, and the
// stream configuration with typed per-website regions.

const KEY = 'CONFIGURATION_IMG_ARENA';
const REGION_ID = /^\d{1,12}$/;

const assertRead = async (ctx: GatewayContext) => rules.assertCanReadKey(await ctx.requireViewer(), KEY, 'You cannot read stream pairing.');
const assertWrite = async (ctx: GatewayContext) =>
  rules.assertCanWriteKey(await ctx.requireViewer(), KEY, 'You cannot change stream pairing.');

function configuration(values: StreamConfigValues, websites: readonly UpstreamWebsite[]): StreamConfigurationModel {
  return {
    imgArenaSimilarity: values.imgArenaSimilarity,
    infrontSimilarity: values.infrontSimilarity,
    websites: websites.map((website) => ({
      website,
      imgArenaExcludedRegionIds: values.imgArenaRegions.get(website.url ?? '') ?? [],
      infrontExcludedRegionIds: values.infrontRegions.get(website.url ?? '') ?? [],
    })),
  };
}

export const streamsResolvers: Resolvers = {
  Query: {
    async streamSports(_root, { provider }, ctx) {
      await assertRead(ctx);
      return provider === 'IMG_ARENA' ? { sports: [...IMG_ARENA_SPORTS], defaultSportId: IMG_ARENA_DEFAULT_SPORT } : infrontSports();
    },
    async streamEvents(_root, { provider, sportId, search }, ctx) {
      await assertRead(ctx);
      const [records, pairings] = await Promise.all([
        client.getStreamRecords(ctx.call(client.streamService), provider, sportId),
        client.getPairings(ctx.callApi, provider),
      ]);
      return mergeEvents(provider, sportId, records, pairings).filter((event) => matchesSearch(event, search ?? ''));
    },
    async streamConfiguration(_root, _args, ctx) {
      await assertRead(ctx);
      const [config, websites] = await Promise.all([client.getStreamConfig(ctx.callApi), ctx.use(websiteLoaders).all()]);
      return configuration(unpackStreamConfig(config), websites);
    },
  },

  Mutation: {
    async pairStreamEvent(_root, { input }, ctx) {
      await assertWrite(ctx);
      const records = await client.getStreamRecords(ctx.call(client.streamService), input.provider, input.sportId);
      const record = records.find((r) => r.streamId === input.streamId);
      if (!record) return { event: null, userErrors: [{ field: 'streamId', message: 'This stream is no longer listed.' }] };
      const feed = input.feedEventId == null ? null : record.candidates.find((c) => c.id === input.feedEventId);
      if (feed === undefined)
        return { event: null, userErrors: [{ field: 'feedEventId', message: 'This feed event is not a candidate of the stream.' }] };
      const saved = await client.savePairing(ctx.callApi, input.provider, {
        streamId: record.streamId,
        streamEndDate: record.endTime,
        feedEventName: feed?.name ?? null,
        streamEvent: record.title,
        feedEvent: feed ? Number(feed.id) : null,
      });
      if (!saved.ok) return { event: null, userErrors: saved.userErrors };
      return { event: mergeEvent(input.provider, input.sportId, record, saved.value), userErrors: [] };
    },
    async saveStreamConfiguration(_root, { input }, ctx) {
      await assertWrite(ctx);
      const userErrors: UserError[] = checkSimilarities(input);
      const [config, websites] = await Promise.all([client.getStreamConfig(ctx.callApi), ctx.use(websiteLoaders).all()]);
      const values = unpackStreamConfig(config);
      const next: StreamConfigValues = {
        ...values,
        imgArenaRegions: new Map(values.imgArenaRegions),
        infrontRegions: new Map(values.infrontRegions),
      };
      input.websites.forEach((entry, index) => {
        const website = websites.find((w) => w.id === entry.websiteId);
        if (!website?.url) return userErrors.push({ field: `websites.${index}`, message: `Website ${entry.websiteId} does not exist.` });
        const clean = (ids: readonly string[]) => [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
        const img = clean(entry.imgArenaExcludedRegionIds);
        const infront = clean(entry.infrontExcludedRegionIds);
        if (![...img, ...infront].every((id) => REGION_ID.test(id))) {
          return userErrors.push({ field: `websites.${index}`, message: `Region ids of ${website.name} must be numbers.` });
        }
        next.imgArenaRegions.set(website.url, img);
        next.infrontRegions.set(website.url, infront);
      });
      if (userErrors.length > 0) return { configuration: null, userErrors };
      next.imgArenaSimilarity = input.imgArenaSimilarity;
      next.infrontSimilarity = input.infrontSimilarity;
      const saved = await client.saveStreamConfig(ctx.callApi, packStreamConfig(next));
      if (!saved.ok) return { configuration: null, userErrors: saved.userErrors };
      return { configuration: configuration(unpackStreamConfig(saved.value), websites), userErrors: [] };
    },
  },

  StreamEvent: {
    id: (e) => `${e.provider}:${e.record.streamId}`,
    streamId: (e) => e.record.streamId,
    title: (e) => e.record.title,
    subtitle: (e) => e.record.subtitle,
    startTime: (e) => e.record.startTime,
    endTime: (e) => e.record.endTime,
    live: (e) => e.record.live,
    pairedFeedEvent: (e) => e.paired,
    matchIndex: (e) => (e.pairing === 'AUTOMATIC' ? (e.paired?.rating ?? null) : null),
    candidates: (e) => [...e.record.candidates].sort((a, b) => b.rating - a.rating),
  },

  Viewer: {
    imgArenaLevel: (v) => rules.permissionLevel(v, KEY),
  },
};
