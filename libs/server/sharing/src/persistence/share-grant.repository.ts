import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { returningRows } from '@coffer/server-core';

/** Who a counted download belongs to: a signed URL (by its signature's hash) or a signed-in user. */
export type DownloadHolder = { signatureHash: string } | { userId: string };

/** Who a download counted on a link was issued to. */
export interface IssuedDownload {
  userId: string | null;
  signatureHash: string | null;
  visitorTokenHash?: string | null;
}

/** The per-link password delay: how many failures in a row are free, the longest delay, when the count starts over. */
export interface PasswordDelayPolicy {
  freeFailures: number;
  maxDelaySeconds: number;
  forgetAfterSeconds: number;
}

/**
 * What a link has granted: remembered passwords, downloads already counted, and the state of
 * its wrong-password delay. Every change is one atomic statement.
 */
@Injectable()
export class ShareGrantRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The secretVersion at which the user gave the link's password, or null. */
  async unlockedVersion(linkId: string, userId: string): Promise<number | null> {
    const rows: Array<{ secret_version: number }> = await this.dataSource.query(
      'SELECT secret_version FROM share_link_unlock WHERE link_id = $1 AND user_id = $2',
      [linkId, userId],
    );
    return rows[0]?.secret_version ?? null;
  }

  async rememberUnlock(linkId: string, userId: string, secretVersion: number): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO share_link_unlock (link_id, user_id, secret_version) VALUES ($1, $2, $3)
       ON CONFLICT (link_id, user_id) DO UPDATE SET secret_version = EXCLUDED.secret_version, created_at = now()`,
      [linkId, userId, secretVersion],
    );
  }

  /**
   * Counts one access unless the link's limit is reached and, when it counts, records the
   * download it pays for (owed, not yet used) — one atomic statement. False: the limit was reached.
   */
  async countOpening(linkId: string, holder: IssuedDownload | null, expiresAt: Date): Promise<boolean> {
    const counted =
      'UPDATE share_link SET access_count = access_count + 1 WHERE id = $1 AND (max_access IS NULL OR access_count < max_access) RETURNING id';
    if (!holder) return returningRows<{ id: string }>(await this.dataSource.query(counted, [linkId])).length === 1;
    const rows: Array<{ id: string }> = await this.dataSource.query(
      `WITH counted AS (${counted}),
            owed AS (INSERT INTO share_download (link_id, user_id, signature_hash, visitor_token_hash, used, expires_at)
                     SELECT id, $2, $3, $4, false, $5 FROM counted RETURNING id)
       SELECT id FROM counted`,
      [linkId, holder.userId, holder.signatureHash, holder.visitorTokenHash ?? null, expiresAt],
    );
    return rows.length === 1;
  }

  /**
   * Forgets downloads past their time (they no longer owe or resume anything). Housekeeping by the
   * database's clock, never a decision: a server whose clock was moved must not delete live rows.
   */
  async pruneExpired(): Promise<void> {
    await this.dataSource.query('DELETE FROM share_download WHERE expires_at <= now()');
  }

  /** Records a download counted against the link (unused: a full download is still owed). */
  async addDownload(linkId: string, holder: IssuedDownload, used: boolean, expiresAt: Date): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO share_download (link_id, user_id, signature_hash, visitor_token_hash, used, expires_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [linkId, holder.userId, holder.signatureHash, holder.visitorTokenHash ?? null, used, expiresAt],
    );
  }

  /**
   * Uses up one owed download of the holder (atomic: two requests never use the same one, and
   * one that finds a row taken by another takes the next instead of giving up), as long as the
   * link's current limit still covers the downloads counted so far.
   */
  async useOwedDownload(linkId: string, holder: DownloadHolder, now: Date): Promise<boolean> {
    const [column, value] = 'userId' in holder ? ['user_id', holder.userId] : ['signature_hash', holder.signatureHash];
    const rows = returningRows<{ id: string }>(
      await this.dataSource.query(
        `UPDATE share_download SET used = true
         WHERE id = (
           SELECT d.id FROM share_download d JOIN share_link l ON l.id = d.link_id
           WHERE d.link_id = $1 AND d.${column} = $2 AND NOT d.used AND d.expires_at > $3
             AND (l.max_access IS NULL OR l.access_count <= l.max_access)
           ORDER BY d.expires_at LIMIT 1 FOR UPDATE OF d SKIP LOCKED
         ) AND NOT used
         RETURNING id`,
        [linkId, value, now],
      ),
    );
    return rows.length === 1;
  }

  /** Has the holder a paid download on this link that it has not used yet (and that has not expired)? */
  async hasOwedDownload(linkId: string, holder: DownloadHolder, now: Date): Promise<boolean> {
    const [column, value] = 'userId' in holder ? ['user_id', holder.userId] : ['signature_hash', holder.signatureHash];
    const rows: Array<{ ok: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM share_download WHERE link_id = $1 AND ${column} = $2 AND NOT used AND expires_at > $3) AS ok`,
      [linkId, value, now],
    );
    return rows[0]!.ok;
  }

  /** Has the holder a download counted on this link that has not expired (so a Range request resumes it)? */
  async hasCountedDownload(linkId: string, holder: DownloadHolder, now: Date): Promise<boolean> {
    const [column, value] = 'userId' in holder ? ['user_id', holder.userId] : ['signature_hash', holder.signatureHash];
    const rows: Array<{ ok: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM share_download WHERE link_id = $1 AND ${column} = $2 AND expires_at > $3) AS ok`,
      [linkId, value, now],
    );
    return rows[0]!.ok;
  }

  /** Who a signed URL was issued to: signed-in users, and visitors admitted by a one-time code (by token hash). */
  async issuedTo(
    linkId: string,
    signatureHash: string,
    now: Date,
  ): Promise<{ userIds: string[]; visitorTokenHashes: string[] }> {
    const rows: Array<{ user_id: string | null; visitor_token_hash: string | null }> = await this.dataSource.query(
      'SELECT DISTINCT user_id, visitor_token_hash FROM share_download WHERE link_id = $1 AND signature_hash = $2 AND expires_at > $3',
      [linkId, signatureHash, now],
    );
    return {
      userIds: rows.flatMap((r) => (r.user_id ? [r.user_id] : [])),
      visitorTokenHashes: rows.flatMap((r) => (r.visitor_token_hash ? [r.visitor_token_hash] : [])),
    };
  }

  /**
   * Claims one password attempt on the link, counted as a failure until the password proves
   * right (so concurrent guesses cannot slip past): allowed while the failures in a row are
   * few, or once the delay after the last one has passed. Null when allowed, else when to retry.
   */
  async claimPasswordAttempt(linkId: string, now: Date, policy: PasswordDelayPolicy): Promise<Date | null> {
    const forgetBefore = new Date(now.getTime() - policy.forgetAfterSeconds * 1000);
    const rows = returningRows<{ id: string }>(
      await this.dataSource.query(
        `UPDATE share_link SET
           password_failures = CASE WHEN password_failed_at IS NULL OR password_failed_at < $2 THEN 1 ELSE password_failures + 1 END,
           password_failed_at = $3
         WHERE id = $1 AND (
           password_failed_at IS NULL OR password_failed_at < $2 OR password_failures < $4
           OR password_failed_at + make_interval(secs => LEAST(power(2, password_failures - $4), $5)) <= $3
         )
         RETURNING id`,
        [linkId, forgetBefore, now, policy.freeFailures, policy.maxDelaySeconds],
      ),
    );
    if (rows.length === 1) return null;
    const [state]: Array<{ password_failures: number; password_failed_at: Date }> = await this.dataSource.query(
      'SELECT password_failures, password_failed_at FROM share_link WHERE id = $1',
      [linkId],
    );
    if (!state) return now;
    const delay = Math.min(2 ** (state.password_failures - policy.freeFailures), policy.maxDelaySeconds);
    return new Date(new Date(state.password_failed_at).getTime() + delay * 1000);
  }

  /** The right password: the failures in a row start over. */
  async passwordSucceeded(linkId: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE share_link SET password_failures = 0, password_failed_at = NULL WHERE id = $1',
      [linkId],
    );
  }
}
