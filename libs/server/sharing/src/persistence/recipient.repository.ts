import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { flipOrder, returningRows } from '@coffer/server-core';

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
  /** Where the entry stands in the order: what a page cursor holds. */
  position: RecipientPosition;
}

export interface RecipientPosition {
  linkOnly: boolean;
  /** When it was shared, in whole microseconds. */
  sharedMicros: string;
  fileId: string;
}

// Restricted links that are active at $3 and list the user ($1 id, $2 e-mail), not their own.
const ACTIVE_LISTING_LINKS = `
  SELECT l.* FROM share_link l
  WHERE l.id IN (SELECT link_id FROM share_link_email WHERE email = $2 UNION SELECT link_id FROM share_link_user WHERE user_id = $1)
    AND l.kind = 'file' AND l.scope = 'restricted' AND l.revoked_at IS NULL AND (l.expires_at IS NULL OR l.expires_at > $3) AND l.owner_id <> $1`;

// Direct shares that admit the user ($1 id, $2 e-mail) on their own: by account or by address,
// except one made with an upload-time link that has a password or a limit (that link decides).
const FREE_DIRECT_SHARES = `
  SELECT fs.file_id, fs.created_at FROM file_share fs LEFT JOIN share_link tl ON tl.id = fs.link_id
  WHERE fs.user_id = $1 AND (fs.link_id IS NULL OR (tl.password_hash IS NULL AND tl.max_access IS NULL))
  UNION ALL
  SELECT fe.file_id, fe.created_at FROM file_share_email fe JOIN item i ON i.id = fe.file_id WHERE fe.email = $2 AND i.owner_id <> $1`;

/** A restricted link through which the user may reach a file, with what opening it needs. */
export interface ListingLink {
  id: string;
  protected: boolean;
  secretVersion: number;
  /** The secretVersion at which the user gave the password, if ever. */
  unlockedVersion: number | null;
  maxAccess: number | null;
  accessCount: number;
  /** The user has a download counted on it that may still resume. */
  resumable: boolean;
}

/** How a user reaches a file: a direct share that needs nothing, and the links listing them. */
export interface ReadPaths {
  free: boolean;
  links: ListingLink[];
}

/** Who receives which files: direct shares (sharedWith), restricted links, and seen flags. */
@Injectable()
export class RecipientRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Every file the user receives, with its newest listing link and seen flag, in one query:
   * direct shares first (newest first), then link-only shares (newest first).
   */
  async entries(userId: string, email: string, now: Date): Promise<RecipientEntry[]> {
    return (await this.select(userId, email, now)).entries;
  }

  /** One keyset page of `entries`, in the same order, with the total. */
  entriesPage(
    userId: string,
    email: string,
    now: Date,
    page: { limit: number; after?: RecipientPosition; backward?: boolean; unseenOnly?: boolean },
  ): Promise<{ entries: RecipientEntry[]; total: number }> {
    return this.select(userId, email, now, page);
  }

  private async select(
    userId: string,
    email: string,
    now: Date,
    page?: { limit: number; after?: RecipientPosition; backward?: boolean; unseenOnly?: boolean },
  ): Promise<{ entries: RecipientEntry[]; total: number }> {
    const after = page?.after;
    // A backward page reads the same order the other way (nearest the cursor first).
    const backward = page?.backward ?? false;
    const order = ['link_only ASC', 'shared_micros DESC', 'file_id ASC'].map((term) => flipOrder(term, backward));
    const rows: Array<Record<string, unknown>> = await this.dataSource.query(
      `WITH via_link AS (
         SELECT DISTINCT ON (l.file_id) l.file_id, l.id AS link_id, l.token_sealed, l.password_hash IS NOT NULL AS protected, l.created_at, l.expires_at
         FROM (${ACTIVE_LISTING_LINKS}) l
         ORDER BY l.file_id, l.created_at DESC
       ), direct AS (
         SELECT file_id, min(created_at) AS created_at FROM (${FREE_DIRECT_SHARES}) d GROUP BY file_id
       ), received AS (
         SELECT COALESCE(d.file_id, v.file_id) AS file_id, d.created_at AS direct_at, v.link_id, v.token_sealed, COALESCE(v.protected, false) AS protected,
                v.created_at AS link_at, v.expires_at AS link_expires_at, d.file_id IS NULL AS link_only,
                (extract(epoch from COALESCE(d.created_at, v.created_at)) * 1000000)::bigint AS shared_micros
         FROM direct d FULL OUTER JOIN via_link v ON v.file_id = d.file_id
         -- A file in its owner's trash reaches nobody until it is restored.
         JOIN item f ON f.id = COALESCE(d.file_id, v.file_id) AND f.trashed_at IS NULL
         ${page?.unseenOnly ? 'WHERE NOT EXISTS (SELECT 1 FROM share_seen s WHERE s.user_id = $1 AND s.file_id = f.id)' : ''}
       )
       -- The total comes with the page, even a page past the end (one row of nulls then).
       SELECT p.*, t.total
       FROM (SELECT count(*) AS total FROM received) t
       LEFT JOIN LATERAL (
         SELECT r.*, EXISTS (SELECT 1 FROM share_seen s WHERE s.user_id = $1 AND s.file_id = r.file_id) AS seen
         FROM received r
         ${after ? `WHERE (r.link_only::int, -r.shared_micros, r.file_id) ${backward ? '<' : '>'} ($4::int, -CAST($5 AS bigint), CAST($6 AS uuid))` : ''}
         ORDER BY ${order.map((term) => `r.${term}`).join(', ')}
         ${page ? `LIMIT ${Number(page.limit)}` : ''}
       ) p ON true
       ORDER BY ${order.map((term) => `p.${term}`).join(', ')}`,
      after ? [userId, email, now, after.linkOnly ? 1 : 0, after.sharedMicros, after.fileId] : [userId, email, now],
    );
    const total = rows.length ? Number(rows[0]!['total']) : 0;
    const entries = rows
      .filter((r) => r['file_id'] !== null)
      .map((r) => ({
        fileId: r['file_id'] as string,
        directAt: (r['direct_at'] as Date | null) ?? null,
        linkId: (r['link_id'] as string | null) ?? null,
        tokenSealed: (r['token_sealed'] as string | null) ?? null,
        linkProtected: r['protected'] as boolean,
        linkCreatedAt: (r['link_at'] as Date | null) ?? null,
        linkExpiresAt: (r['link_expires_at'] as Date | null) ?? null,
        seen: r['seen'] as boolean,
        position: {
          linkOnly: r['link_only'] as boolean,
          sharedMicros: String(r['shared_micros']),
          fileId: r['file_id'] as string,
        },
      }));
    return { entries, total };
  }

  /** Is the user a recipient of the file (shared directly, or listed on an active restricted link)? */
  async isRecipient(fileId: string, userId: string, email: string, now: Date): Promise<boolean> {
    const paths = await this.readPaths(fileId, userId, email, now);
    return paths.free || paths.links.length > 0;
  }

  /** Every way the user reaches the file, newest link first, in two queries. */
  async readPaths(fileId: string, userId: string, email: string, now: Date): Promise<ReadPaths> {
    const free: Array<{ ok: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM (${FREE_DIRECT_SHARES}) d WHERE d.file_id = $3) AS ok`,
      [userId, email, fileId],
    );
    const links: Array<Record<string, unknown>> = await this.dataSource.query(
      `SELECT l.id, l.password_hash IS NOT NULL AS protected, l.secret_version, l.max_access, l.access_count, u.secret_version AS unlocked_version,
              EXISTS (SELECT 1 FROM share_download d WHERE d.link_id = l.id AND d.user_id = $1 AND d.expires_at > $3) AS resumable
       FROM (${ACTIVE_LISTING_LINKS}) l LEFT JOIN share_link_unlock u ON u.link_id = l.id AND u.user_id = $1
       WHERE l.file_id = $4 ORDER BY l.created_at DESC`,
      [userId, email, now, fileId],
    );
    return {
      free: free[0]!.ok,
      links: links.map((r) => ({
        id: r['id'] as string,
        protected: r['protected'] as boolean,
        secretVersion: r['secret_version'] as number,
        unlockedVersion: (r['unlocked_version'] as number | null) ?? null,
        maxAccess: (r['max_access'] as number | null) ?? null,
        accessCount: r['access_count'] as number,
        resumable: r['resumable'] as boolean,
      })),
    };
  }

  /**
   * Files of an owner with a live link (neither revoked nor expired at `now`) or with direct
   * shares. Reads item.owner_id (the files feature's table) because direct shares do not record
   * their owner.
   */
  async countSharedFiles(ownerId: string, now: Date): Promise<number> {
    const rows: Array<{ n: string }> = await this.dataSource.query(
      `SELECT count(*) AS n FROM (
         SELECT file_id FROM share_link WHERE owner_id = $1 AND kind = 'file' AND revoked_at IS NULL AND (expires_at IS NULL OR expires_at > $2)
         UNION SELECT fs.file_id FROM file_share fs JOIN item i ON i.id = fs.file_id WHERE i.owner_id = $1
         UNION SELECT fe.file_id FROM file_share_email fe JOIN item i ON i.id = fe.file_id WHERE i.owner_id = $1
       ) s JOIN item f ON f.id = s.file_id AND f.trashed_at IS NULL`,
      [ownerId, now],
    );
    return Number(rows[0]?.n ?? 0);
  }

  async markSeen(userId: string, fileId: string): Promise<void> {
    await this.dataSource.query('INSERT INTO share_seen (user_id, file_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
      userId,
      fileId,
    ]);
  }

  /** Direct shares with accounts; `linkId`: made with that upload-time link, which then decides. */
  async addDirect(
    fileId: string,
    userIds: string[],
    manager?: EntityManager,
    linkId: string | null = null,
  ): Promise<void> {
    if (userIds.length === 0) return;
    await (manager ?? this.dataSource.manager).query(
      'INSERT INTO file_share (file_id, user_id, link_id) SELECT $1, unnest($2::uuid[]), $3 ON CONFLICT DO NOTHING',
      [fileId, userIds, linkId],
    );
  }

  /** Direct shares with addresses that have no account (yet). */
  async addDirectEmails(fileId: string, emails: string[]): Promise<void> {
    if (emails.length === 0) return;
    await this.dataSource.query(
      'INSERT INTO file_share_email (file_id, email) SELECT $1, unnest($2::varchar[]) ON CONFLICT DO NOTHING',
      [fileId, emails],
    );
  }

  /** Ends direct shares with these accounts and these addresses. */
  /**
   * Ends direct shares of the file with these accounts and addresses, with the same two statements
   * whatever they match (the work says nothing about which addresses have accounts); answers the
   * accounts that had one.
   */
  async removeDirect(fileId: string, userIds: string[], emails: string[]): Promise<string[]> {
    const removed = returningRows<{ user_id: string }>(
      await this.dataSource.query(
        'DELETE FROM file_share WHERE file_id = $1 AND user_id = ANY($2::uuid[]) RETURNING user_id',
        [fileId, userIds],
      ),
    );
    await this.dataSource.query('DELETE FROM file_share_email WHERE file_id = $1 AND email = ANY($2::varchar[])', [
      fileId,
      emails,
    ]);
    return removed.map((r) => r.user_id);
  }

  /** Direct shares per file (accounts by id, addresses without one by e-mail), in one query. */
  async directShares(fileIds: string[]): Promise<Map<string, Array<{ userId: string } | { email: string }>>> {
    const result = new Map<string, Array<{ userId: string } | { email: string }>>();
    if (fileIds.length === 0) return result;
    const rows: Array<{ file_id: string; user_id: string | null; email: string | null }> = await this.dataSource.query(
      `SELECT file_id, user_id, NULL AS email, created_at FROM file_share WHERE file_id = ANY($1::uuid[])
       UNION ALL SELECT file_id, NULL, email, created_at FROM file_share_email WHERE file_id = ANY($1::uuid[])
       ORDER BY created_at`,
      [fileIds],
    );
    for (const row of rows)
      result.set(row.file_id, [
        ...(result.get(row.file_id) ?? []),
        row.user_id ? { userId: row.user_id } : { email: row.email! },
      ]);
    return result;
  }
}
