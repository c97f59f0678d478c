import { z } from 'zod';
import { upstreamUnavailable } from '../../errors';
import { unpackJsonList } from '../../upstream/json-list';
import type { UpstreamTooltipSport } from './client';
import type { SportTooltipModel as StoredTooltip } from './sport-tooltip-codec';

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

/** A tooltip as resolved: with its sport's id, which its id and translations are read by. */
export type SportTooltipModel = StoredTooltip & { sportId: string };
