import type { ActivityEntry } from './entry';
import type { RevertUserError } from './reverter';

// How an import's revert reports what it left (issue 43): the rows changed since, the first few
// by name, each naming who changed it where Activity says, the rest as a count; the same words
// for every area whose imports can be reverted.

/** Rows reported one by one; the rest of each kind as a count. */
export const EXAMPLES = 10;

export const revertError = (field: string | null, code: string, message: string, by?: ActivityEntry): RevertUserError => ({
  field,
  code,
  message,
  changedBy: by?.userEmail ?? null,
  changedAt: by ? new Date(by.at).toISOString() : null,
});

/** An area's own userError, which names nobody. */
export const plainError = (e: { field: string | null; message: string; code: string | null }): RevertUserError => ({
  ...e,
  changedBy: null,
  changedAt: null,
});

export const count = (n: number) => n.toLocaleString('en');

/** The first names of a list, `…` when there are more. */
export const listed = (names: string[]) => names.slice(0, EXAMPLES).join(', ') + (names.length > EXAMPLES ? ', …' : '');

/**
 * `CHANGED_SINCE` for each of `examples` (the first EXAMPLES of the `total` rows changed since),
 * naming who changed it where `by` knows, then the rest as one count of `rows` ("phrases").
 */
export function changedSince(examples: string[], total: number, by: Map<string, ActivityEntry>, rows: string): RevertUserError[] {
  const errors = examples.map((name) => {
    const who = by.get(name);
    return revertError(name, 'CHANGED_SINCE', who ? `Changed since by ${who.userEmail ?? 'an unknown user'}.` : 'Changed since.', who);
  });
  if (total > examples.length)
    errors.push(
      revertError(null, 'CHANGED_SINCE', `${count(total - examples.length)} more ${rows} were changed since: they are left as they are.`),
    );
  return errors;
}

/** A row an import kept: its key, its value before (null: it had none) and as the file wrote it. */
export type KeptText = readonly [key: string, before: string | null, after: string];

/**
 * The rows an import kept, by what each holds now (`now`: key → value, null when it has none; no
 * key when its record is gone): written back (still as the import left it: `back`, key and
 * before), changed since (`stale`), gone, or added by the import where there was none (`added`).
 */
export function sortedByNow<R extends KeptText>(rows: readonly R[], now: Map<string, string | null>) {
  const sorted = { back: [] as [string, string][], stale: [] as R[], gone: [] as string[], added: [] as string[] };
  for (const row of rows) {
    const [key, before, after] = row;
    const held = now.get(key);
    if (held === undefined) sorted.gone.push(key);
    else if (held !== after) sorted.stale.push(row);
    else if (before === null) sorted.added.push(key);
    else sorted.back.push([key, before]);
  }
  return sorted;
}
