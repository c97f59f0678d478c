// What other modules may use of the help module: the command palette's help page search.
export { listHelpPageMatches } from './search';
