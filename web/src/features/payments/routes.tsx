import { IconCash } from '@tabler/icons-react';
import type { FeatureManifest, FeatureNavItem, FeatureRoute } from '../../shared/navigation/feature-route';

// Terminal payments (spec 001 §2.11): read on TERMINAL_PAYMENTS.

export const paymentsRoutes: FeatureRoute[] = [
  {
    path: 'terminal-payments',
    title: 'Terminal Payments',
    requires: 'canReadTerminalPayments',
    load: () => import('./payments-screen').then((m) => m.PaymentsScreen),
  },
];

export const paymentsNavItem: FeatureNavItem = {
  label: 'Terminal Payments',
  to: '/home/terminal-payments',
  requires: 'canReadTerminalPayments',
  icon: IconCash,
};

export const paymentsFeature: FeatureManifest = {
  name: 'payments',
  routes: paymentsRoutes,
  navItem: paymentsNavItem,
};
