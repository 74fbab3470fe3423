import { Injectable, type OnModuleInit } from '@nestjs/common';
import { Clock, TransactionContext } from '@coffer/server-core';
import { AccountDirectory } from '@coffer/server-auth';
import {
  FileSharingRegistry,
  type FileSharingPort,
  type ItemShareInfo,
  type ShareRead,
  type StoredItem,
  type UploadCommitContext,
  type UploadShareLink,
  type UploadShareRequest,
} from '@coffer/server-files';
import { parseUploadShare } from '../domain/share-options';
import { RecipientRepository } from '../persistence/recipient.repository';
import { RecipientService } from './recipient.service';
import { ShareAccessService } from './share-access.service';
import { ShareLinkService } from './share-link.service';

/** Plugs sharing into file operations through the files feature's port. */
@Injectable()
export class SharingFilesAdapter implements FileSharingPort, OnModuleInit {
  constructor(
    private readonly registry: FileSharingRegistry,
    private readonly links: ShareLinkService,
    private readonly recipients: RecipientService,
    private readonly accounts: AccountDirectory,
    private readonly recipientsRepo: RecipientRepository,
    private readonly access: ShareAccessService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.registry.attach(this);
  }

  /** The share's rules decide: a direct share needs nothing, a link its password and limit. */
  async canRead(userId: string, item: StoredItem, purpose: ShareRead['purpose']): Promise<boolean> {
    const [user] = await this.accounts.byIds([userId]);
    return user !== undefined && (await this.access.recipientReadDecision(user, item, purpose)) !== null;
  }

  describe(items: StoredItem[]): Promise<Map<string, ItemShareInfo>> {
    return this.links.describe(items);
  }

  countSharedFiles(ownerId: string): Promise<number> {
    return this.recipientsRepo.countSharedFiles(ownerId, this.clock.now());
  }

  /** Counts a download through a link against its limit (or refuses), then marks it seen. */
  async downloadedByOther(userId: string, item: StoredItem, read: ShareRead): Promise<void> {
    const [user] = await this.accounts.byIds([userId]);
    if (!user) return;
    await this.access.recipientReadStarting(user, item, read);
    if (read.purpose === 'download') await this.recipients.markSeenIfRecipient(userId, item);
  }

  /** The checks `uploadCommitted` makes before it touches the database. */
  checkUploadShare(request: UploadShareRequest): void {
    parseUploadShare(request);
  }

  /**
   * With `shareType`, every created file gets its own link (public, or restricted
   * to the listed e-mails, whose existing accounts also get the files in sharedWith).
   */
  async uploadCommitted({
    transaction,
    ownerId,
    files,
    request,
    afterCommit,
  }: UploadCommitContext): Promise<UploadShareLink | null> {
    const asked = parseUploadShare(request);
    if (!asked) return null;
    const { scope, expiresIn, emails: listed } = asked;
    const manager = TransactionContext.managerOf(transaction);
    const directUserIds = (await this.accounts.byEmails(listed, manager))
      .map((u) => u.id)
      .filter((id) => id !== ownerId);
    const first = await this.links.createForUpload(manager, ownerId, files, {
      scope,
      expiresIn,
      emails: listed,
      directUserIds,
      afterCommit,
    });
    return first ? { token: first.token, url: first.url, scope: first.scope, expiresAt: first.expiresAt } : null;
  }
}
