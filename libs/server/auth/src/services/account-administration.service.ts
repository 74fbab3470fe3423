import { Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, isValidEmail, NAME_MAX_LENGTH, normalizeEmail } from '@coffer/shared-contracts';
import { DomainError, PasswordHasher } from '@coffer/server-core';
import { assertNewPassword } from '../domain/password-policy';
import { PasskeyRepository } from '../persistence/passkey.repository';
import { SecondFactorRepository } from '../persistence/second-factor.repository';
import type { UserEntity } from '../persistence/user.entity';
import { UserRepository } from '../persistence/user.repository';
import { CredentialRevoker } from './credential-revoker.service';

/**
 * What the instance's operator does to accounts (the command line, and later the admin area):
 * create one, set its password, take its second factors away. The same rules as sign-up and reset
 * (address, name, password policy); every credential ends when the password is set.
 */
@Injectable()
export class AccountAdministration {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly revoker: CredentialRevoker,
    private readonly factors: SecondFactorRepository,
    private readonly passkeys: PasskeyRepository,
  ) {}

  async findByEmail(email: unknown): Promise<UserEntity> {
    const normalized = typeof email === 'string' ? normalizeEmail(email) : '';
    const user = isValidEmail(normalized) ? await this.users.findByEmail(normalized) : null;
    if (!user) throw new DomainError('USER_NOT_FOUND', `No account uses the address ${String(email)}.`);
    return user;
  }

  /** An account the operator vouches for: its address counts as verified. */
  async createUser(command: { email: unknown; name: unknown; password: unknown }): Promise<UserEntity> {
    const email = typeof command.email === 'string' ? normalizeEmail(command.email) : '';
    const name = typeof command.name === 'string' ? command.name.trim() : '';
    if (!isValidEmail(email)) throw new DomainError('VALIDATION_ERROR', ACCOUNT_MESSAGES.invalidEmail);
    if (name.length === 0 || name.length > NAME_MAX_LENGTH)
      throw new DomainError('VALIDATION_ERROR', `Name must be 1 to ${NAME_MAX_LENGTH} characters.`);
    assertNewPassword(command.password);
    // Asked first, so a taken address is not a failed statement in the log (the insert still decides a race).
    if (await this.users.findByEmail(email)) throw new DomainError('USER_EXISTS', ACCOUNT_MESSAGES.userExists);
    const created = await this.users.insertUnlessEmailTaken({
      email,
      name,
      passwordHash: await this.hasher.hash(command.password),
    });
    if (!created) throw new DomainError('USER_EXISTS', ACCOUNT_MESSAGES.userExists);
    return (await this.users.markEmailVerified(created.id, email)) ?? created;
  }

  /** A new password; every session, access token and reset link of the account ends (second factors stay). */
  async setPassword(email: unknown, password: unknown): Promise<UserEntity> {
    assertNewPassword(password);
    const user = await this.findByEmail(email);
    await this.users.updatePasswordHash(user.id, await this.hasher.hash(password));
    await this.revoker.endAll({ userId: user.id, holders: false });
    return user;
  }

  /** For a person who lost their phone: the authenticator, recovery codes and passkeys go. */
  async resetSecondFactors(email: unknown): Promise<UserEntity> {
    const user = await this.findByEmail(email);
    await this.factors.removeAll(user.id);
    await this.passkeys.removeAllForUser(user.id);
    return user;
  }
}
