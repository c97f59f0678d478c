// Spec 001 §2.6, §7: the stream service's event lists (STREAM_URL, the same emulator by
// default), and the operator API's manual pairings and stream configuration.
import type { EmulatorDeps } from '../../deps';
import { readJsonValue, type JsonObject } from '../../http/body';
import { invalid } from '../../http/errors';
import type { Router } from '../../http/router';
import { imgArenaEvents, infrontEvents, type PairedEventRecord } from './seed';

type Provider = 'imgarena' | 'infront';
const CONFIG_PARAMETERS = [
  'stringSimilarityPercentage',
  'stringSimilarityPercentageInfront',
  'excludedRegionIds',
  'excludedRegionIdsInfront',
];

function sportIds(query: URLSearchParams): number[] {
  const ids = (query.get('ids') ?? '').split(',').filter(Boolean);
  if (ids.length === 0 || !ids.every((id) => /^\d{1,9}$/.test(id)))
    throw invalid('ids', { isInt: 'ids must be a comma separated list of sport ids' });
  return ids.map(Number);
}

function checkPairing(body: JsonObject): PairedEventRecord {
  const text = (key: string) => typeof body[key] === 'string' && body[key].trim() !== '';
  if (!text('streamId')) throw invalid('streamId', { isNotEmpty: 'streamId should not be empty' });
  if (!text('streamEndDate') || Number.isNaN(Date.parse(body.streamEndDate as string))) {
    throw invalid('streamEndDate', { isDateString: 'streamEndDate must be a valid ISO 8601 date string' });
  }
  const feedEvent = body.feedEvent;
  if (feedEvent !== null && !(Number.isInteger(feedEvent) && (feedEvent as number) > 0)) {
    throw invalid('feedEvent', { isInt: 'feedEvent must be a feed event id or null' });
  }
  return {
    streamId: body.streamId as string,
    streamEndDate: body.streamEndDate as string,
    feedEventName: typeof body.feedEventName === 'string' ? body.feedEventName : null,
    streamEvent: typeof body.streamEvent === 'string' ? body.streamEvent : '',
    feedEvent: feedEvent as number | null,
  };
}

function checkConfig(body: unknown): { parameter: string; value: string }[] {
  const list = Array.isArray(body) ? (body as unknown[]) : null;
  const ok =
    list?.every((entry) => {
      if (typeof entry !== 'object' || entry === null) return false;
      const { parameter, value } = entry as JsonObject;
      if (typeof parameter !== 'string' || !CONFIG_PARAMETERS.includes(parameter) || typeof value !== 'string') return false;
      if (parameter.startsWith('stringSimilarity')) return /^\d{1,3}$/.test(value) && Number(value) <= 100;
      try {
        const map: unknown = JSON.parse(value);
        return typeof map === 'object' && map !== null && !Array.isArray(map) && Object.values(map).every((v) => typeof v === 'string');
      } catch {
        return false;
      }
    }) ?? false;
  if (!list || !ok)
    throw invalid('config', { isValid: 'config must be a list of {parameter, value} with known parameters and valid values' });
  return list as { parameter: string; value: string }[];
}

export function registerStreamRoutes(router: Router, { store }: EmulatorDeps): void {
  const startedAt = Date.now();

  router.add('GET', '/api/events/backoffice', ({ query }) => {
    const pairings = store.read().streamPairings.imgarena;
    return { status: 200, body: Object.fromEntries(sportIds(query).map((id) => [String(id), imgArenaEvents(id, startedAt, pairings)])) };
  });

  router.add('GET', '/api/events/infront-backoffice', ({ query }) => {
    const pairings = store.read().streamPairings.infront;
    return { status: 200, body: Object.fromEntries(sportIds(query).map((id) => [String(id), infrontEvents(id, startedAt, pairings)])) };
  });

  for (const provider of ['imgarena', 'infront'] as Provider[]) {
    const path = `/img-arena-stream/paired-${provider}-events`;
    router.add('GET', path, () => ({ status: 200, body: store.read().streamPairings[provider] }));
    router.add('POST', path, async ({ body }) => {
      const pairing = checkPairing(body);
      const saved = await store.update((draft) => {
        const list = draft.streamPairings[provider].filter((p) => p.streamId !== pairing.streamId);
        draft.streamPairings[provider] = [...list, pairing];
        return pairing;
      });
      return { status: 201, body: saved };
    });
  }

  router.add('GET', '/img-arena-stream/config', () => ({ status: 200, body: store.read().streamConfig }));

  // The body is the list itself, so the route reads it.
  router.add(
    'POST',
    '/img-arena-stream/config',
    async ({ req }) => {
      const entries = checkConfig(await readJsonValue(req));
      const saved = await store.update((draft) => {
        const next = draft.streamConfig.filter((entry) => !entries.some((e) => e.parameter === entry.parameter));
        draft.streamConfig = [...next, ...entries];
        return draft.streamConfig;
      });
      return { status: 201, body: saved };
    },
    { rawBody: true },
  );
}
