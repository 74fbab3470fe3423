import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import {
  APP_CONFIG,
  Clock,
  decodeCursor,
  DomainError,
  EventBus,
  emptyPage,
  encodeCursor,
  isUuid,
  parsePage,
  PasswordHasher,
  SecretsService,
  toPage,
  TransactionRunner,
  type AppConfig,
  type ShareLinkCreatedEvent,
  type Page,
  type PageArgs,
  requireScope,
  isTimeIdCursor,
} from '@coffer/server-core';
import {
  FILE_NOT_FOUND_MESSAGE,
  FilesService,
  NOT_SHARED,
  type ItemShareInfo,
  type StoredItem,
} from '@coffer/server-files';
import { AccountDirectory } from '@coffer/server-auth';
import {
  parseEmails,
  parseExpiresIn,
  parseLinkPassword,
  parseMaxAccess,
  parseScope,
  parseUserIds,
} from '../domain/share-options';
import type { ShareLinkEntity, ShareLinkKind, ShareScope } from '../persistence/share-link.entity';
import { ShareLinkRepository, type LinkRecipients } from '../persistence/share-link.repository';
import { RecipientRepository } from '../persistence/recipient.repository';
import { parseNotify, sharedThingOf, ShareNotifier, type SharedThing } from './share-notifier.service';
import { ShareAccessCounter } from './share-access-counter';
import { ShareLinkCache } from './share-link-cache';

/** 24 random bytes: 192 bits, 32 base64url characters. */
const TOKEN_BYTES = 24;
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22,64}$/;
/** POST /api/share/protected protects a link created this recently by the same upload instead of adding a second one. */
const PROTECT_MATCH_WINDOW_MS = 10 * 60 * 1000;
export const SHARE_NOT_FOUND_MESSAGE = 'Share link not found.';

/** A fresh link token from the CSPRNG: 192 bits as 32 base64url characters. */
export function newShareToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Files one set link may name. */
export const MAX_SET_FILES = 1000;

export interface ShareLinkView {
  id: string;
  kind: ShareLinkKind;
  /** The file of a file link; null for folder and set links. */
  fileId: string | null;
  /** The folder of a folder link. */
  folderId: string | null;
  /** The files of a set link still in it (none for other kinds). */
  fileIds: string[];
  token: string;
  url: string;
  scope: ShareScope;
  expiresAt: Date | null;
  maxAccess: number | null;
  accessCount: number;
  hasPassword: boolean;
  allowedEmails: string[];
  allowedUserIds: string[];
  revokedAt: Date | null;
  createdAt: Date;
}

export interface CreateLinkCommand {
  /** Exactly one of fileId (a file), folderId (a folder) and fileIds (a set of files). */
  fileId?: unknown;
  folderId?: unknown;
  fileIds?: unknown;
  scope: unknown;
  expiresIn?: unknown;
  emails?: unknown;
  userIds?: unknown;
  maxAccess?: unknown;
  password?: unknown;
  /** true: mail the listed addresses an invitation naming the sharer and the file. */
  notify?: unknown;
}

export interface UpdateLinkCommand {
  /** Seconds from now (86400 or 604800), or null for never; absent keeps it. */
  expiresIn?: unknown;
  /** A new password, null to remove it; absent keeps it. */
  password?: unknown;
  emails?: unknown;
  userIds?: unknown;
  maxAccess?: unknown;
  scope?: unknown;
  /** true: mail the addresses this change adds an invitation. */
  notify?: unknown;
}

/** The files of a new set link: 1 to MAX_SET_FILES ids, duplicates dropped. */
function parseFileIds(raw: unknown): string[] {
  if (!Array.isArray(raw) || raw.length === 0 || raw.some((id) => typeof id !== 'string'))
    throw new DomainError('VALIDATION_ERROR', 'fileIds must be a list of file ids.');
  const ids = [...new Set(raw as string[])];
  if (ids.length > MAX_SET_FILES)
    throw new DomainError('VALIDATION_ERROR', `A link can name at most ${MAX_SET_FILES} files.`);
  return ids;
}

/** How a set is named where a link needs a name: `3 files`. */
export function setName(count: number): string {
  return count === 1 ? '1 file' : `${count} files`;
}

/** A link page cursor: the creation time in whole microseconds and the id. */
function linkCursor(cursor: string): { createdMicros: string; id: string } {
  const [createdMicros, id] = decodeCursor(cursor, isTimeIdCursor);
  return { createdMicros, id };
}

@Injectable()
export class ShareLinkService implements OnModuleInit {
  constructor(
    private readonly links: ShareLinkRepository,
    private readonly recipients: RecipientRepository,
    private readonly files: FilesService,
    private readonly hasher: PasswordHasher,
    private readonly secrets: SecretsService,
    private readonly clock: Clock,
    private readonly tx: TransactionRunner,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifier: ShareNotifier,
    private readonly accounts: AccountDirectory,
    private readonly cache: ShareLinkCache,
    private readonly counter: ShareAccessCounter,
    private readonly events: EventBus,
  ) {}

  onModuleInit(): void {
    this.secrets.requireOpens('share links', () => this.links.newestSealedToken());
  }

  shareUrl(token: string): string {
    return `${this.config.publicUrl}/share/${token}`;
  }

  /** The token of a stored link (decrypted with the server key). */
  tokenOf(link: Pick<ShareLinkEntity, 'tokenSealed'>): string {
    return this.secrets.decrypt(link.tokenSealed);
  }

  view(link: ShareLinkEntity, recipients: LinkRecipients, members: string[] = []): ShareLinkView {
    const token = this.tokenOf(link);
    return {
      id: link.id,
      kind: link.kind,
      fileId: link.kind === 'file' ? link.fileId : null,
      folderId: link.kind === 'folder' ? link.fileId : null,
      fileIds: link.kind === 'set' ? members : [],
      token,
      url: this.shareUrl(token),
      scope: link.scope,
      expiresAt: link.expiresAt,
      maxAccess: link.maxAccess,
      accessCount: link.accessCount,
      hasPassword: link.passwordHash !== null,
      allowedEmails: recipients.emails,
      allowedUserIds: recipients.userIds,
      revokedAt: link.revokedAt,
      createdAt: link.createdAt,
    };
  }

  /** A new link on one of the caller's files, on one of their folders, or on a set of their files. */
  async create(ownerId: string, command: CreateLinkCommand): Promise<ShareLinkView> {
    requireScope('share');
    const target = await this.target(ownerId, command);
    const scope = parseScope(command.scope);
    const recipients: LinkRecipients =
      scope === 'restricted'
        ? { emails: parseEmails(command.emails), userIds: parseUserIds(command.userIds) }
        : { emails: [], userIds: [] };
    const notify = parseNotify(command.notify);
    const invited = notify
      ? [...recipients.emails, ...(await this.accounts.byIds(recipients.userIds)).map((u) => u.email)]
      : [];
    if (notify) await this.notifier.admitInvitations(ownerId, invited);
    const passwordHash =
      command.password === undefined || command.password === null
        ? null
        : await this.hasher.hash(parseLinkPassword(command.password));
    const settings = {
      scope,
      expiresIn: parseExpiresIn(command.expiresIn),
      maxAccess: parseMaxAccess(command.maxAccess),
      passwordHash,
      recipients,
    };
    const memberIds = target.members.map((m) => m.id).sort();
    const link =
      target.kind === 'set'
        ? await this.tx.run(async (manager) => {
            const inserted = await this.insert(ownerId, { kind: 'set', fileId: null }, settings, manager);
            await this.links.addMembers(inserted.id, memberIds, manager);
            return inserted;
          })
        : await this.insert(ownerId, { kind: target.kind, fileId: target.item!.id }, settings);
    this.created(link, memberIds);
    // Only a file link puts the file in the listed people's Shared with me.
    if (target.kind === 'file') {
      await this.notifier.toEmails(recipients.emails, target.item!);
      await this.notifier.toUsers(recipients.userIds, target.item!);
    }
    const view = this.view(link, recipients, memberIds);
    if (notify) this.notifier.invite(ownerId, invited, target.shared, view.url);
    return view;
  }

  /**
   * What a new link names: exactly one of a file, a folder or a set of files, all the caller's.
   * Every id given is looked up first: another account's item answers as a missing one, before
   * anything is said about the combination.
   */
  private async target(
    ownerId: string,
    command: CreateLinkCommand,
  ): Promise<{ kind: ShareLinkKind; item: StoredItem | null; members: StoredItem[]; shared: SharedThing }> {
    const given = (v: unknown) => v !== undefined && v !== null;
    const setIds = given(command.fileIds) ? parseFileIds(command.fileIds) : [];
    const single = [command.fileId, command.folderId].filter(given);
    if (single.some((id) => typeof id !== 'string'))
      throw new DomainError('VALIDATION_ERROR', 'fileId and folderId must be ids.');
    const ids = [...(single as string[]), ...setIds];
    const found = new Map((await this.files.findAnyMany(ids)).map((item) => [item.id, item]));
    if (ids.some((id) => found.get(id)?.ownerId !== ownerId))
      throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    if (single.length + (given(command.fileIds) ? 1 : 0) !== 1)
      throw new DomainError('VALIDATION_ERROR', 'Name exactly one of fileId, folderId or fileIds.');
    if (given(command.fileId)) {
      const file = found.get(command.fileId as string)!;
      if (file.type !== 'file') throw new DomainError('NOT_A_FILE', 'fileId names a folder: share it by folderId.');
      return { kind: 'file', item: file, members: [], shared: sharedThingOf(file) };
    }
    if (given(command.folderId)) {
      const folder = found.get(command.folderId as string)!;
      if (folder.type !== 'folder') throw new DomainError('NOT_A_FOLDER', 'folderId names a file: share it by fileId.');
      return { kind: 'folder', item: folder, members: [], shared: sharedThingOf(folder) };
    }
    const members = setIds.map((id) => found.get(id)!);
    if (members.some((m) => m.type !== 'file'))
      throw new DomainError('NOT_A_FILE', 'fileIds names a folder: share a folder by folderId.');
    return { kind: 'set', item: null, members, shared: { kind: 'set', name: setName(members.length), id: null } };
  }

  /**
   * Sets a password on the link the same upload just made (same owner, file, scope and
   * e-mails, made in the last 10 minutes, no password yet), or creates a protected link.
   * No unprotected twin is left behind.
   */
  async protect(ownerId: string, command: CreateLinkCommand): Promise<ShareLinkView> {
    requireScope('share');
    const target = await this.target(ownerId, command);
    if (target.kind !== 'file')
      throw new DomainError('VALIDATION_ERROR', 'Only a file link is protected here: create folder and set links.');
    const file = target.item!;
    const password = parseLinkPassword(command.password);
    const scope = parseScope(command.scope);
    const recipients: LinkRecipients =
      scope === 'restricted'
        ? { emails: parseEmails(command.emails), userIds: parseUserIds(command.userIds) }
        : { emails: [], userIds: [] };
    const expiresIn = parseExpiresIn(command.expiresIn);
    const maxAccess = parseMaxAccess(command.maxAccess);
    const passwordHash = await this.hasher.hash(password);
    const since = new Date(this.clock.now().getTime() - PROTECT_MATCH_WINDOW_MS);
    const candidates = await this.links.recentUnprotected(ownerId, file.id, scope, since);
    const existing = await this.links.recipientsOf(candidates.map((c) => c.id));
    const wanted = [...recipients.emails].sort().join('\n');
    const match = candidates.find((c) => [...existing.get(c.id)!.emails].sort().join('\n') === wanted);
    if (match) {
      await this.counter.flush(match.id);
      await this.links.update(match.id, { passwordHash }, true);
      await this.cache.changed({ userId: ownerId, linkIds: [match.id] });
      return this.view((await this.links.findById(match.id))!, existing.get(match.id)!);
    }
    const link = await this.insert(
      ownerId,
      { kind: 'file', fileId: file.id },
      { scope, expiresIn, maxAccess, passwordHash, recipients },
    );
    this.created(link);
    await this.notifier.toEmails(recipients.emails, file);
    return this.view(link, recipients);
  }

  /** Changes a link; a new or removed password voids every download URL issued before. */
  async update(
    ownerId: string,
    linkRef: { token?: string; id?: string },
    command: UpdateLinkCommand,
  ): Promise<ShareLinkView> {
    requireScope('share');
    // The view answered below shows the count: openings this replica holds go in first.
    await this.counter.flush();
    const link = await this.ownLink(ownerId, linkRef);
    if (link.revokedAt) throw new DomainError('SHARE_NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
    const notify = parseNotify(command.notify);
    const changes: Parameters<ShareLinkRepository['update']>[1] = {};
    let bump = false;
    if (command.expiresIn !== undefined) {
      const seconds = parseExpiresIn(command.expiresIn);
      changes.expiresAt = seconds === null ? null : new Date(this.clock.now().getTime() + seconds * 1000);
    }
    if (command.maxAccess !== undefined) changes.maxAccess = parseMaxAccess(command.maxAccess);
    if (command.scope !== undefined) changes.scope = parseScope(command.scope);
    if (command.password !== undefined) {
      changes.passwordHash =
        command.password === null ? null : await this.hasher.hash(parseLinkPassword(command.password));
      bump = true;
    }
    const scope = changes.scope ?? link.scope;
    const current = (await this.links.recipientsOf([link.id])).get(link.id)!;
    const recipients: LinkRecipients =
      scope === 'public'
        ? { emails: [], userIds: [] }
        : {
            emails: command.emails !== undefined ? parseEmails(command.emails) : current.emails,
            userIds: command.userIds !== undefined ? parseUserIds(command.userIds) : current.userIds,
          };
    const added = recipients.emails.filter((e) => !current.emails.includes(e));
    if (notify) await this.notifier.admitInvitations(ownerId, added);
    await this.tx.run(async (manager) => {
      await this.links.update(link.id, changes, bump, manager);
      await this.links.setRecipients(link.id, recipients, manager);
    });
    await this.cache.changed({ userId: ownerId, linkIds: [link.id] });
    const item = link.fileId ? await this.files.findAny(link.fileId) : null;
    if (link.kind === 'file') {
      if (item) await this.notifier.toEmails(added, item);
      // Made public or unlisted: the link no longer puts the file in their Shared with me.
      await this.notifier.withdrawn(
        { id: link.fileId!, ownerId: link.ownerId },
        link.scope === 'restricted' ? current.userIds.filter((id) => !recipients.userIds.includes(id)) : [],
        link.scope === 'restricted' ? current.emails.filter((e) => !recipients.emails.includes(e)) : [],
      );
    }
    const [view] = await this.views([(await this.links.findById(link.id))!]);
    const shared: SharedThing | null =
      link.kind === 'set'
        ? { kind: 'set', name: setName(view!.fileIds.length), id: null }
        : item && sharedThingOf(item);
    if (shared && notify) this.notifier.invite(ownerId, added, shared, view!.url);
    return view!;
  }

  /** Revokes at once; repeats are fine. Someone else's or an unknown link: SHARE_NOT_FOUND. */
  async revoke(ownerId: string, linkRef: { token?: string; id?: string }): Promise<void> {
    requireScope('share');
    const link = await this.ownLink(ownerId, linkRef);
    if (link.revokedAt) return;
    await this.links.update(link.id, { revokedAt: this.clock.now() }, true);
    await this.cache.changed({
      userId: ownerId,
      linkIds: [link.id],
      reason: 'revoked',
      ...(link.kind === 'folder' ? { folderId: link.fileId! } : link.kind === 'file' ? { fileId: link.fileId! } : {}),
    });
    if (link.scope === 'restricted' && link.kind === 'file') {
      const listed = (await this.links.recipientsOf([link.id])).get(link.id)!;
      await this.notifier.withdrawn({ id: link.fileId!, ownerId: link.ownerId }, listed.userIds, listed.emails);
    }
  }

  /** One of the caller's links by id; SHARE_NOT_FOUND for anyone else's. */
  async get(ownerId: string, id: string): Promise<ShareLinkView> {
    requireScope('share');
    await this.counter.flush();
    const [view] = await this.views([await this.ownLink(ownerId, { id })]);
    return view!;
  }

  /** The owner's view of stored links, with their listed people and (sets) files, in two queries. */
  private async views(links: ShareLinkEntity[]): Promise<ShareLinkView[]> {
    const ids = links.map((l) => l.id);
    const [recipients, members] = await Promise.all([
      this.links.recipientsOf(ids),
      this.links.membersOf(links.filter((l) => l.kind === 'set').map((l) => l.id)),
    ]);
    return links.map((link) => this.view(link, recipients.get(link.id)!, members.get(link.id) ?? []));
  }

  /**
   * The caller's links, newest first (revoked ones included), a page at a time with the total:
   * those of one item (`fileId`; none unless it is one of the caller's files, trashed ones
   * included), or all of them.
   */
  async page(
    ownerId: string,
    filter: { fileId?: string },
    args: PageArgs,
  ): Promise<Page<ShareLinkView> & { totalCount: number }> {
    requireScope('share');
    const request = parsePage(args, { defaultSize: 50, maxSize: 200 });
    if (filter.fileId !== undefined && !isUuid(filter.fileId)) return { ...emptyPage<ShareLinkView>(), totalCount: 0 };
    const position = request.after ? linkCursor(request.after) : undefined;
    await this.counter.flush();
    // Scoped by owner in SQL: another user's file simply has none of the caller's links.
    const { rows, total } = await this.links.page(ownerId, {
      fileId: filter.fileId,
      limit: request.first + 1,
      after: position,
      backward: request.backward,
    });
    const page = toPage(rows, request, (row) => encodeCursor([row.createdMicros, row.link.id]));
    const views = await this.views(page.items.map((e) => e.item.link));
    return {
      ...page,
      items: page.items.map(({ cursor }, i) => ({ item: views[i]!, cursor })),
      totalCount: total,
    };
  }

  /** Every link of one of the caller's files, newest first (revoked ones included). */
  async listForFile(ownerId: string, fileId: unknown): Promise<ShareLinkView[]> {
    requireScope('share');
    const file = await this.ownFile(ownerId, fileId);
    await this.counter.flush();
    return this.views(await this.links.listByFile(file.id));
  }

  /** The newest active password-free public link, or a new one that never expires. */
  async publicLink(ownerId: string, fileId: unknown): Promise<ShareLinkView> {
    requireScope('share');
    const file = await this.ownFile(ownerId, fileId);
    await this.counter.flush();
    const existing = await this.links.newestOpenPublic(file.id, this.clock.now());
    if (existing) return this.view(existing, { emails: [], userIds: [] });
    const none = { emails: [], userIds: [] };
    const link = await this.insert(
      ownerId,
      { kind: 'file', fileId: file.id },
      {
        scope: 'public',
        expiresIn: null,
        maxAccess: null,
        passwordHash: null,
        recipients: none,
      },
    );
    this.created(link);
    return this.view(link, none);
  }

  /** Upload-time links: one per created file, inside the upload's transaction. */
  async createForUpload(
    manager: EntityManager,
    ownerId: string,
    files: StoredItem[],
    options: {
      scope: ShareScope;
      expiresIn: number | null;
      emails: string[];
      directUserIds: string[];
      afterCommit: (work: () => void) => void;
    },
  ) {
    let first: ShareLinkView | null = null;
    for (const file of files) {
      const recipients = { emails: options.scope === 'restricted' ? options.emails : [], userIds: [] };
      const link = await this.insert(
        ownerId,
        { kind: 'file', fileId: file.id },
        { scope: options.scope, expiresIn: options.expiresIn, maxAccess: null, passwordHash: null, recipients },
        manager,
      );
      first ??= this.view(link, recipients);
      options.afterCommit(() => this.created(link));
      await this.recipients.addDirect(file.id, options.directUserIds, manager, link.id);
      options.afterCommit(() => void this.notifier.toUsers(options.directUserIds, file).catch(() => undefined));
    }
    return first;
  }

  /** Share flags of listed files and folders (their own links; a set link flags none), in three queries. */
  async describe(items: StoredItem[]): Promise<Map<string, ItemShareInfo>> {
    const fileIds = items.map((i) => i.id);
    const now = this.clock.now();
    const [newest, live, direct] = await Promise.all([
      this.links.newestNonRevoked(fileIds),
      this.links.newestLive(fileIds, now),
      this.recipients.directShares(fileIds),
    ]);
    const byFile = new Map(newest.map((l) => [l.fileId, l]));
    const liveByFile = new Map(live.map((l) => [l.fileId, l]));
    const result = new Map<string, ItemShareInfo>();
    for (const id of fileIds) {
      const link = byFile.get(id);
      const liveLink = liveByFile.get(id);
      result.set(id, {
        ...NOT_SHARED,
        sharedWith: (direct.get(id) ?? []).map((share) =>
          'userId' in share ? share.userId : this.addressId(share.email),
        ),
        hasShareLink: link !== undefined,
        shareUrl: link ? this.shareUrl(this.tokenOf(link)) : null,
        shareScope: link?.scope ?? null,
        liveLinkScope: liveLink?.scope ?? null,
        liveLinkUrl: liveLink ? this.shareUrl(this.tokenOf(liveLink)) : null,
        requiresPassword: Boolean(liveLink?.passwordHash),
      });
    }
    return result;
  }

  /**
   * A stable id standing for an address shared with directly that has no account yet, shaped
   * like an account id, so `sharedWith` never tells which addresses have accounts.
   */
  private addressId(email: string): string {
    const h = createHash('sha256')
      .update(this.secrets.sign(`direct-share-address:${email}`))
      .digest('hex');
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[parseInt(h[16]!, 16) % 4]}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }

  /** Tells the bus (and so the owner's webhooks) of a committed new link. */
  private created(link: ShareLinkEntity, fileIds: string[] = []): void {
    this.events.publish('shareLinkCreated', {
      userId: link.ownerId,
      linkId: link.id,
      kind: link.kind,
      fileId: link.kind === 'file' ? link.fileId : null,
      folderId: link.kind === 'folder' ? link.fileId : null,
      fileIds,
    } satisfies ShareLinkCreatedEvent);
  }

  private async insert(
    ownerId: string,
    target: { kind: ShareLinkKind; fileId: string | null },
    settings: {
      scope: ShareScope;
      expiresIn: number | null;
      maxAccess: number | null;
      passwordHash: string | null;
      recipients: LinkRecipients;
    },
    manager?: EntityManager,
  ): Promise<ShareLinkEntity> {
    const token = newShareToken();
    return this.links.insert(
      {
        ...target,
        ownerId,
        tokenHash: hashToken(token),
        tokenSealed: this.secrets.encrypt(token),
        scope: settings.scope,
        passwordHash: settings.passwordHash,
        expiresAt:
          settings.expiresIn === null ? null : new Date(this.clock.now().getTime() + settings.expiresIn * 1000),
        maxAccess: settings.maxAccess,
      },
      settings.recipients,
      manager,
    );
  }

  private async ownFile(ownerId: string, fileId: unknown): Promise<StoredItem> {
    const file = await this.ownItem(ownerId, fileId, 'fileId');
    if (file.type !== 'file') throw new DomainError('NOT_A_FILE', 'fileId names a folder: share it by folderId.');
    return file;
  }

  private async ownItem(ownerId: string, id: unknown, field: string): Promise<StoredItem> {
    if (typeof id !== 'string') throw new DomainError('VALIDATION_ERROR', `${field} is required.`);
    const item = await this.files.findAny(id);
    if (!item || item.ownerId !== ownerId) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    return item;
  }

  /** One of the caller's links by token (REST paths) or id (GraphQL); SHARE_NOT_FOUND for anything else. */
  async ownLink(ownerId: string, ref: { token?: string; id?: string }): Promise<ShareLinkEntity> {
    let link: ShareLinkEntity | null = null;
    if (ref.token !== undefined && TOKEN_PATTERN.test(ref.token))
      link = await this.links.findByTokenHash(hashToken(ref.token));
    else if (ref.id !== undefined && /^[0-9a-f-]{36}$/i.test(ref.id)) link = await this.links.findById(ref.id);
    if (!link || link.ownerId !== ownerId) throw new DomainError('SHARE_NOT_FOUND', SHARE_NOT_FOUND_MESSAGE);
    return link;
  }
}
