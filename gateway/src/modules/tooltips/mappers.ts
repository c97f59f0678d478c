import { z } from 'zod';
import { upstreamUnavailable } from '../../errors';
import type { UpstreamTooltipSport } from './client';

// TooltipSport resolvers receive the upstream item; `websiteIds` (a JSON
// string upstream) is unpacked by its own field resolver so a malformed one
// fails that field alone.

export type TooltipSportModel = UpstreamTooltipSport;

const WebsiteIdsSchema = z.array(z.union([z.number().int(), z.string().regex(/^\d+$/)]));

export function unpackWebsiteIds(raw: unknown): string[] {
  if (raw === null || raw === undefined || raw === '') return [];
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw malformed();
    }
  }
  const parsed = WebsiteIdsSchema.safeParse(value);
  if (!parsed.success) throw malformed();
  return [...new Set(parsed.data.map(String))];
}

function malformed() {
  return upstreamUnavailable('The service returned unreadable website ids for this sport.');
}
