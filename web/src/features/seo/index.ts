// The SEO tab of the website edit screen. The app screen lazy-loads this module;
// the rich-text editor is a further chunk loaded when the SEO rule modal opens.
export { SeoPanel } from './seo-panel';
export type { SeoPanelProps, WebsiteLanguage } from './seo-types';
