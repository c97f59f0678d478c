// What other modules may use of the help links module: the list the help centre's domain form offers.
export { listHelpLinks } from './client';
