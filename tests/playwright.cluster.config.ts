import { defineConfig } from '@playwright/test';
import base from './playwright.config';

// The same browser, through nginx in front of three gateway replicas (harness/cluster-setup.ts):
// sign-in with activation, editing, the Activity screen, a CSV import and export, GraphiQL, and
// a check that one session's requests were served by every replica, and two staff on one record
// (conflicts, live changes, presence) with their requests spread over the replicas and one Redis.
export default defineConfig({
  ...base,
  globalSetup: './harness/cluster-setup.ts',
  testIgnore: [],
  testMatch: [
    'auth.spec.ts',
    'users.spec.ts',
    'activity.spec.ts',
    'translations.spec.ts',
    'graphiql.spec.ts',
    'two-staff.spec.ts',
    'two-staff-records.spec.ts',
    'two-staff-modals.spec.ts',
    'cluster/*.spec.ts',
  ],
  outputDir: './test-results/cluster',
});
