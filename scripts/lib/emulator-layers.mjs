// The emulator's layers, bottom first (issue 45), read like the gateway's (gateway-layers.mjs): a
// file may import its own layer and the ones below, never one above, type imports included. A
// domain's folder stands on two floors: its records' shapes and seed below the store, which keeps
// and seeds them; its routes above the store, which they read and write through `EmulatorDeps`.
export const EMULATOR_LAYERS = [
  // Infrastructure: the HTTP router and its helpers, a SQL table, CSV, faults, passwords, the seeds'
  // random and volumes.
  ['http/', 'storage/sql-table.ts', 'csv.ts', 'csv-import-problems.ts', 'faults.ts', 'passwords.ts', 'seed/random.ts', 'seed/volume.ts'],
  // The older domains' record shapes (the store's migrations know them) and the seeded images.
  ['model-records.ts', 'model-website.ts', 'model-configurations.ts', 'seed/images.ts'],
  // Each domain's own record shapes, seeds and tables, side by side (with the pure pieces its seed uses).
  [
    'domains/*/model.ts',
    'domains/*/seed*.ts',
    'domains/*/*-seed.ts',
    'domains/payments/payment-table.ts',
    'domains/payments/operator-payments.ts',
    'domains/translations/phrases.ts',
    'domains/website-config/questionnaire.ts',
  ],
  // The store: its whole shape, storage engines, migrations, the demo and operator data sets built
  // from the domains' seeds, sessions, the guard and what the routes are handed.
  [
    'model.ts',
    'store.ts',
    'storage/',
    'migrate.ts',
    'datasets/',
    'words.ts',
    'image-store.ts',
    'domain-collection.ts',
    'sessions.ts',
    'guard.ts',
    'deps.ts',
  ],
  // The domains' routes, side by side, and the development routes.
  ['domains/*/', 'dev-routes.ts'],
  // The wiring: the route list, the server, the process.
  ['domains.ts', 'server.ts', 'main.ts'],
];
