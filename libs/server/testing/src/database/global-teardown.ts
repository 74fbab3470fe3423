import { Client } from 'pg';
import { removeScratchTmpdir } from '../scratch-tmpdir';
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
