// The icon modal's button rules (spec 001 §4 "Icon modal"): the create/update button is off
// until something changed, with an empty name, or with an empty slug beside others; adding a
// slug is off while the last one is empty.

export interface IconFormValues {
  name: string;
  slugs: string[];
}

/** Name and slugs as they were (spaces aside). */
export const isIconUnchanged = (a: IconFormValues, b: IconFormValues) =>
  a.name.trim() === b.name.trim() && a.slugs.length === b.slugs.length && a.slugs.every((slug, i) => slug.trim() === b.slugs[i]?.trim());

export function canSubmitIcon(initial: IconFormValues, current: IconFormValues): boolean {
  if (isIconUnchanged(initial, current)) return false;
  if (current.name.trim() === '') return false;
  const emptySlugBesideOthers = current.slugs.length > 1 && current.slugs.some((slug) => slug.trim() === '');
  return !emptySlugBesideOthers;
}

export function canAddSlug(slugs: readonly string[]): boolean {
  const last = slugs.at(-1);
  return last === undefined || last.trim() !== '';
}
