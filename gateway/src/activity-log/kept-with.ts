import type { ActivityChange, ActivityEntry } from './entry';
import { pack, unpack } from './packed';

// What a write that changes many records at once (an import) keeps on its Activity entry for a
// revert (issue 43): its resolver knows each row's before as the file streams through, which no
// snapshot of one record can read. It rides on the payload under a symbol, so GraphQL never
// serves it and the audit path adds it to the entry.

const KEPT = Symbol('activity kept changes');

/** `payload` carrying `changes` for its Activity entry. */
export function withKept<T extends object>(payload: T, changes: ActivityChange[]): T {
  return Object.assign(payload, { [KEPT]: changes });
}

/** The changes a payload carries for its Activity entry (none for most). */
export function keptWith(payload: unknown): ActivityChange[] {
  if (!payload || typeof payload !== 'object' || !(KEPT in payload)) return [];
  return (payload as { [KEPT]: ActivityChange[] })[KEPT];
}

/**
 * An import entry's field keeping what it changed for its revert: `json` packed (gzip) behind
 * "12 rules as they were, kept for a revert"; said not kept when `befores` (the CSV its revert
 * would import) is larger than an import takes.
 */
export function keptChange(field: string, counted: string, befores: string, json: string, maxUploadBytes: number): ActivityChange {
  const before =
    Buffer.byteLength(befores) > maxUploadBytes
      ? `${counted} changed, not kept: their previous values are larger than an import takes (${maxUploadBytes} bytes)`
      : pack(`${counted} as they were, kept for a revert`, json);
  return { field, before, after: `${counted} as the file wrote them` };
}

/**
 * Why an import entry keeping its rows in `field` cannot be reverted: null when it can, the
 * reason when they were not kept (`instead` says what to do), undefined when it has no such
 * field or kept nothing (the area says why).
 */
export function keptUnavailable(entry: Pick<ActivityEntry, 'changes'>, field: string, instead: string): string | null | undefined {
  const kept = entry.changes.find((change) => change.field === field);
  if (!kept?.before) return undefined;
  return unpack(kept.before) !== null ? null : `${kept.before}: ${instead}`;
}

/**
 * Why an import entry keeping its rows (each a `noun`: "rule", "tooltip") in `field` cannot be
 * reverted, null when it can: not kept (too large), nothing changed (the field is there, empty),
 * or recorded before imports kept their rows. `instead` says what to do.
 */
export function keptImportUnavailable(entry: Pick<ActivityEntry, 'changes'>, field: string, noun: string, instead: string): string | null {
  const kept = keptUnavailable(entry, field, instead);
  if (kept !== undefined) return kept;
  if (entry.changes.some((change) => change.field === field)) return `This import changed no ${noun}: there is nothing to revert.`;
  return `This import was recorded before imports kept each ${noun} as it was: ${instead}`;
}
