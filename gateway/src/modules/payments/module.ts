import * as rules from '../../access/permissions';
import type { GatewayModule } from '../gateway-module';
import { EXPORT_ROUTE, paymentsExport } from './export-route';
import { paymentsResolvers } from './resolvers';

export const paymentsModule: GatewayModule = {
  name: 'payments',
  resolvers: [paymentsResolvers, { Viewer: { canReadTerminalPayments: (v) => rules.canReadTerminalPayments(v) } }],
  routes: [{ path: EXPORT_ROUTE, handler: paymentsExport }],
  live: { mayRead: (v) => rules.canReadTerminalPayments(v) },
};
