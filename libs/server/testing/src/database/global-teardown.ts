import { Client } from 'pg';
// eslint-disable-next-line @nx/enforce-module-boundaries -- jest runs global teardown without moduleNameMapper, so no alias here
import { removeScratchTmpdir } from '../../../../../tools/jest/scratch-tmpdir';
import type { TestDatabase } from './test-database';

export default async function globalTeardown(): Promise<void> {
  const database = (globalThis as { __cofferTestDatabase?: TestDatabase }).__cofferTestDatabase;
  if (database?.kind === 'embedded') await database.stop();
  if (database?.kind === 'external') {
    const admin = new Client({ connectionString: database.serverUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS "${database.name}" WITH (FORCE)`);
    await admin.end();
  }
  removeScratchTmpdir();
}
