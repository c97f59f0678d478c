// Upstream configuration data as the operator API returns it
// (emulator/README.md "Website configuration"): values are JSON strings.

export const QUESTIONNAIRE = {
  en: {
    isFallback: true,
    settings: { questionnaireMessage: 'Please answer', deactivationMessage: 'Paused' },
    questionnaire: [
      { ID: 1, type: 'TEXT', question: 'Occupation?', minCharacters: 3 },
      {
        ID: 2,
        type: 'TEXT',
        question: 'Source of funds?',
        minCharacters: 0,
        answers: [
          { id: 1, message: 'Salary', mandatoryAnswer: false, minCharacters: 0 },
          { id: 2, message: 'Other', mandatoryAnswer: true, minCharacters: 5, dependency: 3 },
        ],
      },
      { ID: 3, type: 'TEXT', question: 'Describe', minCharacters: 10, notVisible: true },
      { ID: 4, type: 'QUESTION', question: 'PEP?' },
    ],
  },
};

export const PAGE_HTML_CSS = { default: { en: { html: '<p>Hi</p>', css: 'p{}' } } };
export const PAGE_HTML_CSS_APP_CSS = {
  default: { en: { html: '<p>Hi</p>', css: 'p{}', application_css: '.a{}' } },
  promotions: { de: { html: '<p>Hallo</p>', css: '', application_css: '' } },
};
export const LANDING = [
  { pageName: 'promotions', imageUrl: 'https://img/p.png', titleKey: 'promotions', descriptionKey: 'promotions_description' },
];
export const BETRADAR = [
  {
    sportName: 'Football',
    sportId: 58,
    isLiveMatchEnabled: true,
    isStandardMatchEnabled: false,
    liveMatchConfiguration: '{"a":1}',
    standardMatchConfiguration: '',
  },
];
export const BANNERS = [
  {
    default: {
      bannerName: 'Welcome',
      bannerUrl: '/promo',
      isInternalUrl: true,
      imagePath: 'configuration-images/a.png',
      width: 300,
      height: 100,
      quality: 80,
    },
    languages: {
      de: { bannerUrl: '/de/promo', isInternalUrl: true, imagePath: 'configuration-images/b.png', width: 300, height: 100, quality: 80 },
    },
  },
];
export const SOCIAL = {
  en: { ogTitle: 'Star', ogDescription: 'Bets', ogType: 'website', ogSiteName: 'Star', ogImage: '/og.png', ogTwitterCard: 'summary' },
};

/** [setting id, key, type name, stored value, values] */
const ROWS: [number, string, string, string | null, string | null][] = [
  [1, 'siteTitle', 'string', 'Star Bet', null],
  [2, 'footerText', 'textarea', 'Line 1\nLine 2', null],
  [3, 'featureFlags', 'json', '{"beta":true}', null],
  [4, 'oddsFormat', 'radio', 'decimal', '{"decimal":"Decimal","fractional":"Fractional"}'],
  [5, 'registrationOpen', 'boolean', 'true', '{"true":"Yes","false":"No"}'],
  [6, 'questionnaire', 'questionnaire', JSON.stringify(QUESTIONNAIRE), null],
  [7, 'pages', 'page-html-css', JSON.stringify(PAGE_HTML_CSS), null],
  [8, 'appPages', 'page-html-css-app-css', JSON.stringify(PAGE_HTML_CSS_APP_CSS), null],
  [9, 'landing', 'landing-page-items', JSON.stringify(LANDING), null],
  [10, 'betradar', 'betradar-tracker', JSON.stringify(BETRADAR), null],
  [11, 'banners', 'ticket-banner', JSON.stringify(BANNERS), null],
  [12, 'social', 'social-meta-tags', JSON.stringify(SOCIAL), null],
  [13, 'legacy', 'mystery-type', 'raw text', null],
];

export function settingItem(id: number, key: string, typeId: string, value: string | null, values: string | null, websiteId = 1) {
  return {
    id,
    key,
    sectionId: id <= 5 ? 1 : 2,
    subsectionId: id <= 2 ? 10 : null,
    typeId,
    label: `Label ${key}`,
    description: id === 1 ? 'The title' : null,
    defaultValue: typeId === 'string' ? 'Default title' : null,
    values,
    websiteOnlineConfigurations: value === null ? [] : [{ websiteId, onlineConfigurationId: id, value }],
  };
}

export const SETTINGS = ROWS.map(([id, key, type, value, values]) => settingItem(id, key, type, value, values));

export const SECTIONS = {
  items: [
    { id: 1, name: 'General' },
    { id: 2, name: 'Pages' },
  ],
};
export const SUBSECTIONS = {
  items: [
    { id: 10, name: 'Branding', sectionId: 1 },
    { id: 11, name: 'Footer', sectionId: 1 },
  ],
};
export const LANGUAGES = [
  { id: 1, name: 'English', code: 'en' },
  { id: 2, name: 'German', code: 'de' },
  { id: 3, name: 'French', code: 'fr' },
  { id: 4, name: 'Serbian', code: 'sr' },
];
