import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  formatBytes,
  isValidEmail,
  MAX_FILE_SIZE_BYTES,
  normalizeEmail,
  TYPE_EXTENSIONS,
  TYPE_LABELS,
  type AcceptedMimeType,
} from '@coffer/shared-contracts';
import {
  APP_CONFIG,
  Clock,
  clientAddressGroup,
  DomainError,
  EventBus,
  EVENT_TOPICS,
  isUuid,
  PasswordHasher,
  RateLimiterService,
  requireScope,
  SecretsService,
  type AppConfig,
  type FileRequestReceivedEvent,
  type Page,
  type PageArgs,
  type RateLimit,
  decodeCursor,
  encodeCursor,
  isTimeIdCursor,
  parsePage,
  toPage,
} from '@coffer/server-core';
import { AccountDirectory, type AuthenticatedUser } from '@coffer/server-auth';
import { MailService } from '@coffer/server-mail';
import {
  FILE_NOT_FOUND_MESSAGE,
  FilesService,
  ResumableUploadService,
  type RequestSender,
  type ResumableMetadata,
  type ResumableUpload,
  type StoredItem,
  type UploadIntake,
} from '@coffer/server-files';
import { coarseClientAddress } from '../domain/coarse-address';
import { parseEmails, parseLinkPassword, visitorPassword } from '../domain/share-options';
import {
  FileRequestRepository,
  type FileRequestChanges,
  type FileRequestRow,
  type ReceivedFileRow,
  type RequestIntake,
} from '../persistence/file-request.repository';
import { hashToken, newShareToken, TOKEN_PATTERN } from './share-link.service';
import {
  CODE_REQUESTS_PER_ADDRESS,
  CODE_REQUESTS_PER_CLIENT,
  VISITOR_CODE_TTL_SECONDS,
  WRONG_CODE_MESSAGE,
  WRONG_CODES_PER_CLIENT,
  WRONG_CODES_PER_CODE,
  WRONG_CODES_WINDOW_SECONDS,
} from './share-visitor.service';

/** An owner's requests at most. */
export const FILE_REQUESTS_PER_OWNER = 1000;
export const FILE_REQUEST_TITLE_MAX = 200;
export const FILE_REQUEST_MESSAGE_MAX = 2000;
export const FILE_REQUEST_MAX_FILES = 10_000;
export const FILE_REQUEST_MAX_TOTAL_BYTES = 1024 ** 4;
export const SENDER_NAME_MAX = 100;
/** A visitor's grant lasts this long. */
export const DROP_GRANT_SECONDS = 24 * 60 * 60;
/** Uploads begun per request, and per client address (any request), per minute. */
export const DROP_UPLOADS_PER_REQUEST_PER_MINUTE = 60;
export const DROP_UPLOADS_PER_CLIENT_PER_MINUTE = 30;
/** Wrong passwords per client address and request per window. */
export const DROP_PASSWORD_ATTEMPTS = 5;
/** A digest goes out this long after the first file of a batch, and at most this often. */
export const DIGEST_DELAY_SECONDS = 5 * 60;
const DIGEST_EVERY_SECONDS = 15 * 60;
const DIGEST_POLL_MS = 60_000;
const WINDOW_SECONDS = 15 * 60;
const ACCEPTABLE: readonly AcceptedMimeType[] = ['application/pdf', 'image/png', 'image/jpeg', 'text/plain'];
const THROTTLED = 'Too many attempts. Please wait a few minutes and try again.';
const NOT_FOUND_MESSAGE = 'This request does not exist.';
const GRANT_INVALID_MESSAGE = "Open the request's page again to send files.";
/** Upload metadata a visitor may send; anything else (a folder, replacing, links, encryption) is refused. */
const VISITOR_METADATA = new Set(['filename', 'filetype', 'relativePath']);

export type FileRequestState = 'open' | 'expired' | 'closed';

/** A file that arrived, with its item unless it is in the trash or purged. */
export type ReceivedFile = ReceivedFileRow & { item: StoredItem | null };

/** A request as its owner sees it. */
export interface FileRequestView extends FileRequestRow {
  url: string;
  state: FileRequestState;
  /** The destination folder as it is now; null while it is in the trash. */
  folder: StoredItem | null;
  received: RequestIntake;
}

/** The settings an owner sends: create takes them all, update those present (`null` clears). */
export interface FileRequestSettings {
  folderId?: unknown;
  title?: unknown;
  message?: unknown;
  expiresAt?: unknown;
  password?: unknown;
  recipients?: unknown;
  requireName?: unknown;
  requireEmail?: unknown;
  maxFiles?: unknown;
  maxFileBytes?: unknown;
  maxTotalBytes?: unknown;
  acceptedTypes?: unknown;
}

/** What a visitor's page shows before anything is sent. */
export interface DropInfo {
  title: string;
  message: string;
  owner: { name: string | null };
  expiresAt: Date | null;
  passwordRequired: boolean;
  restricted: boolean;
  requireName: boolean;
  requireEmail: boolean;
  acceptedTypes: string[];
  maxFiles: number | null;
  maxFileBytes: number | null;
  maxTotalBytes: number | null;
  remainingFiles: number | null;
  remainingBytes: number | null;
}

/** Who is asking, as the visitor routes see them. */
export interface DropVisitor {
  clientAddress: string | undefined;
  user?: AuthenticatedUser;
}

/** The sender a grant names. */
export interface DropSender {
  senderId: string;
  name: string | null;
  email: string | null;
  verified: boolean;
}

export interface DropGrant {
  grant: string;
  validUntil: Date;
  sender: DropSender;
}

interface GrantClaims extends DropSender {
  requestId: string;
  secretVersion: number;
  expiresAt: number;
}

/**
 * File requests: an owner's links through which visitors send files into one of the owner's
 * folders. Every visitor request goes through `openRequest` (found, open, unexpired, sender not
 * blocked) and every upload route through `sender` (a valid grant for the request as it is now);
 * the uploads themselves are resumable uploads bound to the request and the grant's sender, whose
 * caps are checked where the owner's quota is reserved.
 */
@Injectable()
export class FileRequestService implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('FileRequests');
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly requests: FileRequestRepository,
    private readonly files: FilesService,
    private readonly uploads: ResumableUploadService,
    private readonly accounts: AccountDirectory,
    private readonly hasher: PasswordHasher,
    private readonly secrets: SecretsService,
    private readonly limiter: RateLimiterService,
    private readonly mail: MailService,
    private readonly events: EventBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    if (this.config.reaperIntervalSeconds <= 0) return;
    this.timer = setInterval(() => {
      void this.sendDueDigests().catch((error: unknown) =>
        this.logger.error({ msg: 'Could not send file request digests', err: String(error) }),
      );
    }, DIGEST_POLL_MS);
    this.timer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  requestUrl(token: string): string {
    return `${this.config.publicUrl}/drop/${token}`;
  }

  // ── The owner's side ────────────────────────────────────────────────────────────────────────

  async create(ownerId: string, settings: FileRequestSettings): Promise<FileRequestView> {
    requireScope('share');
    const folderId = await this.ownFolder(ownerId, settings.folderId);
    const parsed = await this.parseSettings(settings, false);
    if ((await this.requests.countOf(ownerId)) >= FILE_REQUESTS_PER_OWNER) {
      throw new DomainError(
        'VALIDATION_ERROR',
        `You have ${FILE_REQUESTS_PER_OWNER} file requests, the most an account may have. Delete some first.`,
      );
    }
    const token = newShareToken();
    const row = await this.requests.insert({
      ownerId,
      folderId,
      tokenHash: hashToken(token),
      tokenSealed: this.secrets.encrypt(token),
      title: parsed.title!,
      message: parsed.message ?? '',
      expiresAt: parsed.expiresAt ?? null,
      passwordHash: parsed.passwordHash ?? null,
      recipients: parsed.recipients ?? [],
      requireName: parsed.requireName ?? false,
      requireEmail: parsed.requireEmail ?? false,
      maxFiles: parsed.maxFiles ?? null,
      maxFileBytes: parsed.maxFileBytes ?? null,
      maxTotalBytes: parsed.maxTotalBytes ?? null,
      acceptedTypes: parsed.acceptedTypes ?? [],
    });
    return (await this.views([row]))[0]!;
  }

  async update(ownerId: string, id: unknown, settings: FileRequestSettings): Promise<FileRequestView> {
    requireScope('share');
    const request = await this.own(ownerId, id);
    if (settings.folderId !== undefined)
      throw new DomainError('VALIDATION_ERROR', "A request's folder cannot be changed.").at('folderId');
    const parsed = await this.parseSettings(settings, true);
    if (Object.keys(parsed).length > 0)
      await this.requests.update(request.id, parsed, parsed.passwordHash !== undefined);
    return this.get(ownerId, request.id);
  }

  /** Closes a request for good: uploads in progress stop and give back what they held; files stay. */
  async close(ownerId: string, id: unknown): Promise<FileRequestView> {
    requireScope('share');
    const request = await this.own(ownerId, id);
    await this.requests.close(request.id, this.clock.now());
    await this.uploads.releaseRequest(request.id);
    return this.get(ownerId, request.id);
  }

  /** Deletes a request (its files stay where they landed). */
  async delete(ownerId: string, id: unknown): Promise<string> {
    requireScope('share');
    const request = await this.own(ownerId, id);
    await this.uploads.releaseRequest(request.id);
    await this.requests.delete(request.id);
    return request.id;
  }

  async get(ownerId: string, id: unknown): Promise<FileRequestView> {
    requireScope('share');
    return (await this.views([await this.own(ownerId, id)]))[0]!;
  }

  /** The owner's requests, newest first, a page at a time, with how many there are. */
  async page(ownerId: string, args: PageArgs): Promise<Page<FileRequestView> & { totalCount: number }> {
    requireScope('share');
    const request = parsePage(args, { defaultSize: 50, maxSize: 200 });
    const cursor = request.after ? decodeCursor(request.after, isTimeIdCursor) : undefined;
    const rows = await this.requests.page(ownerId, request.first + 1, cursor, request.backward);
    const views = await this.views(rows.map((r) => r.row));
    const page = toPage(
      rows.map((r, i) => ({ view: views[i]!, micros: r.micros })),
      request,
      (r) => encodeCursor([r.micros, r.view.id]),
    );
    return {
      ...page,
      items: page.items.map(({ item, cursor: c }) => ({ item: item.view, cursor: c })),
      totalCount: await this.requests.countOf(ownerId),
    };
  }

  /** Files that arrived through one of the owner's requests, newest first, a page at a time. */
  async receivedPage(
    ownerId: string,
    id: unknown,
    args: PageArgs,
  ): Promise<Page<ReceivedFile> & { totalCount: number }> {
    requireScope('share');
    const owned = await this.own(ownerId, id);
    const request = parsePage(args, { defaultSize: 50, maxSize: 200 });
    const cursor = request.after ? decodeCursor(request.after, isTimeIdCursor) : undefined;
    const rows = await this.requests.receivedPage(owned.id, request.first + 1, cursor, request.backward);
    const live = new Map(
      (await this.files.findAnyMany(rows.flatMap((r) => (r.row.itemId ? [r.row.itemId] : [])))).map((i) => [i.id, i]),
    );
    const page = toPage(rows, request, (r) => encodeCursor([r.micros, r.row.id]));
    return {
      ...page,
      items: page.items.map(({ item, cursor: c }) => ({
        item: { ...item.row, item: (item.row.itemId && live.get(item.row.itemId)) || null },
        cursor: c,
      })),
      totalCount: (await this.requests.received([owned.id])).get(owned.id)?.files ?? 0,
    };
  }

  /** One received file of the owner's, by its receipt id (the live event names it). */
  async receivedFile(ownerId: string, requestId: string, receiptId: string): Promise<ReceivedFile | null> {
    const owned = await this.requests.ofOwner(ownerId, requestId);
    const row = owned ? await this.requests.receipt(owned.id, receiptId) : null;
    if (!row) return null;
    return { ...row, item: row.itemId ? await this.files.findAny(row.itemId) : null };
  }

  /**
   * Refuses a sender on every request of this owner from now on (the client address it sent from,
   * and the address it gave), and with `trashFiles` moves what it sent to this request to the trash.
   */
  async blockSender(
    ownerId: string,
    id: unknown,
    senderId: unknown,
    trashFiles: boolean,
  ): Promise<{ blocked: boolean; trashed: number }> {
    requireScope('share');
    // Trashing is a write: a token without it is refused before anything is blocked, not after.
    if (trashFiles) requireScope('write');
    const request = await this.own(ownerId, id);
    if (typeof senderId !== 'string' || !isUuid(senderId))
      throw new DomainError('VALIDATION_ERROR', 'senderId must be a sender of this request.').at('senderId');
    const sent = await this.requests.receivedBy(request.id, senderId);
    if (sent.length === 0) throw new DomainError('NOT_FOUND', 'Nobody with this id sent files to this request.');
    const values = new Set<string>();
    for (const file of sent) {
      if (file.clientAddress) values.add(`addr:${file.clientAddress}`);
      if (file.senderEmail) values.add(`email:${file.senderEmail}`);
    }
    values.add(`sender:${senderId}`);
    await this.requests.block(ownerId, [...values]);
    let trashed = 0;
    if (trashFiles) {
      const ids = sent.flatMap((f) => (f.itemId ? [f.itemId] : []));
      trashed = (await this.files.deleteMany(ownerId, ids, { failOnMissing: false })).length;
    }
    return { blocked: true, trashed };
  }

  private async own(ownerId: string, id: unknown): Promise<FileRequestRow> {
    const request = typeof id === 'string' && isUuid(id) ? await this.requests.ofOwner(ownerId, id) : null;
    if (!request) throw new DomainError('REQUEST_NOT_FOUND', NOT_FOUND_MESSAGE);
    return request;
  }

  /**
   * One of the owner's live folders (NOT_A_FOLDER for a file; another account's id is a plain
   * not-found). Looked up as share links look up what they name: a request needs the `share` scope,
   * not `read` too (`FilesService.get` would refuse a token with `share` alone).
   */
  private async ownFolder(ownerId: string, raw: unknown): Promise<string> {
    if (typeof raw !== 'string' || !isUuid(raw))
      throw new DomainError('VALIDATION_ERROR', 'Choose the folder the files go to.').at('folderId');
    const folder = await this.files.findAny(raw);
    if (!folder || folder.ownerId !== ownerId) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    if (folder.type !== 'folder') throw new DomainError('NOT_A_FOLDER', 'Files can only be sent into a folder.');
    return folder.id;
  }

  private async views(rows: FileRequestRow[]): Promise<FileRequestView[]> {
    const received = await this.requests.received(rows.map((r) => r.id));
    const folders = new Map((await this.files.findAnyMany(rows.map((r) => r.folderId))).map((f) => [f.id, f]));
    const now = this.clock.now();
    return rows.map((row) => ({
      ...row,
      url: this.requestUrl(this.secrets.decrypt(row.tokenSealed)),
      state: stateOf(row, now),
      folder: folders.get(row.folderId) ?? null,
      received: received.get(row.id) ?? { files: 0, bytes: 0, lastAt: null },
    }));
  }

  private async parseSettings(
    settings: FileRequestSettings,
    partial: boolean,
  ): Promise<FileRequestChanges & { title?: string }> {
    const out: FileRequestChanges = {};
    const present = (key: keyof FileRequestSettings) => settings[key] !== undefined;
    if (!partial || present('title')) {
      const title = typeof settings.title === 'string' ? settings.title.trim() : '';
      if (title === '') throw new DomainError('VALIDATION_ERROR', 'Give the request a title.').at('title');
      if (title.length > FILE_REQUEST_TITLE_MAX)
        throw new DomainError('VALIDATION_ERROR', `The title must be at most ${FILE_REQUEST_TITLE_MAX} characters.`).at(
          'title',
        );
      out.title = title;
    }
    if (present('message')) {
      const message = settings.message === null ? '' : settings.message;
      if (typeof message !== 'string')
        throw new DomainError('VALIDATION_ERROR', 'The message must be text.').at('message');
      if (message.trim().length > FILE_REQUEST_MESSAGE_MAX)
        throw new DomainError(
          'VALIDATION_ERROR',
          `The message must be at most ${FILE_REQUEST_MESSAGE_MAX} characters.`,
        ).at('message');
      out.message = message.trim();
    }
    if (present('expiresAt')) {
      if (settings.expiresAt === null) out.expiresAt = null;
      else {
        const at =
          settings.expiresAt instanceof Date
            ? settings.expiresAt
            : typeof settings.expiresAt === 'string'
              ? new Date(settings.expiresAt)
              : new Date(NaN);
        if (Number.isNaN(at.getTime()))
          throw new DomainError('VALIDATION_ERROR', 'expiresAt must be a date and time.').at('expiresAt');
        if (at.getTime() <= this.clock.now().getTime())
          throw new DomainError('VALIDATION_ERROR', 'The expiry must be in the future.').at('expiresAt');
        out.expiresAt = at;
      }
    }
    if (present('password'))
      out.passwordHash =
        settings.password === null ? null : await this.hasher.hash(parseLinkPassword(settings.password));
    if (present('recipients')) out.recipients = parseEmails(settings.recipients);
    if (present('requireName')) out.requireName = flag(settings.requireName, 'requireName');
    if (present('requireEmail')) out.requireEmail = flag(settings.requireEmail, 'requireEmail');
    if (present('maxFiles')) out.maxFiles = limit(settings.maxFiles, 'maxFiles', FILE_REQUEST_MAX_FILES);
    if (present('maxFileBytes')) out.maxFileBytes = limit(settings.maxFileBytes, 'maxFileBytes', MAX_FILE_SIZE_BYTES);
    if (present('maxTotalBytes'))
      out.maxTotalBytes = limit(settings.maxTotalBytes, 'maxTotalBytes', FILE_REQUEST_MAX_TOTAL_BYTES);
    if (present('acceptedTypes')) {
      const raw = settings.acceptedTypes === null ? [] : settings.acceptedTypes;
      if (!Array.isArray(raw) || !raw.every((t): t is AcceptedMimeType => ACCEPTABLE.includes(t as AcceptedMimeType)))
        throw new DomainError('VALIDATION_ERROR', `acceptedTypes may list only ${ACCEPTABLE.join(', ')}.`).at(
          'acceptedTypes',
        );
      out.acceptedTypes = [...new Set(raw)];
    }
    return out;
  }

  // ── The visitor's side ──────────────────────────────────────────────────────────────────────

  /** The request behind a visitor's token, if it takes files now; the refusals every visitor route gives. */
  private async openRequest(token: unknown, visitor: DropVisitor): Promise<FileRequestRow> {
    const request =
      typeof token === 'string' && TOKEN_PATTERN.test(token) ? await this.requests.byTokenHash(hashToken(token)) : null;
    if (!request) {
      // Unknown tokens count against the client, as for share links: guessing is slow.
      await this.limiter.consume(
        [{ key: `drop:unknown:${clientAddressGroup(visitor.clientAddress)}`, max: 30, windowSeconds: WINDOW_SECONDS }],
        THROTTLED,
      );
      throw new DomainError('REQUEST_NOT_FOUND', NOT_FOUND_MESSAGE);
    }
    await this.assertTakesFiles(request);
    const address = coarseClientAddress(visitor.clientAddress);
    if (await this.requests.isBlocked(request.ownerId, address ? [`addr:${address}`] : [])) throw senderBlocked();
    return request;
  }

  /** Closed (or its folder trashed or gone) or expired requests take nothing. */
  private async assertTakesFiles(request: FileRequestRow): Promise<StoredItem> {
    if (request.closedAt) {
      // Uploads a writer still held when it closed give back what they held at their next request.
      await this.uploads.releaseRequest(request.id);
      throw new DomainError('REQUEST_CLOSED', 'This request is closed.');
    }
    // `findAny` answers live items only: a folder in the trash closes the request until it is restored.
    const folder = await this.files.findAny(request.folderId);
    if (!folder || folder.type !== 'folder' || folder.ownerId !== request.ownerId)
      throw new DomainError('REQUEST_CLOSED', 'This request is closed.');
    if (request.expiresAt && request.expiresAt.getTime() <= this.clock.now().getTime()) {
      // Uploads still in progress give back what they held, at the first request that finds it expired.
      await this.uploads.releaseRequest(request.id);
      throw new DomainError('REQUEST_EXPIRED', 'This request has expired.');
    }
    return folder;
  }

  async info(token: unknown, visitor: DropVisitor): Promise<DropInfo> {
    const request = await this.openRequest(token, visitor);
    const [owner] = await this.accounts.byIds([request.ownerId]);
    const taken = (await this.requests.intake([request.id], this.clock.now())).get(request.id);
    return {
      title: request.title,
      message: request.message,
      owner: { name: owner?.name?.trim() || null },
      expiresAt: request.expiresAt,
      passwordRequired: request.passwordHash !== null,
      restricted: request.recipients.length > 0,
      requireName: request.requireName,
      requireEmail: request.requireEmail || request.recipients.length > 0,
      acceptedTypes: request.acceptedTypes.length > 0 ? request.acceptedTypes : [...ACCEPTABLE],
      maxFiles: request.maxFiles,
      maxFileBytes: request.maxFileBytes,
      maxTotalBytes: request.maxTotalBytes,
      remainingFiles: request.maxFiles === null ? null : Math.max(0, request.maxFiles - (taken?.files ?? 0)),
      remainingBytes: request.maxTotalBytes === null ? null : Math.max(0, request.maxTotalBytes - (taken?.bytes ?? 0)),
    };
  }

  /** Mails a code to `rawEmail` if a restricted request lists it; the answer never tells which. */
  async requestCode(token: unknown, rawEmail: unknown, visitor: DropVisitor): Promise<void> {
    const request = await this.openRequest(token, visitor);
    const email = emailOf(rawEmail);
    await this.limiter.consume(
      [
        { key: `drop-code:ask:${request.id}:${email}`, max: CODE_REQUESTS_PER_ADDRESS, windowSeconds: WINDOW_SECONDS },
        {
          key: `drop-code:ask-client:${clientAddressGroup(visitor.clientAddress)}`,
          max: CODE_REQUESTS_PER_CLIENT,
          windowSeconds: WINDOW_SECONDS,
        },
      ],
      THROTTLED,
    );
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const now = this.clock.now();
    // Stored for any address (it opens nothing unless listed), so both answers cost the same.
    await this.requests.codes.add(
      request.id,
      email,
      this.codeHash(request.id, email, code),
      new Date(now.getTime() + VISITOR_CODE_TTL_SECONDS * 1000),
    );
    if (!request.recipients.includes(email)) return;
    setImmediate(
      () =>
        void this.sendCode(request, email, code).catch((error: unknown) =>
          this.logger.error({ msg: 'Could not send a file request code', requestId: request.id, err: String(error) }),
        ),
    );
  }

  /**
   * Checks what the request asks of a visitor (password, name, address, a code for restricted
   * requests) and answers a grant naming the sender. A previous grant of this request keeps its sender id.
   */
  async access(
    token: unknown,
    body: { password?: unknown; name?: unknown; email?: unknown; code?: unknown },
    visitor: DropVisitor,
    previousGrant: string | undefined,
  ): Promise<DropGrant> {
    const request = await this.openRequest(token, visitor);
    if (request.passwordHash) {
      const password = visitorPassword(body.password);
      if (password === undefined) throw new DomainError('PASSWORD_REQUIRED', 'Password required.');
      const attempts: RateLimit = {
        key: `drop:password:${request.id}:${clientAddressGroup(visitor.clientAddress)}`,
        max: DROP_PASSWORD_ATTEMPTS,
        windowSeconds: WINDOW_SECONDS,
      };
      await this.limiter.consume([attempts], THROTTLED);
      if (!(await this.hasher.verify(request.passwordHash, password)))
        throw new DomainError('WRONG_PASSWORD', 'Incorrect password.');
      await this.limiter.refund(attempts.key);
    }
    let name: string | null = null;
    if (typeof body.name === 'string' && body.name.trim() !== '') {
      name = body.name.trim();
      if (name.length > SENDER_NAME_MAX)
        throw new DomainError('VALIDATION_ERROR', `A name is at most ${SENDER_NAME_MAX} characters.`).at('name');
    }
    if (request.requireName && name === null) throw new DomainError('VALIDATION_ERROR', 'Enter your name.').at('name');
    const restricted = request.recipients.length > 0;
    let email: string | null = null;
    let verified = false;
    if (restricted) {
      email = await this.verifiedRecipient(request, body, visitor);
      verified = true;
    } else if ((typeof body.email === 'string' && body.email.trim() !== '') || request.requireEmail) {
      email = emailOf(body.email);
    }
    if (email && (await this.requests.isBlocked(request.ownerId, [`email:${email}`]))) throw senderBlocked();
    const previous = previousGrant ? this.claims(previousGrant) : null;
    const senderId = previous && previous.requestId === request.id ? previous.senderId : randomUUID();
    if (await this.requests.isBlocked(request.ownerId, [`sender:${senderId}`])) throw senderBlocked();
    const validUntil = new Date(this.clock.now().getTime() + DROP_GRANT_SECONDS * 1000);
    const sender: DropSender = { senderId, name, email, verified };
    return {
      grant: this.sign({
        ...sender,
        requestId: request.id,
        secretVersion: request.secretVersion,
        expiresAt: validUntil.getTime(),
      }),
      validUntil,
      sender,
    };
  }

  /** A restricted request's listed address: a signed-in visitor's verified one, or one proven by a code. */
  private async verifiedRecipient(
    request: FileRequestRow,
    body: { email?: unknown; code?: unknown },
    visitor: DropVisitor,
  ): Promise<string> {
    const account = visitor.user;
    if (account?.emailVerified && request.recipients.includes(normalizeEmail(account.email)))
      return normalizeEmail(account.email);
    if (body.code === undefined || body.code === null || body.email === undefined)
      throw new DomainError('REQUEST_RESTRICTED', 'Enter the code mailed to your address to send files here.');
    const email = emailOf(body.email);
    const wrongFromClient: RateLimit = {
      key: `drop-code:wrong:${request.id}:${clientAddressGroup(visitor.clientAddress)}`,
      max: WRONG_CODES_PER_CLIENT,
      windowSeconds: WRONG_CODES_WINDOW_SECONDS,
    };
    await this.limiter.consume([wrongFromClient], THROTTLED);
    const code = typeof body.code === 'string' ? body.code.trim() : '';
    const right =
      /^\d{6}$/.test(code) &&
      (await this.requests.codes.redeem(
        request.id,
        email,
        this.codeHash(request.id, email, code),
        this.clock.now(),
        WRONG_CODES_PER_CODE,
      ));
    if (!right || !request.recipients.includes(email)) throw new DomainError('VALIDATION_ERROR', WRONG_CODE_MESSAGE);
    await this.limiter.refund(wrongFromClient.key);
    return email;
  }

  /**
   * The sender a grant names, for the request as it is now: the one check every upload route
   * passes through (request open, grant signed, unexpired, same password and list as when issued,
   * sender not blocked).
   */
  async sender(token: unknown, grant: string | undefined, visitor: DropVisitor): Promise<RequestSender> {
    const request = await this.openRequest(token, visitor);
    const claims = grant ? this.claims(grant) : null;
    if (
      !claims ||
      claims.requestId !== request.id ||
      claims.secretVersion !== request.secretVersion ||
      claims.expiresAt <= this.clock.now().getTime() ||
      (request.recipients.length > 0 && !(claims.verified && claims.email && request.recipients.includes(claims.email)))
    )
      throw new DomainError('REQUEST_GRANT_INVALID', GRANT_INVALID_MESSAGE);
    const blockedBy = [`sender:${claims.senderId}`, ...(claims.email ? [`email:${claims.email}`] : [])];
    if (await this.requests.isBlocked(request.ownerId, blockedBy)) throw senderBlocked();
    return {
      requestId: request.id,
      senderId: claims.senderId,
      ownerId: request.ownerId,
      intake: this.intake(request, claims, visitor),
    };
  }

  /** Refuses what a visitor may not set on an upload, and what the request does not take, before any byte. */
  async checkUpload(token: unknown, metadata: ResumableMetadata, length: number, visitor: DropVisitor): Promise<void> {
    for (const key of Object.keys(metadata))
      if (!VISITOR_METADATA.has(key))
        throw new DomainError('VALIDATION_ERROR', `Upload-Metadata "${key}" cannot be sent to a file request.`);
    const request = await this.openRequest(token, visitor);
    await this.limiter.consume(
      [
        { key: `drop:uploads:${request.id}`, max: DROP_UPLOADS_PER_REQUEST_PER_MINUTE, windowSeconds: 60 },
        {
          key: `drop:uploads-client:${clientAddressGroup(visitor.clientAddress)}`,
          max: DROP_UPLOADS_PER_CLIENT_PER_MINUTE,
          windowSeconds: 60,
        },
      ],
      'Too many uploads at once. Please wait a minute and try again.',
    );
    const name = metadata.relativePath?.split('/').pop() || metadata.filename;
    const accepted = acceptedOf(request);
    if (!accepted.some((type) => TYPE_EXTENSIONS[type].some((ext) => name.toLowerCase().endsWith(ext))))
      throw typeRefused(name, accepted);
    if (request.maxFileBytes !== null && length > request.maxFileBytes) throw tooLarge(name, request.maxFileBytes);
  }

  /** This sender's uploads to the request, newest first. */
  sentBy(sender: RequestSender): Promise<ResumableUpload[]> {
    return this.uploads.sentBy(sender);
  }

  /** One request's intake, made for each visitor request (so `receiptId` belongs to one completion). */
  private intake(request: FileRequestRow, sender: DropSender, visitor: DropVisitor): UploadIntake {
    let receiptId = '';
    return {
      admit: async (manager: EntityManager, length: number) => {
        // The lock makes the caps exact: racing uploads of one request take their places one by one.
        const now = await this.requests.byId(request.id, manager, true);
        if (!now) throw new DomainError('REQUEST_NOT_FOUND', NOT_FOUND_MESSAGE);
        if (now.closedAt) throw new DomainError('REQUEST_CLOSED', 'This request is closed.');
        if (now.expiresAt && now.expiresAt.getTime() <= this.clock.now().getTime())
          throw new DomainError('REQUEST_EXPIRED', 'This request has expired.');
        if (now.maxFileBytes !== null && length > now.maxFileBytes) throw tooLarge('The file', now.maxFileBytes);
        const taken = (await this.requests.intake([now.id], this.clock.now(), manager)).get(now.id) ?? {
          files: 0,
          bytes: 0,
          lastAt: null,
        };
        if (now.maxFiles !== null && taken.files + 1 > now.maxFiles)
          throw new DomainError('REQUEST_FULL', 'This request cannot take more files.');
        if (now.maxTotalBytes !== null && taken.bytes + length > now.maxTotalBytes)
          throw new DomainError(
            'REQUEST_FULL',
            `This request has room for ${formatBytes(Math.max(0, now.maxTotalBytes - taken.bytes))} more.`,
          );
      },
      destination: async () => {
        const now = await this.requests.byId(request.id);
        if (!now) throw new DomainError('REQUEST_NOT_FOUND', NOT_FOUND_MESSAGE);
        const folder = await this.assertTakesFiles(now);
        const accepted = acceptedOf(now);
        return {
          parentPath: `${folder.path}${folder.name}/`,
          refuseType: (label: string, mimeType: string) => {
            if (!accepted.includes(mimeType as AcceptedMimeType)) throw typeRefused(label, accepted);
          },
        };
      },
      received: async (manager: EntityManager, item: StoredItem) => {
        const receipt = await this.requests.addReceived(
          manager,
          {
            requestId: request.id,
            itemId: item.id,
            name: item.name,
            size: item.size ?? 0,
            senderId: sender.senderId,
            senderName: sender.name,
            senderEmail: sender.email,
            senderVerified: sender.verified,
            clientAddress: coarseClientAddress(visitor.clientAddress),
          },
          new Date(this.clock.now().getTime() + DIGEST_DELAY_SECONDS * 1000),
          DIGEST_EVERY_SECONDS,
        );
        receiptId = receipt.id;
      },
      afterReceived: (item: StoredItem) => {
        const event: FileRequestReceivedEvent = {
          userId: request.ownerId,
          requestId: request.id,
          receiptId,
          fileId: item.id,
          senderId: sender.senderId,
          name: item.name,
          size: item.size ?? 0,
          senderName: sender.name,
          senderEmail: sender.email,
        };
        void this.events.publish(EVENT_TOPICS.fileRequestReceived, event);
      },
    };
  }

  // ── Digests ─────────────────────────────────────────────────────────────────────────────────

  /** Mails each owner whose request received files a digest of them (one per request and batch). */
  async sendDueDigests(): Promise<number> {
    let sent = 0;
    for (const due of await this.requests.takeDueDigests(this.clock.now())) {
      const request = await this.requests.byId(due.id);
      const [owner] = await this.accounts.byIds([due.ownerId]);
      if (!request || !owner) continue;
      const files = await this.requests.receivedSince(request.id, due.since);
      if (files.length === 0) continue;
      await this.mail.send({
        to: owner.email,
        subject: `${files.length === 1 ? 'A file' : `${files.length} files`} arrived for "${request.title}"`,
        paragraphs: [
          `Through your file request "${request.title}":`,
          ...files.map(
            (f) =>
              `${f.name} (${formatBytes(f.size)}) from ${f.senderName ?? f.senderEmail ?? 'someone who gave no name'}${f.senderName && f.senderEmail ? ` <${f.senderEmail}>` : ''}`,
          ),
        ],
        action: { label: 'See the request', url: `${this.config.publicUrl}/dashboard/requests` },
        footnote: `You get at most one such message per request every ${DIGEST_EVERY_SECONDS / 60} minutes.`,
      });
      sent++;
    }
    return sent;
  }

  // ── Grants and codes ────────────────────────────────────────────────────────────────────────

  private sign(claims: GrantClaims): string {
    const payload = Buffer.from(
      JSON.stringify([
        claims.requestId,
        claims.senderId,
        claims.name,
        claims.email,
        claims.verified,
        claims.secretVersion,
        claims.expiresAt,
      ]),
    ).toString('base64url');
    return `${payload}.${this.secrets.sign(`drop-grant:${payload}`)}`;
  }

  private claims(grant: string): GrantClaims | null {
    const [payload, signature, extra] = grant.split('.');
    if (!payload || !signature || extra !== undefined || grant.length > 2048) return null;
    if (!this.secrets.verify(`drop-grant:${payload}`, signature)) return null;
    try {
      const [requestId, senderId, name, email, verified, secretVersion, expiresAt] = JSON.parse(
        Buffer.from(payload, 'base64url').toString('utf8'),
      ) as [string, string, string | null, string | null, boolean, number, number];
      return { requestId, senderId, name, email, verified, secretVersion, expiresAt };
    } catch {
      return null;
    }
  }

  private codeHash(requestId: string, email: string, code: string): string {
    return hashToken(this.secrets.sign(`drop-code:${requestId}:${email}:${code}`));
  }

  private async sendCode(request: FileRequestRow, email: string, code: string): Promise<void> {
    const [owner] = await this.accounts.byIds([request.ownerId]);
    const asker = owner?.name?.trim() || owner?.email || 'Someone';
    await this.mail.send({
      to: email,
      subject: 'Your code to send files on Coffer',
      paragraphs: [
        `${asker} asked ${email} to send files ("${request.title}"). To send them, enter this code on the page that asked for it:`,
        code,
      ],
      footnote:
        'The code works once, for 10 minutes. If you did not ask for it, ignore this message: nobody can send files in your name without it.',
    });
  }
}

export function stateOf(request: Pick<FileRequestRow, 'closedAt' | 'expiresAt'>, now: Date): FileRequestState {
  if (request.closedAt) return 'closed';
  if (request.expiresAt && request.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'open';
}

function acceptedOf(request: FileRequestRow): AcceptedMimeType[] {
  return request.acceptedTypes.length > 0 ? (request.acceptedTypes as AcceptedMimeType[]) : [...ACCEPTABLE];
}

function flag(raw: unknown, field: string): boolean {
  if (typeof raw !== 'boolean') throw new DomainError('VALIDATION_ERROR', `${field} must be true or false.`).at(field);
  return raw;
}

function limit(raw: unknown, field: string, max: number): number | null {
  if (raw === null) return null;
  if (typeof raw === 'number' && Number.isSafeInteger(raw) && raw >= 1 && raw <= max) return raw;
  throw new DomainError('VALIDATION_ERROR', `${field} must be a whole number from 1 to ${max}, or null.`).at(field);
}

function emailOf(raw: unknown): string {
  const email = typeof raw === 'string' ? normalizeEmail(raw) : '';
  if (!isValidEmail(email)) throw new DomainError('VALIDATION_ERROR', 'Enter a valid e-mail address.').at('email');
  return email;
}

function typeRefused(name: string, accepted: AcceptedMimeType[]): DomainError {
  const kinds = accepted.map((t) => TYPE_LABELS[t].replace(/^an? /, '')).join(', ');
  return new DomainError('UNSUPPORTED_FILE_TYPE', `"${name}" is not a type this request accepts (${kinds}).`);
}

function tooLarge(name: string, max: number): DomainError {
  const label = name === 'The file' ? name : `"${name}"`;
  return new DomainError(
    'FILE_TOO_LARGE',
    `${label} is larger than this request's limit of ${formatBytes(max)} per file.`,
  );
}

function senderBlocked(): DomainError {
  return new DomainError('SENDER_BLOCKED', 'You cannot send files to this request.');
}
