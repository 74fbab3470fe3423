import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import {
  ACCOUNT_MESSAGES,
  isValidEmail,
  LOGIN_PASSWORD_MIN_LENGTH,
  NAME_MAX_LENGTH,
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSKEY_MESSAGES,
  SECOND_FACTOR_MESSAGES,
  SSO_MESSAGES,
} from '@coffer/shared-contracts';
import {
  APP_CONFIG,
  clientAddressGroup,
  DomainError,
  PasswordHasher,
  RateLimiterService,
  type AppConfig,
} from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { UserRepository } from '../persistence/user.repository';
import type { UserEntity } from '../persistence/user.entity';
import { assertNewPassword } from '../domain/password-policy';
import { clientBindingHash } from '../domain/client-binding';
import { EmailVerificationService } from './email-verification.service';
import { LoginThrottleService } from './login-throttle.service';
import { RegistrationInvitations } from './registration-invitations';
import { SecondFactorRequiredError, SecondFactorService, type SecondFactorProof } from './second-factor.service';
import { PasskeyService } from './passkey.service';
import { SsoService, type SsoOutcome } from './sso.service';
import { SessionService } from './session.service';

export interface RegisterCommand {
  email: unknown;
  password: unknown;
  name: unknown;
  clientAddress: string | undefined;
  previousSessionToken?: string;
  /** The web app's per-origin value, which the new session is bound to. */
  clientBinding?: string;
}

export const REGISTRATION_MESSAGES = {
  closed: 'Registration is closed on this server; ask its administrator for an account.',
  inviteOnly: 'Registration on this server is by invitation: use the e-mail address a file was shared with.',
  throttled: 'Too many sign-ups from your network. Please try again later.',
} as const;

export interface CredentialsCommand {
  email: unknown;
  password: unknown;
  clientAddress: string | undefined;
}

export interface CompleteSecondFactorCommand extends SecondFactorProof {
  /** The challenge cookie the password step set. */
  challenge: string | undefined;
  clientAddress: string | undefined;
  previousSessionToken?: string;
  clientBinding?: string;
}

export interface PasskeySignInCommand {
  /** The browser's WebAuthn answer (AuthenticationResponseJSON). */
  response: unknown;
  clientAddress: string | undefined;
  previousSessionToken?: string;
  clientBinding?: string;
}

/** Passwordless sign-in attempts per client address in 15 minutes. */
export const PASSKEY_SIGN_INS_PER_ADDRESS = 30;

export interface SignedIn {
  user: AuthenticatedUser;
  session: { token: string; maxAgeSeconds: number };
}

function toUser(entity: UserEntity): AuthenticatedUser {
  return { id: entity.id, email: entity.email, name: entity.name, emailVerified: Boolean(entity.emailVerifiedAt) };
}

/** Accounts: every rule of signup and login lives here, for REST and GraphQL alike. */
@Injectable()
export class AuthService {
  private readonly logger = new Logger(AuthService.name);

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottleService,
    private readonly limiter: RateLimiterService,
    private readonly moduleRef: ModuleRef,
    private readonly verification: EmailVerificationService,
    private readonly factors: SecondFactorService,
    private readonly passkeys: PasskeyService,
    private readonly sso: SsoService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Who may create an account (REGISTRATION), and how often per client address. The address
   * budget is spent before the invitation and e-mail checks, so neither can be probed quickly;
   * input that fails validation costs nothing.
   */
  private async admitRegistration(email: string, clientAddress: string | undefined): Promise<void> {
    if (this.config.registration === 'closed')
      throw new DomainError('REGISTRATION_CLOSED', REGISTRATION_MESSAGES.closed);
    await this.limiter.consume(
      [
        {
          key: `register:address:${clientAddressGroup(clientAddress)}`,
          max: this.config.registrationsPerAddressPerHour,
          windowSeconds: 3600,
        },
      ],
      REGISTRATION_MESSAGES.throttled,
    );
    if (this.config.registration === 'invite' && !(await this.invitations()?.isInvited(email))) {
      throw new DomainError('REGISTRATION_INVITE_ONLY', REGISTRATION_MESSAGES.inviteOnly);
    }
  }

  /** The sharing feature's answer to "was this address invited?", looked up without importing it. */
  private invitations(): RegistrationInvitations | undefined {
    try {
      return this.moduleRef.get(RegistrationInvitations, { strict: false });
    } catch {
      this.logger.warn(
        'REGISTRATION=invite but no RegistrationInvitations provider is registered: nobody can sign up.',
      );
      return undefined;
    }
  }

  async register(command: RegisterCommand): Promise<SignedIn> {
    this.assertPasswordSignIn();
    const email = typeof command.email === 'string' ? normalizeEmail(command.email) : '';
    const name = typeof command.name === 'string' ? command.name.trim() : '';
    const password = command.password;
    if (!isValidEmail(email)) throw new DomainError('VALIDATION_ERROR', ACCOUNT_MESSAGES.invalidEmail);
    if (name.length === 0) throw new DomainError('VALIDATION_ERROR', ACCOUNT_MESSAGES.nameRequired);
    if (name.length > NAME_MAX_LENGTH) {
      throw new DomainError('VALIDATION_ERROR', `Name must be at most ${NAME_MAX_LENGTH} characters.`);
    }
    assertNewPassword(password);
    await this.admitRegistration(email, command.clientAddress);
    if (await this.users.findByEmail(email)) throw new DomainError('USER_EXISTS', ACCOUNT_MESSAGES.userExists);
    const created = await this.users.insertUnlessEmailTaken({
      email,
      name,
      passwordHash: await this.hasher.hash(password),
    });
    if (!created) throw new DomainError('USER_EXISTS', ACCOUNT_MESSAGES.userExists);
    await this.throttle.registered(email, command.clientAddress);
    const session = await this.sessions.start(
      created.id,
      'registration',
      command.previousSessionToken,
      clientBindingHash(command.clientBinding),
    );
    // The account works at once; the mail that proves the address must not hold sign-up up.
    void this.verification.send(toUser(created)).catch((error: unknown) =>
      this.logger.error({
        msg: 'Could not send the verification mail',
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    return { user: toUser(created), session };
  }

  /**
   * Checks e-mail and password. Unknown e-mail and wrong password answer the same error after
   * the same work (one argon2 verification); attempts are throttled per account and address.
   */
  async verifyCredentials(command: CredentialsCommand): Promise<AuthenticatedUser> {
    this.assertPasswordSignIn();
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

  /**
   * Signs in a user whose password was just verified: a fresh session id (ending the one the
   * client presented), or, when the account requires a second factor, a SecondFactorRequiredError
   * carrying the challenge the client must hold until it sends a code.
   */
  async signInWithPassword(
    user: AuthenticatedUser,
    previousSessionToken: string | undefined,
    clientBinding?: string,
  ): Promise<SignedIn> {
    if (await this.factors.requiresSecondFactor(user.id))
      throw new SecondFactorRequiredError(
        await this.factors.challenge(user.id, 'password', clientBindingHash(clientBinding)),
      );
    return {
      user,
      session: await this.sessions.start(user.id, 'password', previousSessionToken, clientBindingHash(clientBinding)),
    };
  }

  async login(
    command: CredentialsCommand & { previousSessionToken?: string; clientBinding?: string },
  ): Promise<SignedIn> {
    const user = await this.verifyCredentials(command);
    return this.signInWithPassword(user, command.previousSessionToken, command.clientBinding);
  }

  /** The second step of a password sign-in: the challenge of the first and a code. */
  async completeSecondFactor(command: CompleteSecondFactorCommand): Promise<SignedIn> {
    const { userId, firstFactor, factor } = await this.factors.completeChallenge(
      command.challenge,
      command.clientBinding,
      command,
      command.clientAddress,
    );
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('SIGN_IN_EXPIRED', SECOND_FACTOR_MESSAGES.expired);
    const method = `${firstFactor}+${factor}` as const;
    const session = await this.sessions.start(
      user.id,
      method,
      command.previousSessionToken,
      clientBindingHash(command.clientBinding),
    );
    return { user: toUser(user), session };
  }

  /**
   * Signs in without a password: a passkey's answer to signInPasskeyOptions, checked by its
   * authenticator against its holder. Attempts are counted per client address.
   */
  async signInWithPasskey(command: PasskeySignInCommand): Promise<SignedIn> {
    await this.limiter.consume(
      [
        {
          key: `passkey-sign-in:address:${clientAddressGroup(command.clientAddress)}`,
          max: PASSKEY_SIGN_INS_PER_ADDRESS,
          windowSeconds: 15 * 60,
        },
      ],
      PASSKEY_MESSAGES.tooManyAttempts,
    );
    const userId = await this.passkeys.verify(command.response, 'sign-in', null);
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('INVALID_CODE', PASSKEY_MESSAGES.notVerified);
    const session = await this.sessions.start(
      user.id,
      'passkey',
      command.previousSessionToken,
      clientBindingHash(command.clientBinding),
    );
    return { user: toUser(user), session };
  }

  /**
   * Ends a single sign-on whose provider vouched for an account, or for a verified address no
   * account uses (an account is then made for it, as the registration policy allows, with that
   * address verified and no usable password). Needs the account's second factor like a password
   * sign-in does: SecondFactorRequiredError then carries the challenge.
   */
  async signInWithSso(
    outcome: Extract<SsoOutcome, { kind: 'account' | 'new' }>,
    clientAddress: string | undefined,
    previousSessionToken: string | undefined,
  ): Promise<SignedIn> {
    let userId: string;
    if (outcome.kind === 'account') {
      userId = outcome.userId;
    } else {
      await this.admitRegistration(outcome.email, clientAddress);
      // A password nobody knows: the account signs in through its provider (or sets one by reset).
      const created = await this.users.insertUnlessEmailTaken({
        email: outcome.email,
        name: outcome.name,
        passwordHash: await this.hasher.hash(randomBytes(32).toString('base64url')),
      });
      if (!created) throw new DomainError('USER_EXISTS', ACCOUNT_MESSAGES.userExists);
      await this.users.markPasswordUnknown(created.id);
      await this.users.markEmailVerified(created.id, outcome.email);
      await this.sso.linkNewAccount(outcome, created.id);
      userId = created.id;
    }
    const user = await this.users.findById(userId);
    if (!user) throw new DomainError('UNAUTHORIZED', 'Unauthorized');
    if (await this.factors.requiresSecondFactor(user.id))
      throw new SecondFactorRequiredError(await this.factors.challenge(user.id, 'sso', outcome.bindingHash));
    const session = await this.sessions.start(user.id, 'sso', previousSessionToken, outcome.bindingHash);
    return { user: toUser(user), session };
  }

  /** With PASSWORD_SIGN_IN off, nothing signs in or up with a password. */
  private assertPasswordSignIn(): void {
    if (!this.config.sso.passwordSignIn) throw new DomainError('FORBIDDEN', SSO_MESSAGES.passwordSignInOff);
  }

  logout(sessionToken: string | undefined): Promise<void> {
    return this.sessions.end(sessionToken);
  }

  /** The user behind a session cookie, or null. */
  resolveSession(sessionToken: string | undefined): Promise<AuthenticatedUser | null> {
    return this.sessions.resolve(sessionToken);
  }
}
