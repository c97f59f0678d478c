export { HelpLinksPanel } from './help-links-panel';
