import { Injectable, Logger } from '@nestjs/common';
import { DomainError, isUuid, requireScope } from '@coffer/server-core';
import { StorageService } from '@coffer/server-storage';
import { zipDownload, type ZipDownload, type ZipFileEntry, type ZipFolderEntry } from '../archive/zip-archive';
import { childPath } from '../domain/item-path';
import type { StoredItem } from '../domain/stored-item';
import { ItemRepository } from '../persistence/item.repository';
import { BlobRepository } from '../persistence/blob.repository';
import { FILE_NOT_FOUND_MESSAGE } from './files.service';

/** Items one request may name, and entries (files and folders) one archive may hold. */
export const MAX_ARCHIVE_ROOTS = 1000;
export const MAX_ARCHIVE_ENTRIES = 100_000;

export interface Archive {
  /** The name to save it as: `<name>.zip` for one item, else `Coffer <date>.zip`. */
  name: string;
  download: ZipDownload;
  /** End-to-end encrypted files left out: their bytes are sealed and would be of no use unpacked. */
  sealedLeftOut: number;
}

/**
 * The owner's files and folders as one zip, built while it is sent: each named item with
 * everything live below it, as it is at the moment of the request (trashed items never).
 */
@Injectable()
export class ArchiveService {
  private readonly logger = new Logger('Archive');

  constructor(
    private readonly items: ItemRepository,
    private readonly blobs: BlobRepository,
    private readonly storage: StorageService,
  ) {}

  async ofOwned(ownerId: string, ids: string[], now: Date): Promise<Archive> {
    requireScope('read');
    const unique = [...new Set(ids)];
    if (unique.length === 0) throw new DomainError('VALIDATION_ERROR', 'ids: name at least one file or folder.');
    if (unique.length > MAX_ARCHIVE_ROOTS) {
      throw new DomainError('TOO_MANY_FILES', `At most ${MAX_ARCHIVE_ROOTS} items can be downloaded together.`);
    }
    const roots: StoredItem[] = [];
    for (const id of unique) {
      const item = isUuid(id) ? await this.items.findOwned(ownerId, id) : null;
      // Another account's item answers exactly as a missing one.
      if (!item) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
      roots.push(item);
    }
    const name = roots.length === 1 ? `${roots[0]!.name}.zip` : `Coffer ${now.toISOString().slice(0, 10)}.zip`;
    return this.ofItems(ownerId, roots, name);
  }

  /**
   * One owner's items, already allowed to the caller (a share decided it), each with everything
   * live below it, as one zip named `name`.
   */
  async ofItems(ownerId: string, roots: StoredItem[], name: string): Promise<Archive> {
    if (roots.length > MAX_ARCHIVE_ROOTS) {
      throw new DomainError('TOO_MANY_FILES', `At most ${MAX_ARCHIVE_ROOTS} items can be downloaded together.`);
    }
    const files: ZipFileEntry[] = [];
    const folders: ZipFolderEntry[] = [];
    let sealedLeftOut = 0;
    const addFile = (
      item: StoredItem,
      segments: string[],
      blob: { id: string; storageKey: string; sha256: string; crc32: number | null },
    ) => {
      if (item.encryptionType) {
        sealedLeftOut++;
        return;
      }
      files.push({
        segments,
        size: item.size!,
        modifiedAt: item.updatedAt,
        contentId: blob.sha256,
        crc32: blob.crc32,
        // Kept for the next zip; should it not be, that zip reads the bytes for it again.
        checksummed: (crc32) => void this.blobs.recordCrc32(blob.id, crc32).catch(() => undefined),
        // A blob that cannot be read cuts the archive short (its length then tells the client): say why here.
        read: (range) =>
          this.storage.get(blob.storageKey, range).catch((error: unknown) => {
            this.logger.warn({
              msg: 'A zip download stopped: a blob could not be read',
              itemId: item.id,
              error: String(error),
            });
            throw error;
          }),
      });
    };
    for (const root of roots) {
      if (root.type === 'file') {
        const blob = await this.blobs.storageKeyOf(root.blobId!);
        if (blob) addFile(root, [root.name], blob);
        continue;
      }
      folders.push({ segments: [root.name], modifiedAt: root.updatedAt });
      const base = childPath(root.path, root.name);
      const below = await this.items.liveBelow(ownerId, [base], MAX_ARCHIVE_ENTRIES + 1);
      if (below.length + files.length + folders.length > MAX_ARCHIVE_ENTRIES) {
        throw new DomainError(
          'TOO_MANY_FILES',
          `An archive holds at most ${MAX_ARCHIVE_ENTRIES} files and folders: download fewer at once.`,
        );
      }
      for (const item of below) {
        const segments = [root.name, ...item.path.slice(base.length).split('/').filter(Boolean), item.name];
        if (item.type === 'folder') folders.push({ segments, modifiedAt: item.updatedAt });
        else if (item.storageKey && item.sha256)
          addFile(item, segments, {
            id: item.blobId!,
            storageKey: item.storageKey,
            sha256: item.sha256,
            crc32: item.crc32,
          });
      }
    }
    return { name, download: zipDownload(files, folders), sealedLeftOut };
  }
}
