// SEED_VOLUME=operator: an operator's volume, deterministic (fixed random seeds, no clock), built
// around the demo seed, whose records keep their ids and contents, so what the demo accounts and
// the tests use is all still there. Beside it: 300 websites (32 companies, 305 markets and
// betshops), 2,000 users, 40 languages, 31,000 words with about 1.2 million phrases, word
// exceptions on the websites past the 100th, 1,450 SEO rules on website 150, 324 Handball tooltips,
// 246 icons, 403 custom pages, 520 help pages on the help domain of website 120 and a million
// terminal payments over a year.
import type { StoreData } from '../../model';
import { demoSeed, type Seed } from '../demo';
import { operatorPayments } from '../../domains/payments/operator-payments';
import { operatorIcons, operatorSportTooltips, tooltipKeys } from './configurations';
import { HELP_WEBSITE_ID, operatorHelp } from './help';
import { operatorOrganisation } from './organisation';
import { operatorSeo, SEO_WEBSITE_ID } from './seo';
import { operatorTranslations } from './translations';
import { operatorUsers } from './users';
import { extraLanguages } from './text';

const nextId = (rows: readonly { id: number }[]) => rows.reduce((max, row) => Math.max(max, row.id), 0) + 1;

export function operatorSeed(): Seed {
  const demo = demoSeed();
  const d = demo.data;
  const languages = [...d.languages, ...extraLanguages(d.languages.length + 1)];
  const organisation = operatorOrganisation(d, languages);
  const websiteInfo = new Map(
    organisation.websites.map((website) => [website.id, { name: website.name, codes: organisation.websiteCodes.get(website.id)! }]),
  );
  const translations = operatorTranslations(
    {
      ...d,
      phrases: demo.phrases,
      exceptions: demo.exceptions,
      nextPhraseId: d.nextIds.translations,
      nextExceptionId: d.nextIds.exceptions,
    },
    languages,
    tooltipKeys(),
    websiteInfo,
  );
  const seoLanguageIds = organisation.websiteCodes
    .get(SEO_WEBSITE_ID)!
    .map((code) => languages.find((language) => language.code === code)!.id);
  const seo = operatorSeo(d, seoLanguageIds);
  const help = operatorHelp(d, organisation.websites[HELP_WEBSITE_ID - 1]!.name);
  const data: StoreData = {
    ...d,
    users: operatorUsers(d.users, organisation.websites.length),
    companies: organisation.companies,
    markets: organisation.markets,
    betshops: organisation.betshops,
    websites: organisation.websites,
    languages,
    sections: translations.sections,
    words: translations.words,
    websiteConfigurationValues: [...d.websiteConfigurationValues, ...organisation.values],
    casinoCategories: [...d.casinoCategories, ...organisation.casinoCategories],
    ...seo,
    iconLinks: operatorIcons(d.iconLinks),
    sportTooltips: operatorSportTooltips(d.sportTooltips),
    ...help,
  };
  data.nextIds = {
    ...d.nextIds,
    users: nextId(data.users),
    companies: nextId(data.companies),
    markets: nextId(data.markets),
    betshops: nextId(data.betshops),
    websites: nextId(data.websites),
    languages: nextId(data.languages),
    sections: nextId(data.sections),
    words: nextId(data.words),
    translations: translations.nextPhraseId,
    exceptions: translations.nextExceptionId,
    seoRules: nextId(data.seoRules),
    seoPages: nextId(data.seoPages),
    iconLinks: nextId(data.iconLinks),
    helpDomains: nextId(data.helpDomains),
    helpCategories: nextId(data.helpCategories),
    helpPages: nextId(data.helpPages),
  };
  return {
    volume: 'operator',
    data,
    phrases: translations.phrases,
    exceptions: translations.exceptions,
    payments: operatorPayments,
  };
}
