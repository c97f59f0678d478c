// Icon rules (spec 001 §4, §5 "Icon"): names and slugs are saved lower-cased, blank slugs
// dropped; a name or a slug belongs to one icon only, across every icon.

export interface IconValues {
  name: string;
  slugs: readonly string[];
}

export interface IconProblem {
  field: 'name' | 'slugs';
  message: string;
}

/**
 * What is saved: trimmed, lower-cased, blank slugs dropped (duplicates within the icon once);
 * a slug's inner spaces become hyphens ("ZZ Slug" → "zz-slug"), as a slug has none.
 */
export function normaliseIcon(values: IconValues): { name: string; slugs: string[] } {
  const slugs = values.slugs.map((slug) => slug.trim().toLowerCase().replace(/\s+/g, '-')).filter((slug) => slug !== '');
  return { name: values.name.trim().toLowerCase(), slugs: [...new Set(slugs)] };
}

export const iconNameTaken = (name: string) => `Icon name ${name} already exists.`;
export const slugTaken = (slug: string) => `Slug ${slug} already exists.`;

/** Clashes of a (normalised) icon with the other icons (`others` excludes the icon being edited). */
export function iconConflicts(icon: IconValues, others: readonly IconValues[]): IconProblem[] {
  const problems: IconProblem[] = [];
  const name = icon.name.toLowerCase();
  if (others.some((other) => other.name.toLowerCase() === name)) problems.push({ field: 'name', message: iconNameTaken(icon.name) });
  const taken = new Set(others.flatMap((other) => other.slugs.map((slug) => slug.toLowerCase())));
  for (const slug of icon.slugs) if (taken.has(slug.toLowerCase())) problems.push({ field: 'slugs', message: slugTaken(slug) });
  return problems;
}
