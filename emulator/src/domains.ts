// Every upstream area the emulator serves, in registration order (a route registered earlier
// wins a path both match). A new domain adds its routes here and nothing else outside its folder
// (`npm run new-domain` does).
import type { EmulatorDeps } from './deps';
import type { Router } from './http/router';
import { registerAuthRoutes } from './domains/auth/routes';
import { registerUserRoutes } from './domains/users/routes';
import { registerWebsiteRoutes } from './domains/websites/routes';
import { registerOrganisationRoutes } from './domains/organisation/routes';
import { registerOrganisationSaveRoutes } from './domains/organisation/save-routes';
import { registerTerritoryHierarchyRoutes } from './domains/organisation/territory-routes';
import { registerLanguageRoutes } from './domains/translations/language-routes';
import { registerSectionRoutes } from './domains/translations/section-routes';
import { registerTranslationRoutes } from './domains/translations/routes';
import { registerTranslationSaveRoutes } from './domains/translations/save-routes';
import { registerTranslationCsvRoutes } from './domains/translations/csv-routes';
import { registerWebsiteConfigRoutes } from './domains/website-config/routes';
import { registerConfigurationImageRoutes } from './domains/website-config/image-routes';
import { registerSeoCsvRoutes } from './domains/seo/csv-routes';
import { registerSeoRoutes } from './domains/seo/routes';
import { registerCasinoRoutes } from './domains/seo/casino-routes';
import { registerTooltipRoutes } from './domains/tooltips/routes';
import { registerSportTooltipRoutes } from './domains/tooltips/sport-routes';
import { registerGeneralSettingsRoutes } from './domains/general-settings/routes';
import { registerJackpotRoutes } from './domains/jackpot/routes';
import { registerIconRoutes } from './domains/icons/routes';
import { registerCustomPageRoutes } from './domains/custom-pages/routes';
import { registerCasinoCategoryRoutes } from './domains/casino-categories/routes';
import { registerHelpLinkRoutes } from './domains/help-links/routes';
import { registerHelpDomainRoutes } from './domains/help/domain-routes';
import { registerHelpCategoryRoutes } from './domains/help/category-routes';
import { registerHelpPageRoutes } from './domains/help/page-routes';
import { registerHelpPageReadRoutes } from './domains/help/page-read-routes';
import { registerHelpContactRoutes } from './domains/help/contact-routes';
import { registerHistoryLogRoutes } from './domains/help/history-routes';
import { registerConfigurationSetupRoutes } from './domains/configuration-setup/routes';
import { registerPaymentRoutes } from './domains/payments/routes';
import { registerTrendingRoutes } from './domains/trending/routes';
import { registerStreamRoutes } from './domains/streams/routes';
import { registerDevRoutes } from './dev-routes';

export type RegisterRoutes = (router: Router, deps: EmulatorDeps) => void;

export const EMULATOR_ROUTES: readonly RegisterRoutes[] = [
  registerAuthRoutes,
  registerUserRoutes,
  registerWebsiteRoutes,
  registerOrganisationRoutes,
  registerOrganisationSaveRoutes,
  registerTerritoryHierarchyRoutes,
  registerLanguageRoutes,
  registerSectionRoutes,
  registerTranslationRoutes,
  registerTranslationSaveRoutes,
  registerTranslationCsvRoutes,
  registerWebsiteConfigRoutes,
  registerConfigurationImageRoutes,
  registerSeoCsvRoutes,
  registerSeoRoutes,
  registerCasinoRoutes,
  registerTooltipRoutes,
  registerSportTooltipRoutes,
  registerGeneralSettingsRoutes,
  registerJackpotRoutes,
  registerIconRoutes,
  registerCustomPageRoutes,
  registerCasinoCategoryRoutes,
  registerHelpLinkRoutes,
  registerHelpDomainRoutes,
  registerHelpCategoryRoutes,
  registerHelpPageRoutes,
  registerHelpPageReadRoutes,
  registerHelpContactRoutes,
  registerHistoryLogRoutes,
  registerConfigurationSetupRoutes,
  registerPaymentRoutes,
  registerTrendingRoutes,
  registerStreamRoutes,
  registerDevRoutes,
];
