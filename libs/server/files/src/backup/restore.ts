import { createHash } from 'node:crypto';
import { copyFile, readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import {
  dataSourceOptions,
  dumpedRows,
  loadTable,
  MIGRATIONS,
  startEmbeddedPostgres,
  type AppConfig,
  type EmbeddedPostgres,
} from '@coffer/server-core';
import { createStorageDriver, LocalStorageDriver, type StorageDriver } from '@coffer/server-storage';
import {
  BACKUP_FORMAT,
  BackupError,
  BLOBS_FILE,
  KEY_FILE,
  MANIFEST_FILE,
  tableFile,
  type BackedUpObject,
  type BackupManifest,
} from './backup-format';

export interface RestoreSummary {
  tables: number;
  rows: number;
  blobs: number;
  bytes: number;
  seconds: number;
}

/**
 * Rebuilds an instance from a backup into an empty target (a fresh DATA_DIR, or an empty
 * PostgreSQL database with DATA_DIR's storage empty), checking as it goes: the manifest and the
 * list of objects against their hashes, every object's bytes as read back from the target against
 * the SHA-256 recorded, every table's rows against their count and hash. The database is created
 * with the migrations the backup names (later ones run at the next start). `verify` then runs
 * on the restored instance (the command line starts it, which checks the key, and runs fsck). Any
 * failure removes everything the restore wrote; nothing of the target is ever overwritten.
 */
export async function restoreBackup(
  from: string,
  config: AppConfig,
  verify: () => Promise<void>,
  say: (line: string) => void,
): Promise<RestoreSummary> {
  const started = Date.now();
  const manifest = await readManifest(from);
  const migrations = migrationsOf(manifest);
  const objects = await readObjects(from, manifest);
  const undo: Array<() => Promise<unknown>> = [];
  try {
    await restoreKey(from, manifest, config, undo);
    await restoreObjects(from, manifest, objects, createStorageDriver(config), undo, say);
    const rows = await restoreDatabase(from, manifest, migrations, config, undo);
    say(`database: ${manifest.tables.length} tables, ${rows} rows`);
    await verify();
    return {
      tables: manifest.tables.length,
      rows,
      blobs: objects.length,
      bytes: manifest.blobs.bytes,
      seconds: Math.round((Date.now() - started) / 100) / 10,
    };
  } catch (error) {
    for (const step of undo.reverse()) await step().catch(() => undefined);
    throw error;
  }
}

async function readManifest(from: string): Promise<BackupManifest> {
  let manifest: Omit<BackupManifest, 'format'> & { format: string };
  try {
    manifest = JSON.parse(await readFile(join(from, MANIFEST_FILE), 'utf8')) as typeof manifest;
  } catch {
    throw new BackupError(
      'NOT_A_BACKUP',
      `${from} holds no ${MANIFEST_FILE}: not a Coffer backup, or one that did not finish.`,
    );
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError('NOT_A_BACKUP', `${from} is a backup of format ${manifest.format}, not ${BACKUP_FORMAT}.`);
  }
  return manifest as BackupManifest;
}

/** The migrations to create the schema with: the backup's, which this version must know, in order. */
function migrationsOf(manifest: BackupManifest): typeof MIGRATIONS {
  const known = MIGRATIONS.map((migration) => new migration().name);
  manifest.migrations.forEach((name, i) => {
    if (known[i] !== name) {
      throw new BackupError(
        'NEWER_BACKUP',
        `The backup's database has migration ${name}, which this version does not have: restore it with the version that took it (or a newer one).`,
      );
    }
  });
  return MIGRATIONS.slice(0, manifest.migrations.length);
}

async function readObjects(from: string, manifest: BackupManifest): Promise<BackedUpObject[]> {
  const list = await readFile(join(from, BLOBS_FILE), 'utf8').catch(() => '');
  if (createHash('sha256').update(list).digest('hex') !== manifest.blobs.listSha256) {
    throw new BackupError(
      'BACKUP_DAMAGED',
      `${join(from, BLOBS_FILE)} does not match the manifest: the backup is damaged.`,
    );
  }
  return list
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as BackedUpObject);
}

async function restoreKey(
  from: string,
  manifest: BackupManifest,
  config: AppConfig,
  undo: Array<() => Promise<unknown>>,
): Promise<void> {
  if (manifest.key === 'APP_SECRET') {
    if (!config.appSecret) {
      throw new BackupError(
        'KEY_MISMATCH',
        'The backup was taken with APP_SECRET: set APP_SECRET to the same value for the restore and the server.',
      );
    }
    return;
  }
  if (config.appSecret) {
    throw new BackupError(
      'KEY_MISMATCH',
      `The backup carries its key in ${KEY_FILE}: unset APP_SECRET (the server would use it instead of the key).`,
    );
  }
  const target = join(config.dataDir, KEY_FILE);
  const backedUp = await readFile(join(from, KEY_FILE), 'utf8');
  const present = await readFile(target, 'utf8').catch(() => null);
  if (present !== null) {
    if (present.trim() !== backedUp.trim()) {
      throw new BackupError('KEY_MISMATCH', `${target} exists and is another key: restore into a fresh DATA_DIR.`);
    }
    return;
  }
  await copyFile(join(from, KEY_FILE), target);
  undo.push(() => rm(target, { force: true }));
}

async function restoreObjects(
  from: string,
  manifest: BackupManifest,
  objects: BackedUpObject[],
  target: StorageDriver,
  undo: Array<() => Promise<unknown>>,
  say: (line: string) => void,
): Promise<void> {
  if (!manifest.blobs.included) {
    // The bucket was snapshotted apart: each object must be there, whole.
    for (const object of objects) {
      if ((await target.size(object.key)) !== object.size) {
        throw new BackupError(
          'BACKUP_DAMAGED',
          `The bucket lacks ${object.key} (${object.size} bytes): restore the bucket's snapshot first.`,
        );
      }
    }
    say(`blobs: ${objects.length} found in the bucket`);
    return;
  }
  for await (const stored of target.list()) {
    throw new BackupError(
      'TARGET_NOT_EMPTY',
      `The storage already holds objects (${stored.key}): restore into empty storage.`,
    );
  }
  const source = new LocalStorageDriver(join(from, 'blobs'));
  const written: string[] = [];
  undo.push(() => Promise.all(written.map((key) => target.delete(key))));
  for (const object of objects) {
    const hash = createHash('sha256');
    const { size } = await target.put(object.key, await source.get(object.key), {
      durableEntry: false,
      onChunk: (chunk) => hash.update(chunk),
    });
    written.push(object.key);
    const sha256 = hash.digest('hex');
    const damaged = manifest.damaged.some((d) => d.key === object.key);
    if (!damaged && (size !== object.size || sha256 !== object.sha256)) {
      throw new BackupError(
        'BACKUP_DAMAGED',
        `${object.key} restored as ${size} bytes with SHA-256 ${sha256}, not the ${object.size} bytes ${object.sha256} recorded: the backup is damaged.`,
      );
    }
  }
  await target.syncKeys(written);
  say(`blobs: ${written.length} restored and checked`);
}

async function restoreDatabase(
  from: string,
  manifest: BackupManifest,
  migrations: typeof MIGRATIONS,
  config: AppConfig,
  undo: Array<() => Promise<unknown>>,
): Promise<number> {
  let embedded: EmbeddedPostgres | undefined;
  if (!config.databaseUrl) {
    const dir = join(config.dataDir, 'pg');
    if ((await readdir(dir).catch(() => [])).length > 0) {
      throw new BackupError('TARGET_NOT_EMPTY', `${dir} already holds a database: restore into a fresh DATA_DIR.`);
    }
    undo.push(() => rm(dir, { recursive: true, force: true }));
    embedded = await startEmbeddedPostgres(dir);
  } else {
    await assertEmptyDatabase(config.databaseUrl);
    const url = config.databaseUrl;
    undo.push(() => dropEveryTable(url));
  }
  const dataSource = new DataSource({
    ...dataSourceOptions(config.databaseUrl ?? embedded!.url, 1),
    migrations,
    logging: ['error'],
  });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'all' });
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction();
      let rows = 0;
      for (const table of manifest.tables) {
        rows += await loadTable(runner, table.table, dumpedRows(tableFile(from, table.table), table));
      }
      await runner.commitTransaction();
      return rows;
    } catch (error) {
      await runner.rollbackTransaction().catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  } finally {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
  }
}

async function assertEmptyDatabase(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM pg_tables WHERE schemaname = current_schema()',
    );
    if (Number(rows[0]!.n) > 0) {
      throw new BackupError(
        'TARGET_NOT_EMPTY',
        'The database named by DATABASE_URL is not empty: restore into a new database.',
      );
    }
  } finally {
    await client.end();
  }
}

/** Undoes a failed restore into a database that was empty before it. */
async function dropEveryTable(url: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      'SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()',
    );
    for (const { name } of rows) await client.query(`DROP TABLE IF EXISTS "${name}" CASCADE`);
    const functions = await client.query<{ name: string }>(
      `SELECT p.oid::regprocedure::text AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = current_schema()
          AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`,
    );
    for (const { name } of functions.rows) await client.query(`DROP FUNCTION IF EXISTS ${name} CASCADE`);
  } finally {
    await client.end();
  }
}
