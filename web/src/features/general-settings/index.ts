export { GeneralSettingsPanel } from './general-settings-panel';
