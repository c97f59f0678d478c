// Every upstream area the emulator serves, in registration order (a route registered earlier
// wins a path both match). A new domain adds its routes here and nothing else outside its folder
// (`npm run new-domain` does).
import type { EmulatorDeps } from './deps';
import type { Router } from './http/router';
import { registerAuthRoutes } from './routes/auth';
import { registerUserRoutes } from './routes/users';
import { registerWebsiteRoutes } from './routes/websites';
import { registerOrganisationRoutes } from './routes/organisation';
import { registerOrganisationSaveRoutes } from './routes/organisation-save';
import { registerTerritoryHierarchyRoutes } from './routes/territory-hierarchy';
import { registerLanguageRoutes } from './routes/languages';
import { registerSectionRoutes } from './routes/sections';
import { registerTranslationRoutes } from './routes/translations';
import { registerTranslationSaveRoutes } from './routes/translation-save';
import { registerTranslationCsvRoutes } from './routes/translations-csv';
import { registerWebsiteConfigRoutes } from './routes/website-config';
import { registerConfigurationImageRoutes } from './routes/configuration-images';
import { registerSeoCsvRoutes } from './routes/seo-csv';
import { registerSeoRoutes } from './routes/seo';
import { registerCasinoRoutes } from './routes/casino';
import { registerTooltipRoutes } from './routes/tooltips';
import { registerSportTooltipRoutes } from './routes/sport-tooltips';
import { registerGeneralSettingsRoutes } from './routes/general-settings';
import { registerJackpotRoutes } from './routes/jackpot';
import { registerIconRoutes } from './routes/icons';
import { registerCustomPageRoutes } from './routes/custom-pages';
import { registerCasinoCategoryRoutes } from './routes/casino-categories';
import { registerHelpLinkRoutes } from './routes/help-links';
import { registerHelpDomainRoutes } from './routes/help-domains';
import { registerHelpCategoryRoutes } from './routes/help-categories';
import { registerHelpPageRoutes } from './routes/help-pages';
import { registerHelpContactRoutes } from './routes/help-contact';
import { registerHistoryLogRoutes } from './routes/help-history';
import { registerConfigurationSetupRoutes } from './routes/configuration-setup';
import { registerPaymentRoutes } from './routes/payments';
import { registerTrendingRoutes } from './routes/trending';
import { registerStreamRoutes } from './routes/streams';
import { registerDevRoutes } from './routes/dev';

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
  registerHelpContactRoutes,
  registerHistoryLogRoutes,
  registerConfigurationSetupRoutes,
  registerPaymentRoutes,
  registerTrendingRoutes,
  registerStreamRoutes,
  registerDevRoutes,
];
