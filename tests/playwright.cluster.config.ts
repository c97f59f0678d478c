import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The same browser, through nginx in front of three gateway replicas (harness/cluster-setup.ts):
// sign-in with activation, editing, the Activity screen, a CSV import and export, GraphiQL, and
// a check that one session's requests were served by every replica.
export default defineConfig({
  ...base,
  globalSetup: './harness/cluster-setup.ts',
  testIgnore: [],
  testMatch: ['auth.spec.ts', 'users.spec.ts', 'activity.spec.ts', 'translations.spec.ts', 'graphiql.spec.ts', 'cluster/*.spec.ts'],
  outputDir: './test-results/cluster',
});
