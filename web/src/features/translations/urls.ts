export const ALL_TRANSLATIONS_PATH = '/home/translation/all-translations';
export const LANGUAGES_PATH = '/home/translation/language';
export const SECTIONS_PATH = '/home/translation/section';
