import type { GatewayModule, LiveArea } from './gateway-module';
import { authModule } from './auth/module';
import { organisationModule } from './organisation/module';
import { seoModule } from './seo/module';
import { tooltipsModule } from './tooltips/module';
import { translationsModule } from './translations/module';
import { usersModule } from './users/module';
import { websiteConfigModule } from './website-config/module';
import { websitesModule } from './websites/module';
import { generalSettingsModule } from './general-settings/module';
import { jackpotModule } from './jackpot/module';
import { iconsModule } from './icons/module';
import { customPagesModule } from './custom-pages/module';
import { casinoCategoriesModule } from './casino-categories/module';
import { helpLinksModule } from './help-links/module';
import { helpModule } from './help/module';
import { searchModule } from './search/module';
import { configurationSetupModule } from './configuration-setup/module';
import { paymentsModule } from './payments/module';
import { trendingModule } from './trending/module';
import { streamsModule } from './streams/module';
import { activityModule } from './activity/module';
import { liveModule } from './live/module';

/** Every domain of the gateway. A new domain adds its module here, and nothing else outside its folders. */
const DOMAINS: readonly GatewayModule[] = [
  authModule,
  usersModule,
  websitesModule,
  organisationModule,
  translationsModule,
  websiteConfigModule,
  tooltipsModule,
  seoModule,
  generalSettingsModule,
  jackpotModule,
  iconsModule,
  customPagesModule,
  casinoCategoriesModule,
  helpLinksModule,
  helpModule,
  configurationSetupModule,
  paymentsModule,
  trendingModule,
  streamsModule,
  activityModule,
];

/** Each domain's audience rule for its changes and its records' presence, by domain name. */
export const LIVE_AREAS: Readonly<Record<string, LiveArea>> = Object.fromEntries(
  DOMAINS.flatMap((module) => (module.live ? [[module.name, module.live] as const] : [])),
);

/** The domains, the command palette that searches what they declare, and the live feed that tells whom they say. */
export const MODULES: readonly GatewayModule[] = [
  ...DOMAINS,
  searchModule(DOMAINS.flatMap((module) => module.search ?? [])),
  liveModule(LIVE_AREAS),
];
