import type { GatewayModule } from '../../gateway-module';
import { betshopsExport, companiesExport, marketsExport } from './list-exports';
import { organisationResolvers } from './resolvers';

export const organisationModule: GatewayModule = {
  name: 'organisation',
  resolvers: [organisationResolvers],
  routes: [companiesExport, marketsExport, betshopsExport],
};
