import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import {
  APP_CONFIG,
  clientAddressGroup,
  Clock,
  DomainError,
  isUuid,
  RateLimiterService,
  type AppConfig,
} from '@coffer/server-core';
import { PASSKEY_MESSAGES, PASSKEY_NAME_MAX_LENGTH } from '@coffer/shared-contracts';
import type { AuthenticatedUser } from '../authenticated-user';
import { PasskeyRepository, type PasskeyRecord, type WebauthnPurpose } from '../persistence/passkey.repository';
import { PasswordService } from './password.service';

/** How long a passkey has to answer a challenge (the browser's prompt included). */
export const PASSKEY_CHALLENGE_SECONDS = 5 * 60;
/** Passkeys one account may hold. */
export const PASSKEYS_PER_ACCOUNT = 20;
/** Challenges for signing in without a password, per client address in 15 minutes. */
export const ANONYMOUS_CHALLENGES_PER_ADDRESS = 60;

/** One passkey as its owner sees it. */
export interface PasskeySummary {
  id: string;
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  backedUp: boolean;
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

function summary(record: PasskeyRecord): PasskeySummary {
  return {
    id: record.id,
    name: record.name,
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt,
    backedUp: record.backedUp,
  };
}

function passkeyName(value: unknown): string {
  const name = typeof value === 'string' ? value.trim() : '';
  if (name.length === 0 || name.length > PASSKEY_NAME_MAX_LENGTH)
    throw new DomainError('VALIDATION_ERROR', PASSKEY_MESSAGES.invalidName).at('name');
  return name;
}

/** The credential id of a browser's answer, or null when the answer has no usable shape. */
function credentialIdOf(response: unknown): string | null {
  const id = (response as { id?: unknown } | null)?.id;
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,1400}$/.test(id) ? id : null;
}

/**
 * Passkeys (WebAuthn, verified by @simplewebauthn/server): registering them (with the password),
 * naming and removing them, and checking a passkey's answer, for a second step or to sign in
 * without a password. Every challenge is kept server-side and taken once, so an answer can never
 * be replayed; the relying party is PUBLIC_URL's host and origin.
 */
@Injectable()
export class PasskeyService {
  constructor(
    private readonly passkeys: PasskeyRepository,
    private readonly passwords: PasswordService,
    private readonly clock: Clock,
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private get relyingParty(): { id: string; origin: string } {
    const url = new URL(this.config.publicUrl);
    return { id: url.hostname, origin: url.origin };
  }

  async list(userId: string): Promise<PasskeySummary[]> {
    return (await this.passkeys.listForUser(userId)).map(summary);
  }

  async count(userId: string): Promise<number> {
    return (await this.passkeys.listForUser(userId)).length;
  }

  /** What the browser needs to create a passkey for the account; needs the password. */
  async registrationOptions(
    user: AuthenticatedUser,
    password: unknown,
  ): Promise<PublicKeyCredentialCreationOptionsJSON> {
    await this.passwords.assertCurrentPassword(user.id, password);
    const existing = await this.passkeys.listForUser(user.id);
    if (existing.length >= PASSKEYS_PER_ACCOUNT) throw new DomainError('VALIDATION_ERROR', PASSKEY_MESSAGES.tooMany);
    const options = await generateRegistrationOptions({
      rpName: 'Coffer',
      rpID: this.relyingParty.id,
      userName: user.email,
      userDisplayName: user.name,
      userID: new TextEncoder().encode(user.id),
      attestationType: 'none',
      excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      // A passkey that signs in alone must be discoverable and check who holds it.
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    await this.remember(options.challenge, 'register', user.id);
    return options;
  }

  /** Stores the passkey the browser created for the options above. */
  async register(user: AuthenticatedUser, response: unknown, name: unknown): Promise<PasskeySummary> {
    const label = passkeyName(name);
    const refused = () => new DomainError('VALIDATION_ERROR', PASSKEY_MESSAGES.notRegistered);
    let verified: Awaited<ReturnType<typeof verifyRegistrationResponse>>;
    try {
      verified = await verifyRegistrationResponse({
        response: response as RegistrationResponseJSON,
        expectedChallenge: (challenge) => this.take(challenge, 'register', user.id),
        expectedOrigin: this.relyingParty.origin,
        expectedRPID: this.relyingParty.id,
        requireUserVerification: true,
      });
    } catch {
      throw refused();
    }
    if (!verified.verified) throw refused();
    const { credential, credentialBackedUp } = verified.registrationInfo;
    const stored = await this.passkeys.insert({
      userId: user.id,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      name: label,
      backedUp: credentialBackedUp,
    });
    if (!stored) throw new DomainError('VALIDATION_ERROR', PASSKEY_MESSAGES.alreadyRegistered);
    return summary(stored);
  }

  /** Renames one of the account's passkeys (which one is checked before the name). */
  async rename(userId: string, id: unknown, name: unknown): Promise<PasskeySummary> {
    const notFound = () => new DomainError('NOT_FOUND', 'Not found.');
    const owned =
      typeof id === 'string' && isUuid(id) && (await this.passkeys.listForUser(userId)).some((p) => p.id === id);
    if (!owned) throw notFound();
    const renamed = await this.passkeys.rename(userId, id, passkeyName(name));
    if (!renamed) throw notFound();
    return summary(renamed);
  }

  async remove(userId: string, id: unknown): Promise<void> {
    const removed = typeof id === 'string' && isUuid(id) && (await this.passkeys.remove(userId, id));
    if (!removed) throw new DomainError('NOT_FOUND', 'Not found.');
  }

  /** What the browser needs to ask one of the account's passkeys to sign (a second step). */
  async secondFactorOptions(userId: string): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const existing = await this.passkeys.listForUser(userId);
    if (existing.length === 0) throw new DomainError('VALIDATION_ERROR', PASSKEY_MESSAGES.none);
    const options = await generateAuthenticationOptions({
      rpID: this.relyingParty.id,
      allowCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
      userVerification: 'preferred',
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    await this.remember(options.challenge, 'second-factor', userId);
    return options;
  }

  /**
   * What the browser needs to offer any passkey of this site, to sign in without a password.
   * Anyone may ask, so each client address may keep only so many challenges open.
   */
  async signInOptions(clientAddress: string | undefined): Promise<PublicKeyCredentialRequestOptionsJSON> {
    await this.limiter.consume(
      [
        {
          key: `passkey-options:address:${clientAddressGroup(clientAddress)}`,
          max: ANONYMOUS_CHALLENGES_PER_ADDRESS,
          windowSeconds: 15 * 60,
        },
      ],
      PASSKEY_MESSAGES.tooManyAttempts,
    );
    const options = await generateAuthenticationOptions({
      rpID: this.relyingParty.id,
      userVerification: 'required',
      timeout: PASSKEY_CHALLENGE_SECONDS * 1000,
    });
    await this.remember(options.challenge, 'sign-in', null);
    return options;
  }

  /**
   * Checks a passkey's answer to a challenge of `purpose` (for a second step: one issued for
   * `userId`, by a passkey of that account) and answers the account it belongs to. Signing in
   * without a password also needs the authenticator's own check of its holder (PIN, biometrics).
   */
  async verify(response: unknown, purpose: 'second-factor' | 'sign-in', userId: string | null): Promise<string> {
    const refused = () => new DomainError('INVALID_CODE', PASSKEY_MESSAGES.notVerified);
    const credentialId = credentialIdOf(response);
    const passkey = credentialId ? await this.passkeys.findByCredentialId(credentialId) : null;
    if (!passkey || (userId !== null && passkey.userId !== userId)) throw refused();
    let verified: Awaited<ReturnType<typeof verifyAuthenticationResponse>>;
    try {
      verified = await verifyAuthenticationResponse({
        response: response as AuthenticationResponseJSON,
        expectedChallenge: (challenge) => this.take(challenge, purpose, userId),
        expectedOrigin: this.relyingParty.origin,
        expectedRPID: this.relyingParty.id,
        credential: {
          id: passkey.credentialId,
          publicKey: new Uint8Array(passkey.publicKey),
          counter: passkey.counter,
          transports: passkey.transports,
        },
        requireUserVerification: purpose === 'sign-in',
      });
    } catch {
      throw refused();
    }
    if (!verified.verified) throw refused();
    const { newCounter, credentialBackedUp } = verified.authenticationInfo;
    if (!(await this.passkeys.recordUse(passkey.id, passkey.counter, newCounter, credentialBackedUp, this.clock.now())))
      throw refused();
    return passkey.userId;
  }

  private async remember(challenge: string, purpose: WebauthnPurpose, userId: string | null): Promise<void> {
    const expiresAt = new Date(this.clock.now().getTime() + PASSKEY_CHALLENGE_SECONDS * 1000);
    await this.passkeys.insertChallenge(sha256(challenge), purpose, userId, expiresAt);
  }

  private take(challenge: string, purpose: WebauthnPurpose, userId: string | null): Promise<boolean> {
    return this.passkeys.takeChallenge(sha256(challenge), purpose, userId, this.clock.now());
  }
}
