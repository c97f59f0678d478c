import { z } from 'zod';
import { upstreamUnavailable } from '../../errors';
import { unpackJsonList } from '../../upstream/json-list';
import type { UpstreamTooltipSport } from './client';

// TooltipSport resolvers receive the upstream item; `websiteIds` (a JSON
// string upstream) is unpacked by its own field resolver so a malformed one
// fails that field alone.

export type TooltipSportModel = UpstreamTooltipSport;

const WebsiteId = z.union([z.number().int(), z.string().regex(/^\d+$/)]);

export function unpackWebsiteIds(raw: unknown): string[] {
  return [...new Set(unpackJsonList(raw, WebsiteId, malformed).map(String))];
}

function malformed() {
  return upstreamUnavailable('The service returned unreadable website ids for this sport.');
}

export type { SportTooltipModel } from './sport-tooltip-codec';
