import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { UserEntity } from './user.entity';

const UNIQUE_VIOLATION = '23505';

@Injectable()
export class UserRepository {
  constructor(@InjectRepository(UserEntity) private readonly repository: Repository<UserEntity>) {}

  findByEmail(email: string): Promise<UserEntity | null> {
    return this.repository.findOneBy({ email });
  }

  findById(id: string): Promise<UserEntity | null> {
    return this.repository.findOneBy({ id });
  }

  /** Marks the address verified, only while the account still has `email`; null otherwise. */
  async markEmailVerified(id: string, email: string): Promise<UserEntity | null> {
    await this.repository.query(
      `UPDATE app_user SET email_verified_at = COALESCE(email_verified_at, now()) WHERE id = $1 AND email = $2`,
      [id, email],
    );
    return this.repository.findOneBy({ id, email });
  }

  /** Moves the account to a proven address; null when another account has it. */
  async changeEmailVerified(id: string, email: string): Promise<UserEntity | null> {
    try {
      await this.repository.query(
        `UPDATE app_user SET email = $2, email_verified_at = now(), updated_at = now() WHERE id = $1`,
        [id, email],
      );
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    }
    return this.repository.findOneBy({ id, email });
  }

  /** A password the person chose: from now on it is the one they know. */
  async updatePasswordHash(id: string, passwordHash: string): Promise<void> {
    await this.repository.update({ id }, { passwordHash, passwordKnown: true });
  }

  /** An account whose password nobody knows (made by a single sign-on). */
  async markPasswordUnknown(id: string): Promise<void> {
    await this.repository.update({ id }, { passwordKnown: false });
  }

  findManyByIds(ids: string[], manager?: EntityManager): Promise<UserEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.repo(manager).createQueryBuilder('u').where('u.id = ANY(:ids)', { ids }).getMany();
  }

  findManyByEmails(emails: string[], manager?: EntityManager): Promise<UserEntity[]> {
    if (emails.length === 0) return Promise.resolve([]);
    return this.repo(manager).createQueryBuilder('u').where('u.email = ANY(:emails)', { emails }).getMany();
  }

  private repo(manager?: EntityManager): Repository<UserEntity> {
    return manager ? manager.getRepository(UserEntity) : this.repository;
  }

  /** Inserts a user; answers null when the e-mail is taken (also under a concurrent insert). */
  async insertUnlessEmailTaken(
    values: Pick<UserEntity, 'email' | 'name' | 'passwordHash'>,
  ): Promise<UserEntity | null> {
    try {
      return await this.repository.save(this.repository.create(values));
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    }
  }
}
