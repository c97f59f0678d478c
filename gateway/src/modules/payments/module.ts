import type { GatewayModule } from '../../gateway-module';
import { EXPORT_ROUTE, paymentsExport } from './export-route';
import { paymentsResolvers } from './resolvers';

export const paymentsModule: GatewayModule = {
  name: 'payments',
  resolvers: [paymentsResolvers],
  routes: [{ path: EXPORT_ROUTE, handler: paymentsExport }],
};
