import { Inject, Injectable, Logger } from '@nestjs/common';
import { isValidEmail, normalizeEmail, PASSWORD_MAX_LENGTH, SSO_MESSAGES } from '@coffer/shared-contracts';
import {
  APP_CONFIG,
  clientAddressGroup,
  currentActor,
  DomainError,
  PasswordHasher,
  RateLimiterService,
  type AppConfig,
} from '@coffer/server-core';
import { MailService } from '@coffer/server-mail';
import type { AuthenticatedUser } from '../authenticated-user';
import { assertNewPassword } from '../domain/password-policy';
import type { UserEntity } from '../persistence/user.entity';
import { UserRepository } from '../persistence/user.repository';
import { AccountTokenService } from './account-token.service';
import { CredentialRevoker } from './credential-revoker.service';
import { SessionService } from './session.service';

/** A reset link works for an hour. */
export const RESET_LIFETIME_SECONDS = 60 * 60;
/** Reset mails per address asked for, and requests per client address, per hour. */
export const RESET_REQUESTS_PER_EMAIL = 3;
export const RESET_REQUESTS_PER_ADDRESS = 20;
/** Wrong current passwords (password or address change) before the account must wait. */
export const PASSWORD_CHECK_ATTEMPTS = 5;
/** How recent a sign-in stands in for the password of an account that has none of its own. */
export const RECENT_SIGN_IN_SECONDS = 10 * 60;

export const RESET_LINK_INVALID = 'This reset link is invalid, was already used, or has expired. Ask for a new one.';

export interface ChangePasswordCommand {
  user: AuthenticatedUser;
  currentSessionToken: string | undefined;
  currentPassword: unknown;
  newPassword: unknown;
}

/**
 * Changing and resetting passwords. A change needs the current password, signs out every other
 * session and voids reset links; a reset proves the address by e-mail and ends every credential. Asking for a reset
 * answers the same, at the same speed, whether or not an account has that address.
 */
@Injectable()
export class PasswordService {
  private readonly logger = new Logger('Password');

  constructor(
    private readonly users: UserRepository,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly tokens: AccountTokenService,
    private readonly revoker: CredentialRevoker,
    private readonly mail: MailService,
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async change(command: ChangePasswordCommand): Promise<void> {
    assertNewPassword(command.newPassword);
    const record = await this.assertCurrentPassword(command.user.id, command.currentPassword);
    await this.users.updatePasswordHash(record.id, await this.hasher.hash(command.newPassword));
    await this.sessions.endAllForUser(record.id, command.currentSessionToken);
    // A reset link asked for before the change must not undo it.
    await this.tokens.voidUnused(record.id, 'reset_password');
  }

  /**
   * Proof that the person at the keyboard is the account's owner, before a sensitive change: the
   * password (wrong guesses throttled per account), or — for an account whose password nobody
   * knows (made by a single sign-on) — a session that signed in within RECENT_SIGN_IN_SECONDS.
   */
  async assertCurrentPassword(userId: string, password: unknown): Promise<UserEntity> {
    const record = await this.users.findById(userId);
    if (!record) throw new DomainError('UNAUTHORIZED', 'Unauthorized');
    if (!record.passwordKnown) {
      if (await this.sessions.signedInWithin(currentActor()?.sessionId, RECENT_SIGN_IN_SECONDS)) return record;
      throw new DomainError('WRONG_PASSWORD', SSO_MESSAGES.signInAgain);
    }
    const key = `password-check:${record.id}`;
    await this.limiter.consume(
      [{ key, max: PASSWORD_CHECK_ATTEMPTS, windowSeconds: 15 * 60 }],
      'Too many attempts. Please wait a few minutes and try again.',
    );
    const valid =
      typeof password === 'string' &&
      password.length <= PASSWORD_MAX_LENGTH &&
      (await this.hasher.verify(record.passwordHash, password));
    if (!valid) throw new DomainError('WRONG_PASSWORD', 'The current password is not correct.');
    await this.limiter.reset(key);
    return record;
  }

  /**
   * Mails a reset link when an account has `email`. The answer does not depend on that: the
   * look-up and the mail happen after the request has been answered.
   */
  async requestReset(email: unknown, clientAddress: string | undefined): Promise<void> {
    // Without password sign-in a new password would open nothing.
    if (!this.config.sso.passwordSignIn) throw new DomainError('FORBIDDEN', SSO_MESSAGES.passwordSignInOff);
    const normalized = typeof email === 'string' ? normalizeEmail(email) : '';
    if (!isValidEmail(normalized)) throw new DomainError('VALIDATION_ERROR', 'Enter a valid email');
    await this.limiter.consume(
      [
        { key: `password-reset:email:${normalized}`, max: RESET_REQUESTS_PER_EMAIL, windowSeconds: 3600 },
        {
          key: `password-reset:address:${clientAddressGroup(clientAddress)}`,
          max: RESET_REQUESTS_PER_ADDRESS,
          windowSeconds: 3600,
        },
      ],
      'Too many reset requests. Please wait an hour and try again.',
    );
    void this.mailResetLink(normalized).catch((error: unknown) =>
      this.logger.error({
        msg: 'Could not send a password reset mail',
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }

  /**
   * Sets a new password with a reset link. Every session, access token and other reset link of
   * the account ends; when the address had never been proven, so does everything other features
   * keep for the account (webhooks): whoever made them had only typed the address.
   */
  async reset(token: unknown, newPassword: unknown): Promise<void> {
    // Checked first, so a weak password does not use the link up.
    assertNewPassword(newPassword);
    const redeemed = await this.tokens.redeem(token, 'reset_password');
    const record = redeemed ? await this.users.findById(redeemed.userId) : null;
    if (!redeemed || !record || record.email !== redeemed.email)
      throw new DomainError('VALIDATION_ERROR', RESET_LINK_INVALID);
    await this.users.updatePasswordHash(record.id, await this.hasher.hash(newPassword));
    // The link reached that address, which is what verification proves too.
    await this.users.markEmailVerified(record.id, redeemed.email);
    await this.revoker.endAll({ userId: record.id, holders: !record.emailVerifiedAt });
  }

  private async mailResetLink(email: string): Promise<void> {
    const record = await this.users.findByEmail(email);
    if (!record) return;
    const token = await this.tokens.issue(record.id, record.email, 'reset_password', RESET_LIFETIME_SECONDS);
    await this.mail.send({
      to: record.email,
      subject: 'Reset your Coffer password',
      paragraphs: [
        `Hello ${record.name},`,
        'Someone (we hope you) asked to reset the password of your Coffer account. Choose a new password with the link below; every device signed in to your account will be signed out.',
      ],
      action: { label: 'Choose a new password', url: `${this.config.publicUrl}/reset-password?token=${token}` },
      footnote:
        'The link works once, for one hour. If you did not ask for this, ignore this message: your password stays as it is.',
    });
  }
}
