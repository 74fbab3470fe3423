import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThanOrEqual, type Repository } from 'typeorm';
import type { AuthenticatedUser } from '../authenticated-user';
import { SessionEntity } from './session.entity';

@Injectable()
export class SessionRepository {
  constructor(@InjectRepository(SessionEntity) private readonly repository: Repository<SessionEntity>) {}

  async insert(idHash: string, userId: string, expiresAt: Date): Promise<void> {
    await this.repository.insert({ idHash, userId, expiresAt });
  }

  /** The user of a live session, in one indexed query. */
  async findLiveUser(idHash: string, now: Date): Promise<AuthenticatedUser | null> {
    const row = await this.repository
      .createQueryBuilder('s')
      .innerJoin('s.user', 'u')
      .select(['u.id AS id', 'u.email AS email', 'u.name AS name'])
      .where('s.id_hash = :idHash AND s.expires_at > :now', { idHash, now })
      .getRawOne<AuthenticatedUser>();
    return row ?? null;
  }

  async delete(idHash: string): Promise<void> {
    await this.repository.delete({ idHash });
  }

  async deleteExpired(now: Date): Promise<void> {
    await this.repository.delete({ expiresAt: LessThanOrEqual(now) });
  }
}
