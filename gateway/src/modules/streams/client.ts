import { z } from 'zod';
import type { UpstreamService } from '../../upstream/upstreams';
import { parseBody, type UpstreamCaller } from '../../upstream/caller';
import type { WriteResult } from '../../upstream/ids';
import { writeCall } from '../../upstream/write-call';

// The stream service's event lists (STREAM_URL) and the operator API's pairings and stream
// configuration (emulator/README.md "Stream pairing").

/** The stream service (event lists), with the session's headers. */
export const streamService: UpstreamService = { name: 'stream service', env: 'STREAM_URL', auth: 'session' };

export type Provider = 'IMG_ARENA' | 'INFRONT';

const FeedEventSchema = z.object({
  id: z.coerce.string(),
  name: z.string(),
  leagueName: z.string().nullish(),
  startTime: z.string(),
  rating: z.coerce.number(),
});
export type UpstreamFeedEvent = z.infer<typeof FeedEventSchema>;

const Pairing = {
  pairedFeedEvent: FeedEventSchema.nullish(),
  manuallyPairedEvent: FeedEventSchema.nullish(),
  feedEvents: z.array(FeedEventSchema).default([]),
};

const ImgArenaRecordSchema = z.object({
  streamEvent: z.object({
    id: z.coerce.string(),
    title: z.string(),
    startDate: z.string(),
    startTime: z.string(),
    endDate: z.string().nullish(),
    tournament: z.object({ name: z.string() }).nullish(),
  }),
  ...Pairing,
});

const InfrontRecordSchema = z.object({
  streamEvent: z.object({
    eventId: z.coerce.string(),
    title: z.string(),
    locationName: z.string().nullish(),
    startTime: z.string(),
    estimatedEndTime: z.string().nullish(),
    eventStatusCode: z.string().nullish(),
  }),
  ...Pairing,
});

/** A stream event as both providers' records reduce to. */
export interface UpstreamStreamRecord {
  streamId: string;
  title: string;
  subtitle: string | null;
  startTime: string;
  endTime: string;
  live: boolean;
  automatic: UpstreamFeedEvent | null;
  manual: UpstreamFeedEvent | null;
  candidates: UpstreamFeedEvent[];
}

const SIX_HOURS = 6 * 3_600_000;

export async function getStreamRecords(call: UpstreamCaller, provider: Provider, sportId: number): Promise<UpstreamStreamRecord[]> {
  const path = provider === 'IMG_ARENA' ? '/api/events/backoffice' : '/api/events/infront-backoffice';
  const res = await call({ method: 'GET', path, query: { ids: sportId } });
  if (provider === 'IMG_ARENA') {
    const records = parseBody(z.record(z.string(), z.array(ImgArenaRecordSchema)), res.body)[String(sportId)] ?? [];
    return records.map(({ streamEvent: e, ...p }) => {
      // The service gives the start as a day and a UTC time of day.
      const start = new Date(`${e.startDate.slice(0, 10)}T${e.startTime}Z`).toISOString();
      return {
        streamId: e.id,
        title: e.title,
        subtitle: e.tournament?.name ?? null,
        startTime: start,
        endTime: e.endDate ?? start,
        live: false,
        automatic: p.pairedFeedEvent ?? null,
        manual: p.manuallyPairedEvent ?? null,
        candidates: p.feedEvents,
      };
    });
  }
  const records = parseBody(z.record(z.string(), z.array(InfrontRecordSchema)), res.body)[String(sportId)] ?? [];
  return records.map(({ streamEvent: e, ...p }) => ({
    streamId: e.eventId,
    title: e.title,
    subtitle: e.locationName ?? null,
    startTime: e.startTime,
    endTime: e.estimatedEndTime ?? new Date(Date.parse(e.startTime) + SIX_HOURS).toISOString(),
    live: e.eventStatusCode === 'O',
    automatic: p.pairedFeedEvent ?? null,
    manual: p.manuallyPairedEvent ?? null,
    candidates: p.feedEvents,
  }));
}

const PairingSchema = z.object({
  streamId: z.coerce.string(),
  streamEndDate: z.string().nullish(),
  feedEventName: z.string().nullish(),
  streamEvent: z.string().nullish(),
  feedEvent: z.coerce.string().nullable(),
});
export type UpstreamPairing = z.infer<typeof PairingSchema>;

const pairingsPath = (provider: Provider) => `/img-arena-stream/paired-${provider === 'IMG_ARENA' ? 'imgarena' : 'infront'}-events`;

export async function getPairings(call: UpstreamCaller, provider: Provider): Promise<UpstreamPairing[]> {
  const res = await call({ method: 'GET', path: pairingsPath(provider) });
  return parseBody(z.array(PairingSchema), res.body);
}

export function savePairing(
  call: UpstreamCaller,
  provider: Provider,
  body: { streamId: string; streamEndDate: string; feedEventName: string | null; streamEvent: string; feedEvent: number | null },
): Promise<WriteResult<UpstreamPairing>> {
  return writeCall(call, { method: 'POST', path: pairingsPath(provider), body }, PairingSchema);
}

const ConfigSchema = z.array(z.object({ parameter: z.string(), value: z.coerce.string() }));
export type UpstreamStreamConfig = z.infer<typeof ConfigSchema>;

export async function getStreamConfig(call: UpstreamCaller): Promise<UpstreamStreamConfig> {
  const res = await call({ method: 'GET', path: '/img-arena-stream/config' });
  return parseBody(ConfigSchema, res.body);
}

export function saveStreamConfig(call: UpstreamCaller, config: UpstreamStreamConfig): Promise<WriteResult<UpstreamStreamConfig>> {
  return writeCall(call, { method: 'POST', path: '/img-arena-stream/config', body: config }, ConfigSchema);
}
