import type { AuditSubject } from '../../activity-log';
import { tooltipId } from '@backoffice/rules/tooltips';
import type { GatewayContext } from '../../context';
import type { SaveSportTooltipInput } from '../../generated/schema-types';
import { listTooltipSports } from './client';
import { selectionKey, unpackTooltips } from './sport-tooltip-codec';

// How the Activity screen reads a sport's tooltip before and after a save: its phrase key,
// templates and selections, with every translation the modal edits (keyed by translation key and
// language: `translations.football_corner.2`). So its version covers all the modal shows, and two
// people saving the same tooltip meet as a conflict naming the texts they both wrote.

const snapshot = `query AuditSportTooltip($id: ID!) {
  entity: sportTooltip(id: $id) {
    phraseKey templateIds selectionPositions translations { key phrases { key: languageId phrase } }
  }
}`;

const WHOLE = ['phraseKey', 'templateIds', 'selectionPositions', 'translations'];

/**
 * What a save writes (issue 41): the tooltip's own fields, each phrase it sends by its translation
 * key and language, and the whole translations of a selection it moves or removes (their key is
 * deleted). So a colleague's change of another translation merges, and a change of the same one is
 * refused for that text alone. A new or renamed tooltip, or one that cannot be read now, counts
 * every translation: the check stays as strict as before, never looser.
 */
async function tooltipWrites(args: Record<string, unknown>, ctx: GatewayContext): Promise<string[]> {
  const input = args.input as SaveSportTooltipInput | undefined;
  const phraseKey = input?.phraseKey.trim();
  if (!input || !input.originalPhraseKey || phraseKey !== input.originalPhraseKey) return WHOLE;
  const stored = await listTooltipSports(ctx.callApi)
    .then((rows) => unpackTooltips(rows.find((r) => r.sportId === input.sportId)?.tooltips).find((t) => t.phraseKey === phraseKey))
    .catch(() => undefined);
  if (!stored) return WHOLE;
  const keyOf = (position: string | number) => selectionKey(input.sportId, phraseKey, position);
  const staying = new Set(input.selections.filter((s) => Number(s.position.trim()) === s.originalPosition).map((s) => s.originalPosition));
  const gone = stored.selectionPositions.filter((p) => !staying.has(p)).map((p) => `translations.${keyOf(p)}`);
  const phrases = input.translations.flatMap((t) => {
    const key = t.selectionPosition == null ? phraseKey : keyOf(Number(t.selectionPosition.trim()));
    return t.phrases.map((p) => `translations.${key}.${p.languageId}`);
  });
  return ['phraseKey', 'templateIds', 'selectionPositions', ...gone, ...phrases];
}

interface SaveInput {
  sportId: string;
  originalPhraseKey?: string | null;
  phraseKey: string;
}

const tooltip = { entity: 'SportTooltip', snapshot, label: 'phraseKey' } as const;

export const tooltipsActivity: Record<string, AuditSubject> = {
  saveSportTooltip: {
    ...tooltip,
    // The tooltip as the form opened it; once saved, under its (possibly new) phrase key.
    id: (args, result) => {
      const input = args.input as SaveInput | undefined;
      if (!input) return null;
      const saved = (result as { tooltipSport?: unknown } | null)?.tooltipSport;
      return tooltipId(input.sportId, saved ? input.phraseKey.trim() : (input.originalPhraseKey ?? input.phraseKey.trim()));
    },
    writes: tooltipWrites,
  },
  // Its delete entry holds the tooltip whole, so Activity can restore it.
  deleteSportTooltip: { ...tooltip, id: (args) => tooltipId(String(args.sportId), String(args.phraseKey)) },
};
