import * as rules from '../../access/permissions';
import type { GatewayModule } from '../gateway-module';
import { territorySource } from './client';
import { betshopsExport, companiesExport, marketsExport } from './list-exports';
import { organisationResolvers } from './resolvers';
import { betshopOptionsResolvers } from './betshop-options';
import { organisationRevert } from './revert';

export const organisationModule: GatewayModule = {
  name: 'organisation',
  resolvers: [organisationResolvers, betshopOptionsResolvers, { Viewer: { canReadOrganisation: (v) => rules.canReadOrganisation(v) } }],
  upstreams: [territorySource],
  routes: [companiesExport, marketsExport, betshopsExport],
  live: { mayRead: (v) => rules.canReadOrganisation(v) },
  revert: organisationRevert,
};
