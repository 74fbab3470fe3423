import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface RecipientEntry {
  fileId: string;
  /** When the user was added to the file's sharedWith; null for a link-only share. */
  directAt: Date | null;
  /** The newest active restricted link listing the user, if any. */
  linkId: string | null;
  tokenSealed: string | null;
  linkProtected: boolean;
  linkCreatedAt: Date | null;
  linkExpiresAt: Date | null;
  seen: boolean;
}

// Restricted links that are active at $3 and list the user ($1 id, $2 e-mail), not their own.
const ACTIVE_LISTING_LINKS = `
  SELECT l.* FROM share_link l
  WHERE l.id IN (SELECT link_id FROM share_link_email WHERE email = $2 UNION SELECT link_id FROM share_link_user WHERE user_id = $1)
    AND l.scope = 'restricted' AND l.revoked_at IS NULL AND (l.expires_at IS NULL OR l.expires_at > $3) AND l.owner_id <> $1`;

/** Who receives which files: direct shares (sharedWith), restricted links, and seen flags. */
@Injectable()
export class RecipientRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Every file the user receives, with its newest listing link and seen flag, in one query:
   * direct shares first (newest first), then link-only shares (newest first).
   */
  async entries(userId: string, email: string, now: Date): Promise<RecipientEntry[]> {
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `WITH via_link AS (
         SELECT DISTINCT ON (l.file_id) l.file_id, l.id AS link_id, l.token_sealed, l.password_hash IS NOT NULL AS protected, l.created_at, l.expires_at
         FROM (${ACTIVE_LISTING_LINKS}) l
         ORDER BY l.file_id, l.created_at DESC
       ), direct AS (
         SELECT file_id, created_at FROM file_share WHERE user_id = $1
       )
       SELECT COALESCE(d.file_id, v.file_id) AS file_id, d.created_at AS direct_at, v.link_id, v.token_sealed, COALESCE(v.protected, false) AS protected,
              v.created_at AS link_at, v.expires_at AS link_expires_at,
              EXISTS (SELECT 1 FROM share_seen s WHERE s.user_id = $1 AND s.file_id = COALESCE(d.file_id, v.file_id)) AS seen
       FROM direct d FULL OUTER JOIN via_link v ON v.file_id = d.file_id
       ORDER BY (d.file_id IS NULL), COALESCE(d.created_at, v.created_at) DESC`,
      [userId, email, now],
    );
    return rows.map((r) => ({
      fileId: r['file_id'] as string,
      directAt: (r['direct_at'] as Date | null) ?? null,
      linkId: (r['link_id'] as string | null) ?? null,
      tokenSealed: (r['token_sealed'] as string | null) ?? null,
      linkProtected: r['protected'] as boolean,
      linkCreatedAt: (r['link_at'] as Date | null) ?? null,
      linkExpiresAt: (r['link_expires_at'] as Date | null) ?? null,
      seen: r['seen'] as boolean,
    }));
  }

  /** Is the user a recipient of the file (contract §0)? */
  async isRecipient(fileId: string, userId: string, email: string, now: Date): Promise<boolean> {
    const rows: Array<{ ok: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM file_share WHERE file_id = $4 AND user_id = $1)
           OR EXISTS (SELECT 1 FROM (${ACTIVE_LISTING_LINKS}) l WHERE l.file_id = $4) AS ok`,
      [userId, email, now, fileId],
    );
    return rows[0]!.ok;
  }

  /**
   * Files of an owner with a link that is not revoked or with direct shares. Reads item.owner_id
   * (the files feature's table) because direct shares do not record their owner.
   */
  async countSharedFiles(ownerId: string): Promise<number> {
    const rows: Array<{ n: string }> = await this.dataSource.query(
      `SELECT count(*) AS n FROM (
         SELECT file_id FROM share_link WHERE owner_id = $1 AND revoked_at IS NULL
         UNION SELECT fs.file_id FROM file_share fs JOIN item i ON i.id = fs.file_id WHERE i.owner_id = $1
       ) s`,
      [ownerId],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async markSeen(userId: string, fileId: string): Promise<void> {
    await this.dataSource.query('INSERT INTO share_seen (user_id, file_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [userId, fileId]);
  }

  async addDirect(fileId: string, userIds: string[], manager?: EntityManager): Promise<void> {
    if (userIds.length === 0) return;
    await (manager ?? this.dataSource.manager).query(
      'INSERT INTO file_share (file_id, user_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
      [fileId, userIds],
    );
  }

  async removeDirect(fileId: string, userIds: string[]): Promise<void> {
    if (userIds.length === 0) return;
    await this.dataSource.query('DELETE FROM file_share WHERE file_id = $1 AND user_id = ANY($2::uuid[])', [fileId, userIds]);
  }

  /** sharedWith per file, in one query. */
  async directUsers(fileIds: string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>();
    if (fileIds.length === 0) return result;
    const rows: Array<{ file_id: string; user_id: string }> = await this.dataSource.query(
      'SELECT file_id, user_id FROM file_share WHERE file_id = ANY($1::uuid[]) ORDER BY created_at',
      [fileIds],
    );
    for (const row of rows) result.set(row.file_id, [...(result.get(row.file_id) ?? []), row.user_id]);
    return result;
  }
}
