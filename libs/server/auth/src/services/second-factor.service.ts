import { createHash, randomBytes, randomInt } from 'node:crypto';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT, SECOND_FACTOR_MESSAGES, TOTP_DIGITS } from '@coffer/shared-contracts';
import { Clock, clientAddressGroup, DomainError, RateLimiterService, SecretsService } from '@coffer/server-core';
import { clientBindingHash } from '../domain/client-binding';
import type { AuthenticatedUser } from '../authenticated-user';
import { SecondFactorRepository } from '../persistence/second-factor.repository';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { PasskeyService } from './passkey.service';
import { PasswordService } from './password.service';

/** How long a right password waits for its second factor. */
export const SIGN_IN_CHALLENGE_SECONDS = 5 * 60;
/** Wrong codes per account (from anywhere) in a window, before codes for it must wait. */
export const CODE_ATTEMPTS_PER_ACCOUNT = 10;
/** Wrong codes per account and client address in a window. */
export const CODE_ATTEMPTS_PER_PAIR = 5;
/** Wrong codes from one client address (any account) in a window. */
export const CODE_ATTEMPTS_PER_ADDRESS = 30;
export const CODE_WINDOW_SECONDS = 15 * 60;
/** A code of the step before or after the current one is accepted too (clocks drift, people type slowly). */
const TOTP_TOLERANCE_SECONDS = 30;
/** The authenticator apps' period (otplib's default). */
const TOTP_PERIOD_SECONDS = 30;

const ISSUER = 'Coffer';
// Crockford's base32 alphabet: no I, L, O or U, so nothing reads as another character.
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
const RECOVERY_LENGTH = 12;

/** A second factor as the client sent it: a code from the app, a recovery code, or a passkey's answer. */
export interface SecondFactorProof {
  code?: unknown;
  recoveryCode?: unknown;
  /** The browser's WebAuthn answer (AuthenticationResponseJSON) to secondFactorPasskeyOptions. */
  passkey?: unknown;
}

export type ProvenFactor = 'totp' | 'recovery-code' | 'passkey';

/** What a sign-in waiting for its second factor already proved. */
export type FirstFactor = 'password' | 'sso';

export interface SecondFactorStatus {
  enabled: boolean;
  enabledAt: Date | null;
  recoveryCodesLeft: number;
}

export class SecondFactorRequiredError extends DomainError {
  constructor(readonly challenge: string) {
    super('SECOND_FACTOR_REQUIRED', SECOND_FACTOR_MESSAGES.required);
  }
}

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** A recovery code as stored and compared: lower case, no separators, look-alikes folded. */
export function normalizeRecoveryCode(input: string): string {
  return input.toLowerCase().replace(/[\s-]/g, '').replace(/[il]/g, '1').replace(/o/g, '0');
}

function newRecoveryCode(): string {
  let code = '';
  for (let i = 0; i < RECOVERY_LENGTH; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
  return `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}`;
}

/**
 * Authenticator codes (TOTP) and recovery codes: set-up, sign-in challenges, and every check of
 * a code, for REST and GraphQL alike. A code is spent by the statement that accepts it, so a
 * code (and any older one) works once; every attempt is counted before it is checked.
 */
@Injectable()
export class SecondFactorService implements OnModuleInit {
  constructor(
    private readonly factors: SecondFactorRepository,
    private readonly secrets: SecretsService,
    private readonly passwords: PasswordService,
    private readonly passkeys: PasskeyService,
    private readonly limiter: RateLimiterService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.secrets.requireOpens('authenticator secrets', () => this.factors.newestSealedSecret());
  }

  requiresSecondFactor(userId: string): Promise<boolean> {
    return this.factors.requiresSecondFactor(userId);
  }

  async status(userId: string): Promise<SecondFactorStatus> {
    const totp = await this.factors.findTotp(userId);
    const enabledAt = totp?.confirmedAt ?? null;
    return {
      enabled: enabledAt !== null,
      enabledAt,
      recoveryCodesLeft: enabledAt ? await this.factors.recoveryCodesLeft(userId) : 0,
    };
  }

  /**
   * Starts (or starts again) the set-up of an authenticator app: a new secret, which is not
   * required at sign-in until a first code from it is confirmed. Needs the password.
   */
  async beginTotpSetup(user: AuthenticatedUser, password: unknown): Promise<{ secret: string; uri: string }> {
    await this.passwords.assertCurrentPassword(user.id, password);
    const secret = generateSecret();
    if (!(await this.factors.putPendingTotp(user.id, this.secrets.encrypt(secret))))
      throw new DomainError('VALIDATION_ERROR', SECOND_FACTOR_MESSAGES.alreadyOn);
    return { secret, uri: generateURI({ issuer: ISSUER, label: user.email, secret }) };
  }

  /** Confirms the set-up with a first code; answers the account's new recovery codes (shown once). */
  async enableTotp(user: AuthenticatedUser, code: unknown, clientAddress: string | undefined): Promise<string[]> {
    const totp = await this.factors.findTotp(user.id);
    if (totp?.confirmedAt) throw new DomainError('VALIDATION_ERROR', SECOND_FACTOR_MESSAGES.alreadyOn);
    if (!totp) throw new DomainError('VALIDATION_ERROR', SECOND_FACTOR_MESSAGES.noSetup);
    await this.throttled(user.id, clientAddress, () => this.spendTotpCode(user.id, totp.secretSealed, code, true));
    return this.issueRecoveryCodes(user.id);
  }

  /** Turns authenticator codes off (and voids the recovery codes): needs the password and a code. */
  async disable(
    user: AuthenticatedUser,
    password: unknown,
    proof: SecondFactorProof,
    clientAddress: string | undefined,
  ): Promise<void> {
    await this.passwords.assertCurrentPassword(user.id, password);
    await this.prove(user.id, proof, clientAddress);
    await this.factors.removeAll(user.id);
  }

  /** Ten new recovery codes in place of the old ones: needs the password and a code. */
  async regenerateRecoveryCodes(
    user: AuthenticatedUser,
    password: unknown,
    proof: SecondFactorProof,
    clientAddress: string | undefined,
  ): Promise<string[]> {
    await this.passwords.assertCurrentPassword(user.id, password);
    await this.prove(user.id, proof, clientAddress);
    return this.issueRecoveryCodes(user.id);
  }

  /**
   * A right password on an account that requires a second factor: a challenge the client holds
   * (an HttpOnly cookie) for SIGN_IN_CHALLENGE_SECONDS, bound to the web app's per-origin value
   * when the request carried one.
   */
  async challenge(userId: string, firstFactor: FirstFactor, bindingHash: string | null): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(this.clock.now().getTime() + SIGN_IN_CHALLENGE_SECONDS * 1000);
    await this.factors.insertChallenge({
      idHash: sha256(token),
      userId,
      firstFactor,
      clientBinding: bindingHash,
      expiresAt,
    });
    return token;
  }

  /**
   * The second step of a sign-in: the challenge from the password step and a code. Answers whose
   * sign-in it completes and with what; the challenge is then spent.
   */
  async completeChallenge(
    challenge: string | undefined,
    clientBinding: string | undefined,
    proof: SecondFactorProof,
    clientAddress: string | undefined,
  ): Promise<{ userId: string; firstFactor: FirstFactor; factor: ProvenFactor }> {
    const found = await this.openChallenge(challenge, clientBinding);
    const factor = await this.prove(found.userId, proof, clientAddress);
    if (!(await this.factors.deleteChallenge(found.idHash))) throw signInExpired();
    return { userId: found.userId, firstFactor: found.firstFactor, factor };
  }

  /** The live sign-in challenge a client holds, if it is this client's (web app's) own. */
  private async openChallenge(
    challenge: string | undefined,
    clientBinding: string | undefined,
  ): Promise<{ idHash: string; userId: string; firstFactor: FirstFactor }> {
    if (!challenge || !/^[A-Za-z0-9_-]{43}$/.test(challenge)) throw signInExpired();
    const idHash = sha256(challenge);
    const found = await this.factors.findChallenge(idHash, this.clock.now());
    if (!found) throw signInExpired();
    // A challenge started in one web app (origin) is not completed from another.
    if (found.clientBinding !== null && found.clientBinding !== clientBindingHash(clientBinding)) throw signInExpired();
    return { idHash, userId: found.userId, firstFactor: found.firstFactor === 'sso' ? 'sso' : 'password' };
  }

  /**
   * The options a passkey of the account signs for the second step of a sign-in (the challenge
   * of its password step, which stays open until a code or the passkey's answer completes it).
   */
  async passkeyOptions(
    challenge: string | undefined,
    clientBinding: string | undefined,
  ): Promise<PublicKeyCredentialRequestOptionsJSON> {
    const found = await this.openChallenge(challenge, clientBinding);
    return this.passkeys.secondFactorOptions(found.userId);
  }

  /**
   * Checks a code, a recovery code or a passkey's answer, counted, for an account that has
   * two-step verification on; codes are spent by the check.
   */
  private async prove(
    userId: string,
    proof: SecondFactorProof,
    clientAddress: string | undefined,
  ): Promise<ProvenFactor> {
    const totp = await this.factors.findTotp(userId);
    if (!totp?.confirmedAt) throw new DomainError('VALIDATION_ERROR', SECOND_FACTOR_MESSAGES.notOn);
    if (proof.passkey !== undefined && proof.passkey !== null) {
      const answer = proof.passkey;
      await this.throttled(userId, clientAddress, async () => {
        await this.passkeys.verify(answer, 'second-factor', userId);
      });
      return 'passkey';
    }
    if (proof.recoveryCode !== undefined && proof.recoveryCode !== null && proof.recoveryCode !== '') {
      const recoveryCode = proof.recoveryCode;
      await this.throttled(userId, clientAddress, async () => {
        const normalized = typeof recoveryCode === 'string' ? normalizeRecoveryCode(recoveryCode) : '';
        const spent =
          normalized.length === RECOVERY_LENGTH &&
          (await this.factors.spendRecoveryCode(userId, this.recoveryCodeHash(userId, normalized), this.clock.now()));
        if (!spent) throw new DomainError('INVALID_CODE', SECOND_FACTOR_MESSAGES.invalidRecoveryCode);
      });
      return 'recovery-code';
    }
    await this.throttled(userId, clientAddress, () => this.spendTotpCode(userId, totp.secretSealed, proof.code, false));
    return 'totp';
  }

  /** Accepts a code of the secret once: replays of it, and of any older code, fail. */
  private async spendTotpCode(userId: string, secretSealed: string, code: unknown, confirm: boolean): Promise<void> {
    const invalid = () => new DomainError('INVALID_CODE', SECOND_FACTOR_MESSAGES.invalidCode);
    const token = typeof code === 'string' ? code.replace(/\s/g, '') : '';
    if (!new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(token)) throw invalid();
    const epoch = Math.floor(this.clock.now().getTime() / 1000);
    const result = await verify({
      secret: this.secrets.decrypt(secretSealed),
      token,
      epoch,
      epochTolerance: TOTP_TOLERANCE_SECONDS,
    });
    if (!result.valid) throw invalid();
    // The step the code belongs to: the current one moved by how far off the code matched.
    const timeStep = Math.floor(epoch / TOTP_PERIOD_SECONDS) + result.delta;
    if (!(await this.factors.spendTimeStep(userId, secretSealed, timeStep, this.clock.now(), confirm))) throw invalid();
  }

  /**
   * Runs a code check under the throttle: counted per account, per account and address, and per
   * address before the check; a right code gives its count back. The account-wide count bounds
   * guessing from many addresses (at most CODE_ATTEMPTS_PER_ACCOUNT a window, so the owner waits
   * at most one window).
   */
  private async throttled(
    userId: string,
    clientAddress: string | undefined,
    check: () => Promise<void>,
  ): Promise<void> {
    const group = clientAddressGroup(clientAddress);
    const account = `second-factor:account:${userId}`;
    const pair = `second-factor:pair:${userId}:${group}`;
    const address = `second-factor:address:${group}`;
    await this.limiter.consume(
      [
        { key: account, max: CODE_ATTEMPTS_PER_ACCOUNT, windowSeconds: CODE_WINDOW_SECONDS },
        { key: pair, max: CODE_ATTEMPTS_PER_PAIR, windowSeconds: CODE_WINDOW_SECONDS },
        { key: address, max: CODE_ATTEMPTS_PER_ADDRESS, windowSeconds: CODE_WINDOW_SECONDS },
      ],
      SECOND_FACTOR_MESSAGES.throttled,
    );
    await check();
    await this.limiter.refund(account);
    await this.limiter.reset(pair);
    await this.limiter.refund(address);
  }

  private async issueRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await this.factors.replaceRecoveryCodes(
      userId,
      codes.map((code) => this.recoveryCodeHash(userId, normalizeRecoveryCode(code))),
    );
    return codes;
  }

  private recoveryCodeHash(userId: string, normalized: string): string {
    return this.secrets.sign(`recovery-code:${userId}:${normalized}`);
  }
}

function signInExpired(): DomainError {
  return new DomainError('SIGN_IN_EXPIRED', SECOND_FACTOR_MESSAGES.expired);
}
