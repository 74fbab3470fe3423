import 'reflect-metadata';
import { readdir } from 'node:fs/promises';
import { resolve, join } from 'node:path';
import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AuthModule } from '@coffer/server-auth';
import { CoreModule, validateEnvironment, type AppConfig } from '@coffer/server-core';
import {
  BackupError,
  BackupService,
  backupThroughServer,
  ConsistencyService,
  FilesModule,
  restoreBackup,
} from '@coffer/server-files';
import { MailModule } from '@coffer/server-mail';

/**
 * The operator's command line, `npm run coffer -- <command>`:
 *   backup <directory>    a consistent backup of the instance, running or not (docs/deploy.md, Backups)
 *   restore <directory>   rebuilds an instance from a backup into a fresh DATA_DIR or empty database, and checks it
 *   fsck [--repair] [--verify-content] [--orphan-grace-seconds N] [--staging-max-age-seconds N]
 * Configuration comes from the environment, as for the server. Exit code 0 on success, 1 when
 * the command found a problem (fsck: inconsistent), 2 when it failed.
 */
const COMMANDS: Record<string, (args: string[]) => Promise<void>> = { backup, restore, fsck };

function operatorConfig(): AppConfig {
  return validateEnvironment({
    ...process.env,
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    REAPER_INTERVAL_SECONDS: '0',
  });
}

/** The services the commands use, without HTTP (and with the reaper off). */
async function operatorContext(config: AppConfig): Promise<INestApplicationContext> {
  @Module({ imports: [CoreModule.forRoot(config), MailModule, AuthModule, FilesModule] })
  class OperatorModule {}
  return NestFactory.createApplicationContext(OperatorModule, { logger: ['error', 'warn'] });
}

const say = (line: string) => process.stdout.write(`${line}\n`);

/**
 * Through the running server when one answers on DATA_DIR's control socket (the only way with the
 * embedded database), otherwise in this process (the server is stopped, or runs elsewhere on
 * PostgreSQL: the deletion hold covers every replica).
 */
async function backup(args: string[]): Promise<void> {
  if (!args[0]) throw new BackupError('NOT_A_BACKUP', 'usage: backup <directory>');
  const to = resolve(args[0]);
  if ((await readdir(to).catch(() => [])).length > 0) {
    throw new BackupError('TARGET_NOT_EMPTY', `${to} is not empty: a backup is written to a new or empty directory.`);
  }
  const config = operatorConfig();
  let summary;
  try {
    summary = await backupThroughServer(join(config.dataDir, 'control.sock'), to, say);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT' && code !== 'ECONNREFUSED') throw error;
    const app = await operatorContext(config);
    try {
      summary = await app.get(BackupService).take(to, say);
    } finally {
      await app.close();
    }
  }
  say(
    `backup: ${summary.tables} tables (${summary.rows} rows), ${summary.blobs} objects (${summary.bytes} bytes) in ${summary.directory}, ${summary.seconds} s`,
  );
  if (summary.damaged > 0) {
    say(`backup: ${summary.damaged} objects did not match the database (listed in the manifest); run fsck`);
    process.exitCode = 1;
  }
}

async function restore(args: string[]): Promise<void> {
  if (!args[0]) throw new BackupError('NOT_A_BACKUP', 'usage: restore <directory>');
  const config = operatorConfig();
  const summary = await restoreBackup(
    resolve(args[0]),
    config,
    async () => {
      // Starting checks the key against the sealed secrets and runs later migrations; fsck the rest.
      const app = await operatorContext(config);
      try {
        const report = await app.get(ConsistencyService).check({ repair: false });
        if (!report.ok) {
          throw new BackupError(
            'RESTORE_INCONSISTENT',
            `The restored instance is not consistent: ${JSON.stringify(report)}`,
          );
        }
      } finally {
        await app.close();
      }
    },
    say,
  );
  say(
    `restore: ${summary.tables} tables (${summary.rows} rows), ${summary.blobs} objects (${summary.bytes} bytes) restored and checked, fsck consistent, ${summary.seconds} s`,
  );
}

async function fsck(args: string[]): Promise<void> {
  const repair = args.includes('--repair');
  const seconds = (flag: string) => {
    const at = args.indexOf(flag);
    return at === -1 ? undefined : Number(args[at + 1]) * 1000;
  };
  const app = await operatorContext(operatorConfig());
  try {
    const report = await app.get(ConsistencyService).check({
      repair,
      orphanGraceMs: seconds('--orphan-grace-seconds'),
      stagingMaxAgeMs: seconds('--staging-max-age-seconds'),
      verifyContent: args.includes('--verify-content'),
    });
    for (const file of report.damagedFiles) {
      process.stderr.write(
        `fsck: damaged file ${file.ownerEmail} ${file.path}${file.name} (${file.reason}: recorded ${file.recordedSize} bytes, blob ${file.blobSize}, stored ${file.storedSize ?? 'as recorded'})` +
          `${report.repaired ? " quarantined: moved to its owner's trash, its blob taken out of de-duplication" : ''}\n`,
      );
    }
    process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      report.ok
        ? 'fsck: consistent\n'
        : `fsck: ${report.missingBlobs.length} missing blobs, ${report.damagedFiles.length} damaged files, ${report.missingDerived.length} missing thumbnails, ${report.orphanObjects.length} orphan objects, ${report.refCountDrift.length} reference-count drifts, ` +
            `${report.usageDrift.length} usage drifts, ${report.trashDrift.length} stray trashed items, ${report.staleStaging} stale staging files, ${report.staleUploads.length} stale uploads holding ` +
            `${report.staleUploads.reduce((sum, u) => sum + u.reservedBytes, 0)} reserved bytes` +
            `${report.repaired ? ' (repaired what can be repaired)' : ''}\n`,
    );
    process.exitCode = report.ok ? 0 : 1;
  } finally {
    await app.close();
  }
}

const [command = '', ...args] = process.argv.slice(2);
const run = COMMANDS[command];
if (!run) {
  process.stderr.write(`usage: npm run coffer -- <${Object.keys(COMMANDS).join('|')}> [arguments]\n`);
  process.exit(2);
}
run(args).catch((error: unknown) => {
  const code = error instanceof BackupError ? `${error.code}: ` : '';
  const detail =
    error instanceof BackupError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`${command} failed: ${code}${detail}\n`);
  process.exit(2);
});
