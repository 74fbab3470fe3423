import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@coffer/shared-contracts';
import {
  Clock,
  decodeCursor,
  DomainError,
  encodeCursor,
  isUuid,
  parsePage,
  requireScope,
  type Page,
  type PageArgs,
  emptyPage,
  toPage,
} from '@coffer/server-core';
import { AccountDirectory, type AuthenticatedUser } from '@coffer/server-auth';
import { FILE_NOT_FOUND_MESSAGE, FilesService, type ItemShareInfo, type StoredItem } from '@coffer/server-files';
import { recipientShareInfo } from '../domain/recipient-view';
import { parseEmails } from '../domain/share-options';
import {
  RecipientRepository,
  type ReadPaths,
  type RecipientEntry,
  type RecipientPosition,
} from '../persistence/recipient.repository';
import { parseNotify, sharedThingOf, ShareNotifier } from './share-notifier.service';
import { ShareLinkService } from './share-link.service';
import { isRecipientAccount } from '../domain/recipient-account';

export interface ReceivedFile {
  item: StoredItem;
  owner: AuthenticatedUser;
  /** When it was shared with the caller. */
  sharedAt: Date;
  seen: boolean;
  /** The newest active restricted link listing the caller; null for a direct share only. */
  link: { id: string; token: string; requiresPassword: boolean; expiresAt: Date | null; createdAt: Date } | null;
  /** What the caller sees of the file's sharing (see recipientShareInfo). */
  share: ItemShareInfo;
}

/** Who receives what: direct shares, restricted-link recipients, Shared With Me and unseen flags. */
@Injectable()
export class RecipientService {
  constructor(
    private readonly recipients: RecipientRepository,
    private readonly links: ShareLinkService,
    private readonly files: FilesService,
    private readonly accounts: AccountDirectory,
    private readonly clock: Clock,
    private readonly notifier: ShareNotifier,
  ) {}

  /**
   * Shares a file directly with e-mail addresses. An address with an account gets it now;
   * one without gets it when an account with that address exists. The answer is the same either
   * way (the normalised addresses), so it never tells whether an address has an account.
   */
  async shareWith(ownerId: string, fileId: unknown, rawEmails: unknown, rawNotify?: unknown): Promise<string[]> {
    requireScope('share');
    const notify = parseNotify(rawNotify);
    const { file, emails, users } = await this.resolve(ownerId, fileId, rawEmails);
    if (notify) await this.notifier.admitInvitations(ownerId, emails);
    const [owner] = await this.accounts.byIds([ownerId]);
    const known = new Set(users.map((u) => u.email));
    await this.recipients.addDirect(
      file.id,
      users.filter((u) => u.id !== ownerId).map((u) => u.id),
    );
    await this.recipients.addDirectEmails(
      file.id,
      emails.filter((e) => !known.has(e) && e !== (owner && normalizeEmail(owner.email))),
    );
    await this.notifier.toUsers(
      users.map((u) => u.id),
      file,
    );
    if (notify) this.notifier.invite(ownerId, emails, sharedThingOf(file), null);
    return emails;
  }

  /** Ends direct shares with these addresses; the same answer whether or not they had one. */
  async unshareWith(ownerId: string, fileId: unknown, rawEmails: unknown): Promise<string[]> {
    requireScope('share');
    const { file, emails, users } = await this.resolve(ownerId, fileId, rawEmails);
    const removed = await this.recipients.removeDirect(
      file.id,
      users.map((u) => u.id),
      emails,
    );
    // Only accounts that had a direct share are told (and looked up).
    await this.notifier.withdrawn(file, removed);
    return emails;
  }

  /**
   * Everything shared with the user, direct shares first, in a constant number of queries.
   * An account whose address is not verified receives nothing (see isRecipientAccount).
   */
  async received(user: AuthenticatedUser): Promise<ReceivedFile[]> {
    requireScope('read');
    if (!isRecipientAccount(user)) return [];
    const entries = await this.recipients.entries(user.id, normalizeEmail(user.email), this.clock.now());
    return this.hydrate(user.id, entries);
  }

  /** One file shared with the user, as `received` shows it; null when it does not reach them. */
  async receivedFile(user: AuthenticatedUser, fileId: string): Promise<ReceivedFile | null> {
    requireScope('read');
    if (!isRecipientAccount(user)) return null;
    const entries = await this.recipients.entries(user.id, normalizeEmail(user.email), this.clock.now());
    return (
      (
        await this.hydrate(
          user.id,
          entries.filter((e) => e.fileId === fileId),
        )
      )[0] ?? null
    );
  }

  /** `received` (or only what the user has not opened yet) a page at a time, in the same order, with the total. */
  async receivedPage(
    user: AuthenticatedUser,
    args: PageArgs & { unseenOnly?: boolean },
  ): Promise<Page<ReceivedFile> & { totalCount: number }> {
    requireScope('read');
    const request = parsePage(args, { defaultSize: 100, maxSize: 200 });
    if (!isRecipientAccount(user)) return { ...emptyPage<ReceivedFile>(), totalCount: 0 };
    const position = request.after ? receivedCursor(request.after) : undefined;
    const { entries, total } = await this.recipients.entriesPage(
      user.id,
      normalizeEmail(user.email),
      this.clock.now(),
      {
        limit: request.first + 1,
        after: position,
        backward: request.backward,
        unseenOnly: args.unseenOnly === true,
      },
    );
    const page = toPage(entries, request, (entry) => encodeReceivedCursor(entry.position));
    const received = new Map(
      (
        await this.hydrate(
          user.id,
          page.items.map((e) => e.item),
        )
      ).map((r) => [r.item.id, r]),
    );
    // A share whose file vanished meanwhile is skipped; the page's cursors still come from the entries read.
    return {
      ...page,
      items: page.items.flatMap(({ item: entry, cursor }) => {
        const file = received.get(entry.fileId);
        return file ? [{ item: file, cursor }] : [];
      }),
      totalCount: total,
    };
  }

  async unseen(user: AuthenticatedUser): Promise<ReceivedFile[]> {
    requireScope('read');
    if (!isRecipientAccount(user)) return [];
    const entries = await this.recipients.entries(user.id, normalizeEmail(user.email), this.clock.now());
    return this.hydrate(
      user.id,
      entries.filter((e) => !e.seen),
    );
  }

  async isRecipient(userId: string, item: StoredItem): Promise<boolean> {
    const [user] = await this.accounts.byIds([userId]);
    return (
      user !== undefined &&
      isRecipientAccount(user) &&
      (await this.recipients.isRecipient(item.id, userId, normalizeEmail(user.email), this.clock.now()))
    );
  }

  /** Every way the user reaches someone else's file (see RecipientRepository.readPaths); none while unverified. */
  async readPaths(user: AuthenticatedUser, item: StoredItem): Promise<ReadPaths> {
    if (!isRecipientAccount(user)) return { free: false, links: [] };
    return this.recipients.readPaths(item.id, user.id, normalizeEmail(user.email), this.clock.now());
  }

  /** Marks the file seen for the user if they are one of its recipients. */
  async markSeenIfRecipient(userId: string, item: StoredItem): Promise<void> {
    if (item.ownerId !== userId && (await this.isRecipient(userId, item)))
      await this.recipients.markSeen(userId, item.id);
  }

  private async hydrate(recipientId: string, entries: RecipientEntry[]): Promise<ReceivedFile[]> {
    const items = new Map((await this.files.findAnyMany(entries.map((e) => e.fileId))).map((i) => [i.id, i]));
    const owners = new Map(
      (await this.accounts.byIds([...items.values()].map((i) => i.ownerId))).map((u) => [u.id, u]),
    );
    const result: ReceivedFile[] = [];
    for (const entry of entries) {
      const item = items.get(entry.fileId);
      const owner = item && owners.get(item.ownerId);
      if (!item || !owner || item.type !== 'file') continue;
      result.push({
        item,
        owner,
        sharedAt: (entry.directAt ?? entry.linkCreatedAt)!,
        seen: entry.seen,
        link:
          entry.linkId && entry.tokenSealed
            ? {
                id: entry.linkId,
                token: this.links.tokenOf({ tokenSealed: entry.tokenSealed }),
                requiresPassword: entry.linkProtected,
                expiresAt: entry.linkExpiresAt,
                createdAt: entry.linkCreatedAt!,
              }
            : null,
        share: recipientShareInfo(recipientId, entry.directAt !== null),
      });
    }
    return result;
  }

  private async resolve(ownerId: string, fileId: unknown, rawEmails: unknown) {
    if (typeof fileId !== 'string') throw new DomainError('VALIDATION_ERROR', 'fileId is required.');
    const file = await this.files.findAny(fileId);
    if (!file || file.ownerId !== ownerId) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    if (file.type !== 'file') throw new DomainError('NOT_A_FILE', 'Only files can be shared.');
    const emails = parseEmails(rawEmails);
    if (emails.length === 0) throw new DomainError('VALIDATION_ERROR', 'Name at least one e-mail address.');
    return { file, emails, users: await this.accounts.byEmails(emails) };
  }
}

function encodeReceivedCursor(position: RecipientPosition): string {
  return encodeCursor([position.linkOnly, position.sharedMicros, position.fileId]);
}

function receivedCursor(cursor: string): RecipientPosition {
  const [linkOnly, sharedMicros, fileId] = decodeCursor(
    cursor,
    (v): v is [boolean, string, string] =>
      v.length === 3 &&
      typeof v[0] === 'boolean' &&
      typeof v[1] === 'string' &&
      /^-?\d{1,20}$/.test(v[1]) &&
      isUuid(v[2]),
  );
  return { linkOnly, sharedMicros, fileId };
}
