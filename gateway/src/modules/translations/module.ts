import * as rules from '../../access/permissions';
import { ofNoWebsite, type GatewayModule } from '../gateway-module';
import { translationsSearch } from './palette-search';
import { EXPORT_ROUTE, translationsExport } from './export-route';
import { importResolvers } from './import-resolvers';
import { languagesExport, sectionsExport, wordsExport } from './list-exports';
import { translationsResolvers } from './resolvers';
import { wordResolvers } from './word-resolvers';
import { translationsActivity } from './activity';

export const translationsModule: GatewayModule = {
  name: 'translations',
  resolvers: [
    translationsResolvers,
    wordResolvers,
    importResolvers,
    { Viewer: { canReadTranslations: (v) => rules.canReadTranslations(v), canWriteTranslations: (v) => rules.canWriteTranslations(v) } },
  ],
  routes: [{ path: EXPORT_ROUTE, handler: translationsExport }, languagesExport, sectionsExport, wordsExport],
  activity: { subjects: translationsActivity },
  search: [translationsSearch],
  live: { mayRead: (v) => rules.canReadTranslations(v), watch: { Language: ofNoWebsite, Section: ofNoWebsite, Word: ofNoWebsite } },
};
