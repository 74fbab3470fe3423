// jest globalSetup: gives the test run fresh databases and exports them. With DATABASE_URL set
// (CI): one new database on that server, which every jest worker shares. Without: one in-memory
// embedded PostgreSQL (PGlite, one backend, on a thread of its own) per jest worker, so workers
// run side by side; worker-database.ts points each worker at its own. Temporary files go in the
// run's own directory. Relative imports only: jest does not apply moduleNameMapper to global setup files.
import { randomBytes } from 'node:crypto';
import type { Config } from '@jest/types';
import { Client } from 'pg';
// eslint-disable-next-line @nx/enforce-module-boundaries -- jest runs global setup without moduleNameMapper, so no alias here
import { startEmbeddedPostgres } from '../../../core/src/database/embedded-postgres';
// eslint-disable-next-line @nx/enforce-module-boundaries -- jest runs global setup without moduleNameMapper, so no alias here
import { useScratchTmpdir } from '../../../../../tools/jest/scratch-tmpdir';
import { EMBEDDED_DATABASE_URLS, type TestDatabase } from './test-database';

export default async function globalSetup(globalConfig?: Config.GlobalConfig): Promise<void> {
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
    const embedded = await Promise.all(
      Array.from({ length: Math.max(1, globalConfig?.maxWorkers ?? 1) }, () => startEmbeddedPostgres(null)),
    );
    process.env[EMBEDDED_DATABASE_URLS] = embedded.map((e) => e.url).join(' ');
    process.env['DATABASE_URL'] = embedded[0]!.url;
    process.env['DATABASE_POOL_SIZE'] = '1';
    database = { kind: 'embedded', stop: async () => void (await Promise.all(embedded.map((e) => e.stop()))) };
  }
  (globalThis as { __cofferTestDatabase?: TestDatabase }).__cofferTestDatabase = database;
}
