import { Inject, Injectable } from '@nestjs/common';
import { ACCOUNT_MESSAGES, isValidEmail, normalizeEmail } from '@coffer/shared-contracts';
import { APP_CONFIG, currentActor, DomainError, RateLimiterService, type AppConfig } from '@coffer/server-core';
import { MailService } from '@coffer/server-mail';
import type { AuthenticatedUser } from '../authenticated-user';
import type { UserEntity } from '../persistence/user.entity';
import { UserRepository } from '../persistence/user.repository';
import { AccountTokenService } from './account-token.service';
import { CredentialRevoker } from './credential-revoker.service';
import { PasswordService } from './password.service';

/** A verification link works for a day. */
export const VERIFICATION_LIFETIME_SECONDS = 24 * 60 * 60;
/** Verification mails one account may ask for per hour (the first, at sign-up, included). */
export const VERIFICATION_MAILS_PER_HOUR = 5;

/** Account settings are for the person, signed in: a script's access token cannot change them. */
export const ACCOUNT_NEEDS_SESSION = 'Access tokens cannot change account settings; sign in.';

export const VERIFICATION_LINK_INVALID =
  'This verification link is invalid, was already used, or has expired. Sign in and send a new one.';

/**
 * Proof that a person receives mail at their account's address. Until it is given, nothing shared
 * with that address is revealed to the account: anyone can type any address at sign-up.
 */
@Injectable()
export class EmailVerificationService {
  constructor(
    private readonly users: UserRepository,
    private readonly tokens: AccountTokenService,
    private readonly mail: MailService,
    private readonly limiter: RateLimiterService,
    private readonly passwords: PasswordService,
    private readonly revoker: CredentialRevoker,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Mails a fresh verification link (voiding earlier ones); throttled per account. */
  async send(user: AuthenticatedUser): Promise<void> {
    const record = await this.users.findById(user.id);
    if (!record) throw new DomainError('UNAUTHORIZED', 'Unauthorized');
    if (record.emailVerifiedAt) return;
    await this.limiter.consume(
      [{ key: `verify-mail:${record.id}`, max: VERIFICATION_MAILS_PER_HOUR, windowSeconds: 3600 }],
      'Too many verification e-mails. Please wait an hour and try again.',
    );
    const token = await this.tokens.issue(record.id, record.email, 'verify_email', VERIFICATION_LIFETIME_SECONDS);
    await this.mail.send({
      to: record.email,
      subject: 'Confirm your e-mail address for Coffer',
      paragraphs: [
        `Hello ${record.name},`,
        `Please confirm that ${record.email} is your address. Files people share with this address appear in your Coffer only after you confirm it.`,
      ],
      action: { label: 'Confirm my address', url: `${this.config.publicUrl}/verify-email?token=${token}` },
      footnote: 'The link works once, for 24 hours. If you did not create a Coffer account, ignore this message.',
    });
  }

  /**
   * Starts moving the account to another address: the current password is required, and the
   * account keeps its old address until a link mailed to the new one is opened. Whether the new
   * address is free is only told to whoever opens that link, so this answers the same for any
   * address.
   */
  async requestChange(user: AuthenticatedUser, newEmail: unknown, currentPassword: unknown): Promise<void> {
    const email = typeof newEmail === 'string' ? normalizeEmail(newEmail) : '';
    if (!isValidEmail(email)) throw new DomainError('VALIDATION_ERROR', ACCOUNT_MESSAGES.invalidEmail);
    const record = await this.passwords.assertCurrentPassword(user.id, currentPassword);
    if (email === record.email) throw new DomainError('VALIDATION_ERROR', 'This is already your address.');
    await this.limiter.consume(
      [{ key: `verify-mail:${record.id}`, max: VERIFICATION_MAILS_PER_HOUR, windowSeconds: 3600 }],
      'Too many verification e-mails. Please wait an hour and try again.',
    );
    const token = await this.tokens.issue(record.id, email, 'verify_email', VERIFICATION_LIFETIME_SECONDS);
    await this.mail.send({
      to: email,
      subject: 'Confirm your new e-mail address for Coffer',
      paragraphs: [
        `Hello ${record.name},`,
        `You asked to use ${email} for your Coffer account instead of ${record.email}. Your account keeps its old address until you confirm the new one.`,
      ],
      action: { label: 'Use this address', url: `${this.config.publicUrl}/verify-email?token=${token}` },
      footnote: 'The link works once, for 24 hours. If you did not ask for this, ignore this message.',
    });
  }

  /**
   * Redeems a verification link. It proves the address it was sent to: the account's own
   * address becomes verified, or, for a link sent to a new address, the account moves to it
   * (its old address is told). When the account had no proven address until now, every
   * credential made before (sessions, access tokens, webhooks) ends, except the session that
   * opened the link when it is this account's: the link's reader may not be who made them.
   */
  async verify(token: unknown): Promise<AuthenticatedUser> {
    const redeemed = await this.tokens.redeem(token, 'verify_email');
    if (!redeemed) throw new DomainError('VALIDATION_ERROR', VERIFICATION_LINK_INVALID);
    const before = await this.users.findById(redeemed.userId);
    if (!before) throw new DomainError('VALIDATION_ERROR', VERIFICATION_LINK_INVALID);
    const verified = await this.prove(before, redeemed.email);
    if (!before.emailVerifiedAt) {
      const actor = currentActor();
      const keepSessionId = actor?.via === 'session' && actor.userId === before.id ? actor.sessionId : undefined;
      await this.revoker.endAll({ userId: before.id, keepSessionId, holders: true });
    }
    return verified;
  }

  private async prove(before: UserEntity, email: string): Promise<AuthenticatedUser> {
    const redeemed = { userId: before.id, email };
    if (before.email !== redeemed.email) {
      const moved = await this.users.changeEmailVerified(before.id, redeemed.email);
      if (!moved) throw new DomainError('USER_EXISTS', 'Another account already uses this address.');
      await this.mail.send({
        to: before.email,
        subject: 'Your Coffer address was changed',
        paragraphs: [
          `Hello ${before.name},`,
          `Your Coffer account now uses ${redeemed.email} instead of ${before.email}.`,
        ],
        footnote: 'If you did not do this, reset your password at once and contact whoever runs this Coffer.',
      });
      return { id: moved.id, email: moved.email, name: moved.name, emailVerified: true };
    }
    const user = await this.users.markEmailVerified(redeemed.userId, redeemed.email);
    if (!user) throw new DomainError('VALIDATION_ERROR', VERIFICATION_LINK_INVALID);
    return { id: user.id, email: user.email, name: user.name, emailVerified: true };
  }

  async isVerified(userId: string): Promise<boolean> {
    return Boolean((await this.users.findById(userId))?.emailVerifiedAt);
  }
}
