export { WebsiteTooltipsPanel, type WebsiteTooltipsPanelProps } from './website-tooltips-panel';
export { SportTooltipsPanel } from './sport-tooltips-panel';
