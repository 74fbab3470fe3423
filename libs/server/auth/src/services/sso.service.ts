import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  allowInsecureRequests,
  authorizationCodeGrant,
  buildAuthorizationUrl,
  calculatePKCECodeChallenge,
  discovery,
  fetchUserInfo,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
  type Configuration,
} from 'openid-client';
import {
  isValidEmail,
  normalizeEmail,
  PASSKEY_MESSAGES,
  SSO_MESSAGES,
  type SsoErrorCode,
} from '@coffer/shared-contracts';
import {
  APP_CONFIG,
  clientAddressGroup,
  Clock,
  DomainError,
  RateLimiterService,
  type AppConfig,
  type SsoProvider,
} from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { SsoRepository, type SsoIdentity } from '../persistence/sso.repository';
import { UserRepository } from '../persistence/user.repository';

/** How long a sign-in may stay at the provider, and a pending link wait for its account. */
export const SSO_ATTEMPT_SECONDS = 10 * 60;
export const SSO_LINK_SECONDS = 10 * 60;
/** Single sign-ons started per client address in 15 minutes. */
export const SSO_STARTS_PER_ADDRESS = 60;

/** How a provider's answer ends. */
export type SsoOutcome =
  /** An account to sign in (after its second factor, when it has one). */
  | { kind: 'account'; userId: string; provider: string; returnTo: string; bindingHash: string | null }
  /** No account yet: one may be made for this verified address (the registration policy decides). */
  | {
      kind: 'new';
      email: string;
      name: string;
      provider: string;
      subject: string;
      returnTo: string;
      bindingHash: string | null;
    }
  /** An account has this verified address: it must sign in and confirm the link itself. */
  | { kind: 'link'; token: string; email: string; provider: string }
  | { kind: 'refused'; reason: SsoErrorCode };

export interface LinkedIdentity {
  provider: string;
  label: string;
  email: string | null;
  linkedAt: Date;
  lastUsedAt: Date | null;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** A path of the web app to return to, never another origin (an open redirect). */
function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])[^\s]*$/.test(value) && value.length <= 2000 ? value : '/dashboard';
}

/**
 * Single sign-on with OpenID Connect providers (openid-client): authorization code with PKCE,
 * state and nonce, each sign-in kept server-side and taken once, and bound to the browser that
 * started it by a cookie (so a callback URL opened in someone else's browser signs nobody in).
 * An identity is its provider's `sub`; a first sign-in makes an account for a verified address
 * nobody uses, and links to an existing account only when that account signs in and confirms.
 */
@Injectable()
export class SsoService {
  private readonly logger = new Logger('SSO');
  private readonly configurations = new Map<string, Promise<Configuration>>();

  constructor(
    private readonly sso: SsoRepository,
    private readonly users: UserRepository,
    private readonly clock: Clock,
    private readonly limiter: RateLimiterService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The providers to offer, and whether a password may be used at all. */
  signInOptions(): { passwordSignIn: boolean; providers: Array<{ id: string; label: string }> } {
    return {
      passwordSignIn: this.config.sso.passwordSignIn,
      providers: this.config.sso.providers.map(({ id, label }) => ({ id, label })),
    };
  }

  redirectUri(providerId: string): string {
    return `${this.config.publicUrl}/api/auth/sso/${providerId}/callback`;
  }

  private provider(id: unknown): SsoProvider {
    const found = this.config.sso.providers.find((p) => p.id === id);
    if (!found) throw new DomainError('NOT_FOUND', 'Not found.');
    return found;
  }

  /** The provider's metadata, discovered once per process (a failed discovery is tried again next time). */
  private configuration(provider: SsoProvider): Promise<Configuration> {
    let found = this.configurations.get(provider.id);
    if (!found) {
      found = discovery(new URL(provider.issuer), provider.clientId, provider.clientSecret, undefined, {
        // A provider on plain http is only ever a local one (development, tests).
        execute: provider.issuer.startsWith('http:') ? [allowInsecureRequests] : [],
      });
      found.catch(() => this.configurations.delete(provider.id));
      this.configurations.set(provider.id, found);
    }
    return found;
  }

  /**
   * Starts a sign-in: the provider's authorization URL, and the state the browser must keep (in
   * an HttpOnly cookie) to be let back in. `bindingHash`: the web app that started it, which the
   * session will be bound to.
   */
  async start(
    providerId: unknown,
    returnTo: unknown,
    bindingHash: string | null,
    clientAddress: string | undefined,
  ): Promise<{ url: string; state: string }> {
    const provider = this.provider(providerId);
    // Anyone may start one: each client address may keep only so many open.
    await this.limiter.consume(
      [
        {
          key: `sso-start:address:${clientAddressGroup(clientAddress)}`,
          max: SSO_STARTS_PER_ADDRESS,
          windowSeconds: 15 * 60,
        },
      ],
      PASSKEY_MESSAGES.tooManyAttempts,
    );
    let configuration: Configuration;
    try {
      configuration = await this.configuration(provider);
    } catch (error) {
      this.logger.error({ msg: 'OpenID discovery failed', provider: provider.id, error: String(error) });
      throw new DomainError('SERVICE_UNAVAILABLE', `${provider.label} cannot be reached. Please try again later.`, {
        'Retry-After': '30',
      });
    }
    const state = randomState();
    const nonce = randomNonce();
    const codeVerifier = randomPKCECodeVerifier();
    await this.sso.insertAttempt(
      sha256(state),
      { provider: provider.id, nonce, codeVerifier, returnTo: safeReturnTo(returnTo), clientBinding: bindingHash },
      new Date(this.clock.now().getTime() + SSO_ATTEMPT_SECONDS * 1000),
    );
    const url = buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(provider.id),
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url: url.href, state };
  }

  /**
   * The provider sent the browser back to `callbackUrl`. Only the browser that started the
   * sign-in (its cookie holds the state) gets on, and only once; openid-client checks the
   * issuer, the state, the PKCE verifier, the ID token's signature, audience and nonce.
   */
  async callback(providerId: unknown, callbackUrl: URL, cookieState: string | undefined): Promise<SsoOutcome> {
    const provider = this.provider(providerId);
    const state = callbackUrl.searchParams.get('state');
    if (!state || !cookieState || state !== cookieState) return { kind: 'refused', reason: 'failed' };
    const attempt = await this.sso.takeAttempt(sha256(state), provider.id, this.clock.now());
    if (!attempt) return { kind: 'refused', reason: 'failed' };
    let claims: Record<string, unknown> | undefined;
    try {
      const configuration = await this.configuration(provider);
      const tokens = await authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: attempt.codeVerifier,
        expectedState: state,
        expectedNonce: attempt.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims();
      // A provider that keeps scope claims out of the ID token (as the specification asks) answers them at userinfo.
      if (claims && typeof claims['sub'] === 'string' && claims['email'] === undefined)
        claims = { ...(await fetchUserInfo(configuration, tokens.access_token, claims['sub'])), ...claims };
    } catch (error) {
      this.logger.warn({ msg: 'Single sign-on refused', provider: provider.id, error: String(error) });
      return { kind: 'refused', reason: 'failed' };
    }
    const subject = typeof claims?.['sub'] === 'string' ? claims['sub'] : '';
    if (!subject || subject.length > 255) return { kind: 'refused', reason: 'failed' };
    const identity = await this.sso.findIdentity(provider.id, subject);
    const bindingHash = attempt.clientBinding;
    if (identity) {
      await this.sso.recordUse(provider.id, subject, this.clock.now());
      return {
        kind: 'account',
        userId: identity.userId,
        provider: provider.id,
        returnTo: attempt.returnTo,
        bindingHash,
      };
    }
    const email = typeof claims?.['email'] === 'string' ? normalizeEmail(claims['email']) : '';
    // An address the provider did not verify proves nothing: it neither makes nor joins an account.
    if (claims?.['email_verified'] !== true || !isValidEmail(email)) return { kind: 'refused', reason: 'unverified' };
    const existing = await this.users.findByEmail(email);
    if (existing) {
      const token = randomBytes(32).toString('base64url');
      await this.sso.insertLink(
        sha256(token),
        { provider: provider.id, subject, email },
        new Date(this.clock.now().getTime() + SSO_LINK_SECONDS * 1000),
      );
      return { kind: 'link', token, email, provider: provider.id };
    }
    const name =
      typeof claims?.['name'] === 'string' && claims['name'].trim() ? claims['name'].trim() : email.split('@')[0]!;
    return {
      kind: 'new',
      email,
      name: name.slice(0, 100),
      provider: provider.id,
      subject,
      returnTo: attempt.returnTo,
      bindingHash,
    };
  }

  /** Links the new account made for an identity's first sign-in. */
  async linkNewAccount(outcome: Extract<SsoOutcome, { kind: 'new' }>, userId: string): Promise<void> {
    if (!(await this.sso.link(outcome.provider, outcome.subject, userId, outcome.email)))
      throw new DomainError('VALIDATION_ERROR', SSO_MESSAGES.linkInvalid);
  }

  /** The signed-in account confirms a pending link made for its own address. */
  async confirmLink(user: AuthenticatedUser, token: unknown): Promise<LinkedIdentity> {
    if (typeof token !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(token))
      throw new DomainError('VALIDATION_ERROR', SSO_MESSAGES.linkInvalid);
    const taken = await this.sso.takeLink(sha256(token), user.email, this.clock.now());
    if (taken === 'other-account') throw new DomainError('VALIDATION_ERROR', SSO_MESSAGES.linkOtherAccount);
    if (!taken || !(await this.sso.link(taken.provider, taken.subject, user.id, user.email)))
      throw new DomainError('VALIDATION_ERROR', SSO_MESSAGES.linkInvalid);
    const linked = (await this.identities(user.id)).find((i) => i.provider === taken.provider);
    return linked!;
  }

  async identities(userId: string): Promise<LinkedIdentity[]> {
    const rows = await this.sso.identitiesOf(userId);
    return rows.map((row: SsoIdentity) => ({
      provider: row.provider,
      label: this.config.sso.providers.find((p) => p.id === row.provider)?.label ?? row.provider,
      email: row.email,
      linkedAt: row.createdAt,
      lastUsedAt: row.lastUsedAt,
    }));
  }

  /** Unlinks a provider from the account, unless it is the account's only way in. */
  async unlink(userId: string, provider: unknown): Promise<void> {
    const linked = await this.sso.identitiesOf(userId);
    if (typeof provider !== 'string' || !linked.some((i) => i.provider === provider))
      throw new DomainError('NOT_FOUND', 'Not found.');
    // The last identity of an account that cannot sign in with a password is its only way in.
    const user = linked.length === 1 ? await this.users.findById(userId) : null;
    if (user && (!this.config.sso.passwordSignIn || !user.passwordKnown))
      throw new DomainError('VALIDATION_ERROR', SSO_MESSAGES.lastWayIn);
    await this.sso.unlink(userId, provider);
  }
}
