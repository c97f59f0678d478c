import { z } from 'zod';
import { upstreamUnavailable } from '../../errors';
import { jsonString, unpackJsonField } from '../../upstream/json-string';

// A sport's `tooltips` is a JSON string upstream: [{phrase_key, template_ids, tooltips:
// [{selection_position}]}]. The schema has typed lists; writes pack them back. Translation keys:
// the phrase key for the tooltip itself, `{sportId}_{phraseKey}_{position}` for a selection.

const UpstreamTooltips = z.array(
  z.object({
    phrase_key: z.string(),
    template_ids: z.array(z.coerce.number().int()),
    tooltips: z.array(z.object({ selection_position: z.coerce.number().int() })),
  }),
);
const codec = jsonString(UpstreamTooltips);

export interface SportTooltipModel {
  phraseKey: string;
  templateIds: number[];
  selectionPositions: number[];
}

export function unpackTooltips(raw: unknown): SportTooltipModel[] {
  const parsed = unpackJsonField(UpstreamTooltips, raw === undefined || raw === null || raw === '' ? '[]' : raw);
  if (!parsed.ok) throw upstreamUnavailable('The service returned unreadable tooltips for this sport.');
  return parsed.value.map((t) => ({
    phraseKey: t.phrase_key,
    templateIds: t.template_ids,
    selectionPositions: t.tooltips.map((s) => s.selection_position),
  }));
}

export function packTooltips(tooltips: readonly SportTooltipModel[]): string {
  return codec.encode(
    tooltips.map((t) => ({
      phrase_key: t.phraseKey,
      template_ids: t.templateIds,
      tooltips: t.selectionPositions.map((p) => ({ selection_position: p })),
    })),
  );
}

/** The sport and phrase key of a tooltip's id (`tooltipId` of the shared rules). */
export function parseTooltipId(id: string): { sportId: string; phraseKey: string } | null {
  const at = id.indexOf(':');
  return at > 0 ? { sportId: id.slice(0, at), phraseKey: id.slice(at + 1) } : null;
}

export const selectionKey = (sportId: string, phraseKey: string, position: number | string) => `${sportId}_${phraseKey}_${position}`;

/** Every translation key of a tooltip: its phrase key and one per selection. */
export const translationKeys = (sportId: string, tooltip: SportTooltipModel) => [
  tooltip.phraseKey,
  ...tooltip.selectionPositions.map((p) => selectionKey(sportId, tooltip.phraseKey, p)),
];
