import { isRecord, textOf } from '../value-guards';

// Social share meta tags per language (spec 001 §3): language code → Open Graph texts.

export const SOCIAL_META_KEYS = ['ogTitle', 'ogDescription', 'ogType', 'ogSiteName', 'ogImage', 'ogTwitterCard'] as const;
export type SocialMetaKey = (typeof SOCIAL_META_KEYS)[number];
export type SocialMetaEntry = Record<SocialMetaKey, string>;
export type SocialMetaValue = Record<string, SocialMetaEntry>;

export function emptySocialMetaEntry(): SocialMetaEntry {
  return { ogTitle: '', ogDescription: '', ogType: '', ogSiteName: '', ogImage: '', ogTwitterCard: '' };
}

export function normaliseSocialMeta(raw: unknown): SocialMetaValue {
  const value: SocialMetaValue = {};
  if (!isRecord(raw)) return value;
  for (const [code, entry] of Object.entries(raw)) {
    const source = isRecord(entry) ? entry : {};
    // Keys this editor does not know are kept, so a save does not lose them.
    const normalised: SocialMetaEntry = { ...source, ...emptySocialMetaEntry() };
    for (const key of SOCIAL_META_KEYS) normalised[key] = textOf(source[key]);
    value[code] = normalised;
  }
  return value;
}

export function setSocialMetaText(value: SocialMetaValue, code: string, key: SocialMetaKey, text: string): SocialMetaValue {
  const entry = value[code] ?? emptySocialMetaEntry();
  return { ...value, [code]: { ...entry, [key]: text } };
}
