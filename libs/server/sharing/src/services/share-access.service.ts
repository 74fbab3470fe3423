import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { normalizeEmail } from '@coffer/shared-contracts';
import {
  APP_CONFIG,
  Clock,
  clientAddressGroup,
  DomainError,
  PasswordHasher,
  RateLimiterService,
  SecretsService,
  type AppConfig,
  type RateLimit,
  requireScope,
} from '@coffer/server-core';
import { AccountDirectory, type AuthenticatedUser } from '@coffer/server-auth';
import { FILE_NOT_FOUND_MESSAGE, FilesService, type ReadableFile, type StoredItem } from '@coffer/server-files';
import { hasThumbnail, ThumbnailService } from '@coffer/server-previews';
import { visitorPassword } from '../domain/share-options';
import { ShareLinkRepository, type LinkFacts } from '../persistence/share-link.repository';
import { ShareGrantRepository, type DownloadHolder, type IssuedDownload } from '../persistence/share-grant.repository';
import { isRecipientAccount } from '../domain/recipient-account';
import { RecipientService } from './recipient.service';
import { ShareVisitorService, type VisitorAccess } from './share-visitor.service';
import { hashToken, SHARE_NOT_FOUND_MESSAGE, TOKEN_PATTERN } from './share-link.service';
import { ShareAccessCounter } from './share-access-counter';
import { ShareLinkCache, type CachedLink } from './share-link-cache';
import { ShareAccessLog } from './share-access-log';

/** A signed download URL lives this long (docs/rest-api.md, Download URLs); a counted download resumes this long. */
export const DOWNLOAD_URL_TTL_SECONDS = 300;
/** A folder or set link's browse grant (the signature its listing and download URLs carry) lives this long. */
export const BROWSE_GRANT_TTL_SECONDS = 3600;
/** Wrong passwords for one link from one client address per window. */
export const SHARE_PASSWORD_ATTEMPTS_PER_LINK = 5;
/** Unknown share tokens answered to one client address (IPv6: its /64) per window; more get 429. */
export const SHARE_FAILURES_PER_ADDRESS = 30;
/** Wrong passwords in a row on one link (from any address) before each further attempt waits. */
export const SHARE_PASSWORD_FREE_FAILURES = 10;
/** The longest wait between password attempts on one link. */
export const SHARE_PASSWORD_MAX_DELAY_SECONDS = 900;
const WINDOW_SECONDS = 15 * 60;
/** A link forgets its wrong passwords this long after the last one. */
const PASSWORD_FAILURES_FORGOTTEN_AFTER_SECONDS = 60 * 60;
/** A link's secret changes on each password change or revocation; older signatures are recognised this far back. */
const MAX_SIGNED_VERSIONS_CHECKED = 20;
const THROTTLED = 'Too many attempts. Please wait a few minutes and try again.';
const LIMIT_REACHED = 'This link has reached its download limit.';

export interface ShareVisitor {
  user?: AuthenticatedUser;
  clientAddress: string | undefined;
  /** For the link's access log. */
  userAgent?: string;
  /** The browser's visitor token (HttpOnly cookie), set once it entered a right one-time code. */
  visitorToken?: string;
}

export interface SharedFileAccess {
  kind: 'file';
  link: LinkFacts;
  file: StoredItem;
  /** Who shared it: the e-mail only for visitors who already know the owner (see ownerFor). */
  owner: { name: string | null; email: string | null };
  downloadUrl: string;
  /** A signed thumbnail URL, when the file's type has thumbnails. */
  thumbnailUrl: string | null;
}

/** An opened folder or set link: a signed grant to browse it and download from it. */
export interface SharedTreeAccess {
  kind: 'folder' | 'set';
  link: LinkFacts;
  /** The shared folder (null for a set). */
  folder: StoredItem | null;
  owner: { name: string | null; email: string | null };
  /** The grant's query string, `exp=…&sig=…`. */
  grant: string;
  validUntil: Date;
}

/** A folder or set link's grant, checked against the link as it is now. */
export interface CheckedGrant {
  opened: CachedLink;
  link: LinkFacts;
  sig: string;
  validUntil: Date;
  /** Who a restricted link's grant was issued to (null for a public link). */
  issued: IssuedTo | null;
}

/** The client of a request that follows a signed URL, for the access log. */
export interface RequestClient {
  clientAddress: string | undefined;
  userAgent: string | undefined;
}

type IssuedTo = { userIds: string[]; visitorTokenHashes: string[] };

/** Files an access log entry names at most (a zip of many keeps the first ones). */
const LOGGED_FILES_MAX = 100;

/** The caller's copy of a shared file; `alreadyAdded`: it existed before this add. */
export interface AddedSharedFile {
  item: StoredItem;
  alreadyAdded: boolean;
}

/** A read of someone else's file by a signed-in user, as the files feature reports it. */
export interface RecipientRead {
  purpose: 'download' | 'preview' | 'thumbnail';
  /** The request starts at byte 0 (no Range, or one starting at 0): a new download, not a resumed one. */
  fromStart: boolean;
}

/** A signed download whose bytes are about to flow: `begin` counts it (or refuses) first. */
export interface SignedDownload {
  file: ReadableFile;
  /** When the signature runs out: the URL serves nothing after it. */
  validUntil: Date;
  begin: (read: { fromStart: boolean }) => Promise<void>;
}

/**
 * Opening links, for anonymous visitors and signed-in users alike: every check in order
 * (docs/rest-api.md, Opening a link), on every path (metadata, signed download, add to my files,
 * and a recipient's own downloads and previews), with brute-force limits aimed at the guesser.
 *
 * Downloads and the limit: a download is a request that starts at byte 0 (no Range, or a Range
 * starting at 0). Through a link with a limit, each one counts one access, atomically, and is
 * refused once the limit is reached. Opening a link counts one access and pays for one download
 * through its signed URL (or, signed in, through the recipient's own download route). A request
 * that starts later resumes a download counted in the last five minutes and does not count
 * again; without one it counts as a new download. Through a link without a limit only openings
 * (and adds to my files) count.
 *
 * Cost (docs/sharing.md): the link, its file and its owner come from ShareLinkCache (one
 * statement when not kept); an opening of a public link without password or limit is counted in
 * memory (ShareAccessCounter) and signs a URL that needs no stored row, so it costs no statement
 * at all; with a limit, the count, its check and the owed download are one statement.
 */
@Injectable()
export class ShareAccessService {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly grants: ShareGrantRepository,
    private readonly recipients: RecipientService,
    private readonly files: FilesService,
    private readonly accounts: AccountDirectory,
    private readonly hasher: PasswordHasher,
    private readonly limiter: RateLimiterService,
    private readonly secrets: SecretsService,
    private readonly clock: Clock,
    private readonly visitors: ShareVisitorService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly cache: ShareLinkCache,
    private readonly counter: ShareAccessCounter,
    private readonly thumbnails: ThumbnailService,
    private readonly accessLog: ShareAccessLog,
  ) {}

  /**
   * A visitor of a restricted link asks for a one-time code for an address. The same answer
   * whether or not the link lists it (see ShareVisitorService).
   */
  async requestVisitorCode(token: unknown, email: unknown, visitor: ShareVisitor): Promise<void> {
    const { link } = await this.liveRestrictedLink(token, visitor);
    await this.visitors.requestCode(link, email, visitor.clientAddress);
  }

  /** Redeems a one-time code: the visitor's browser may open the link for a while (password and limits still apply). */
  async verifyVisitorCode(
    token: unknown,
    email: unknown,
    code: unknown,
    visitor: ShareVisitor,
  ): Promise<VisitorAccess> {
    const { link } = await this.liveRestrictedLink(token, visitor);
    return this.visitors.verifyCode(link, email, code, visitor.clientAddress, visitor.visitorToken);
  }

  /** Opening a link (GET and POST /api/share/access/:token): checks the link and answers a short-lived download URL; counts one access. */
  async open(
    token: unknown,
    visitor: ShareVisitor,
    rawPassword: unknown,
  ): Promise<SharedFileAccess | SharedTreeAccess> {
    requireScope('read');
    const { opened, listed, byCode, codeEmail } = await this.authorize(token, visitor, rawPassword, 401, 'open');
    const { link, owner } = opened;
    this.log(link, 'open', [], visitor.user?.email ?? codeEmail, visitor);
    if (link.kind !== 'file') return this.openTree(opened, visitor, listed, byCode);
    const file = opened.file!;
    const exp = Math.floor(this.clock.now().getTime() / 1000) + DOWNLOAD_URL_TTL_SECONDS;
    // Each opening gets its own URL (a nonce in the signature), so the download it paid for is
    // its own even when many visitors open the link in the same second.
    const nonce = randomBytes(12).toString('base64url');
    const sig = `${nonce}${this.secrets.sign(this.signedPayload('download', link.id, link.secretVersion, exp, nonce))}`;
    // A stored row says who a URL was issued to and which download it paid for. An anonymous
    // visitor of a public link without a limit needs neither: the signature alone is the URL's
    // proof, and its downloads count nothing (should the link become restricted or limited, a
    // URL without a row is treated as issued to nobody and having paid for nothing).
    const issued: IssuedDownload | null =
      link.maxAccess !== null || link.scope === 'restricted' || visitor.user
        ? {
            userId: visitor.user?.id ?? null,
            signatureHash: hashToken(sig),
            visitorTokenHash: byCode && visitor.visitorToken ? hashToken(visitor.visitorToken) : null,
          }
        : null;
    const validUntil = new Date(exp * 1000);
    if (countsInBatches(link)) {
      this.counter.add(link.id);
      if (issued) await this.grants.addDownload(link.id, issued, false, validUntil);
    } else {
      // Openings counted in memory while the link had no limit go in first: the limit sees them all.
      if (link.maxAccess !== null) await this.counter.flush(link.id);
      if (!(await this.grants.countOpening(link.id, issued, validUntil)))
        throw new DomainError('SHARE_LIMIT_REACHED', LIMIT_REACHED);
    }
    if (visitor.user) await this.recipients.markSeenIfRecipient(visitor.user.id, file);
    return {
      kind: 'file',
      link,
      file,
      owner: ownerFor(owner, visitor.user?.id === link.ownerId || listed),
      downloadUrl: `${this.config.publicUrl}/api/share/download/${link.id}?exp=${exp}&sig=${sig}`,
      // The thumbnail URL shares the download URL's nonce, so the same stored row (who it was issued
      // to) vouches for both; its own signature cannot be used as the download's.
      thumbnailUrl: hasThumbnail(file)
        ? `${this.config.publicUrl}/api/share/thumbnail/${link.id}?exp=${exp}&sig=${nonce}${this.secrets.sign(this.signedPayload('thumbnail', link.id, link.secretVersion, exp, nonce))}`
        : null,
    };
  }

  /**
   * Opening a folder or set link counts nothing (its limit counts downloads) and answers a grant
   * for an hour of browsing. The grant is recorded against who it was issued to, as a download
   * URL is, so a restricted link can tell later whether its holder is still admitted.
   */
  private async openTree(
    opened: CachedLink,
    visitor: ShareVisitor,
    listed: boolean,
    byCode: boolean,
  ): Promise<SharedTreeAccess> {
    const { link, owner } = opened;
    const exp = Math.floor(this.clock.now().getTime() / 1000) + BROWSE_GRANT_TTL_SECONDS;
    const nonce = randomBytes(12).toString('base64url');
    const sig = `${nonce}${this.secrets.sign(this.signedPayload('browse', link.id, link.secretVersion, exp, nonce))}`;
    const validUntil = new Date(exp * 1000);
    if (link.scope === 'restricted' || visitor.user) {
      await this.grants.addDownload(
        link.id,
        {
          userId: visitor.user?.id ?? null,
          signatureHash: hashToken(sig),
          visitorTokenHash: byCode && visitor.visitorToken ? hashToken(visitor.visitorToken) : null,
        },
        true,
        validUntil,
      );
    }
    return {
      kind: link.kind as SharedTreeAccess['kind'],
      link,
      folder: opened.file,
      owner: ownerFor(owner, visitor.user?.id === link.ownerId || listed),
      grant: `exp=${exp}&sig=${sig}`,
      validUntil,
    };
  }

  /** A folder or set link's grant, checked against the link as it is now (as download URLs are). */
  async checkGrant(linkId: string, exp: unknown, sig: unknown): Promise<CheckedGrant> {
    requireScope('read');
    const { opened, link, expiry, issued } = await this.checkSignedUrl('browse', linkId, exp, sig);
    if (link.kind === 'file') throw downloadUrlInvalid();
    return { opened, link, sig: sig as string, validUntil: new Date(expiry * 1000), issued };
  }

  /** Records a download through a folder or set link's grant (a file, or a zip of `files`). */
  async logTreeDownload(
    grant: CheckedGrant,
    action: 'download' | 'zip',
    files: ReadonlyArray<{ id: string; name: string }>,
    client: RequestClient,
  ): Promise<void> {
    this.log(grant.link, action, files, await this.issuedEmail(grant.link, grant.issued), client);
  }

  /**
   * An entry of the link's access log (written in batches, off the request's path). Downloads
   * through a restricted link name who their URL was issued to; through a public link the opening
   * before them says who opened it, if anyone signed in.
   */
  private log(
    link: LinkFacts,
    action: 'open' | 'download' | 'zip',
    files: ReadonlyArray<{ id: string; name: string }>,
    visitorEmail: string | null,
    client: RequestClient | ShareVisitor,
  ): void {
    this.accessLog.record({
      linkId: link.id,
      action,
      files: files.slice(0, LOGGED_FILES_MAX).map((f) => ({ id: f.id, name: f.name })),
      visitorEmail,
      clientAddress: client.clientAddress,
      userAgent: client.userAgent,
    });
  }

  /** The address a restricted link's signed URL was issued to: an account's, or a code visitor's. */
  private async issuedEmail(link: LinkFacts, issued: IssuedTo | null): Promise<string | null> {
    if (!issued) return null;
    const [user] = await this.accounts.byIds(issued.userIds.slice(0, 1));
    if (user) return user.email;
    return this.visitors.admittedEmail(link, { hashes: issued.visitorTokenHashes });
  }

  /**
   * A download through a folder or set link is starting (`target`: the file's id, or the zip's
   * selection). With a limit it counts one, atomically, or is refused; a request that does not
   * start at byte 0 continues the same target's download counted on this grant in the last five
   * minutes. Without a limit, downloads from byte 0 are counted in batches.
   */
  async countTreeDownload(grant: CheckedGrant, target: string, fromStart: boolean): Promise<void> {
    if (grant.link.maxAccess === null) {
      if (fromStart) this.counter.add(grant.link.id);
      return;
    }
    await this.countDownload(
      grant.link,
      { signatureHash: hashToken(`${grant.sig}:${target}`) },
      fromStart,
      this.clock.now().getTime() + DOWNLOAD_URL_TTL_SECONDS * 1000,
    );
  }

  /** Is a folder or set link under its download limit now (previews are refused under any limit)? */
  async underLimit(link: LinkFacts): Promise<boolean> {
    if (link.maxAccess === null) return true;
    await this.counter.flush(link.id);
    return (await this.links.accessCountOf(link.id)) < link.maxAccess;
  }

  /**
   * Adds the shared file to the caller's root (same bytes, caller's quota). It takes the
   * whole file, so it counts as one download against the limit (atomically; given back when
   * the copy fails). Once only: while the caller's copy exists, the link's checks still apply
   * but the copy is answered (`alreadyAdded`), wherever it is now, and nothing is counted.
   */
  async addToAccount(
    token: unknown,
    visitor: ShareVisitor & { user: AuthenticatedUser },
    rawPassword: unknown,
  ): Promise<AddedSharedFile> {
    const { opened } = await this.authorize(token, visitor, rawPassword, 403, 'add');
    const { link } = opened;
    if (link.kind !== 'file' || !opened.file)
      throw new DomainError('NOT_A_FILE', 'Only a link to one file can be added to your files.');
    const file = opened.file;
    const existing = await this.files.copyOf(visitor.user.id, file);
    if (existing) return { item: existing, alreadyAdded: true };
    await this.counter.flush(link.id);
    if (!(await this.links.countAccess(link.id))) throw new DomainError('SHARE_LIMIT_REACHED', LIMIT_REACHED);
    try {
      const { item, added } = await this.files.addCopyToRoot(visitor.user.id, file);
      // A concurrent add made the copy first: this one took nothing.
      if (!added) await this.links.uncountAccess(link.id);
      else this.log(link, 'download', [file], visitor.user.email, visitor);
      return { item, alreadyAdded: !added };
    } catch (error) {
      await this.links.uncountAccess(link.id);
      throw error;
    }
  }

  /**
   * A signed download URL re-checked against the link's current state on every request (revoked,
   * expired, password changed, restricted since, limit lowered or reached); each download
   * through it counts (see the class comment).
   */
  async openSignedDownload(
    linkId: string,
    exp: unknown,
    sig: unknown,
    client?: RequestClient,
  ): Promise<SignedDownload> {
    const { opened, link, holder, expiry, issued } = await this.checkSignedUrl('download', linkId, exp, sig);
    const file = opened.file;
    if (link.kind !== 'file' || !file) throw downloadUrlInvalid();
    const readable = await this.cache.readable(opened, () => this.files.readable(file));
    return {
      file: readable,
      validUntil: new Date(expiry * 1000),
      begin: async ({ fromStart }) => {
        await this.countDownload(link, holder, fromStart, expiry * 1000);
        if (fromStart && client) this.log(link, 'download', [file], await this.issuedEmail(link, issued), client);
      },
    };
  }

  /**
   * The file behind a signed thumbnail URL (from opening a link), with the download URL's checks
   * against the link's current state on every request; a thumbnail never counts a download.
   */
  async openSignedThumbnail(
    linkId: string,
    query: { exp?: unknown; sig?: unknown; size?: unknown },
  ): Promise<{ file: ReadableFile; validUntil: Date }> {
    const { opened, link, holder, expiry } = await this.checkSignedUrl('thumbnail', linkId, query.exp, query.sig);
    if (link.kind !== 'file' || !opened.file) throw downloadUrlInvalid();
    // Under a limit: while the link has downloads left, or this opening's paid download is unused.
    if (!(await this.underLimit(link)) && !(await this.grants.hasOwedDownload(link.id, holder, this.clock.now())))
      throw new DomainError('SHARE_LIMIT_REACHED', LIMIT_REACHED);
    return { file: await this.thumbnails.of(opened.file, query.size), validUntil: new Date(expiry * 1000) };
  }

  /**
   * A signed URL of the link checked against its current state (revoked, expired, password
   * changed, restricted since and issued to no one it admits).
   */
  private async checkSignedUrl(kind: SignedUrlKind, linkId: string, exp: unknown, sig: unknown) {
    // Only a URL this server signed for the link (under any of its secret versions) learns the
    // link's state; any other id or signature gets one answer, so the route is no existence oracle.
    const invalid = downloadUrlInvalid;
    const expiry = typeof exp === 'string' && /^\d{1,12}$/.test(exp) ? Number(exp) : NaN;
    if (!Number.isFinite(expiry) || typeof sig !== 'string') throw invalid();
    const opened = /^[0-9a-f-]{36}$/i.test(linkId) ? await this.cache.byId(linkId) : null;
    const link = opened?.link;
    // A deleted file takes its links with it; the signature alone then proves the URL authentic.
    const signedVersion = this.signedVersion(
      kind,
      linkId,
      link?.secretVersion ?? MAX_SIGNED_VERSIONS_CHECKED,
      expiry,
      sig,
    );
    if (signedVersion === null) throw invalid();
    if (!opened || !link || link.revokedAt) throw new DomainError('SHARE_NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
    if (this.isExpired(link)) throw new DomainError('SHARE_EXPIRED', 'This link has expired.');
    const now = this.clock.now();
    if (signedVersion !== link.secretVersion || expiry * 1000 <= now.getTime()) throw invalid();
    // Rows are kept under the download URL's (or grant's) signature; a thumbnail URL names it by its nonce.
    const downloadSig =
      kind !== 'thumbnail'
        ? sig
        : `${sig.slice(0, 16)}${this.secrets.sign(this.signedPayload('download', linkId, signedVersion, expiry, sig.slice(0, 16)))}`;
    const holder = { signatureHash: hashToken(downloadSig) };
    // Restricted now: the URL must have been issued to someone the link still admits.
    const issued = link.scope === 'restricted' ? await this.grants.issuedTo(link.id, holder.signatureHash, now) : null;
    if (issued && !(await this.issuedToAdmitted(link, issued))) throw invalid();
    return { opened, link, holder, expiry, issued };
  }

  /**
   * Downloads and previews of someone else's file: may this signed-in user read it, and through what? Null when
   * the user reaches it through no share at all. A direct share needs nothing more; a link must
   * be unlocked (its password given once, until it changes) and under its limit.
   */
  async recipientReadDecision(
    user: AuthenticatedUser,
    item: StoredItem,
    purpose: RecipientRead['purpose'],
  ): Promise<{ linkId: string | null } | null> {
    const paths = await this.recipients.readPaths(user, item);
    if (paths.free) return { linkId: null };
    if (paths.links.length === 0) return null;
    const open = paths.links.filter((l) => !l.protected || l.unlockedVersion === l.secretVersion);
    // A link at its limit still serves the rest of a download counted on it (it cannot start a new
    // one); a thumbnail is no download to finish, so it needs a link under its limit.
    const usable = open.filter(
      (l) => l.maxAccess === null || l.accessCount < l.maxAccess || (l.resumable && purpose !== 'thumbnail'),
    );
    const chosen = usable.find((l) => l.maxAccess === null) ?? usable[0];
    if (chosen) {
      // A preview is the whole image: under a limit it would be a download nobody counts.
      if (purpose === 'preview' && chosen.maxAccess !== null) {
        if (chosen.accessCount >= chosen.maxAccess) throw new DomainError('SHARE_LIMIT_REACHED', LIMIT_REACHED);
        throw new DomainError(
          'FORBIDDEN',
          'This file has a download limit, so it has no preview; download it instead.',
        );
      }
      return { linkId: chosen.id };
    }
    if (paths.links.every((l) => l.maxAccess !== null && l.accessCount >= l.maxAccess))
      throw new DomainError('SHARE_LIMIT_REACHED', LIMIT_REACHED);
    // 403, not 401: a 401 makes web clients sign the person out. The share page asks for it.
    throw new DomainError(
      'PASSWORD_REQUIRED',
      "This file is protected by its link's password: open the link and enter it.",
      {},
      403,
    );
  }

  /** A recipient's download is starting: counts it against the link it goes through (see the class comment). */
  async recipientReadStarting(user: AuthenticatedUser, item: StoredItem, read: RecipientRead): Promise<void> {
    const decision = await this.recipientReadDecision(user, item, read.purpose);
    if (!decision?.linkId || read.purpose !== 'download') return;
    const link = (await this.cache.byId(decision.linkId))?.link;
    if (!link) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    await this.countDownload(
      link,
      { userId: user.id },
      read.fromStart,
      this.clock.now().getTime() + DOWNLOAD_URL_TTL_SECONDS * 1000,
    );
    // From Shared with me: the files route knows no client address to record.
    if (read.fromStart)
      this.log(link, 'download', [item], user.email, { clientAddress: undefined, userAgent: undefined });
  }

  private async countDownload(
    link: LinkFacts,
    holder: DownloadHolder,
    fromStart: boolean,
    resumableUntil: number,
  ): Promise<void> {
    if (link.maxAccess === null) return;
    await this.counter.flush(link.id);
    const now = this.clock.now();
    if (!fromStart && (await this.grants.hasCountedDownload(link.id, holder, now))) return;
    if (await this.grants.useOwedDownload(link.id, holder, now)) return;
    if (!(await this.links.countAccess(link.id))) throw new DomainError('SHARE_LIMIT_REACHED', LIMIT_REACHED);
    const owner =
      'userId' in holder
        ? { userId: holder.userId, signatureHash: null }
        : { userId: null, signatureHash: holder.signatureHash };
    await this.grants.addDownload(link.id, owner, true, new Date(resumableUntil));
  }

  /** Is one of the users (or code visitors) a signed URL was issued to still admitted by the restricted link? */
  private async issuedToAdmitted(
    link: LinkFacts,
    issued: { userIds: string[]; visitorTokenHashes: string[] },
  ): Promise<boolean> {
    // A password change voids the signature itself, so a code visitor only needs the grant and the listing.
    if (await this.visitors.admits(link, { hashes: issued.visitorTokenHashes })) return true;
    const users = await this.accounts.byIds(issued.userIds);
    for (const user of users) {
      if (user.id === link.ownerId) return true;
      if (!isRecipientAccount(user)) continue;
      if (!(await this.links.lists(link.id, user.id, normalizeEmail(user.email)))) continue;
      if (!link.passwordHash || (await this.grants.unlockedVersion(link.id, user.id)) === link.secretVersion)
        return true;
    }
    return false;
  }

  /** The secret version (newest first, down from `newest`) a signature was made under; null when none. */
  private signedVersion(kind: SignedUrlKind, linkId: string, newest: number, exp: number, sig: string): number | null {
    // The first 16 characters are the URL's nonce, the rest the signature over it.
    const [nonce, mac] = [sig.slice(0, 16), sig.slice(16)];
    if (!/^[A-Za-z0-9_-]{16}$/.test(nonce) || mac === '') return null;
    for (let version = newest; version >= Math.max(1, newest - MAX_SIGNED_VERSIONS_CHECKED); version--) {
      if (this.secrets.verify(this.signedPayload(kind, linkId, version, exp, nonce), mac)) return version;
    }
    return null;
  }

  private signedPayload(
    kind: SignedUrlKind,
    linkId: string,
    secretVersion: number,
    exp: number,
    nonce: string,
  ): string {
    return `share-${kind}:${linkId}:${secretVersion}:${exp}:${nonce}`;
  }

  private isExpired(link: LinkFacts): boolean {
    return link.expiresAt !== null && link.expiresAt <= this.clock.now();
  }

  /**
   * The share checks in order (docs/rest-api.md, Opening a link); `missingPasswordStatus` is 401 when opening a link
   * and 403 when adding it to an account. Check 5 (the limit) reads the count fresh, except when
   * opening a link without a password: nothing can fail after it, so the atomic count that
   * follows is that check.
   * Throttling hits only the guesser: unknown tokens are counted per client address (a live
   * token is never refused for them), wrong passwords slow down that link for everyone with a
   * growing delay and that address on that link; a signed-in recipient who gave the password
   * once is not asked again (until it changes), so guessing never locks them out.
   */
  private async authorize(
    token: unknown,
    visitor: ShareVisitor,
    rawPassword: unknown,
    missingPasswordStatus: 401 | 403,
    purpose: 'open' | 'add',
  ): Promise<{ opened: CachedLink; listed: boolean; byCode: boolean; codeEmail: string | null }> {
    const address = clientAddressGroup(visitor.clientAddress);
    const opened = await this.liveLink(token, visitor);
    const { link } = opened;
    const isOwner = visitor.user?.id === link.ownerId;
    let listed = false;
    let byCode = false;
    let codeEmail: string | null = null;
    if (link.scope === 'restricted' && !isOwner) {
      // An account is listed only once its address is verified; until then it is any visitor.
      listed =
        visitor.user !== undefined &&
        isRecipientAccount(visitor.user) &&
        (await this.links.lists(link.id, visitor.user.id, normalizeEmail(visitor.user.email)));
      if (!listed) codeEmail = await this.visitors.admittedEmail(link, { raw: visitor.visitorToken });
      if (codeEmail !== null) listed = byCode = true;
      if (!listed && !visitor.user) {
        throw new DomainError(
          'SHARE_RESTRICTED',
          'This link is restricted; sign in with an invited e-mail address to open it.',
        );
      }
      if (!listed) throw new DomainError('SHARE_NOT_INVITED', 'Your account is not invited to this link.');
    }
    // A folder or set link's opening counts nothing, so nothing after this check stands in for it.
    if (link.maxAccess !== null && (purpose === 'add' || link.passwordHash || link.kind !== 'file')) {
      await this.counter.flush(link.id);
      if ((await this.links.accessCountOf(link.id)) >= link.maxAccess)
        throw new DomainError('SHARE_LIMIT_REACHED', LIMIT_REACHED);
    }
    if (
      link.passwordHash &&
      !(visitor.user && (await this.grants.unlockedVersion(link.id, visitor.user.id)) === link.secretVersion)
    ) {
      const password = visitorPassword(rawPassword);
      if (password === undefined)
        throw new DomainError('PASSWORD_REQUIRED', 'Password required.', {}, missingPasswordStatus);
      const addressLimit: RateLimit = {
        key: `share:password:${link.id}:${address}`,
        max: SHARE_PASSWORD_ATTEMPTS_PER_LINK,
        windowSeconds: WINDOW_SECONDS,
      };
      // Counted before the check, so parallel guesses cannot slip past the limit; a right password gives it back.
      await this.limiter.consume([addressLimit], THROTTLED);
      const retryAt = await this.grants.claimPasswordAttempt(link.id, this.clock.now(), {
        freeFailures: SHARE_PASSWORD_FREE_FAILURES,
        maxDelaySeconds: SHARE_PASSWORD_MAX_DELAY_SECONDS,
        forgetAfterSeconds: PASSWORD_FAILURES_FORGOTTEN_AFTER_SECONDS,
      });
      if (retryAt) {
        await this.limiter.refund(addressLimit.key);
        const seconds = Math.max(1, Math.ceil((retryAt.getTime() - this.clock.now().getTime()) / 1000));
        throw new DomainError('RATE_LIMITED', THROTTLED, { 'Retry-After': String(seconds) });
      }
      if (!(await this.hasher.verify(link.passwordHash, password)))
        throw new DomainError('WRONG_PASSWORD', 'Incorrect password.');
      await this.grants.passwordSucceeded(link.id);
      await this.limiter.refund(addressLimit.key);
      if (visitor.user) await this.grants.rememberUnlock(link.id, visitor.user.id, link.secretVersion);
    }
    return { opened, listed, byCode, codeEmail };
  }

  /** Checks 1–3: a live link to an existing file; unknown tokens are counted per client address. */
  private async liveLink(token: unknown, visitor: ShareVisitor): Promise<CachedLink> {
    const opened =
      typeof token === 'string' && TOKEN_PATTERN.test(token) ? await this.cache.byTokenHash(hashToken(token)) : null;
    if (!opened || opened.link.revokedAt) {
      // Counted, then decided (one atomic upsert): concurrent guesses cannot outrun the limit.
      const state = await this.limiter.hit(
        `share:unknown:${clientAddressGroup(visitor.clientAddress)}`,
        WINDOW_SECONDS,
      );
      if (state.hits > SHARE_FAILURES_PER_ADDRESS) {
        throw new DomainError('RATE_LIMITED', THROTTLED, {
          'Retry-After': String(this.limiter.retryAfterSeconds(state)),
        });
      }
      throw new DomainError('SHARE_NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
    }
    if (this.isExpired(opened.link)) throw new DomainError('SHARE_EXPIRED', 'This link has expired.');
    return opened;
  }

  private async liveRestrictedLink(token: unknown, visitor: ShareVisitor): Promise<CachedLink> {
    const live = await this.liveLink(token, visitor);
    if (live.link.scope !== 'restricted')
      throw new DomainError('VALIDATION_ERROR', 'This link is open to anyone with it: it needs no code.');
    return live;
  }
}

/** What a signed URL of a link gives: the bytes, the thumbnail, or (folder and set links) a grant to browse. */
type SignedUrlKind = 'download' | 'thumbnail' | 'browse';

function downloadUrlInvalid(): DomainError {
  return new DomainError('DOWNLOAD_URL_INVALID', 'This download link is no longer valid. Open the share link again.');
}

/** Public, no password, no limit: nothing depends on the count at once, so it is counted in memory. */
function countsInBatches(link: LinkFacts): boolean {
  return link.maxAccess === null && link.scope === 'public' && link.passwordHash === null;
}

/**
 * What a visitor learns of the owner: the name; the e-mail address only for the owner and
 * listed recipients (who already know it), or when the owner has no name.
 */
function ownerFor(owner: { name: string | null; email: string }, knowsOwner: boolean): SharedFileAccess['owner'] {
  const name = owner.name?.trim() ? owner.name : null;
  return { name, email: knowsOwner || name === null ? owner.email : null };
}
