export { WebsiteTooltipsPanel, type WebsiteTooltipsPanelProps } from './website-tooltips-panel';
