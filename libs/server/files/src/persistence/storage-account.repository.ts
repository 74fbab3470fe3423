import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { returningRows } from '@coffer/server-core';

export interface AccountState {
  usedBytes: number;
  /** Null: the configured default quota. */
  quotaBytes: number | null;
}

/** Per-user usage, the per-user lock, and upload reservations. */
@Injectable()
export class StorageAccountRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Takes the user's storage lock for the rest of the transaction (creating the account row on
   * first use) and answers its state. Every tree or usage change of a user goes through here.
   */
  async lock(userId: string, manager: EntityManager): Promise<AccountState> {
    await manager.query('INSERT INTO user_storage (user_id) VALUES ($1) ON CONFLICT (user_id) DO NOTHING', [userId]);
    const rows: Array<{ used_bytes: string; quota_bytes: string | null }> = await manager.query(
      'SELECT used_bytes, quota_bytes FROM user_storage WHERE user_id = $1 FOR UPDATE',
      [userId],
    );
    return {
      usedBytes: Number(rows[0]!.used_bytes),
      quotaBytes: rows[0]!.quota_bytes === null ? null : Number(rows[0]!.quota_bytes),
    };
  }

  /** The account's tree version (0 before its first change). */
  async treeVersion(userId: string): Promise<string> {
    const rows: Array<{ tree_version: string }> = await this.dataSource.query(
      'SELECT tree_version FROM user_storage WHERE user_id = $1',
      [userId],
    );
    return String(rows[0]?.tree_version ?? '0');
  }

  async state(userId: string): Promise<AccountState> {
    const rows: Array<{ used_bytes: string; quota_bytes: string | null }> = await this.dataSource.query(
      'SELECT used_bytes, quota_bytes FROM user_storage WHERE user_id = $1',
      [userId],
    );
    if (!rows[0]) return { usedBytes: 0, quotaBytes: null };
    return {
      usedBytes: Number(rows[0].used_bytes),
      quotaBytes: rows[0].quota_bytes === null ? null : Number(rows[0].quota_bytes),
    };
  }

  async addUsed(userId: string, delta: number, manager: EntityManager): Promise<void> {
    if (delta !== 0)
      await manager.query('UPDATE user_storage SET used_bytes = used_bytes + $2 WHERE user_id = $1', [userId, delta]);
  }

  async setQuota(userId: string, quotaBytes: number | null, manager?: EntityManager): Promise<void> {
    const m = manager ?? this.dataSource.manager;
    await m.query(
      'INSERT INTO user_storage (user_id, quota_bytes) VALUES ($1, $2) ON CONFLICT (user_id) DO UPDATE SET quota_bytes = EXCLUDED.quota_bytes',
      [userId, quotaBytes],
    );
  }

  /** Bytes reserved by the user's live uploads, other than `exceptUploadId`. */
  async reservedByOthers(
    userId: string,
    exceptUploadId: string | null,
    now: Date,
    manager: EntityManager,
  ): Promise<number> {
    const rows: Array<{ reserved: string | null }> = await manager.query(
      `SELECT sum(reserved_bytes) AS reserved FROM upload WHERE owner_id = $1 AND expires_at > $2 AND ($3::uuid IS NULL OR id <> $3::uuid)`,
      [userId, now, exceptUploadId],
    );
    return Number(rows[0]?.reserved ?? 0);
  }

  /**
   * What stands between a complete upload and its commit: the reservations of uploads still
   * streaming, and of complete uploads older than it (commits queue by age, so two complete
   * uploads never wait on each other). `framing` is the part of the streaming uploads'
   * reservations that may be multipart framing (at most `framingPerUpload` each), which they
   * give back when they finish. Resumable uploads reserve their exact length: no framing.
   */
  async reservedAhead(
    uploadId: string,
    userId: string,
    now: Date,
    framingPerUpload: number,
    manager: EntityManager,
  ): Promise<{ reserved: number; framing: number }> {
    const rows: Array<{ reserved: string; framing: string }> = await manager.query(
      `SELECT coalesce(sum(u.reserved_bytes), 0) AS reserved,
              coalesce(sum(CASE WHEN u.complete OR u.resumable THEN 0 ELSE least(u.reserved_bytes, $4) END), 0) AS framing
         FROM upload u
         LEFT JOIN upload me ON me.id = $1
        WHERE u.owner_id = $2 AND u.expires_at > $3 AND u.id <> $1
          AND (NOT u.complete OR me.id IS NULL OR (u.created_at, u.id) < (me.created_at, me.id))`,
      [uploadId, userId, now, framingPerUpload],
    );
    return { reserved: Number(rows[0]?.reserved ?? 0), framing: Number(rows[0]?.framing ?? 0) };
  }

  /** False when the upload is gone (released as dead by another process). */
  async markComplete(uploadId: string, exactBytes: number): Promise<boolean> {
    const rows = returningRows(
      await this.dataSource.query('UPDATE upload SET reserved_bytes = $2, complete = true WHERE id = $1 RETURNING id', [
        uploadId,
        exactBytes,
      ]),
    );
    return rows.length === 1;
  }

  async createUpload(
    userId: string,
    reservedBytes: number,
    expiresAt: Date,
    instanceKey: number,
    manager: EntityManager,
  ): Promise<string> {
    const rows: Array<{ id: string }> = await manager.query(
      'INSERT INTO upload (owner_id, reserved_bytes, expires_at, instance_key) VALUES ($1, $2, $3, $4) RETURNING id',
      [userId, reservedBytes, expiresAt, instanceKey],
    );
    return rows[0]!.id;
  }

  /**
   * Records a storage key before the upload writes a byte of it, so the bytes of an upload that
   * dies are known. False when the upload is gone.
   */
  async recordStaged(uploadId: string, storageKeys: string[]): Promise<boolean> {
    const rows = returningRows(
      await this.dataSource.query(
        'INSERT INTO upload_staged (upload_id, storage_key) SELECT upload.id, key FROM upload, unnest($2::text[]) AS key WHERE upload.id = $1 RETURNING storage_key',
        [uploadId, storageKeys],
      ),
    );
    return rows.length === storageKeys.length;
  }

  async setReservation(
    uploadId: string,
    reservedBytes: number,
    expiresAt: Date,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query('UPDATE upload SET reserved_bytes = $2, expires_at = $3 WHERE id = $1', [
      uploadId,
      reservedBytes,
      expiresAt,
    ]);
  }

  async stagedKeys(uploadId: string): Promise<string[]> {
    const rows: Array<{ storage_key: string }> = await this.dataSource.query(
      'SELECT storage_key FROM upload_staged WHERE upload_id = $1',
      [uploadId],
    );
    return rows.map((r) => r.storage_key);
  }

  /** False when there was no such upload. */
  async deleteUpload(uploadId: string, manager?: EntityManager): Promise<boolean> {
    const rows = returningRows(
      await (manager ?? this.dataSource.manager).query('DELETE FROM upload WHERE id = $1 RETURNING id', [uploadId]),
    );
    return rows.length === 1;
  }
}
