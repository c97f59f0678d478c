// Each seeded website's own configuration values, varied by website name. Some
// settings are left without a value so the defaults show. Values are the JSON
// text a real upstream stores (JSON.stringify of the objects).
import type { WebsiteConfigurationValue } from '../../model-website';
import { seedImagePath } from '../../seed/images';
import { questionnaireValue } from './questionnaire';
import { settingId } from './seed';

interface SeedWebsite {
  id: number;
  name: string;
  slug: string;
  host: string;
  /** Market default language first, then additional ones that are online languages. */
  codes: string[];
}

const WEBSITES: SeedWebsite[] = [
  { id: 1, name: 'Star Bet', slug: 'starbet', host: 'starbet.example.com', codes: ['en', 'de', 'fr'] },
  { id: 2, name: 'Lucky Play', slug: 'luckyplay', host: 'luckyplay.example.com', codes: ['en', 'sr'] },
  { id: 3, name: 'Golden Goal', slug: 'goldengoal', host: 'goldengoal.example.com', codes: ['en'] },
  { id: 4, name: 'Arena Sport', slug: 'arenasport', host: 'arenasport.example.com', codes: ['en', 'de'] },
  { id: 5, name: 'Balkan Bet', slug: 'balkanbet', host: 'balkanbet.example.com', codes: ['en', 'sr'] },
];

const perLanguage = <T>(codes: readonly string[], make: (code: string) => T): Record<string, T> =>
  Object.fromEntries(codes.map((code) => [code, make(code)]));

function socialMeta(site: SeedWebsite): string {
  return JSON.stringify(
    perLanguage(site.codes, (code) => ({
      ogTitle: `${site.name} (${code})`,
      ogDescription: `Sports betting and casino at ${site.name}`,
      ogType: 'website',
      ogSiteName: site.name,
      ogImage: `https://${site.host}/og-image.png`,
      ogTwitterCard: 'summary_large_image',
    })),
  );
}

function pageHtmlCss(site: SeedWebsite): string {
  return JSON.stringify({
    promotions: perLanguage(site.codes, (code) => ({
      html: `<section class="promo"><h1>${site.name} promotions (${code})</h1></section>`,
      css: '.promo { padding: 16px; }',
    })),
  });
}

function pageHtmlCssAppCss(site: SeedWebsite): string {
  const page = (name: string) =>
    perLanguage(site.codes, (code) => ({
      html: `<div class="${name}-page"><h1>${site.name} ${name} (${code})</h1></div>`,
      css: `.${name}-page { margin: 0 auto; max-width: 960px; }`,
      application_css: `:root { --brand-name: "${site.name}"; }`,
    }));
  return JSON.stringify({ default: page('default'), 'vip-club': page('vip-club') });
}

function landingPageItems(site: SeedWebsite): string {
  return JSON.stringify([
    {
      pageName: 'promotions',
      imageUrl: `https://${site.host}/landing/promotions.jpg`,
      titleKey: 'promotions',
      descriptionKey: 'promotions_description',
    },
    {
      pageName: 'vip-club',
      imageUrl: `https://${site.host}/landing/vip-club.jpg`,
      titleKey: 'vip_club',
      descriptionKey: 'vip_club_description',
    },
  ]);
}

function betradarTracker(site: SeedWebsite): string {
  return JSON.stringify([
    {
      sportName: 'Football',
      sportId: 58,
      isLiveMatchEnabled: true,
      isStandardMatchEnabled: true,
      liveMatchConfiguration: JSON.stringify({ layout: 'double', momentum: 'extended', brand: site.slug }),
      standardMatchConfiguration: JSON.stringify({ layout: 'single' }),
    },
    {
      sportName: 'Tennis',
      sportId: 56,
      isLiveMatchEnabled: site.id % 2 === 1,
      isStandardMatchEnabled: false,
      liveMatchConfiguration: JSON.stringify({ layout: 'topdown' }),
      standardMatchConfiguration: '',
    },
  ]);
}

function ticketBanners(site: SeedWebsite): string {
  const extra = site.codes.slice(1);
  const banner = (name: string, url: string, image: number, isInternalUrl: boolean) => ({
    default: {
      bannerName: name,
      bannerUrl: url,
      isInternalUrl,
      imagePath: seedImagePath(site.id, image),
      width: 320,
      height: 100,
      quality: 90,
    },
    languages: perLanguage(extra, () => ({
      bannerUrl: url,
      isInternalUrl,
      imagePath: seedImagePath(site.id, image + 1),
      width: 320,
      height: 100,
      quality: 80,
    })),
  });
  const banners = [banner(`${site.name} welcome bonus`, '/promotions', 0, true)];
  if (site.id % 2 === 1) banners.push(banner('Casino weekend', `https://${site.host}/casino`, 2, false));
  return JSON.stringify(banners);
}

function valuesFor(site: SeedWebsite): Record<string, string | undefined> {
  const odd = site.id % 2 === 1;
  return {
    siteTitle: `${site.name} – Sports Betting`,
    siteDescription: `${site.name} offers live betting, casino and virtual sports.\nPlay responsibly.`,
    maintenanceMode: site.id === 5 ? 'true' : 'false',
    analyticsConfig: site.id === 3 ? undefined : JSON.stringify({ provider: 'ga4', measurementId: `G-${site.slug.toUpperCase()}` }),
    oddsFormat: ['decimal', 'fractional', 'decimal', 'decimal', 'american'][site.id - 1],
    socialMetaTags: socialMeta(site),
    registrationEnabled: site.id === 5 ? 'false' : 'true',
    minimumAge: site.id === 4 ? '21' : undefined,
    questionnaire: site.id === 3 ? undefined : questionnaireValue(site.codes),
    pageHtmlCss: odd ? pageHtmlCss(site) : undefined,
    pageHtmlCssAppCss: site.id <= 4 ? pageHtmlCssAppCss(site) : undefined,
    landingPageItems: site.id === 5 ? undefined : landingPageItems(site),
    betradarTracker: betradarTracker(site),
    liveStreamingEnabled: odd ? 'true' : undefined,
    ticketBanners: site.id === 3 ? undefined : ticketBanners(site),
    maxSelectionsPerTicket: site.id === 2 ? '20' : undefined,
    sportsbookLayout: site.id === 1 ? JSON.stringify({ columns: 4, showLiveFirst: false }) : undefined,
    promoBannerText: `Join ${site.name} today`,
    cookieBannerStyle: site.id === 4 ? 'modal' : undefined,
  };
}

export function buildWebsiteConfigurationValues(): WebsiteConfigurationValue[] {
  const rows: WebsiteConfigurationValue[] = [];
  for (const site of WEBSITES) {
    for (const [key, value] of Object.entries(valuesFor(site))) {
      if (value !== undefined) rows.push({ websiteId: site.id, onlineConfigurationId: settingId(key), value });
    }
  }
  return rows;
}
