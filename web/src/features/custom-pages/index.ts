export { CustomPagesPanel } from './custom-pages-panel';
