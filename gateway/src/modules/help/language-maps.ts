import type { LanguageMap } from './client';

// Per-language texts as a save leaves them (issue 40): the languages a save sends replace theirs,
// the ones it empties go, and every other language keeps its text as stored: one the form did
// not send, or one the domain no longer lists (the editors show the domain's languages only).

/** `stored` with `sent` written over it and the `emptied` languages taken out. */
export function mergeLanguageMap(stored: LanguageMap | undefined, sent: LanguageMap, emptied: readonly string[] = []): LanguageMap {
  const merged: LanguageMap = { ...stored, ...sent };
  for (const language of emptied) delete merged[language];
  return merged;
}

/** Each field's map (`name`, `description`, ...) of a save merged into the record's stored maps of the same names. */
export function mergeLanguageMaps<K extends string>(
  stored: Partial<Record<NoInfer<K>, LanguageMap>> | undefined,
  sent: Record<K, LanguageMap>,
  emptied: readonly string[] = [],
): Record<K, LanguageMap> {
  const fields = Object.keys(sent) as K[];
  return Object.fromEntries(fields.map((field) => [field, mergeLanguageMap(stored?.[field], sent[field], emptied)])) as Record<
    K,
    LanguageMap
  >;
}
