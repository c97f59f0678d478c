import { betradarProblems } from '@backoffice/rules/website-config';
import { toFieldErrors, type FieldErrors } from '../field-editor';
import { asBoolean, asList, isRecord, textOf } from '../value-guards';

// Betradar tracker list (spec 001 §3, §5): one entry per sport, keyed by sportId.

export interface BetradarItem {
  sportName: string;
  /** A number when the id is all digits (as the upstream stores it), else the typed text. */
  sportId: number | string;
  isLiveMatchEnabled: boolean;
  isStandardMatchEnabled: boolean;
  liveMatchConfiguration: string;
  standardMatchConfiguration: string;
}

export function emptyBetradarItem(): BetradarItem {
  return {
    sportName: '',
    sportId: '',
    isLiveMatchEnabled: false,
    isStandardMatchEnabled: false,
    liveMatchConfiguration: '',
    standardMatchConfiguration: '',
  };
}

/** Digits-only ids become numbers; anything else stays text (and fails nothing but the required check). */
export function parseSportId(text: string): number | string {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
}

function sameSport(a: number | string, b: number | string): boolean {
  return String(a).trim() === String(b).trim();
}

/** Adds the item; an item with the same sportId is replaced in place (entries are keyed by sportId). */
export function upsertBetradarItem(items: readonly BetradarItem[], item: BetradarItem): BetradarItem[] {
  const index = items.findIndex((existing) => sameSport(existing.sportId, item.sportId));
  if (index === -1) return [...items, item];
  return items.map((existing, i) => (i === index ? item : existing));
}

export function updateBetradarItem(items: readonly BetradarItem[], index: number, patch: Partial<BetradarItem>): BetradarItem[] {
  return items.map((item, i) => (i === index ? { ...item, ...patch } : item));
}

export function removeBetradarItem(items: readonly BetradarItem[], index: number): BetradarItem[] {
  return items.filter((_, i) => i !== index);
}

/** The messages of one item, by its field name. */
export function validateBetradarItem(item: BetradarItem): Partial<Record<'sportName' | 'sportId', string>> {
  return Object.fromEntries(betradarProblems([item]).map((p) => [p.path.replace(/^0\./, ''), p.message]));
}

/** The gateway's rules (@backoffice/rules): name and id required, ids unique. */
export function validateBetradarItems(items: readonly BetradarItem[]): FieldErrors {
  return toFieldErrors(betradarProblems(items));
}

export function normaliseBetradarItems(raw: unknown): BetradarItem[] {
  return asList(raw)
    .filter(isRecord)
    .map((item) => ({
      // Keys this editor does not know are kept, so a save does not lose them.
      ...item,
      sportName: textOf(item.sportName),
      sportId: typeof item.sportId === 'number' ? item.sportId : textOf(item.sportId),
      isLiveMatchEnabled: asBoolean(item.isLiveMatchEnabled),
      isStandardMatchEnabled: asBoolean(item.isStandardMatchEnabled),
      liveMatchConfiguration: textOf(item.liveMatchConfiguration),
      standardMatchConfiguration: textOf(item.standardMatchConfiguration),
    }));
}
