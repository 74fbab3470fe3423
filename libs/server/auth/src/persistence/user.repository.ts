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
  async insertUnlessEmailTaken(values: Pick<UserEntity, 'email' | 'name' | 'passwordHash'>): Promise<UserEntity | null> {
    try {
      return await this.repository.save(this.repository.create(values));
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) return null;
      throw error;
    }
  }
}
