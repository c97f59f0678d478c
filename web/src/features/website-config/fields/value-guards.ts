// Stored configuration values come from an upstream we do not control: these
// guards let each type's `normalise` turn any shape into one its editor shows.

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Strings stay, numbers become their text, anything else ''. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

export function asBoolean(value: unknown): boolean {
  return value === true || value === 'true' || value === 1;
}

export function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

/** Moves the item at `from` to `to` (both clamped), returning a new list. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  next.splice(target, 0, ...next.splice(from, 1));
  return next;
}
