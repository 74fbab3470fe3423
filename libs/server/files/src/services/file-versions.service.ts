import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  decodeCursor,
  DomainError,
  encodeCursor,
  EventBus,
  isUuid,
  parsePage,
  requireScope,
  toPage,
  TransactionContext,
  TransactionRunner,
  type AppConfig,
  type Page,
  type PageArgs,
  isTimeIdCursor,
} from '@coffer/server-core';
import { StorageService } from '@coffer/server-storage';
import { itemEtag, parseIfMatch, preconditionFailed } from '../domain/etag';
import type { StoredItem } from '../domain/stored-item';
import { BlobRepository } from '../persistence/blob.repository';
import { ItemRepository } from '../persistence/item.repository';
import { ItemVersionRepository, type FileVersion } from '../persistence/item-version.repository';
import { StorageAccountRepository } from '../persistence/storage-account.repository';
import { FileContentRegistry } from './file-content.port';
import { FILE_NOT_FOUND_MESSAGE, type ReadableFile } from './files.service';

const VERSION_NOT_FOUND = 'Version not found.';

function versionCursor(cursor: string): { uploadedMicros: string; id: string } {
  const [uploadedMicros, id] = decodeCursor(cursor, isTimeIdCursor);
  return { uploadedMicros, id };
}

/**
 * Earlier versions of the owner's files: listed, read, restored (the version becomes the file's
 * content and the content it replaces becomes a version) and deleted. Only the owner reaches
 * them; anyone else, and any id that is not the owner's, gets not-found.
 */
@Injectable()
export class FileVersionsService {
  constructor(
    private readonly items: ItemRepository,
    private readonly versions: ItemVersionRepository,
    private readonly blobs: BlobRepository,
    private readonly accounts: StorageAccountRepository,
    private readonly storage: StorageService,
    private readonly tx: TransactionRunner,
    private readonly events: EventBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly content: FileContentRegistry,
  ) {}

  /** The file's earlier versions, newest first, a page at a time. */
  async list(ownerId: string, fileId: string, args: PageArgs): Promise<Page<FileVersion> & { totalCount: number }> {
    requireScope('read');
    const request = parsePage(args, { defaultSize: 50, maxSize: 200 });
    const position = request.after ? versionCursor(request.after) : undefined;
    // A file in the trash keeps its versions: they can be listed and read, not changed.
    const file = await this.ownedFile(ownerId, fileId, undefined, { evenTrashed: true });
    const { rows, total } = await this.versions.page(file.id, request.first + 1, position, request.backward);
    const page = toPage(rows, request, (row) => encodeCursor([row.uploadedMicros, row.id]));
    return {
      ...page,
      items: page.items.map(({ item: { uploadedMicros: _micros, ...version }, cursor }) => ({ item: version, cursor })),
      totalCount: total,
    };
  }

  /** One version of one of the owner's files, by its id alone; NOT_FOUND for anyone else's. */
  async get(ownerId: string, versionId: string): Promise<FileVersion> {
    requireScope('read');
    const version = isUuid(versionId) ? await this.versions.findOwned(ownerId, versionId) : null;
    if (!version) throw new DomainError('NOT_FOUND', VERSION_NOT_FOUND);
    return version;
  }

  /** The bytes of one version, to download. */
  async open(ownerId: string, fileId: string, versionId: string): Promise<ReadableFile & { version: FileVersion }> {
    requireScope('read');
    const file = await this.ownedFile(ownerId, fileId, undefined, { evenTrashed: true });
    const version = isUuid(versionId) ? await this.versions.find(file.id, versionId) : null;
    if (!version) throw new DomainError('NOT_FOUND', VERSION_NOT_FOUND);
    const blob = await this.blobs.storageKeyOf(version.blobId);
    if (!blob) throw new DomainError('NOT_FOUND', VERSION_NOT_FOUND);
    const item: StoredItem = {
      ...file,
      mimeType: version.mimeType,
      size: version.size,
      originalName: version.originalName,
      blobId: version.blobId,
    };
    return {
      item,
      version,
      size: version.size,
      etag: `"${blob.sha256}"`,
      read: (range) => this.storage.get(blob.storageKey, range),
    };
  }

  /**
   * Makes a version the file's content again; the content it replaces becomes the newest version.
   * With `ifMatch`, only while the file's entity tag (its content hash) is one it names.
   */
  async restore(
    ownerId: string,
    fileId: string,
    versionId: string,
    options: { ifMatch?: unknown } = {},
  ): Promise<StoredItem> {
    requireScope('write');
    const condition = parseIfMatch(options.ifMatch);
    const restored = await this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      const file = await this.ownedFile(ownerId, fileId, manager);
      if (condition) {
        const hashes = await this.blobs.sha256Of([file.blobId!], manager);
        if (!condition.allows(itemEtag({ ...file, contentHash: hashes.get(file.blobId!) ?? null })))
          throw preconditionFailed();
      }
      const version = isUuid(versionId) ? await this.versions.find(file.id, versionId, manager) : null;
      if (!version) throw new DomainError('NOT_FOUND', VERSION_NOT_FOUND);
      // The blob references swap places: usage and reference counts stay as they are.
      await this.versions.delete(version.id, manager);
      await this.versions.replaceContent(
        file.id,
        { blobId: version.blobId, size: version.size, mimeType: version.mimeType, originalName: version.originalName },
        ownerId,
        manager,
      );
      await this.content.contentStored(
        [{ blobId: version.blobId, mimeType: version.mimeType }],
        TransactionContext.of(manager),
      );
      return (await this.items.findOwned(ownerId, file.id, manager))!;
    });
    this.events.publish('itemsChanged', { userId: ownerId, path: restored.path, reason: 'versioned' });
    return restored;
  }

  /** Deletes one version for good: its bytes go once nothing else uses them. */
  async delete(ownerId: string, fileId: string, versionId: string): Promise<void> {
    requireScope('write');
    const freed = await this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      const file = await this.ownedFile(ownerId, fileId, manager);
      const version = isUuid(versionId) ? await this.versions.find(file.id, versionId, manager) : null;
      if (!version) throw new DomainError('NOT_FOUND', VERSION_NOT_FOUND);
      const removed = await this.versions.delete(version.id, manager);
      await this.accounts.addUsed(ownerId, -removed.reduce((sum, r) => sum + r.size, 0), manager);
      return this.blobs.release(new Map(removed.map((r) => [r.blobId, 1])), manager);
    });
    await this.storage.deleteQuietly(freed);
  }

  /** How many versions a file keeps (older ones are deleted when a new one is added). */
  get keep(): number {
    return this.config.fileVersionsKeep;
  }

  private async ownedFile(
    ownerId: string,
    fileId: string,
    manager?: Parameters<ItemRepository['findOwned']>[2],
    options: { evenTrashed?: boolean } = {},
  ): Promise<StoredItem> {
    const item = !isUuid(fileId)
      ? null
      : options.evenTrashed
        ? await this.items.findOwnedEvenTrashed(ownerId, fileId)
        : await this.items.findOwned(ownerId, fileId, manager);
    if (!item) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    if (item.type !== 'file') throw new DomainError('NOT_A_FILE', 'Only files have versions.');
    return item;
  }
}
