import type { Flat } from '../../activity-log/changes';
import { keyedOf, listOf } from '../../activity-log/revert-plan';
import type { Reverters } from '../../activity-log/reverter';
import { importRevert } from './import-revert';
import { translationImportRevert } from './translation-import-revert';
import { selectionKey } from './sport-tooltip-codec';

// Putting a sport's tooltip back from Activity (issue 43), through saveSportTooltip as its modal
// saves: the whole tooltip (phrase key, templates, selections, every translation), since its
// save writes all of it. Activity holds its translations by translation key and language
// (`translations.football_corner.2`); the key of a selection's translation is made of the sport,
// the phrase key and the position, so each one is matched back to its selection.

const ERRORS = 'userErrors { field message code }';
const SAVE = `mutation RevertSportTooltip($input: SaveSportTooltipInput!) {
  write: saveSportTooltip(input: $input) { created: tooltip { id } ${ERRORS} }
}`;

/** `{sportId}:{phraseKey}`: the sport's id holds no colon. */
const partsOf = (id: string) => ({ sportId: id.slice(0, id.indexOf(':')), phraseKey: id.slice(id.indexOf(':') + 1) });

/** The save's input for the tooltip as `flat` holds it, or why it cannot be written. */
function inputOf(sportId: string, saved: { phraseKey: string; positions: number[] } | null, flat: Flat): Record<string, unknown> | string {
  const phraseKey = flat.phraseKey;
  if (!phraseKey) return 'The entry does not hold the tooltip’s phrase key.';
  const positions = listOf(flat, 'selectionPositions');
  const byKey = new Map<string, string | null>([[phraseKey, null]]);
  for (const position of positions) byKey.set(selectionKey(sportId, phraseKey, position), position);
  const phrases = new Map<string, { languageId: string; phrase: string }[]>();
  for (const [field, phrase] of keyedOf(flat, 'translations')) {
    const dot = field.lastIndexOf('.');
    const key = field.slice(0, dot);
    if (!byKey.has(key)) return `The translation ${key} belongs to no selection of this tooltip: edit it in the tooltip.`;
    phrases.set(key, [...(phrases.get(key) ?? []), { languageId: field.slice(dot + 1), phrase }]);
  }
  return {
    sportId,
    originalPhraseKey: saved?.phraseKey ?? null,
    phraseKey,
    templateIds: listOf(flat, 'templateIds'),
    // A selection the tooltip holds now keeps its translations; one it lost comes back new.
    selections: positions.map((position) => ({
      position,
      originalPosition: saved?.positions.includes(Number(position)) ? Number(position) : null,
    })),
    translations: [...phrases].map(([key, list]) => ({ selectionPosition: byKey.get(key) ?? null, phrases: list })),
  };
}

export const tooltipsRevert: Reverters = {
  // createSportTooltips, deleteSportTooltips: a sport's whole row of tooltips, recorded by its counts and ids only.
  SportTooltips: {
    cannotUndo:
      "A sport's tooltips added or deleted together are recorded without each tooltip: restore each one from its own entry, or add them again.",
  },
  // importSportTooltipsCsv: its entry keeps each tooltip it changed, as it was (import-rows.ts).
  SportTooltipsCsv: { entry: importRevert },
  // importTooltipTranslationsCsv: its entry keeps each phrase it changed, as it was (translation-import-rows.ts).
  TooltipTranslationsCsv: { entry: translationImportRevert },
  // setWebsiteTooltipsEnabled: one boolean, set to what the user clicked.
  WebsiteTooltipsEnabled: { cannotUndo: "Turn the sport's tooltips on or off again on the website's tooltips screen: it is one switch." },
  SportTooltip: {
    update: async ({ id, target, version }, read) => {
      const { sportTooltip } = await read<{ sportTooltip: { phraseKey: string; selectionPositions: number[] } | null }>(
        'query RevertSportTooltipNow($id: ID!) { sportTooltip(id: $id) { phraseKey selectionPositions } }',
        { id },
      );
      if (!sportTooltip) return 'The tooltip no longer exists.';
      const saved = { phraseKey: sportTooltip.phraseKey, positions: sportTooltip.selectionPositions };
      const input = inputOf(partsOf(id).sportId, saved, target);
      return typeof input === 'string' ? input : { mutation: SAVE, variables: { input: { ...input, baseVersion: version } } };
    },
    restore: {
      write: (before, { entityId }) => {
        const input = inputOf(partsOf(entityId).sportId, null, before);
        return typeof input === 'string' ? input : { mutation: SAVE, variables: { input } };
      },
    },
  },
};
