import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@coffer/shared-contracts';
import { APP_CONFIG, Clock, clientAddressGroup, DomainError, PasswordHasher, RateLimiterService, SecretsService, type AppConfig, type RateLimit, requireScope } from '@coffer/server-core';
import { AccountDirectory, type AuthenticatedUser } from '@coffer/server-auth';
import { FilesService, type ReadableFile, type StoredItem } from '@coffer/server-files';
import { visitorPassword } from '../domain/share-options';
import type { ShareLinkEntity } from '../persistence/share-link.entity';
import { ShareLinkRepository } from '../persistence/share-link.repository';
import { RecipientService } from './recipient.service';
import { hashToken, SHARE_NOT_FOUND_MESSAGE, TOKEN_PATTERN } from './share-link.service';

/** A signed download URL lives this long (contract D8). */
export const DOWNLOAD_URL_TTL_SECONDS = 300;
/** Wrong passwords for one link from one client address per window. */
export const SHARE_PASSWORD_ATTEMPTS_PER_LINK = 5;
/** Failed share attempts (wrong passwords and unknown tokens) from one client address per window. */
export const SHARE_FAILURES_PER_ADDRESS = 30;
const WINDOW_SECONDS = 15 * 60;
/** A link's secret changes on each password change or revocation; older signatures are recognised this far back. */
const MAX_SIGNED_VERSIONS_CHECKED = 20;
const THROTTLED = 'Too many attempts. Please wait a few minutes and try again.';

export interface ShareVisitor {
  user?: AuthenticatedUser;
  clientAddress: string | undefined;
}

export interface SharedFileAccess {
  link: ShareLinkEntity;
  file: StoredItem;
  owner: AuthenticatedUser | null;
  downloadUrl: string;
}

/**
 * Opening links, for anonymous visitors and signed-in users alike: every check of contract §6.3
 * in order, on every path (metadata, signed download, add to my files), with brute-force limits.
 */
@Injectable()
export class ShareAccessService {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly recipients: RecipientService,
    private readonly files: FilesService,
    private readonly accounts: AccountDirectory,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiterService,
    private readonly secrets: SecretsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** S3/S7: checks the link and answers a short-lived download URL; counts one access. */
  async open(token: unknown, visitor: ShareVisitor, rawPassword: unknown): Promise<SharedFileAccess> {
    requireScope('read');
    const { link, file } = await this.authorize(token, visitor, rawPassword, 401);
    if (!(await this.links.countAccess(link.id))) throw new DomainError('SHARE_LIMIT_REACHED', 'This link has reached its download limit.');
    if (visitor.user) await this.recipients.markSeenIfRecipient(visitor.user.id, file);
    const [owner] = await this.accounts.byIds([file.ownerId]);
    return { link, file, owner: owner ?? null, downloadUrl: this.downloadUrl(link) };
  }

  /** S4: adds the shared file to the caller's root (same bytes, caller's quota); counts no access. */
  async addToAccount(token: unknown, visitor: ShareVisitor & { user: AuthenticatedUser }, rawPassword: unknown): Promise<StoredItem> {
    const { file } = await this.authorize(token, visitor, rawPassword, 403);
    return this.files.addCopyToRoot(visitor.user.id, file);
  }

  /** SD: a signed URL re-checked on every request, so revocation and expiry act at once. */
  async openSignedDownload(linkId: string, exp: unknown, sig: unknown): Promise<ReadableFile> {
    // Only a URL this server signed for the link (under any of its secret versions) learns the
    // link's state; any other id or signature gets one answer, so the route is no existence oracle.
    const invalid = () => new DomainError('DOWNLOAD_URL_INVALID', 'This download link is no longer valid. Open the share link again.');
    const expiry = typeof exp === 'string' && /^\d{1,12}$/.test(exp) ? Number(exp) : NaN;
    if (!Number.isFinite(expiry) || typeof sig !== 'string') throw invalid();
    const link = /^[0-9a-f-]{36}$/i.test(linkId) ? await this.links.findById(linkId) : null;
    // A deleted file takes its links with it; the signature alone then proves the URL authentic.
    const signedVersion = this.signedVersion(linkId, link?.secretVersion ?? MAX_SIGNED_VERSIONS_CHECKED, expiry, sig);
    if (signedVersion === null) throw invalid();
    const file = link && !link.revokedAt ? await this.files.findAny(link.fileId) : null;
    if (!link || !file) throw new DomainError('SHARE_NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
    if (this.isExpired(link)) throw new DomainError('SHARE_EXPIRED', 'This link has expired.');
    if (signedVersion !== link.secretVersion || expiry * 1000 <= this.clock.now().getTime()) throw invalid();
    return this.files.readable(file);
  }

  /** The secret version (newest first, down from `newest`) a download signature was made under; null when none. */
  private signedVersion(linkId: string, newest: number, exp: number, sig: string): number | null {
    for (let version = newest; version >= Math.max(1, newest - MAX_SIGNED_VERSIONS_CHECKED); version--) {
      if (this.secrets.verify(this.signedPayload(linkId, version, exp), sig)) return version;
    }
    return null;
  }

  private downloadUrl(link: ShareLinkEntity): string {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + DOWNLOAD_URL_TTL_SECONDS;
    const sig = this.secrets.sign(this.signedPayload(link.id, link.secretVersion, exp));
    return `${this.config.publicUrl}/api/share/download/${link.id}?exp=${exp}&sig=${sig}`;
  }

  private signedPayload(linkId: string, secretVersion: number, exp: number): string {
    return `share-download:${linkId}:${secretVersion}:${exp}`;
  }

  private isExpired(link: ShareLinkEntity): boolean {
    return link.expiresAt !== null && link.expiresAt <= this.clock.now();
  }

  /** Checks 1–7 of contract §6.3; `missingPasswordStatus` is 401 for S3/S7 and 403 for S4. */
  private async authorize(token: unknown, visitor: ShareVisitor, rawPassword: unknown, missingPasswordStatus: 401 | 403): Promise<{ link: ShareLinkEntity; file: StoredItem }> {
    const address = clientAddressGroup(visitor.clientAddress);
    const addressLimit: RateLimit = { key: `share:failures:${address}`, max: SHARE_FAILURES_PER_ADDRESS, windowSeconds: WINDOW_SECONDS };
    const failures = await this.limiter.peek(addressLimit.key);
    if (failures.hits >= addressLimit.max) {
      throw new DomainError('RATE_LIMITED', THROTTLED, { 'Retry-After': String(this.limiter.retryAfterSeconds(failures)) });
    }

    const link = typeof token === 'string' && TOKEN_PATTERN.test(token) ? await this.links.findByTokenHash(hashToken(token)) : null;
    const file = link && !link.revokedAt ? await this.files.findAny(link.fileId) : null;
    if (!link || !file) {
      await this.limiter.hit(addressLimit.key, WINDOW_SECONDS);
      throw new DomainError('SHARE_NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
    }
    if (this.isExpired(link)) throw new DomainError('SHARE_EXPIRED', 'This link has expired.');
    const isOwner = visitor.user?.id === link.ownerId;
    if (link.scope === 'restricted' && !isOwner) {
      if (!visitor.user) {
        throw new DomainError('SHARE_RESTRICTED', 'This link is restricted; sign in with an invited e-mail address to open it.');
      }
      if (!(await this.links.lists(link.id, visitor.user.id, normalizeEmail(visitor.user.email)))) {
        throw new DomainError('SHARE_NOT_INVITED', 'Your account is not invited to this link.');
      }
    }
    if (link.maxAccess !== null && link.accessCount >= link.maxAccess) {
      throw new DomainError('SHARE_LIMIT_REACHED', 'This link has reached its download limit.');
    }
    if (link.passwordHash) {
      const password = visitorPassword(rawPassword);
      if (password === undefined) throw new DomainError('PASSWORD_REQUIRED', 'Password required.', {}, missingPasswordStatus);
      const linkLimit: RateLimit = { key: `share:password:${link.id}:${address}`, max: SHARE_PASSWORD_ATTEMPTS_PER_LINK, windowSeconds: WINDOW_SECONDS };
      // Counted before the check, so parallel guesses cannot slip past the limit; a right password gives them back.
      await this.limiter.consume([linkLimit, addressLimit], THROTTLED);
      if (!(await this.hasher.verify(link.passwordHash, password))) throw new DomainError('WRONG_PASSWORD', 'Incorrect password.');
      await this.limiter.refund(linkLimit.key);
      await this.limiter.refund(addressLimit.key);
    }
    return { link, file };
  }
}
