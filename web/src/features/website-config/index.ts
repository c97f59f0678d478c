export { ConfigurationSectionPanel, type ConfigurationSectionPanelProps } from './configuration-section-panel';
