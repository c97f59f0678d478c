import type { AuditSubject } from '../../activity-log';
import { tooltipId } from '@backoffice/rules/tooltips';

// How the Activity screen reads a sport's tooltip before and after a save: its phrase key,
// templates and selections, with every translation the modal edits (keyed by translation key and
// language: `translations.football_corner.2`). So its version covers all the modal shows, and two
// people saving the same tooltip meet as a conflict naming the texts they both wrote.

const snapshot = `query AuditSportTooltip($id: ID!) {
  entity: sportTooltip(id: $id) {
    phraseKey templateIds selectionPositions translations { key phrases { key: languageId phrase } }
  }
}`;

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
    // The modal sends the whole tooltip with all its translations.
    writes: () => ['phraseKey', 'templateIds', 'selectionPositions', 'translations'],
  }, // Its delete entry holds the tooltip whole, so Activity can restore it.
  deleteSportTooltip: { ...tooltip, id: (args) => tooltipId(String(args.sportId), String(args.phraseKey)) },
};
