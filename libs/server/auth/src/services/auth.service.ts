import { Injectable } from '@nestjs/common';
import {
  ACCOUNT_MESSAGES,
  isStrongPassword,
  isValidEmail,
  LOGIN_PASSWORD_MIN_LENGTH,
  NAME_MAX_LENGTH,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
} from '@coffer/shared-contracts';
import { DomainError, PasswordHasher } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { UserRepository } from '../persistence/user.repository';
import type { UserEntity } from '../persistence/user.entity';
import { LoginThrottleService } from './login-throttle.service';
import { SessionService } from './session.service';

export interface RegisterCommand {
  email: unknown;
  password: unknown;
  name: unknown;
  previousSessionToken?: string;
}

export interface CredentialsCommand {
  email: unknown;
  password: unknown;
  clientAddress: string | undefined;
}

export interface SignedIn {
  user: AuthenticatedUser;
  session: { token: string; maxAgeSeconds: number };
}

function toUser(entity: UserEntity): AuthenticatedUser {
  return { id: entity.id, email: entity.email, name: entity.name };
}

/** Accounts: every rule of signup and login lives here, for REST and GraphQL alike. */
@Injectable()
export class AuthService {
  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async register(command: RegisterCommand): Promise<SignedIn> {
    const email = typeof command.email === 'string' ? normalizeEmail(command.email) : '';
    const name = typeof command.name === 'string' ? command.name.trim() : '';
    const password = command.password;
    if (!isValidEmail(email)) throw new DomainError('VALIDATION_ERROR', ACCOUNT_MESSAGES.invalidEmail);
    if (name.length === 0) throw new DomainError('VALIDATION_ERROR', ACCOUNT_MESSAGES.nameRequired);
    if (name.length > NAME_MAX_LENGTH) {
      throw new DomainError('VALIDATION_ERROR', `Name must be at most ${NAME_MAX_LENGTH} characters.`);
    }
    if (typeof password !== 'string' || !isStrongPassword(password)) {
      throw new DomainError('WEAK_PASSWORD', ACCOUNT_MESSAGES.weakPassword);
    }
    if (password.length > PASSWORD_MAX_LENGTH) {
      throw new DomainError('WEAK_PASSWORD', `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);
    }
    if (await this.users.findByEmail(email)) throw new DomainError('USER_EXISTS', ACCOUNT_MESSAGES.userExists);
    const created = await this.users.insertUnlessEmailTaken({ email, name, passwordHash: await this.hasher.hash(password) });
    if (!created) throw new DomainError('USER_EXISTS', ACCOUNT_MESSAGES.userExists);
    const session = await this.sessions.start(created.id, command.previousSessionToken);
    return { user: toUser(created), session };
  }

  /**
   * Checks e-mail and password. Unknown e-mail and wrong password answer the same error after
   * the same work (one argon2 verification); attempts are throttled per account and address.
   */
  async verifyCredentials(command: CredentialsCommand): Promise<AuthenticatedUser> {
    const email = typeof command.email === 'string' ? normalizeEmail(command.email) : '';
    const password = command.password;
    if (!isValidEmail(email)) throw new DomainError('VALIDATION_ERROR', ACCOUNT_MESSAGES.invalidEmail);
    if (typeof password !== 'string' || password.length < LOGIN_PASSWORD_MIN_LENGTH) {
      throw new DomainError('VALIDATION_ERROR', ACCOUNT_MESSAGES.loginPasswordTooShort);
    }
    const ticket = await this.throttle.consume(email, command.clientAddress);
    const user = await this.users.findByEmail(email);
    const valid =
      user && password.length <= PASSWORD_MAX_LENGTH
        ? await this.hasher.verify(user.passwordHash, password)
        : await this.hasher.verifyNothing(password.slice(0, PASSWORD_MAX_LENGTH));
    if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS', ACCOUNT_MESSAGES.invalidCredentials);
    await this.throttle.succeeded(ticket);
    return toUser(user);
  }

  /** Signs a verified user in with a fresh session id, ending the one the client presented. */
  async startSession(user: AuthenticatedUser, previousSessionToken: string | undefined): Promise<SignedIn> {
    return { user, session: await this.sessions.start(user.id, previousSessionToken) };
  }

  async login(command: CredentialsCommand & { previousSessionToken?: string }): Promise<SignedIn> {
    const user = await this.verifyCredentials(command);
    return this.startSession(user, command.previousSessionToken);
  }

  logout(sessionToken: string | undefined): Promise<void> {
    return this.sessions.end(sessionToken);
  }

  /** The user behind a session cookie, or null. */
  resolveSession(sessionToken: string | undefined): Promise<AuthenticatedUser | null> {
    return this.sessions.resolve(sessionToken);
  }
}
