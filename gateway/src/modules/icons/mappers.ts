import { upstreamUnavailable } from '../../errors';
import { unpackJsonField } from '../../upstream/json-string';
import { SlugsSchema, type UpstreamIcon } from './client';

// Icon resolvers receive the upstream record; `slugNames` (a JSON string upstream) is unpacked
// by the `slugs` field resolver so a malformed one fails that field alone.

export type IconModel = UpstreamIcon;

/** The slugs, or null when the stored JSON cannot be read (searching and duplicate checks skip them). */
export function readSlugs(icon: UpstreamIcon): string[] | null {
  const unpacked = unpackJsonField(SlugsSchema, icon.slugNames);
  return unpacked.ok ? unpacked.value : null;
}

export function slugsField(icon: UpstreamIcon): string[] {
  const slugs = readSlugs(icon);
  if (slugs === null) throw upstreamUnavailable('The service returned unreadable slugs for this icon.');
  return slugs;
}
