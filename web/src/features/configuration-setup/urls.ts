export const SETUP_SECTIONS_PATH = '/home/configurations-settings/sections';
export const SETUP_TYPES_PATH = '/home/configurations-settings/types';
export const SETUP_SETTINGS_PATH = '/home/configurations-settings/settings';
