import { upstreamUnavailable } from '../../errors';
import type { UserError } from '../../upstream/user-errors';
import type { UpstreamStreamConfig } from './client';

// The stream configuration is a list of {parameter, value}; the excluded regions are JSON maps
// from a website's url to a comma-separated string of region ids. The schema has typed
// fields per website; saving packs them back, keeping the entries of urls no website has.

const IMG_SIMILARITY = 'stringSimilarityPercentage';
const INFRONT_SIMILARITY = 'stringSimilarityPercentageInfront';
const IMG_REGIONS = 'excludedRegionIds';
const INFRONT_REGIONS = 'excludedRegionIdsInfront';
export const SIMILARITY_MESSAGE = 'Value must be a number between 0 and 100';

export interface StreamConfigValues {
  imgArenaSimilarity: number;
  infrontSimilarity: number;
  /** Website url → region ids. */
  imgArenaRegions: Map<string, string[]>;
  infrontRegions: Map<string, string[]>;
}

const value = (config: UpstreamStreamConfig, parameter: string) => config.find((entry) => entry.parameter === parameter)?.value;

function regionMap(raw: string | undefined, parameter: string): Map<string, string[]> {
  if (raw === undefined || raw.trim() === '') return new Map();
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw upstreamUnavailable(`The service returned an unreadable ${parameter} configuration.`);
  }
  return new Map(
    Object.entries(parsed).map(([url, ids]) => [
      url,
      String(ids)
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
    ]),
  );
}

function similarity(raw: string | undefined): number {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 0 && n <= 100 ? n : 0;
}

export function unpackStreamConfig(config: UpstreamStreamConfig): StreamConfigValues {
  return {
    imgArenaSimilarity: similarity(value(config, IMG_SIMILARITY)),
    infrontSimilarity: similarity(value(config, INFRONT_SIMILARITY)),
    imgArenaRegions: regionMap(value(config, IMG_REGIONS), IMG_REGIONS),
    infrontRegions: regionMap(value(config, INFRONT_REGIONS), INFRONT_REGIONS),
  };
}

export function checkSimilarities(input: { imgArenaSimilarity: number; infrontSimilarity: number }): UserError[] {
  return (['imgArenaSimilarity', 'infrontSimilarity'] as const)
    .filter((field) => !(Number.isInteger(input[field]) && input[field] >= 0 && input[field] <= 100))
    .map((field) => ({ field, message: SIMILARITY_MESSAGE }));
}

const packRegions = (regions: Map<string, string[]>) =>
  JSON.stringify(Object.fromEntries([...regions].filter(([, ids]) => ids.length > 0).map(([url, ids]) => [url, ids.join(',')])));

export function packStreamConfig(values: StreamConfigValues): UpstreamStreamConfig {
  return [
    { parameter: IMG_SIMILARITY, value: String(values.imgArenaSimilarity) },
    { parameter: INFRONT_SIMILARITY, value: String(values.infrontSimilarity) },
    { parameter: IMG_REGIONS, value: packRegions(values.imgArenaRegions) },
    { parameter: INFRONT_REGIONS, value: packRegions(values.infrontRegions) },
  ];
}
