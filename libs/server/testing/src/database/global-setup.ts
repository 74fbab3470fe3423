// jest globalSetup: gives the test run a fresh database and exports it as DATABASE_URL.
// With DATABASE_URL set (CI): a new database on that server. Without: an in-memory embedded
// PostgreSQL (PGlite) served on a loopback port. Temporary files go in the run's own directory.
// Relative imports only: jest does not apply moduleNameMapper to global setup files.
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
// eslint-disable-next-line @nx/enforce-module-boundaries -- jest runs global setup without moduleNameMapper, so no alias here
import { startEmbeddedPostgres } from '../../../core/src/database/embedded-postgres';
// eslint-disable-next-line @nx/enforce-module-boundaries -- jest runs global setup without moduleNameMapper, so no alias here
import { useScratchTmpdir } from '../../../../../tools/jest/scratch-tmpdir';
import type { TestDatabase } from './test-database';

export default async function globalSetup(): Promise<void> {
  useScratchTmpdir();
  const serverUrl = process.env['DATABASE_URL'];
  let database: TestDatabase;
  if (serverUrl) {
    const name = `coffer_test_${Date.now()}_${randomBytes(4).toString('hex')}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}"`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    process.env['DATABASE_URL'] = url.toString();
    database = { kind: 'external', serverUrl, name };
  } else {
    const embedded = await startEmbeddedPostgres(null);
    process.env['DATABASE_URL'] = embedded.url;
    process.env['DATABASE_POOL_SIZE'] = '1';
    database = { kind: 'embedded', stop: () => embedded.stop() };
  }
  (globalThis as { __cofferTestDatabase?: TestDatabase }).__cofferTestDatabase = database;
}
