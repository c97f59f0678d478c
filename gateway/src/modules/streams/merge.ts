import type { Provider, UpstreamFeedEvent, UpstreamPairing, UpstreamStreamRecord } from './client';

// One typed list per sport from the service's records and the stored manual pairings. A
// stored pairing wins over the record's own fields (the service may lag behind a save), and
// one without a feed event means a person unpaired the stream.

export interface StreamEventModel {
  provider: Provider;
  sportId: number;
  record: UpstreamStreamRecord;
  pairing: 'MANUAL' | 'AUTOMATIC' | 'NONE';
  paired: UpstreamFeedEvent | null;
}

const RANK = { MANUAL: 0, AUTOMATIC: 1, NONE: 2 } as const;

export function mergeEvent(
  provider: Provider,
  sportId: number,
  record: UpstreamStreamRecord,
  stored: UpstreamPairing | undefined,
): StreamEventModel {
  const base = { provider, sportId, record };
  if (stored) {
    const feed = stored.feedEvent === null ? null : (record.candidates.find((c) => c.id === stored.feedEvent) ?? null);
    return feed ? { ...base, pairing: 'MANUAL', paired: feed } : { ...base, pairing: 'NONE', paired: null };
  }
  if (record.manual) return { ...base, pairing: 'MANUAL', paired: record.manual };
  if (record.automatic) return { ...base, pairing: 'AUTOMATIC', paired: record.automatic };
  return { ...base, pairing: 'NONE', paired: null };
}

/** Manually paired first, then automatically paired, then the rest; each group by start time. */
export function mergeEvents(
  provider: Provider,
  sportId: number,
  records: readonly UpstreamStreamRecord[],
  pairings: readonly UpstreamPairing[],
): StreamEventModel[] {
  const stored = new Map(pairings.map((p) => [p.streamId, p]));
  return records
    .map((record) => mergeEvent(provider, sportId, record, stored.get(record.streamId)))
    .sort((a, b) => RANK[a.pairing] - RANK[b.pairing] || a.record.startTime.localeCompare(b.record.startTime));
}

/** The stream's title or id, or its paired feed event's name or id, contains the term. */
export function matchesSearch(event: StreamEventModel, term: string): boolean {
  const t = term.trim().toLowerCase();
  if (!t) return true;
  const texts = [event.record.title, event.record.streamId, event.paired?.name ?? '', event.paired?.id ?? ''];
  return texts.some((text) => text.toLowerCase().includes(t));
}
