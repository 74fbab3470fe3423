import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { DataSource, type EntityManager } from 'typeorm';
import { APP_CONFIG, Clock, returningRows, withAdvisoryLock, type AppConfig } from '@coffer/server-core';
import { StorageService } from '@coffer/server-storage';
import { BlobRepository } from '../persistence/blob.repository';
import { FilesService } from './files.service';
import { UploadInstance } from './upload-instance';

/**
 * Bytes no blob row and no upload names are garbage once this old. Every upload records its keys
 * before writing, so this only guards the moments between a commit or delete and the removal of
 * the bytes it made redundant (and leftovers of versions that did not record keys).
 */
export const ORPHAN_GRACE_MS = 10 * 60 * 1000;
/** Staging files no upload names are leftovers once this old. */
export const STAGING_MAX_AGE_MS = 10 * 60 * 1000;

export interface AgedKey {
  key: string;
  ageSeconds: number;
}

export interface StaleUpload {
  uploadId: string;
  ownerId: string;
  reservedBytes: number;
  ageSeconds: number;
  /** `dead-process`: the process receiving it is gone; `expired`: its reservation ran out. */
  reason: 'dead-process' | 'expired';
  /** Storage keys it recorded (ahead of its files, in batches): where its bytes may be. */
  stagedKeys: number;
  /** A resumable (tus) upload: it survives restarts and is stale only once expired. */
  resumable: boolean;
}

/** The SHA-256 of no bytes: recorded for a non-empty file, its bytes were never stored. */
const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';
/** A quarantined blob's content address is taken out of the SHA-256 space: no upload is ever merged onto it. */
const LIVE_ADDRESS = `b.sha256 ~ '^[0-9a-f]{64}$'`;

export type DamageReason = 'size-mismatch' | 'empty-content-hash' | 'hash-mismatch' | 'bytes-short';

/** A file whose recorded size or content address disagrees with its blob or the blob's bytes. */
export interface DamagedFile {
  itemId: string;
  ownerId: string;
  ownerEmail: string;
  /** Folder path and name, as the owner sees them. */
  path: string;
  name: string;
  blobId: string;
  reason: DamageReason;
  recordedSize: number;
  blobSize: number;
  storedSize: number | null;
}

export interface ConsistencyReport {
  /** Blob rows whose bytes are missing or have the wrong size (files that cannot be read). */
  missingBlobs: Array<{ blobId: string; storageKey: string; expectedSize: number; actualSize: number | null }>;
  /** Derived rows (thumbnails) whose bytes are missing or have the wrong size; repair drops them (they are made again). */
  missingDerived: Array<{
    blobId: string;
    variant: string;
    storageKey: string;
    expectedSize: number;
    actualSize: number | null;
  }>;
  /** Stored objects no blob row and no live upload names (with their age). */
  orphanObjects: AgedKey[];
  /**
   * Files whose recorded size or hash does not match their blob (sizes, the empty-input hash on
   * a non-empty file; with `verifyContent`, the bytes re-hashed). Repair quarantines them.
   */
  damagedFiles: DamagedFile[];
  /** Blobs quarantined by an earlier repair (kept for their owners, never de-duplicated onto). */
  quarantinedBlobs: number;
  /** Blob rows whose reference count differs from the items and versions that reference them. */
  refCountDrift: Array<{ blobId: string; stored: number; actual: number }>;
  /** Trashed items whose trash entry is missing or live (they could be neither restored nor purged with it). */
  trashDrift: Array<{ itemId: string; trashRootId: string }>;
  /** Accounts whose recorded usage differs from the sum of their files (live and trashed) and versions. */
  usageDrift: Array<{ userId: string; stored: number; actual: number }>;
  /** Unfinished writes no live upload owns (with their age). */
  staleStagingFiles: Array<{ id: string; key: string | null; ageSeconds: number }>;
  staleStaging: number;
  /** Uploads whose process died or whose reservation expired: they still hold quota. */
  staleUploads: StaleUpload[];
  expiredReservations: number;
  ok: boolean;
  repaired: boolean;
}

export interface CheckOptions {
  repair: boolean;
  /** How old an object no one names must be to count as an orphan (tests use 0). */
  orphanGraceMs?: number;
  stagingMaxAgeMs?: number;
  /** Re-hash every blob's bytes (reads all storage) to find contents that differ from their address. */
  verifyContent?: boolean;
}

/**
 * The consistency check (`npm run fsck`) and the reaper: every file row has its bytes, no bytes
 * lack a row, reference counts and usage equal their sums, and nothing is left of uploads whose
 * process died. Repair removes leftovers and recomputes counters; missing bytes can only be reported.
 *
 * What belongs to a live upload is decided by the upload rows (each records its process and, before
 * writing, its storage keys) and UploadInstance. Storage is listed before the database is read, so
 * an object or staging file seen belongs to an upload row that existed by then.
 */
/** The advisory lock that keeps two replicas' reapers apart (next to the migration and upload locks). */
const REAPER_LOCK_ID = 0x0c0ffe6;

@Injectable()
export class ConsistencyService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Consistency');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly storage: StorageService,
    private readonly clock: Clock,
    private readonly instance: UploadInstance,
    private readonly files: FilesService,
    private readonly blobRows: BlobRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * At start the uploads that died with a previous process are released before the server
   * answers (their quota is free at once), then the reaper runs on its interval. A reaper
   * interval of 0 turns both off (test apps sharing one database).
   */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.reaperIntervalSeconds === 0) return;
    const failed = (what: string) => (error: unknown) =>
      this.logger.warn(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
    // Only the dead uploads are waited for (a few queries); the full check walks all storage.
    const released = await this.releaseDeadUploads().catch(failed('Releasing dead uploads'));
    if (released) this.logger.log(`Released ${released} uploads of processes that are gone`);
    const reap = () => this.reap().catch(failed('Reaper'));
    void reap();
    this.timer = setInterval(() => void reap(), this.config.reaperIntervalSeconds * 1000);
    this.timer.unref();
  }

  /** Releases the uploads whose process is gone: reservations, recorded keys and their partial writes. */
  async releaseDeadUploads(): Promise<number> {
    // Resumable uploads outlive their process (the client resumes them): they end by expiry.
    const uploads: Array<{ id: string; instance_key: number | null }> = await this.dataSource.query(
      'SELECT id, instance_key FROM upload WHERE NOT resumable',
    );
    const dead = await this.instance.deadKeys(uploads.map((u) => u.instance_key));
    return this.releaseUploads(uploads.filter((u) => dead.has(u.instance_key)).map((u) => u.id));
  }

  private async releaseUploads(ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    // Keys a blob row names are committed bytes, never garbage.
    const keys: Array<{ storage_key: string }> = await this.dataSource.query(
      `SELECT s.storage_key FROM upload_staged s WHERE s.upload_id = ANY($1::uuid[])
          AND NOT EXISTS (SELECT 1 FROM blob b WHERE b.storage_key = s.storage_key)`,
      [ids],
    );
    await this.storage.deleteQuietly(keys.map((k) => k.storage_key));
    const released = returningRows<{ id: string }>(
      await this.dataSource.query('DELETE FROM upload WHERE id = ANY($1::uuid[]) RETURNING id', [ids]),
    ).length;
    // A released resumable upload is gone for its client too (HEAD answers 404).
    await this.dataSource.query('DELETE FROM resumable_upload WHERE upload_id IS NULL AND item_id IS NULL');
    return released;
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /**
   * The cleanup at start and on the interval: expired trash, dead uploads, stale staging, orphans
   * past the grace period. One replica at a time, and no storage round trip per blob (the full
   * check is `npm run fsck`).
   */
  async reap(): Promise<void> {
    // Another replica's reaper holding the lock: this run is skipped.
    await withAdvisoryLock(this.config.databaseUrl, REAPER_LOCK_ID, false, async () => {
      // Completed resumable uploads are remembered (for their Coffer-Item-Id) until they would have expired.
      await this.dataSource.query('DELETE FROM resumable_upload WHERE item_id IS NOT NULL AND expires_at <= $1', [
        this.clock.now(),
      ]);
      let purged = 0;
      for (let batch = await this.files.purgeExpiredTrash(); batch > 0; batch = await this.files.purgeExpiredTrash())
        purged += batch;
      if (purged > 0) this.logger.log(`Reaper purged ${purged} trash entries older than TRASH_RETENTION_DAYS`);
      const removed = await this.removeGarbage(await this.survey({}));
      if (removed > 0) this.logger.log(`Reaper removed ${removed} leftovers`);
    });
  }

  /**
   * What the reaper removes, found without a storage round trip per blob: uploads whose process
   * is gone or whose reservation expired, bytes nobody names (past the grace period), and stale
   * unfinished writes. Storage is listed before the database is read (see the class comment).
   */
  private async survey(options: Pick<CheckOptions, 'orphanGraceMs' | 'stagingMaxAgeMs'>) {
    const nowDate = this.clock.now();
    const now = nowDate.getTime();
    const grace = options.orphanGraceMs ?? ORPHAN_GRACE_MS;
    const stagingAge = options.stagingMaxAgeMs ?? STAGING_MAX_AGE_MS;
    const age = (at: Date) => Math.max(0, Math.round((now - at.getTime()) / 1000));

    // Storage first (see the class comment).
    const staging: Array<{ id: string; key: string | null; modifiedAt: Date }> = [];
    for await (const entry of this.storage.listStaging()) staging.push(entry);
    const objects: Array<{ key: string; modifiedAt: Date }> = [];
    for await (const object of this.storage.list()) objects.push(object);

    const uploads: Array<{
      id: string;
      owner_id: string;
      reserved_bytes: string;
      created_at: Date;
      expires_at: Date;
      instance_key: number | null;
      resumable: boolean;
      staged: string;
    }> = await this.dataSource.query(
      `SELECT u.id, u.owner_id, u.reserved_bytes, u.created_at, u.expires_at, u.instance_key, u.resumable,
                (SELECT count(*) FROM upload_staged s WHERE s.upload_id = u.id)::int AS staged
           FROM upload u`,
    );
    const staged: Array<{ upload_id: string; storage_key: string }> = await this.dataSource.query(
      'SELECT upload_id, storage_key FROM upload_staged',
    );
    const blobs: Array<{ id: string; storage_key: string; size: string; sha256: string; live: boolean }> =
      await this.dataSource.query(`SELECT b.id, b.storage_key, b.size, b.sha256, ${LIVE_ADDRESS} AS live FROM blob b`);

    const dead = await this.instance.deadKeys(uploads.filter((u) => !u.resumable).map((u) => u.instance_key));
    const staleUploads: StaleUpload[] = [];
    const liveUploads = new Set<string>();
    for (const u of uploads) {
      const reason =
        !u.resumable && dead.has(u.instance_key)
          ? 'dead-process'
          : new Date(u.expires_at).getTime() <= now
            ? 'expired'
            : null;
      if (reason === null) liveUploads.add(u.id);
      else {
        staleUploads.push({
          uploadId: u.id,
          ownerId: u.owner_id,
          reservedBytes: Number(u.reserved_bytes),
          ageSeconds: age(new Date(u.created_at)),
          reason,
          stagedKeys: Number(u.staged),
          resumable: u.resumable,
        });
      }
    }
    const liveKeys = new Set(staged.filter((s) => liveUploads.has(s.upload_id)).map((s) => s.storage_key));
    const staleIds = new Set(staleUploads.map((u) => u.uploadId));
    const deadKeys = new Set(staged.filter((s) => staleIds.has(s.upload_id)).map((s) => s.storage_key));
    const derived: Array<{ blob_id: string; variant: string; storage_key: string; size: string }> =
      await this.dataSource.query('SELECT blob_id, variant, storage_key, size FROM derived_blob');
    const known = new Set([...blobs.map((b) => b.storage_key), ...derived.map((d) => d.storage_key)]);

    // Bytes of a dead upload are garbage at once; bytes nobody names, after the grace period.
    const orphanObjects: AgedKey[] = objects
      .filter(
        (o) =>
          !known.has(o.key) && !liveKeys.has(o.key) && (deadKeys.has(o.key) || now - o.modifiedAt.getTime() >= grace),
      )
      .map((o) => ({ key: o.key, ageSeconds: age(o.modifiedAt) }));
    const staleStagingFiles = staging
      .filter(
        (e) =>
          !(e.key !== null && liveKeys.has(e.key)) &&
          ((e.key !== null && deadKeys.has(e.key)) || now - e.modifiedAt.getTime() >= stagingAge),
      )
      .map((e) => ({ id: e.id, key: e.key, ageSeconds: age(e.modifiedAt) }));

    return { blobs, derived, staleUploads, orphanObjects, staleStagingFiles };
  }

  /** The full check (`npm run fsck`): the survey, every blob's and thumbnail's bytes, counters and usage. */
  async check(options: CheckOptions): Promise<ConsistencyReport> {
    const { blobs, derived, staleUploads, orphanObjects, staleStagingFiles } = await this.survey(options);
    const missingBlobs: ConsistencyReport['missingBlobs'] = [];
    // Blobs whose bytes exist but are not what the row says: the files on them are damaged.
    const badBytes = new Map<string, { reason: DamageReason; storedSize: number }>();
    for (const blob of blobs) {
      if (!blob.live) continue;
      const actual = await this.storage.size(blob.storage_key);
      if (actual !== null && actual !== Number(blob.size))
        badBytes.set(blob.id, { reason: 'bytes-short', storedSize: actual });
      else if (actual !== null && options.verifyContent && (await this.hashOf(blob.storage_key)) !== blob.sha256.trim())
        badBytes.set(blob.id, { reason: 'hash-mismatch', storedSize: actual });
      if (actual !== Number(blob.size))
        missingBlobs.push({
          blobId: blob.id,
          storageKey: blob.storage_key,
          expectedSize: Number(blob.size),
          actualSize: actual,
        });
    }
    const missingDerived: ConsistencyReport['missingDerived'] = [];
    for (const row of derived) {
      const actual = await this.storage.size(row.storage_key);
      if (actual !== Number(row.size))
        missingDerived.push({
          blobId: row.blob_id,
          variant: row.variant,
          storageKey: row.storage_key,
          expectedSize: Number(row.size),
          actualSize: actual,
        });
    }
    const damagedFiles = await this.damagedFiles(badBytes);
    const refCountDrift = (
      await this.dataSource.query<Array<{ id: string; ref_count: number; actual: number }>>(
        `SELECT b.id, b.ref_count, COALESCE(r.n, 0)::int AS actual FROM blob b
         LEFT JOIN (
           SELECT blob_id, count(*) AS n FROM (SELECT blob_id FROM item WHERE blob_id IS NOT NULL UNION ALL SELECT blob_id FROM item_version) u GROUP BY blob_id
         ) r ON r.blob_id = b.id
         WHERE b.ref_count <> COALESCE(r.n, 0)`,
      )
    ).map((r) => ({ blobId: r.id, stored: r.ref_count, actual: r.actual }));
    const usageDrift = (
      await this.dataSource.query<Array<{ user_id: string; stored: string; actual: string }>>(
        `SELECT u.id AS user_id, COALESCE(s.used_bytes, 0)::bigint AS stored, COALESCE(f.total, 0)::bigint AS actual
         FROM app_user u
         LEFT JOIN user_storage s ON s.user_id = u.id
         LEFT JOIN (
           SELECT owner_id, sum(size) AS total FROM (
             SELECT owner_id, size FROM item WHERE type = 'file'
             UNION ALL SELECT i.owner_id, v.size FROM item_version v JOIN item i ON i.id = v.item_id
           ) s GROUP BY owner_id
         ) f ON f.owner_id = u.id
         WHERE COALESCE(s.used_bytes, 0) <> COALESCE(f.total, 0)`,
      )
    ).map((r) => ({ userId: r.user_id, stored: Number(r.stored), actual: Number(r.actual) }));
    const trashDrift = (
      await this.dataSource.query<Array<{ id: string; trash_root_id: string }>>(
        `SELECT i.id, i.trash_root_id FROM item i
         WHERE i.trashed_at IS NOT NULL AND i.trash_root_id <> i.id
           AND NOT EXISTS (SELECT 1 FROM item r WHERE r.id = i.trash_root_id AND r.trash_root_id = r.id)`,
      )
    ).map((r) => ({ itemId: r.id, trashRootId: r.trash_root_id }));
    const report: ConsistencyReport = {
      missingBlobs,
      missingDerived,
      damagedFiles,
      quarantinedBlobs: blobs.filter((b) => !b.live).length,
      trashDrift,
      orphanObjects,
      refCountDrift,
      usageDrift,
      staleStagingFiles,
      staleStaging: staleStagingFiles.length,
      staleUploads,
      expiredReservations: staleUploads.length,
      ok:
        missingBlobs.length +
          damagedFiles.length +
          missingDerived.length +
          trashDrift.length +
          orphanObjects.length +
          refCountDrift.length +
          usageDrift.length +
          staleStagingFiles.length +
          staleUploads.length ===
        0,
      repaired: false,
    };
    if (options.repair && !report.ok) {
      await this.removeGarbage(report);
      await this.dataSource.transaction(async (manager) => {
        await this.quarantine(damagedFiles, manager);
        for (const drift of refCountDrift)
          await manager.query('UPDATE blob SET ref_count = $2 WHERE id = $1', [drift.blobId, drift.actual]);
        // A stray trashed item becomes a trash entry of its own: restorable or purged by itself.
        if (trashDrift.length)
          await manager.query('UPDATE item SET trash_root_id = id WHERE id = ANY($1::uuid[])', [
            trashDrift.map((d) => d.itemId),
          ]);
        // A derived row without its bytes goes (the thumbnail is made again on request); bytes of the wrong size go with it.
        for (const row of missingDerived)
          await manager.query('DELETE FROM derived_blob WHERE blob_id = $1 AND variant = $2 AND storage_key = $3', [
            row.blobId,
            row.variant,
            row.storageKey,
          ]);
        const freed = await this.blobRows.deleteUnreferenced(
          manager,
          'b.ref_count = 0 AND NOT EXISTS (SELECT 1 FROM item i WHERE i.blob_id = b.id) AND NOT EXISTS (SELECT 1 FROM item_version v WHERE v.blob_id = b.id)',
        );
        for (const drift of usageDrift) {
          await manager.query(
            'INSERT INTO user_storage (user_id, used_bytes) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET used_bytes = EXCLUDED.used_bytes',
            [drift.userId, drift.actual],
          );
        }
        await this.storage.deleteQuietly([
          ...freed,
          ...missingDerived.filter((d) => d.actualSize !== null).map((d) => d.storageKey),
        ]);
      });
      report.repaired = true;
    }
    return report;
  }

  /**
   * Files recorded with a size or hash their blob does not have, by owner and path: the size on
   * the row differs from the blob's, the blob's address is the empty-input hash while it has
   * bytes, or the bytes found (`badBytes`) are not what the blob row says.
   */
  private async damagedFiles(badBytes: Map<string, { reason: DamageReason; storedSize: number }>) {
    const rows = await this.dataSource.query<
      Array<{
        id: string;
        owner_id: string;
        email: string;
        path: string;
        name: string;
        blob_id: string;
        size: string;
        blob_size: string;
        sha256: string;
      }>
    >(
      `SELECT i.id, i.owner_id, u.email, i.path, i.name, i.blob_id, i.size, b.size AS blob_size, b.sha256
         FROM item i JOIN blob b ON b.id = i.blob_id JOIN app_user u ON u.id = i.owner_id
        WHERE ${LIVE_ADDRESS} AND (i.size <> b.size OR (b.sha256 = $1 AND (b.size > 0 OR i.size > 0)) OR i.blob_id = ANY($2::uuid[]))
        ORDER BY u.email, i.path, i.name`,
      [EMPTY_SHA256, [...badBytes.keys()]],
    );
    return rows.map((r): DamagedFile => {
      const bad = badBytes.get(r.blob_id);
      const reason: DamageReason =
        Number(r.size) !== Number(r.blob_size)
          ? 'size-mismatch'
          : r.sha256.trim() === EMPTY_SHA256
            ? 'empty-content-hash'
            : bad!.reason;
      return {
        itemId: r.id,
        ownerId: r.owner_id,
        ownerEmail: r.email,
        path: r.path,
        name: r.name,
        blobId: r.blob_id,
        reason,
        recordedSize: Number(r.size),
        blobSize: Number(r.blob_size),
        storedSize: bad?.storedSize ?? null,
      };
    });
  }

  /**
   * Quarantine: each damaged file goes to its owner's trash as an entry of its own (out of
   * listings, links and shares, restorable or purged like anything trashed, its usage still
   * counted), and its blob's address is replaced by one no content hashes to, so no later upload
   * of the true content is merged onto the damaged bytes. Nothing is deleted.
   */
  private async quarantine(files: DamagedFile[], manager: EntityManager): Promise<void> {
    if (files.length === 0) return;
    await manager.query(
      `UPDATE item SET trashed_at = now(), trash_root_id = id WHERE id = ANY($1::uuid[]) AND trashed_at IS NULL`,
      [files.map((f) => f.itemId)],
    );
    await manager.query(
      `UPDATE blob SET sha256 = 'q' || substr(md5(id::text) || md5(random()::text), 1, 63) WHERE id = ANY($1::uuid[])`,
      [[...new Set(files.map((f) => f.blobId))]],
    );
  }

  private async hashOf(key: string): Promise<string> {
    const hash = createHash('sha256');
    for await (const chunk of await this.storage.get(key)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  /** Removes a report's leftovers: stale uploads (their rows and every key they recorded), staging files and orphans. */
  private async removeGarbage(
    report: Pick<ConsistencyReport, 'staleUploads' | 'orphanObjects' | 'staleStagingFiles'>,
  ): Promise<number> {
    const removed = await this.releaseUploads(report.staleUploads.map((u) => u.uploadId));
    await this.storage.deleteQuietly(report.orphanObjects.map((o) => o.key));
    for (const entry of report.staleStagingFiles) await this.storage.removeStaging(entry.id).catch(() => undefined);
    return removed + report.orphanObjects.length + report.staleStagingFiles.length;
  }
}
