import 'reflect-metadata';
import { readdir } from 'node:fs/promises';
import { resolve, join } from 'node:path';
import { Module, type INestApplicationContext } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AccountAdministration, AuthModule } from '@coffer/server-auth';
import { CoreModule, DomainError, validateEnvironment, type AppConfig } from '@coffer/server-core';
import {
  BackupError,
  BackupService,
  backupThroughServer,
  ConsistencyService,
  FilesModule,
  QuotaService,
  restoreBackup,
} from '@coffer/server-files';
import { MailModule } from '@coffer/server-mail';

/**
 * The operator's command line, `npm run coffer -- <command>`:
 *   backup <directory>    a consistent backup of the instance, running or not (docs/deploy.md, Backups)
 *   restore <directory>   rebuilds an instance from a backup into a fresh DATA_DIR or empty database, and checks it
 *   fsck [--repair] [--verify-content] [--orphan-grace-seconds N] [--staging-max-age-seconds N]
 *   create-user <email> <name>   an account with a verified address; its password on standard input
 *   set-password <email>         a new password (standard input); every session and token of the account ends
 *   set-quota <email> <size|default>   the account's quota: bytes, or 500MB, 10GiB, …; default: STORAGE_QUOTA_BYTES
 *   reset-second-factors <email> takes away the authenticator app, recovery codes and passkeys
 * Configuration comes from the environment, as for the server. Exit code 0 on success, 1 when
 * the command found a problem (fsck: inconsistent), 2 when it failed.
 */
const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  backup,
  restore,
  fsck,
  'create-user': createUser,
  'set-password': setPassword,
  'set-quota': setQuota,
  'reset-second-factors': resetSecondFactors,
};

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

/** Runs `work` with the operator's services, closing them after. */
async function withServices<T>(work: (app: INestApplicationContext) => Promise<T>): Promise<T> {
  const app = await operatorContext(operatorConfig());
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

/** A password from standard input (its first line): never on the command line, where `ps` shows it. */
async function passwordFromStdin(): Promise<string> {
  if (process.stdin.isTTY) {
    throw new DomainError(
      'VALIDATION_ERROR',
      'pipe the password on standard input, for example: printf \'%s\\n\' "$PASSWORD" | npm run coffer -- …',
    );
  }
  let text = '';
  for await (const chunk of process.stdin) text += String(chunk);
  return text.split(/\r?\n/)[0] ?? '';
}

const UNITS: Record<string, number> = {
  b: 1,
  kb: 1e3,
  mb: 1e6,
  gb: 1e9,
  tb: 1e12,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
  tib: 1024 ** 4,
};

/** Bytes from `123`, `500MB`, `10 GiB`; null for `default`. */
function parseSize(text: string | undefined): number | null {
  if (text === 'default') return null;
  const match = /^(\d+(?:\.\d+)?)\s*([a-z]*)$/i.exec(text?.trim() ?? '');
  const unit = UNITS[(match?.[2] || 'b').toLowerCase()];
  if (!match || unit === undefined)
    throw new DomainError('VALIDATION_ERROR', `"${text ?? ''}" is not a size (500MB, 10GiB, 1073741824, default).`);
  return Math.round(Number(match[1]) * unit);
}

async function createUser(args: string[]): Promise<void> {
  const [email, ...name] = args;
  if (!email || name.length === 0) throw new DomainError('VALIDATION_ERROR', 'usage: create-user <email> <name>');
  const password = await passwordFromStdin();
  const user = await withServices((app) =>
    app.get(AccountAdministration).createUser({ email, name: name.join(' '), password }),
  );
  say(`create-user: ${user.email} (${user.id}) created; its address counts as verified`);
}

async function setPassword(args: string[]): Promise<void> {
  if (!args[0]) throw new DomainError('VALIDATION_ERROR', 'usage: set-password <email>');
  const password = await passwordFromStdin();
  const user = await withServices((app) => app.get(AccountAdministration).setPassword(args[0], password));
  say(`set-password: ${user.email} has a new password; its sessions and access tokens ended`);
}

async function setQuota(args: string[]): Promise<void> {
  if (!args[0] || !args[1]) throw new DomainError('VALIDATION_ERROR', 'usage: set-quota <email> <size|default>');
  const bytes = parseSize(args[1]);
  const user = await withServices(async (app) => {
    const account = await app.get(AccountAdministration).findByEmail(args[0]);
    await app.get(QuotaService).setQuota(account.id, bytes);
    return account;
  });
  say(`set-quota: ${user.email} may store ${bytes === null ? 'the default (STORAGE_QUOTA_BYTES)' : `${bytes} bytes`}`);
}

async function resetSecondFactors(args: string[]): Promise<void> {
  if (!args[0]) throw new DomainError('VALIDATION_ERROR', 'usage: reset-second-factors <email>');
  const user = await withServices((app) => app.get(AccountAdministration).resetSecondFactors(args[0]));
  say(`reset-second-factors: ${user.email} signs in with its password alone until it sets up a second factor again`);
}

const [command = '', ...args] = process.argv.slice(2);
const run = COMMANDS[command];
if (!run) {
  process.stderr.write(`usage: npm run coffer -- <${Object.keys(COMMANDS).join('|')}> [arguments]\n`);
  process.exit(2);
}
run(args).catch((error: unknown) => {
  const code = error instanceof BackupError || error instanceof DomainError ? `${error.code}: ` : '';
  const detail =
    error instanceof BackupError || error instanceof DomainError
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`${command} failed: ${code}${detail}\n`);
  process.exit(2);
});
