import * as rules from '../../access/permissions';
import type { GatewayModule } from '../gateway-module';
import { EXPORT_ROUTE, paymentsExport } from './export-route';
import { paymentsResolvers } from './resolvers';
import { paymentsWarmUp } from './warm-up';

export const paymentsModule: GatewayModule = {
  name: 'payments',
  resolvers: [
    paymentsResolvers,
    {
      Viewer: {
        canReadTerminalPayments(viewer, _args, ctx) {
          const can = rules.canReadTerminalPayments(viewer);
          // The app asks this when it opens: a payments reader is at work, the past year's figures can be kept.
          if (can && ctx.auth && ctx.services.config.paymentsWarmUp) void ctx.use(paymentsWarmUp).start(ctx.auth);
          return can;
        },
      },
    },
  ],
  routes: [{ path: EXPORT_ROUTE, handler: paymentsExport }],
  live: { mayRead: (v) => rules.canReadTerminalPayments(v) },
};
