import { MAIN, setPhrase, type TooltipDraft } from './tooltip-form-state';

// A tooltip save refused for a colleague's change (issue 28) names the fields of the tooltip's
// snapshot: `phraseKey`, `templateIds.0`, `selectionPositions.1`, and each translation as
// `translations.<translation key>.<language id>` (the phrase key's own, or
// `{sportId}_{phraseKey}_{position}` for a selection's). These say them as the modal does.

export interface Naming {
  sportId: string;
  /** The phrase key the translation keys were saved under. */
  savedKey: string;
  languages: readonly { id: string; name: string }[];
}

/** The owner of a translation key in the draft: MAIN, a selection's row key, or null. */
function ownerOf(draft: TooltipDraft, { sportId, savedKey }: Naming, key: string): { owner: string; label: string } | null {
  if (key === savedKey) return { owner: MAIN, label: `Phrase key ${savedKey}` };
  const position = key.startsWith(`${sportId}_${savedKey}_`) ? Number(key.slice(`${sportId}_${savedKey}_`.length)) : NaN;
  const selection = draft.selections.find((s) => s.originalPosition === position);
  return selection ? { owner: selection.rowKey, label: `Selection ${selection.position}` } : null;
}

const translationField = (field: string) => /^translations\.(.+)\.([^.]+)$/.exec(field);

/** How the modal names a conflicting field ('Template ids', 'Selection 2 in English'). */
export function tooltipFieldLabel(draft: TooltipDraft, naming: Naming, field: string): string | null {
  if (field === 'phraseKey') return 'Phrase key';
  if (field.startsWith('templateIds')) return 'Template ids';
  if (field.startsWith('selectionPositions')) return 'Selection positions';
  const translation = translationField(field);
  if (!translation) return null;
  const owner = ownerOf(draft, naming, translation[1]!);
  const language = naming.languages.find((l) => l.id === translation[2]);
  return owner && language ? `${owner.label} in ${language.name}` : null;
}

/** The user's own value of a conflicting field, as the notice shows it. */
export function tooltipFieldText(draft: TooltipDraft, naming: Naming, field: string): string | null {
  if (field === 'phraseKey') return draft.phraseKey;
  if (field.startsWith('templateIds')) return draft.templateIds.join(', ');
  if (field.startsWith('selectionPositions')) return draft.selections.map((s) => s.position).join(', ');
  const translation = translationField(field);
  const owner = translation && ownerOf(draft, naming, translation[1]!);
  return owner ? (draft.phrases[owner.owner]?.[translation[2]!] ?? '') : null;
}

/**
 * The draft with a colleague's value of one conflicting translation taken in; null for the phrase
 * key, templates and selections (taken only by reloading the whole tooltip: its keys follow them).
 */
export function takeTooltipField(draft: TooltipDraft, naming: Naming, field: string, theirs: string | null): TooltipDraft | null {
  const translation = translationField(field);
  const owner = translation && ownerOf(draft, naming, translation[1]!);
  return owner ? setPhrase(draft, owner.owner, translation[2]!, theirs ?? '') : null;
}
