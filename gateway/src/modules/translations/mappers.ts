import type { UpstreamException, UpstreamLanguage, UpstreamSection, UpstreamTranslation, UpstreamWord } from './client';

// What the translation types' resolvers receive: the validated upstream models.
// Embedded objects (a phrase's language, an exception's website) are used as
// they come; only missing ones are loaded, through the request's loaders.

export type LanguageModel = UpstreamLanguage;
export type SectionModel = UpstreamSection;
export type WordModel = UpstreamWord;
export type TranslationModel = UpstreamTranslation;
export type TranslationExceptionModel = UpstreamException;

export const TOOLTIPS_SECTION_KEY = 'tooltips';

export const isTooltipsSection = (s: { key: string }) => s.key.toLowerCase() === TOOLTIPS_SECTION_KEY;

/** Gateway route streaming a language's CSV (see http/translations-export.ts). */
export const exportUrl = (languageId: string) => `/exports/translations/${encodeURIComponent(languageId)}.csv`;
