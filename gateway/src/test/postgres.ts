import { Client } from 'pg';

// PostgreSQL for the activity store's engine tests: `npm test` starts Debian's postgresql on a
// free port and passes TEST_DATABASE_URL (it says so when it cannot; these tests are then skipped).

export const postgresTestUrl = (): string | undefined => process.env.TEST_DATABASE_URL || undefined;

/** A fresh database for one test file, so files running in parallel never share tables. */
export async function freshDatabase(name: string): Promise<string> {
  const admin = new Client({ connectionString: postgresTestUrl() });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgresTestUrl()!);
  url.pathname = `/${name}`;
  return url.toString();
}
