import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, Clock, returningRows, type AppConfig } from '@coffer/server-core';
import { StorageService } from '@coffer/server-storage';

/** Uploads in progress write their blobs before the database commit; younger orphans may be theirs. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;
/** Staging files older than this belong to no live upload. */
export const STAGING_MAX_AGE_MS = 2 * 60 * 60 * 1000;

export interface ConsistencyReport {
  /** Blob rows whose bytes are missing or have the wrong size (files that cannot be read). */
  missingBlobs: Array<{ blobId: string; storageKey: string; expectedSize: number; actualSize: number | null }>;
  /** Stored objects no blob row references (older than the grace period). */
  orphanObjects: string[];
  /** Blob rows whose reference count differs from the items that reference them. */
  refCountDrift: Array<{ blobId: string; stored: number; actual: number }>;
  /** Accounts whose recorded usage differs from the sum of their file sizes. */
  usageDrift: Array<{ userId: string; stored: number; actual: number }>;
  /** Staging files older than the upload timeout. */
  staleStaging: number;
  /** Upload reservations past their expiry. */
  expiredReservations: number;
  ok: boolean;
  repaired: boolean;
}

export interface CheckOptions {
  repair: boolean;
  /** How old an unreferenced object must be to count as an orphan (tests use 0). */
  orphanGraceMs?: number;
  stagingMaxAgeMs?: number;
}

/**
 * The consistency check (`npm run fsck`) and the reaper: every file row has its bytes, no bytes
 * lack a row, reference counts and usage equal their sums, and nothing stale is left in staging.
 * Repair removes orphans and recomputes counters; missing bytes can only be reported.
 */
@Injectable()
export class ConsistencyService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Consistency');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.reaperIntervalSeconds === 0) return;
    const reap = () =>
      this.reap().catch((error: unknown) => this.logger.warn(`Reaper failed: ${error instanceof Error ? error.message : String(error)}`));
    void reap();
    this.timer = setInterval(reap, this.config.reaperIntervalSeconds * 1000);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** The periodic cleanup: stale staging, expired reservations, orphans past the grace period. */
  async reap(): Promise<void> {
    const report = await this.check({ repair: false });
    const removed = await this.removeGarbage(report, STAGING_MAX_AGE_MS);
    if (removed > 0) this.logger.log(`Reaper removed ${removed} leftovers`);
  }

  async check(options: CheckOptions): Promise<ConsistencyReport> {
    const now = this.clock.now().getTime();
    const grace = options.orphanGraceMs ?? ORPHAN_GRACE_MS;
    const stagingAge = options.stagingMaxAgeMs ?? STAGING_MAX_AGE_MS;
    const blobs: Array<{ id: string; storage_key: string; size: string }> = await this.dataSource.query('SELECT id, storage_key, size FROM blob');
    const known = new Set(blobs.map((b) => b.storage_key));
    const missingBlobs: ConsistencyReport['missingBlobs'] = [];
    for (const blob of blobs) {
      const actual = await this.storage.size(blob.storage_key);
      if (actual !== Number(blob.size)) missingBlobs.push({ blobId: blob.id, storageKey: blob.storage_key, expectedSize: Number(blob.size), actualSize: actual });
    }
    const orphanObjects: string[] = [];
    for await (const object of this.storage.list()) {
      if (!known.has(object.key) && now - object.modifiedAt.getTime() >= grace) orphanObjects.push(object.key);
    }
    const refCountDrift = (
      await this.dataSource.query(
        `SELECT b.id, b.ref_count, COALESCE(r.n, 0)::int AS actual FROM blob b
         LEFT JOIN (SELECT blob_id, count(*) AS n FROM item WHERE blob_id IS NOT NULL GROUP BY blob_id) r ON r.blob_id = b.id
         WHERE b.ref_count <> COALESCE(r.n, 0)`,
      )
    ).map((r: { id: string; ref_count: number; actual: number }) => ({ blobId: r.id, stored: r.ref_count, actual: r.actual }));
    const usageDrift = (
      await this.dataSource.query(
        `SELECT u.id AS user_id, COALESCE(s.used_bytes, 0)::bigint AS stored, COALESCE(f.total, 0)::bigint AS actual
         FROM app_user u
         LEFT JOIN user_storage s ON s.user_id = u.id
         LEFT JOIN (SELECT owner_id, sum(size) AS total FROM item WHERE type = 'file' GROUP BY owner_id) f ON f.owner_id = u.id
         WHERE COALESCE(s.used_bytes, 0) <> COALESCE(f.total, 0)`,
      )
    ).map((r: { user_id: string; stored: string; actual: string }) => ({ userId: r.user_id, stored: Number(r.stored), actual: Number(r.actual) }));
    const staleStaging = await this.storage.purgeStaging(new Date(now - stagingAge), false);
    const [{ n: expiredReservations }] = await this.dataSource.query('SELECT count(*)::int AS n FROM upload WHERE expires_at <= $1', [new Date(now)]);
    const report: ConsistencyReport = {
      missingBlobs,
      orphanObjects,
      refCountDrift,
      usageDrift,
      staleStaging,
      expiredReservations,
      ok: missingBlobs.length + orphanObjects.length + refCountDrift.length + usageDrift.length + staleStaging + expiredReservations === 0,
      repaired: false,
    };
    if (options.repair && !report.ok) {
      await this.removeGarbage(report, stagingAge);
      await this.dataSource.transaction(async (manager) => {
        for (const drift of refCountDrift) await manager.query('UPDATE blob SET ref_count = $2 WHERE id = $1', [drift.blobId, drift.actual]);
        const freed = returningRows<{ storage_key: string }>(
          await manager.query('DELETE FROM blob b WHERE b.ref_count = 0 AND NOT EXISTS (SELECT 1 FROM item i WHERE i.blob_id = b.id) RETURNING storage_key'),
        );
        for (const drift of usageDrift) {
          await manager.query(
            'INSERT INTO user_storage (user_id, used_bytes) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET used_bytes = EXCLUDED.used_bytes',
            [drift.userId, drift.actual],
          );
        }
        await this.storage.deleteQuietly(freed.map((f) => f.storage_key));
      });
      report.repaired = true;
    }
    return report;
  }

  private async removeGarbage(report: ConsistencyReport, stagingAge: number): Promise<number> {
    await this.storage.deleteQuietly(report.orphanObjects);
    const staging = await this.storage.purgeStaging(new Date(this.clock.now().getTime() - stagingAge), true);
    const expired = returningRows<{ id: string }>(await this.dataSource.query('DELETE FROM upload WHERE expires_at <= $1 RETURNING id', [this.clock.now()]));
    return report.orphanObjects.length + staging + expired.length;
  }
}
