export { CasinoCategoriesPanel } from './casino-categories-panel';
