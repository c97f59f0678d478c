import { z } from 'zod';
import type { Betshop, Market } from '../../generated/resolvers-types';
import { upstreamUnavailable } from '../../errors';
import { unpackJsonList } from '../../upstream/json-list';
import type { UpstreamBetshop, UpstreamMarket, UpstreamWebsite } from './client';

/** What Website resolvers receive: the validated upstream website. */
export type WebsiteModel = UpstreamWebsite;

const DEFAULT_LANGUAGE = 'en';

export function toBetshop(b: UpstreamBetshop): Betshop {
  return {
    id: b.id,
    name: b.name,
    marketId: b.marketId ?? b.market?.id ?? null,
    market: b.market ? toMarket(b.market) : null,
  };
}

export function toMarket(m: UpstreamMarket): Market {
  return {
    id: m.id,
    name: m.name ?? null,
    defaultLanguage: m.defaultLanguage || DEFAULT_LANGUAGE,
    additionalLanguages: unpackLanguages(m.additionalLanguages),
  };
}

/**
 * Additional language codes: an array, a JSON string of one, or null. Anything
 * else is a field error (the market becomes null, the website still shows).
 */
export function unpackLanguages(raw: unknown): string[] {
  return unpackJsonList(raw, z.string(), malformed);
}

function malformed() {
  return upstreamUnavailable("The service returned unreadable languages for this website's market.");
}
