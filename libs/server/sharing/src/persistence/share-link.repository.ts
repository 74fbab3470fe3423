import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, type EntityManager, type Repository } from 'typeorm';
import { newestFirst, returningRows } from '@coffer/server-core';
import type { StoredItem as ItemEntity } from '@coffer/server-files';
import { ShareLinkEntity, type ShareLinkKind, type ShareScope } from './share-link.entity';

export interface LinkRecipients {
  emails: string[];
  userIds: string[];
}

/** What a link's checks need, without what changes on every visit (the counts and the password delay). */
export type LinkFacts = Omit<
  ShareLinkEntity,
  'accessCount' | 'passwordFailures' | 'passwordFailedAt' | 'file' | 'owner'
>;

/** What a link's checks decide on. */
export type LinkSettings = Pick<
  ShareLinkEntity,
  'secretVersion' | 'revokedAt' | 'expiresAt' | 'maxAccess' | 'scope' | 'passwordHash'
>;

/**
 * A link with its file (or folder; null for a set) and what visitors may learn of its owner, as
 * one statement reads them.
 */
export interface OpenableLink {
  link: LinkFacts;
  file: ItemEntity | null;
  owner: { id: string; name: string; email: string };
}

export interface NewShareLink {
  kind: ShareLinkKind;
  fileId: string | null;
  ownerId: string;
  tokenHash: string;
  tokenSealed: string;
  scope: ShareScope;
  passwordHash: string | null;
  expiresAt: Date | null;
  maxAccess: number | null;
}

@Injectable()
export class ShareLinkRepository {
  constructor(
    @InjectRepository(ShareLinkEntity) private readonly repository: Repository<ShareLinkEntity>,
    private readonly dataSource: DataSource,
  ) {}

  private manager(manager?: EntityManager): EntityManager {
    return manager ?? this.dataSource.manager;
  }

  /** The newest link's sealed token, if any link exists (to prove at start that the key opens them). */
  async newestSealedToken(): Promise<string | null> {
    const rows = await this.dataSource.query<Array<{ token_sealed: string }>>(
      'SELECT token_sealed FROM share_link ORDER BY created_at DESC LIMIT 1',
    );
    return rows[0]?.token_sealed ?? null;
  }

  async insert(link: NewShareLink, recipients: LinkRecipients, manager?: EntityManager): Promise<ShareLinkEntity> {
    const m = this.manager(manager);
    const saved = await m.getRepository(ShareLinkEntity).save(m.getRepository(ShareLinkEntity).create(link));
    await this.setRecipients(saved.id, recipients, m);
    return saved;
  }

  /** The files of a new set link. */
  async addMembers(linkId: string, itemIds: string[], manager?: EntityManager): Promise<void> {
    await this.manager(manager).query(
      'INSERT INTO share_link_item (link_id, item_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
      [linkId, itemIds],
    );
  }

  /** The files of each set link that are still there (trashed ones included), by link. */
  async membersOf(linkIds: string[]): Promise<Map<string, string[]>> {
    const result = new Map<string, string[]>(linkIds.map((id) => [id, []]));
    if (linkIds.length === 0) return result;
    const rows: Array<{ link_id: string; item_id: string }> = await this.dataSource.query(
      'SELECT link_id, item_id FROM share_link_item WHERE link_id = ANY($1::uuid[]) ORDER BY item_id',
      [linkIds],
    );
    for (const row of rows) result.get(row.link_id)!.push(row.item_id);
    return result;
  }

  /** Is the item one of the set link's files? */
  async hasMember(linkId: string, itemId: string): Promise<boolean> {
    const rows: Array<{ ok: boolean }> = await this.dataSource.query(
      'SELECT EXISTS (SELECT 1 FROM share_link_item WHERE link_id = $1 AND item_id = $2) AS ok',
      [linkId, itemId],
    );
    return rows[0]!.ok;
  }

  async setRecipients(linkId: string, recipients: LinkRecipients, manager?: EntityManager): Promise<void> {
    const m = this.manager(manager);
    await m.query('DELETE FROM share_link_email WHERE link_id = $1', [linkId]);
    await m.query('DELETE FROM share_link_user WHERE link_id = $1', [linkId]);
    if (recipients.emails.length) {
      await m.query('INSERT INTO share_link_email (link_id, email) SELECT $1, unnest($2::varchar[])', [
        linkId,
        recipients.emails,
      ]);
    }
    if (recipients.userIds.length) {
      await m.query(
        'INSERT INTO share_link_user (link_id, user_id) SELECT $1, unnest($2::uuid[]) ON CONFLICT DO NOTHING',
        [linkId, recipients.userIds],
      );
    }
  }

  /**
   * A link by its token's hash or its id, joined with its file (or folder) and its owner in one
   * statement. A link's file and owner cannot be missing (deleting either deletes the link); a link
   * whose file or folder is in the trash is answered as missing. A set link names no item here.
   */
  async findOpenable(key: { tokenHash: string } | { id: string }): Promise<OpenableLink | null> {
    const where =
      'tokenHash' in key ? { sql: 'l.tokenHash = :key', key: key.tokenHash } : { sql: 'l.id = :key', key: key.id };
    const row = await this.repository
      .createQueryBuilder('l')
      // A file in its owner's trash opens no link until it is restored.
      .leftJoinAndSelect('l.file', 'i', 'i.trashed_at IS NULL')
      .innerJoin('l.owner', 'u')
      .addSelect(['u.id', 'u.name', 'u.email'])
      .where(where.sql, { key: where.key })
      .andWhere('(l.file_id IS NULL OR i.id IS NOT NULL)')
      .getOne();
    if (!row) return null;
    const {
      file,
      owner,
      accessCount: _count,
      passwordFailures: _failures,
      passwordFailedAt: _failedAt,
      ...link
    } = row as ShareLinkEntity & { file: ItemEntity; owner: { id: string; name: string; email: string } };
    return { link, file: file ?? null, owner: { id: owner.id, name: owner.name, email: owner.email } };
  }

  /**
   * The settings a link's checks depend on, as they are now (one primary-key read; null when
   * the link is gone, as it is once its file or owner is deleted, or while its file is in the trash).
   */
  async currentSettings(linkId: string): Promise<LinkSettings | null> {
    const rows: Array<{
      secret_version: number;
      revoked_at: Date | null;
      expires_at: Date | null;
      max_access: number | null;
      scope: ShareScope;
      password_hash: string | null;
    }> = await this.dataSource.query(
      `SELECT l.secret_version, l.revoked_at, l.expires_at, l.max_access, l.scope, l.password_hash
       FROM share_link l LEFT JOIN item i ON i.id = l.file_id AND i.trashed_at IS NULL
       WHERE l.id = $1 AND (l.file_id IS NULL OR i.id IS NOT NULL)`,
      [linkId],
    );
    const row = rows[0];
    return row
      ? {
          secretVersion: row.secret_version,
          revokedAt: row.revoked_at,
          expiresAt: row.expires_at,
          maxAccess: row.max_access,
          scope: row.scope,
          passwordHash: row.password_hash,
        }
      : null;
  }

  /** The accesses counted so far (read fresh: never kept between requests). */
  async accessCountOf(linkId: string): Promise<number> {
    const rows: Array<{ access_count: number }> = await this.dataSource.query(
      'SELECT access_count FROM share_link WHERE id = $1',
      [linkId],
    );
    return rows[0]?.access_count ?? 0;
  }

  /** Adds accesses counted in a batch (links without a limit), one statement for all the links. */
  async addAccessCounts(counts: ReadonlyMap<string, number>): Promise<void> {
    if (counts.size === 0) return;
    await this.dataSource.query(
      'UPDATE share_link l SET access_count = l.access_count + c.n FROM unnest($1::uuid[], $2::int[]) AS c(id, n) WHERE l.id = c.id',
      [[...counts.keys()], [...counts.values()]],
    );
  }

  findByTokenHash(tokenHash: string): Promise<ShareLinkEntity | null> {
    return this.repository.findOneBy({ tokenHash });
  }

  findById(id: string): Promise<ShareLinkEntity | null> {
    return this.repository.findOneBy({ id });
  }

  /**
   * One keyset page of an owner's links (of one file, or all), newest first, with the total. A
   * backward page reads the rows before `after`, nearest first.
   */
  async page(
    ownerId: string,
    q: { fileId?: string; limit: number; after?: { createdMicros: string; id: string }; backward: boolean },
  ): Promise<{ rows: Array<{ link: ShareLinkEntity; createdMicros: string }>; total: number }> {
    const query = this.repository.createQueryBuilder('l').where('l.owner_id = :ownerId', { ownerId });
    if (q.fileId !== undefined) query.andWhere('l.file_id = :fileId', { fileId: q.fileId });
    const total = await query.clone().getCount();
    const rows = await newestFirst(query, {
      timeColumn: 'l.created_at',
      idColumn: 'l.id',
      after: q.after ? [q.after.createdMicros, q.after.id] : undefined,
      backward: q.backward,
      limit: q.limit,
    });
    return { rows: rows.map(({ entity, micros }) => ({ link: entity, createdMicros: micros })), total };
  }

  listByFile(fileId: string): Promise<ShareLinkEntity[]> {
    return this.repository.find({ where: { fileId }, order: { createdAt: 'DESC' } });
  }

  async recipientsOf(linkIds: string[]): Promise<Map<string, LinkRecipients>> {
    const result = new Map<string, LinkRecipients>(linkIds.map((id) => [id, { emails: [], userIds: [] }]));
    if (linkIds.length === 0) return result;
    const emails: Array<{ link_id: string; email: string }> = await this.dataSource.query(
      'SELECT link_id, email FROM share_link_email WHERE link_id = ANY($1::uuid[]) ORDER BY email',
      [linkIds],
    );
    const users: Array<{ link_id: string; user_id: string }> = await this.dataSource.query(
      'SELECT link_id, user_id FROM share_link_user WHERE link_id = ANY($1::uuid[])',
      [linkIds],
    );
    for (const row of emails) result.get(row.link_id)!.emails.push(row.email);
    for (const row of users) result.get(row.link_id)!.userIds.push(row.user_id);
    return result;
  }

  /** Is the user listed on the link, by id or by (normalised) e-mail? */
  async lists(linkId: string, userId: string, email: string): Promise<boolean> {
    const rows: Array<{ listed: boolean }> = await this.dataSource.query(
      `SELECT EXISTS (SELECT 1 FROM share_link_email WHERE link_id = $1 AND email = $3)
           OR EXISTS (SELECT 1 FROM share_link_user WHERE link_id = $1 AND user_id = $2) AS listed`,
      [linkId, userId, email],
    );
    return rows[0]!.listed;
  }

  /** Counts one access unless the limit is reached (atomic); false when it was. */
  async countAccess(linkId: string): Promise<boolean> {
    const rows = returningRows<{ id: string }>(
      await this.dataSource.query(
        'UPDATE share_link SET access_count = access_count + 1 WHERE id = $1 AND (max_access IS NULL OR access_count < max_access) RETURNING id',
        [linkId],
      ),
    );
    return rows.length === 1;
  }

  /** Gives back one counted access (an add to my files that failed). */
  async uncountAccess(linkId: string): Promise<void> {
    await this.dataSource.query(
      'UPDATE share_link SET access_count = access_count - 1 WHERE id = $1 AND access_count > 0',
      [linkId],
    );
  }

  async update(
    linkId: string,
    changes: Partial<Pick<ShareLinkEntity, 'passwordHash' | 'expiresAt' | 'maxAccess' | 'scope' | 'revokedAt'>>,
    bumpSecret: boolean,
    manager?: EntityManager,
  ): Promise<void> {
    const m = this.manager(manager);
    await m.getRepository(ShareLinkEntity).update({ id: linkId }, changes);
    if (bumpSecret) await m.query('UPDATE share_link SET secret_version = secret_version + 1 WHERE id = $1', [linkId]);
  }

  /** Links of an owner's file created since `since`, newest first (candidates for protecting an upload's link). */
  recentUnprotected(ownerId: string, fileId: string, scope: ShareScope, since: Date): Promise<ShareLinkEntity[]> {
    return this.repository
      .createQueryBuilder('l')
      .where('l.owner_id = :ownerId AND l.file_id = :fileId AND l.scope = :scope AND l.created_at >= :since', {
        ownerId,
        fileId,
        scope,
        since,
      })
      .andWhere('l.password_hash IS NULL AND l.revoked_at IS NULL')
      .orderBy('l.created_at', 'DESC')
      .getMany();
  }

  /** The newest non-revoked link of each file (expired ones included), in one query. */
  async newestNonRevoked(fileIds: string[]): Promise<ShareLinkEntity[]> {
    if (fileIds.length === 0) return [];
    return this.repository
      .createQueryBuilder('l')
      .distinctOn(['l.file_id'])
      .where('l.file_id = ANY(:fileIds) AND l.revoked_at IS NULL', { fileIds })
      .orderBy('l.file_id')
      .addOrderBy('l.created_at', 'DESC')
      .getMany();
  }

  /** The newest live link (neither revoked nor expired) of each file, in one query. */
  async newestLive(fileIds: string[], now: Date): Promise<ShareLinkEntity[]> {
    if (fileIds.length === 0) return [];
    return this.repository
      .createQueryBuilder('l')
      .distinctOn(['l.file_id'])
      .where('l.file_id = ANY(:fileIds) AND l.revoked_at IS NULL', { fileIds })
      .andWhere('(l.expires_at IS NULL OR l.expires_at > :now)', { now })
      .orderBy('l.file_id')
      .addOrderBy('l.created_at', 'DESC')
      .getMany();
  }

  /** The newest active public link without a password. */
  newestOpenPublic(fileId: string, now: Date): Promise<ShareLinkEntity | null> {
    return this.repository
      .createQueryBuilder('l')
      .where(`l.file_id = :fileId AND l.scope = 'public' AND l.password_hash IS NULL AND l.revoked_at IS NULL`, {
        fileId,
      })
      .andWhere('(l.expires_at IS NULL OR l.expires_at > :now)', { now })
      .andWhere('(l.max_access IS NULL OR l.access_count < l.max_access)')
      .orderBy('l.created_at', 'DESC')
      .getOne();
  }
}
