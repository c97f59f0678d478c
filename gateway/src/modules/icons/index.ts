// What other modules may use of the icons module: the list the command palette searches.
export { listIcons } from './client';
export { readSlugs } from './mappers';
