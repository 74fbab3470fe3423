import 'reflect-metadata';
import { Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { AuthModule } from '@coffer/server-auth';
import { CoreModule, validateEnvironment } from '@coffer/server-core';
import { ConsistencyService, FilesModule } from '@coffer/server-files';
import { MailModule } from '@coffer/server-mail';

/**
 * `npm run fsck [-- --repair] [--verify-content] [--orphan-grace-seconds N] [--staging-max-age-seconds N]`: checks (and with --repair mends) the consistency of the
 * database and the blob store, including what uploads of dead processes left (reservations,
 * staging files, bytes), each with its age. Unfinished resumable (tus) uploads belong to no
 * process: they are reported (`resumable: true`) and repaired only once expired. Files whose recorded
 * size or hash disagrees with their blob are listed by owner and path (`--verify-content` also
 * re-hashes every blob's bytes); `--repair` quarantines them (docs/deploy.md, Upgrading). Exit code 0 when consistent, 1 otherwise. With the embedded
 * database, stop the server first (it allows one process); with DATABASE_URL it can run anytime.
 */
async function main(): Promise<void> {
  const repair = process.argv.includes('--repair');
  const seconds = (flag: string) => {
    const at = process.argv.indexOf(flag);
    return at === -1 ? undefined : Number(process.argv[at + 1]) * 1000;
  };
  const config = validateEnvironment({
    ...process.env,
    LOG_LEVEL: process.env['LOG_LEVEL'] ?? 'warn',
    REAPER_INTERVAL_SECONDS: '0',
  });

  @Module({ imports: [CoreModule.forRoot(config), MailModule, AuthModule, FilesModule] })
  class FsckModule {}

  const app = await NestFactory.createApplicationContext(FsckModule, { logger: ['error', 'warn'] });
  try {
    const report = await app.get(ConsistencyService).check({
      repair,
      orphanGraceMs: seconds('--orphan-grace-seconds'),
      stagingMaxAgeMs: seconds('--staging-max-age-seconds'),
      verifyContent: process.argv.includes('--verify-content'),
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

main().catch((error: unknown) => {
  process.stderr.write(`fsck failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(2);
});
