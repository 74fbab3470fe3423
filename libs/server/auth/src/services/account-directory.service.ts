import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import type { AuthenticatedUser } from '../authenticated-user';
import { UserRepository } from '../persistence/user.repository';
import { isUuid } from '@coffer/server-core';

/** Read-only account lookups for other features (public fields only: id, e-mail, name, whether the address is verified). */
@Injectable()
export class AccountDirectory {
  constructor(private readonly users: UserRepository) {}

  /** `manager`: the caller's transaction, when it is inside one. */
  async byIds(ids: string[], manager?: EntityManager): Promise<AuthenticatedUser[]> {
    const rows = await this.users.findManyByIds([...new Set(ids)].filter(isUuid), manager);
    return rows.map(({ id, email, name, emailVerifiedAt }) => ({
      id,
      email,
      name,
      emailVerified: emailVerifiedAt !== null,
    }));
  }

  /** E-mails must already be normalised (trimmed, lowercased). */
  async byEmails(emails: string[], manager?: EntityManager): Promise<AuthenticatedUser[]> {
    const rows = await this.users.findManyByEmails([...new Set(emails)], manager);
    return rows.map(({ id, email, name, emailVerifiedAt }) => ({
      id,
      email,
      name,
      emailVerified: emailVerifiedAt !== null,
    }));
  }
}
