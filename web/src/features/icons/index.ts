export { IconsPanel } from './icons-panel';
