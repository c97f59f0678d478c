// Website configuration seed: five sections, their subsections and one setting of
// every type at least (spec 001 §3, §5). Website values: seed-values.ts.
import type { ConfigurationSection, ConfigurationSetting, ConfigurationSubsection } from '../../model-website';

export const configurationSections: ConfigurationSection[] = [
  { id: 1, name: 'General' },
  { id: 2, name: 'Registration' },
  { id: 3, name: 'Pages' },
  { id: 4, name: 'Sportsbook' },
  { id: 5, name: 'Marketing' },
];

export const configurationSubsections: ConfigurationSubsection[] = [
  { id: 1, name: 'Site', sectionId: 1 },
  { id: 2, name: 'Localisation', sectionId: 1 },
  { id: 3, name: 'Sign-up', sectionId: 2 },
  { id: 4, name: 'Compliance', sectionId: 2 },
  { id: 5, name: 'Custom pages', sectionId: 3 },
  { id: 6, name: 'Live', sectionId: 4 },
  { id: 7, name: 'Tickets', sectionId: 4 },
];

const YES_NO = JSON.stringify({ true: 'Yes', false: 'No' });

type Definition = Omit<ConfigurationSetting, 'id' | 'description' | 'values'> & { description?: string; values?: string };

const DEFINITIONS: Definition[] = [
  {
    key: 'siteTitle',
    sectionId: 1,
    subsectionId: 1,
    typeId: 'string',
    label: 'Site title',
    defaultValue: 'Sportsbook',
    description: 'Shown in the browser tab and the header',
  },
  {
    key: 'siteDescription',
    sectionId: 1,
    subsectionId: 1,
    typeId: 'textarea',
    label: 'Site description',
    defaultValue: 'Bet on sports and casino games.',
  },
  {
    key: 'maintenanceMode',
    sectionId: 1,
    subsectionId: 1,
    typeId: 'boolean',
    label: 'Maintenance mode',
    defaultValue: 'false',
    values: YES_NO,
    description: 'Shows the maintenance page to every visitor',
  },
  {
    key: 'analyticsConfig',
    sectionId: 1,
    subsectionId: 1,
    typeId: 'json',
    label: 'Analytics configuration',
    defaultValue: JSON.stringify({ provider: 'none', anonymizeIp: true }),
  },
  {
    key: 'oddsFormat',
    sectionId: 1,
    subsectionId: 2,
    typeId: 'radio',
    label: 'Odds format',
    defaultValue: 'decimal',
    values: JSON.stringify({ decimal: 'Decimal', fractional: 'Fractional', american: 'American' }),
  },
  { key: 'socialMetaTags', sectionId: 1, subsectionId: 2, typeId: 'social-meta-tags', label: 'Social share meta tags', defaultValue: null },
  {
    key: 'registrationEnabled',
    sectionId: 2,
    subsectionId: 3,
    typeId: 'boolean',
    label: 'Registration enabled',
    defaultValue: 'true',
    values: YES_NO,
  },
  { key: 'minimumAge', sectionId: 2, subsectionId: 3, typeId: 'string', label: 'Minimum age', defaultValue: '18' },
  {
    key: 'questionnaire',
    sectionId: 2,
    subsectionId: 4,
    typeId: 'questionnaire',
    label: 'Questionnaire',
    defaultValue: null,
    description: 'Questions a player answers before the account is reactivated',
  },
  { key: 'termsSummary', sectionId: 2, subsectionId: 4, typeId: 'textarea', label: 'Terms summary', defaultValue: null },
  { key: 'pageHtmlCss', sectionId: 3, subsectionId: 5, typeId: 'page-html-css', label: 'Page HTML and CSS', defaultValue: null },
  {
    key: 'pageHtmlCssAppCss',
    sectionId: 3,
    subsectionId: 5,
    typeId: 'page-html-css-app-css',
    label: 'Page HTML, CSS and application CSS',
    defaultValue: null,
  },
  {
    key: 'landingPageItems',
    sectionId: 3,
    subsectionId: null,
    typeId: 'landing-page-items',
    label: 'Landing page items',
    defaultValue: '[]',
  },
  { key: 'betradarTracker', sectionId: 4, subsectionId: 6, typeId: 'betradar-tracker', label: 'Betradar tracker', defaultValue: '[]' },
  {
    key: 'liveStreamingEnabled',
    sectionId: 4,
    subsectionId: 6,
    typeId: 'boolean',
    label: 'Live streaming',
    defaultValue: 'false',
    values: YES_NO,
  },
  { key: 'ticketBanners', sectionId: 4, subsectionId: 7, typeId: 'ticket-banner', label: 'Ticket banners', defaultValue: '[]' },
  {
    key: 'maxSelectionsPerTicket',
    sectionId: 4,
    subsectionId: 7,
    typeId: 'string',
    label: 'Maximum selections per ticket',
    defaultValue: '30',
  },
  {
    key: 'sportsbookLayout',
    sectionId: 4,
    subsectionId: null,
    typeId: 'json',
    label: 'Sportsbook layout',
    defaultValue: JSON.stringify({ columns: 3, showLiveFirst: true }),
  },
  { key: 'promoBannerText', sectionId: 5, subsectionId: null, typeId: 'string', label: 'Promo banner text', defaultValue: '' },
  { key: 'newsletterFooter', sectionId: 5, subsectionId: null, typeId: 'textarea', label: 'Newsletter footer', defaultValue: null },
  {
    key: 'cookieBannerStyle',
    sectionId: 5,
    subsectionId: null,
    typeId: 'radio',
    label: 'Cookie banner style',
    defaultValue: 'bar',
    values: JSON.stringify({ bar: 'Bar', modal: 'Modal', none: 'None' }),
  },
];

export const configurationSettings: ConfigurationSetting[] = DEFINITIONS.map((definition, index) => ({
  id: index + 1,
  ...definition,
  description: definition.description ?? null,
  values: definition.values ?? null,
}));

export const settingId = (key: string): number => {
  const setting = configurationSettings.find((candidate) => candidate.key === key);
  if (!setting) throw new Error(`unknown seed setting ${key}`);
  return setting.id;
};
