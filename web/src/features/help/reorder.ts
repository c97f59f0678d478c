import { changedSinceShown } from '../../shared/forms/conflict-notice';
import { conflictOf, type UserError } from '../../shared/forms/user-errors';

/** `ids` with the one at `from` moved to `to` (both within the list). */
export function moved<T>(ids: readonly T[], from: number, to: number): T[] {
  const next = [...ids];
  const [item] = next.splice(from, 1);
  if (item === undefined) return next;
  next.splice(Math.max(0, Math.min(to, next.length)), 0, item);
  return next;
}

/**
 * A reorder refused because a colleague reordered the list since it was shown (issue 28), said
 * per row: 'Changed by … after the list showed it: Deposits, Withdrawals moved.' The conflict
 * names each place whose row changed (`3.id`, `pages.3.id`) with the row there now.
 */
export function reorderErrors(errors: readonly UserError[], nameOf: (id: string) => string | undefined): readonly UserError[] {
  const conflict = conflictOf(errors);
  if (!conflict) return errors;
  const names = conflict.fields
    .filter((field) => /(^|\.)\d+\.id$/.test(field.name) && field.theirs !== null)
    .map((field) => nameOf(field.theirs!))
    .filter((name): name is string => Boolean(name));
  const rows = [...new Set(names)];
  const moved = rows.length > 0 ? `: ${rows.join(', ')} moved` : '';
  return [{ field: null, message: `${changedSinceShown(conflict)}${moved}. The list shows the order as it is now.` }];
}
