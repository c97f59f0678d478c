import { NEW_TOOLTIP, tooltipProblems, type OtherTooltip, type TooltipProblem } from '@backoffice/rules/tooltips';
import type { SaveSportTooltipInput } from '../../gql/graphql';

// The tooltip modal's state (spec 001 §2.4, §5, §6): the phrase key, template ids, selections
// and the phrases per language of the key and of each selection. Phrases stay attached to
// their selection (by its row key) while its position is retyped.

export const MAIN = 'main';

export interface SelectionDraft {
  /** A stable row key (React key and phrase owner). */
  rowKey: string;
  position: string;
  /** Its saved position; null for a selection not saved yet. */
  originalPosition: number | null;
}

export interface TooltipDraft {
  phraseKey: string;
  templateIds: string[];
  selections: SelectionDraft[];
  /** MAIN or a selection's rowKey → languageId → phrase. */
  phrases: Record<string, Record<string, string>>;
}

export interface SavedTooltip {
  phraseKey: string;
  templateIds: readonly number[];
  selectionPositions: readonly number[];
}

let rows = 0;
const rowKey = () => `selection-${++rows}`;

export function newDraft(): TooltipDraft {
  return {
    phraseKey: NEW_TOOLTIP.phraseKey,
    templateIds: [...NEW_TOOLTIP.templateIds],
    selections: NEW_TOOLTIP.positions.map((position) => ({ rowKey: rowKey(), position, originalPosition: null })),
    phrases: {},
  };
}

/** A saved tooltip with its translations (`phrases` by translation key's position; null for the key itself). */
export function draftOf(
  tooltip: SavedTooltip,
  translations: readonly { selectionPosition?: number | null; phrases: readonly { languageId: string; phrase: string }[] }[],
): TooltipDraft {
  const selections = tooltip.selectionPositions.map((p) => ({ rowKey: rowKey(), position: String(p), originalPosition: p }));
  const phrases: TooltipDraft['phrases'] = {};
  for (const t of translations) {
    const owner = t.selectionPosition == null ? MAIN : selections.find((s) => s.originalPosition === t.selectionPosition)?.rowKey;
    if (owner) phrases[owner] = Object.fromEntries(t.phrases.map((p) => [p.languageId, p.phrase]));
  }
  return { phraseKey: tooltip.phraseKey, templateIds: tooltip.templateIds.map(String), selections, phrases };
}

export const addSelection = (draft: TooltipDraft): TooltipDraft => {
  const next = Math.max(0, ...draft.selections.map((s) => Number(s.position) || 0)) + 1;
  return { ...draft, selections: [...draft.selections, { rowKey: rowKey(), position: String(next), originalPosition: null }] };
};

export function removeSelection(draft: TooltipDraft, key: string): TooltipDraft {
  const phrases = { ...draft.phrases };
  delete phrases[key];
  return { ...draft, selections: draft.selections.filter((s) => s.rowKey !== key), phrases };
}

export const setPhrase = (draft: TooltipDraft, owner: string, languageId: string, phrase: string): TooltipDraft => ({
  ...draft,
  phrases: { ...draft.phrases, [owner]: { ...draft.phrases[owner], [languageId]: phrase } },
});

export function problemsOf(draft: TooltipDraft, others: readonly OtherTooltip[]): TooltipProblem[] {
  return tooltipProblems(
    { phraseKey: draft.phraseKey, templateIds: draft.templateIds, positions: draft.selections.map((s) => s.position) },
    others,
  );
}

/** The phrases differ from what was loaded or last saved. */
export function translationsChanged(draft: TooltipDraft, base: TooltipDraft): boolean {
  const flat = (d: TooltipDraft) =>
    JSON.stringify(
      Object.entries(d.phrases)
        .flatMap(([owner, byLanguage]) =>
          Object.entries(byLanguage)
            .filter(([, p]) => p.trim() !== '')
            .map(([l, p]) => `${owner}|${l}|${p}`),
        )
        .sort(),
    );
  return flat(draft) !== flat(base);
}

/**
 * What a save sends. With `base` (the values the form is based on), a translation whose key stays
 * (same phrase key, same selection position) sends only the phrases changed since: a colleague's
 * other texts merge on the gateway instead of being written back (issue 41). A renamed key or a
 * moved selection sends all its phrases, since the old key goes.
 */
export function saveInput(
  sportId: string,
  originalPhraseKey: string | null,
  draft: TooltipDraft,
  base?: TooltipDraft,
): SaveSportTooltipInput {
  const keyStays = originalPhraseKey !== null && draft.phraseKey.trim() === originalPhraseKey;
  const phrasesOf = (owner: string, stays: boolean) =>
    Object.entries(draft.phrases[owner] ?? {})
      .filter(([languageId, phrase]) => !base || !stays || base.phrases[owner]?.[languageId] !== phrase)
      .map(([languageId, phrase]) => ({ languageId, phrase }));
  return {
    sportId,
    originalPhraseKey,
    phraseKey: draft.phraseKey.trim(),
    templateIds: draft.templateIds.map((id) => id.trim()),
    selections: draft.selections.map((s) => ({ position: s.position.trim(), originalPosition: s.originalPosition })),
    translations: [
      { selectionPosition: null, phrases: phrasesOf(MAIN, keyStays) },
      ...draft.selections.map((s) => ({
        selectionPosition: s.position.trim(),
        phrases: phrasesOf(s.rowKey, keyStays && s.originalPosition === Number(s.position.trim())),
      })),
    ],
  };
}
