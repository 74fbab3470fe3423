import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  APP_CONFIG,
  dumpTable,
  selectRows,
  tablesInDependencyOrder,
  type AppConfig,
  type DumpedTable,
} from '@coffer/server-core';
import { DeletionHold, LocalStorageDriver, StorageService, syncPath } from '@coffer/server-storage';
import {
  BACKUP_FORMAT,
  BackupError,
  BLOBS_FILE,
  KEY_FILE,
  MANIFEST_FILE,
  TRANSIENT_TABLES,
  tableFile,
  type BackedUpObject,
  type BackupManifest,
  type BackupSummary,
} from './backup-format';

/**
 * Takes a consistent backup of a running instance (any number of replicas on PostgreSQL, or the
 * one process of the embedded database): blob deletions are held across every process, one
 * REPEATABLE READ snapshot of the database is written, then the bytes of every object that
 * snapshot names are copied (read back and hashed as written), then the key and, last, the
 * manifest. Uploads and deletions go on meanwhile; what they change after the snapshot is not in
 * the backup. A failure removes everything the backup wrote.
 */
@Injectable()
export class BackupService {
  private readonly logger = new Logger('Backup');
  private running = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly hold: DeletionHold,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async take(directory: string, say: (line: string) => void = () => undefined): Promise<BackupSummary> {
    if (this.running) throw new BackupError('BACKUP_RUNNING', 'A backup is already being taken by this server.');
    this.running = true;
    const started = Date.now();
    try {
      await this.prepareEmpty(directory);
    } catch (error) {
      this.running = false;
      throw error;
    }
    try {
      const hold = await this.hold.begin(`backup to ${directory}`);
      try {
        const { migrations, tables, objects } = await this.snapshot(directory);
        const rows = tables.reduce((sum, t) => sum + t.rows, 0);
        say(`database: ${tables.length} tables, ${rows} rows in one snapshot`);
        const included = this.storage.driverName === 'local';
        const damaged = included ? await this.copyObjects(directory, objects, say) : [];
        const list = objects.map((o) => `${JSON.stringify(o)}\n`).join('');
        await writeFile(join(directory, BLOBS_FILE), list, { mode: 0o600 });
        const key = this.config.appSecret ? 'APP_SECRET' : KEY_FILE;
        if (key === KEY_FILE) await copyFile(join(this.config.dataDir, KEY_FILE), join(directory, KEY_FILE));
        const bytes = objects.reduce((sum, o) => sum + o.size, 0);
        const manifest: BackupManifest = {
          format: BACKUP_FORMAT,
          createdAt: new Date().toISOString(),
          database: this.config.databaseUrl ? 'postgresql' : 'embedded',
          migrations,
          tables,
          blobs: {
            driver: this.storage.driverName,
            included,
            count: objects.length,
            bytes,
            listSha256: createHash('sha256').update(list).digest('hex'),
          },
          key,
          damaged,
        };
        await syncEvery(directory);
        // The manifest last: a directory without it is an unfinished backup.
        await writeFile(join(directory, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
        await syncPath(join(directory, MANIFEST_FILE));
        await syncPath(directory);
        const summary: BackupSummary = {
          directory,
          tables: tables.length,
          rows,
          blobs: objects.length,
          bytes,
          damaged: damaged.length,
          seconds: Math.round((Date.now() - started) / 100) / 10,
        };
        this.logger.log({ msg: 'Backup taken', ...summary });
        return summary;
      } finally {
        await hold.release().catch(() => undefined);
      }
    } catch (error) {
      await this.removeContents(directory);
      throw error;
    } finally {
      this.running = false;
    }
  }

  private async prepareEmpty(directory: string): Promise<void> {
    await mkdir(directory, { recursive: true, mode: 0o700 });
    if ((await readdir(directory)).length > 0) {
      throw new BackupError(
        'TARGET_NOT_EMPTY',
        `${directory} is not empty: a backup is written to a new or empty directory.`,
      );
    }
  }

  private async removeContents(directory: string): Promise<void> {
    const entries = await readdir(directory).catch(() => [] as string[]);
    await Promise.all(entries.map((entry) => rm(join(directory, entry), { recursive: true, force: true })));
  }

  /** The database in one snapshot, and the objects it names. */
  private async snapshot(
    directory: string,
  ): Promise<{ migrations: string[]; tables: DumpedTable[]; objects: BackedUpObject[] }> {
    await mkdir(join(directory, 'database'), { mode: 0o700 });
    const runner = this.dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
      const migrations = (await selectRows<{ name: string }>(runner, 'SELECT name FROM migration ORDER BY id')).map(
        (m) => m.name,
      );
      const tables: DumpedTable[] = [];
      for (const table of await tablesInDependencyOrder(runner)) {
        if (!TRANSIENT_TABLES.has(table)) tables.push(await dumpTable(runner, table, tableFile(directory, table)));
      }
      const objects = (
        await selectRows<{ key: string; size: string; sha256: string; kind: BackedUpObject['kind'] }>(
          runner,
          `SELECT storage_key AS key, size::text AS size, sha256, 'blob' AS kind FROM blob
           UNION ALL SELECT storage_key, size::text, '', 'thumbnail' FROM derived_blob
           ORDER BY key`,
        )
      ).map((o) => ({ ...o, size: Number(o.size) }));
      await runner.query('COMMIT');
      return { migrations, tables, objects };
    } catch (error) {
      await runner.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      await runner.release();
    }
  }

  /** Copies each object's bytes into `blobs/`, hashing them as read back from the backup's disk. */
  private async copyObjects(
    directory: string,
    objects: BackedUpObject[],
    say: (line: string) => void,
  ): Promise<BackupManifest['damaged']> {
    const target = new LocalStorageDriver(join(directory, 'blobs'));
    const damaged: BackupManifest['damaged'] = [];
    let copied = 0;
    let lastSaid = Date.now();
    for (const object of objects) {
      const hash = createHash('sha256');
      let size: number;
      try {
        ({ size } = await target.put(object.key, await this.storage.get(object.key), {
          durableEntry: false,
          onChunk: (chunk) => hash.update(chunk),
        }));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        damaged.push({ key: object.key, reason: 'missing from the storage' });
        continue;
      }
      const sha256 = hash.digest('hex');
      if (object.kind === 'thumbnail') object.sha256 = sha256;
      if (size !== object.size || sha256 !== object.sha256) {
        damaged.push({ key: object.key, reason: `stored ${size} bytes with SHA-256 ${sha256}` });
      }
      copied++;
      if (Date.now() - lastSaid > 5000) {
        say(`blobs: ${copied} of ${objects.length} copied`);
        lastSaid = Date.now();
      }
    }
    say(`blobs: ${copied} copied${damaged.length ? `, ${damaged.length} damaged (run fsck)` : ''}`);
    return damaged;
  }
}

/** fsync of every file under `directory`, then of each directory (the copies were written unsynced). */
async function syncEvery(directory: string): Promise<void> {
  for (const entry of await readdir(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) await syncEvery(path);
    else await syncPath(path);
  }
  await syncPath(directory);
}
