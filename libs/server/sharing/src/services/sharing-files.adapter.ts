import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DomainError } from '@coffer/server-core';
import { AccountDirectory } from '@coffer/server-auth';
import { FileSharingRegistry, type FileSharingPort, type ItemShareInfo, type StoredItem, type UploadCommitContext } from '@coffer/server-files';
import { parseEmails, parseExpiryChoice } from '../domain/share-options';
import { RecipientRepository } from '../persistence/recipient.repository';
import { RecipientService } from './recipient.service';
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
  ) {}

  onModuleInit(): void {
    this.registry.attach(this);
  }

  canRead(userId: string, item: StoredItem): Promise<boolean> {
    return this.recipients.isRecipient(userId, item);
  }

  describe(items: StoredItem[]): Promise<Map<string, ItemShareInfo>> {
    return this.links.describe(items);
  }

  countSharedFiles(ownerId: string): Promise<number> {
    return this.recipientsRepo.countSharedFiles(ownerId);
  }

  downloadedByOther(userId: string, item: StoredItem): Promise<void> {
    return this.recipients.markSeenIfRecipient(userId, item);
  }

  /**
   * Contract D14: with `shareType`, every created file gets its own link (public, or restricted
   * to the listed e-mails, whose existing accounts also get the files in sharedWith).
   */
  async uploadCommitted({ manager, ownerId, files, options, afterCommit }: UploadCommitContext): Promise<Record<string, unknown>> {
    const { shareType, expiry, emails } = options;
    const expiresIn = parseExpiryChoice(expiry);
    if (shareType === undefined) return { shareLink: null };
    if (shareType !== 'public' && shareType !== 'private') throw new DomainError('VALIDATION_ERROR', 'shareType must be "public" or "private".');
    const scope = shareType === 'public' ? 'public' : 'restricted';
    const listed = scope === 'restricted' ? parseEmails(emails ?? '[]') : [];
    const directUserIds = (await this.accounts.byEmails(listed, manager)).map((u) => u.id).filter((id) => id !== ownerId);
    const first = await this.links.createForUpload(manager, ownerId, files, { scope, expiresIn, emails: listed, directUserIds, afterCommit });
    return { shareLink: first ? { token: first.token, url: first.url, scope: first.scope, expiresAt: first.expiresAt } : null };
  }
}
