import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type Repository } from 'typeorm';
import { newestFirst, returningRows, type PageRequest } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { SessionEntity } from './session.entity';

@Injectable()
export class SessionRepository {
  constructor(@InjectRepository(SessionEntity) private readonly repository: Repository<SessionEntity>) {}

  async insert(
    values: Pick<SessionEntity, 'idHash' | 'userId' | 'expiresAt' | 'clientBinding' | 'signInMethod' | 'createdAt'>,
  ): Promise<void> {
    await this.repository.insert(values);
  }

  /** When a live session signed in, or null. */
  async createdAt(idHash: string, now: Date): Promise<Date | null> {
    const row = await this.repository
      .createQueryBuilder('s')
      .select('s.created_at', 'created_at')
      .where('s.id_hash = :idHash AND s.expires_at > :now', { idHash, now })
      .getRawOne<{ created_at: Date }>();
    return row ? new Date(row.created_at) : null;
  }

  /** The user of a live session, in one indexed query. */
  async findLiveUser(idHash: string, now: Date): Promise<AuthenticatedUser | null> {
    const row = await this.repository
      .createQueryBuilder('s')
      .innerJoin('s.user', 'u')
      .select(['u.id AS id', 'u.email AS email', 'u.name AS name', 'u.email_verified_at IS NOT NULL AS email_verified'])
      .where('s.id_hash = :idHash AND s.expires_at > :now', { idHash, now })
      .getRawOne<Omit<AuthenticatedUser, 'emailVerified'> & { email_verified: boolean }>();
    return row ? { id: row.id, email: row.email, name: row.name, emailVerified: row.email_verified === true } : null;
  }

  /** A live session's user, when the session ends and its client binding, in one indexed query. */
  async findLive(
    idHash: string,
    now: Date,
  ): Promise<{ user: AuthenticatedUser; expiresAt: Date; clientBinding: string | null } | null> {
    const row = await this.repository
      .createQueryBuilder('s')
      .innerJoin('s.user', 'u')
      .select([
        'u.id AS id',
        'u.email AS email',
        'u.name AS name',
        'u.email_verified_at IS NOT NULL AS email_verified',
        's.expires_at AS expires_at',
        's.client_binding AS client_binding',
      ])
      .where('s.id_hash = :idHash AND s.expires_at > :now', { idHash, now })
      .getRawOne<
        Omit<AuthenticatedUser, 'emailVerified'> & {
          email_verified: boolean;
          expires_at: Date;
          client_binding: string | null;
        }
      >();
    return row
      ? {
          user: { id: row.id, email: row.email, name: row.name, emailVerified: row.email_verified === true },
          expiresAt: new Date(row.expires_at),
          clientBinding: row.client_binding,
        }
      : null;
  }

  async delete(idHash: string): Promise<void> {
    await this.repository.delete({ idHash });
  }

  /** The user's live sessions, most recently used first. */
  listLive(userId: string, now: Date): Promise<SessionEntity[]> {
    return this.repository
      .createQueryBuilder('s')
      .where('s.user_id = :userId AND s.expires_at > :now', { userId, now })
      .orderBy('s.last_seen_at', 'DESC')
      .getMany();
  }

  /**
   * One page of the user's live sessions, most recently used first (ties by public id), fetched
   * with one extra row (see toPage); `after` is the last-use microseconds and public id of a row.
   */
  async pageLive(
    userId: string,
    now: Date,
    request: Pick<PageRequest, 'first' | 'backward'> & { after?: [string, string] },
  ): Promise<Array<{ session: SessionEntity; lastSeenMicros: string }>> {
    const query = this.repository
      .createQueryBuilder('s')
      .where('s.user_id = :userId AND s.expires_at > :now', { userId, now });
    const rows = await newestFirst(query, {
      timeColumn: 's.last_seen_at',
      idColumn: 's.public_id',
      after: request.after,
      backward: request.backward,
      limit: request.first + 1,
    });
    return rows.map(({ entity, micros }) => ({ session: entity, lastSeenMicros: micros }));
  }

  /** How many live sessions the user has. */
  countLive(userId: string, now: Date): Promise<number> {
    return this.repository
      .createQueryBuilder('s')
      .where('s.user_id = :userId AND s.expires_at > :now', { userId, now })
      .getCount();
  }

  /** Deletes one of the user's sessions by its public id; answers its hash, or null. */
  async deleteByPublicId(userId: string, publicId: string): Promise<string | null> {
    const rows = returningRows<{ id_hash: string }>(
      await this.repository.query(`DELETE FROM session WHERE user_id = $1 AND public_id = $2 RETURNING id_hash`, [
        userId,
        publicId,
      ]),
    );
    return rows[0]?.id_hash ?? null;
  }

  async recordActivity(
    idHash: string,
    activity: { userAgent: string | null; clientAddress: string | null },
    now: Date,
  ): Promise<void> {
    await this.repository.query(
      `UPDATE session SET last_seen_at = $2, user_agent = COALESCE($3, user_agent), client_address = COALESCE($4, client_address) WHERE id_hash = $1`,
      [idHash, now, activity.userAgent, activity.clientAddress],
    );
  }

  /** Deletes the user's sessions, keeping `keepIdHash` when given; answers the deleted hashes. */
  async deleteAllForUser(userId: string, keepIdHash: string | undefined): Promise<string[]> {
    const rows = returningRows<{ id_hash: string }>(
      await this.repository.query(
        `DELETE FROM session WHERE user_id = $1 AND ($2::char(64) IS NULL OR id_hash <> $2) RETURNING id_hash`,
        [userId, keepIdHash ?? null],
      ),
    );
    return rows.map((r) => r.id_hash);
  }

  /**
   * Housekeeping by the database's clock, never a decision (lookups compare with the server's
   * clock): a server whose clock was moved must not delete rows that are still live for others.
   */
  async deleteExpired(): Promise<void> {
    await this.repository.createQueryBuilder().delete().where('expires_at <= now()').execute();
  }
}
