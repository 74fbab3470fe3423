import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import { Clock, DomainError, EventBus, TransactionRunner, requireScope } from '@coffer/server-core';
import { StorageService, type ByteRange } from '@coffer/server-storage';
import { extensionAgrees, isAcceptedType } from '../domain/file-type';
import { childPath, depthOf, display, folderFullPath, MAX_PATH_SEGMENTS, parseFolderPath, parseName } from '../domain/item-path';
import { servedName } from '../domain/served-name';
import { BlobRepository } from '../persistence/blob.repository';
import type { ItemEntity } from '../persistence/item.entity';
import { ItemRepository, type ItemSortKey, type ListedItem } from '../persistence/item.repository';
import { StorageAccountRepository } from '../persistence/storage-account.repository';
import { FolderResolver } from './folder-resolver';
import { QuotaService, type StorageUsage } from './quota.service';
import { FileSharingRegistry, NOT_SHARED, type ItemShareInfo, type ShareRead } from './file-sharing.port';

export type StoredItem = ItemEntity;

export const FILE_NOT_FOUND_MESSAGE = 'File not found.';
export const INVALID_MOVE_MESSAGE = 'A folder cannot be moved into itself or one of its subfolders.';
export const MAX_PAGE_SIZE = 200;

export type ItemFilter = 'all' | 'images' | 'documents' | 'videos' | 'folders' | 'files';

export interface FolderPageQuery {
  path: unknown;
  first?: number;
  after?: string;
  sort?: ItemSortKey;
  descending?: boolean;
  filter?: ItemFilter;
  search?: string;
}

export interface FolderPage {
  items: Array<{ item: StoredItem; cursor: string }>;
  totalCount: number;
  hasNextPage: boolean;
  endCursor: string | null;
}

export type SearchPage = Omit<FolderPage, 'totalCount'>;

/** Longer search texts are refused: a name is at most 255 characters. */
export const MAX_SEARCH_LENGTH = 255;

export interface ReadableFile {
  item: StoredItem;
  size: number;
  /** Strong validator: the content hash. */
  etag: string;
  read(range?: ByteRange): Promise<Readable>;
}

function encodeCursor(rank: number, key: string, id: string): string {
  return Buffer.from(JSON.stringify([rank, key, id])).toString('base64url');
}

function decodeCursor(cursor: string): { rank: number; key: string; id: string } {
  try {
    const [rank, key, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as [unknown, unknown, unknown];
    if ((rank === 0 || rank === 1 || rank === 2) && typeof key === 'string' && typeof id === 'string' && /^[0-9a-f-]{36}$/.test(id)) return { rank, key, id };
  } catch {
    // fall through
  }
  throw new DomainError('VALIDATION_ERROR', 'The cursor is not valid.');
}

/** Browse and organise: every rule about a user's own tree lives here, for REST and GraphQL. */
@Injectable()
export class FilesService {
  constructor(
    private readonly items: ItemRepository,
    private readonly blobs: BlobRepository,
    private readonly accounts: StorageAccountRepository,
    private readonly quota: QuotaService,
    private readonly storage: StorageService,
    private readonly tx: TransactionRunner,
    private readonly sharing: FileSharingRegistry,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  private changed(ownerId: string, reason: string, ...paths: string[]): void {
    for (const path of new Set(paths)) this.events.publish('itemsChanged', { userId: ownerId, path, reason });
  }

  /** Share flags for listed items (one batch). */
  async shareInfo(items: Array<Pick<StoredItem, 'id' | 'type'>>): Promise<Map<string, ItemShareInfo>> {
    const info = await this.sharing.sharing.describe(items);
    return new Map(items.map((item) => [item.id, info.get(item.id) ?? NOT_SHARED]));
  }

  /** Normalised full folder path (`/A/B/`) from client input. */
  folderPath(raw: unknown): string {
    return folderFullPath(parseFolderPath(raw));
  }

  /** Direct children of a folder; an unknown folder is simply empty. */
  list(ownerId: string, rawPath: unknown): Promise<ListedItem[]> {
    requireScope('read');
    return this.items.listChildren(ownerId, this.folderPath(rawPath));
  }

  async page(ownerId: string, query: FolderPageQuery): Promise<FolderPage> {
    requireScope('read');
    const first = query.first ?? 100;
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
      throw new DomainError('VALIDATION_ERROR', `first must be between 1 and ${MAX_PAGE_SIZE}.`);
    }
    const filter = query.filter ?? 'all';
    const { rows, total } = await this.items.page({
      ownerId,
      path: this.folderPath(query.path),
      first: first + 1,
      after: query.after ? decodeCursor(query.after) : undefined,
      sort: query.sort ?? 'name',
      descending: query.descending ?? false,
      types: filter === 'folders' ? ['folder'] : filter === 'all' ? undefined : ['file'],
      mimePrefixes: filter === 'images' ? ['image/'] : filter === 'videos' ? ['video/'] : undefined,
      mimeContains: filter === 'documents' ? ['pdf', 'document', 'text'] : undefined,
      search: query.search?.trim() || undefined,
    });
    const hasNextPage = rows.length > first;
    const items = rows.slice(0, first).map((row) => ({ item: row, cursor: encodeCursor(row.sortRank, row.sortKey, row.id) }));
    return { items, totalCount: total, hasNextPage, endCursor: items.at(-1)?.cursor ?? null };
  }

  /**
   * Files and folders anywhere in the owner's tree whose name contains `text`, ignoring case and
   * accents; the whole name first, then names that start with it, then the rest. Each hit carries
   * its folder (`path`).
   */
  async search(ownerId: string, query: { text: string; first?: number; after?: string }): Promise<SearchPage> {
    requireScope('read');
    const text = query.text.normalize('NFC').trim();
    if (text.length === 0 || text.length > MAX_SEARCH_LENGTH) throw new DomainError('VALIDATION_ERROR', `The search text must be 1 to ${MAX_SEARCH_LENGTH} characters.`);
    const first = query.first ?? 50;
    if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) throw new DomainError('VALIDATION_ERROR', `first must be between 1 and ${MAX_PAGE_SIZE}.`);
    const rows = await this.items.search(ownerId, text, first + 1, query.after ? decodeCursor(query.after) : undefined);
    const items = rows.slice(0, first).map((row) => ({ item: row, cursor: encodeCursor(row.searchRank, row.searchKey, row.id) }));
    return { items, hasNextPage: rows.length > first, endCursor: items.at(-1)?.cursor ?? null };
  }

  async get(ownerId: string, id: string): Promise<StoredItem> {
    requireScope('read');
    const item = isUuid(id) ? await this.items.findOwned(ownerId, id) : null;
    if (!item) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    return item;
  }

  /** An item by id whatever its owner: for features that have already decided access (sharing). */
  async findAny(id: string): Promise<StoredItem | null> {
    return isUuid(id) ? this.items.findById(id) : null;
  }

  /** Items by id whatever their owner (sharing lists what others shared with a user). */
  findAnyMany(ids: string[]): Promise<StoredItem[]> {
    return this.items.findManyByIds(ids.filter(isUuid));
  }

  /** `ownerId`'s copy of `source` (added from a share), wherever it is now; null when none. */
  copyOf(ownerId: string, source: StoredItem): Promise<StoredItem | null> {
    requireScope('read');
    return this.items.findCopyOf(ownerId, source.id);
  }

  /**
   * Adds `source` (someone else's file) to `ownerId`'s root as a new file on the same stored
   * bytes: no copy, a suffixed name on conflict, its size charged to the new owner's quota.
   * Once per owner and source: while the copy exists (renamed or moved, too), it is answered
   * instead (`added: false`) and nothing is charged.
   */
  async addCopyToRoot(ownerId: string, source: StoredItem): Promise<{ item: StoredItem; added: boolean }> {
    requireScope('write');
    if (source.type !== 'file') throw new DomainError('NOT_A_FILE', 'Only files can be added.');
    const result = await this.tx.run(async (manager) => {
      // The account lock serialises the owner's adds, so two cannot both miss the copy.
      const state = await this.accounts.lock(ownerId, manager);
      const existing = await this.items.findCopyOf(ownerId, source.id, manager);
      if (existing) return { item: existing, added: false };
      const reserved = await this.accounts.reservedByOthers(ownerId, null, this.clock.now(), manager);
      if (state.usedBytes + reserved + source.size! > this.quota.quotaOf(state)) {
        throw new DomainError('QUOTA_EXCEEDED', 'Not enough storage space left to add this file.');
      }
      const resolver = new FolderResolver(this.items, ownerId, manager);
      const name = await resolver.claimName('/', source.name, 'file');
      await this.blobs.addReferencesById(source.blobId!, 1, manager);
      const [copy] = await this.items.insertMany(
        [
          {
            ownerId,
            type: 'file',
            name,
            path: '/',
            mimeType: source.mimeType,
            size: source.size,
            blobId: source.blobId,
            // Copied only if it passes today's name and type rules (older rows may not).
            originalName: servedName(source, source.originalName),
            encryptionType: source.encryptionType,
            iv: source.iv,
            encryptedKey: source.encryptedKey,
            sourceItemId: source.id,
          },
        ],
        manager,
      );
      await this.accounts.addUsed(ownerId, source.size!, manager);
      return { item: copy!, added: true };
    });
    if (result.added) this.changed(ownerId, 'created', '/');
    return result;
  }

  listFolders(ownerId: string): Promise<StoredItem[]> {
    requireScope('read');
    return this.items.listFolders(ownerId);
  }

  /** The dashboard in a constant number of queries: totals, shared count, usage, newest files. */
  async summary(ownerId: string): Promise<{ totalFiles: number; totalFolders: number; sharedFiles: number; usage: StorageUsage; recentUploads: StoredItem[] }> {
    requireScope('read');
    const totals = await this.items.totals(ownerId);
    const sharedFiles = await this.sharing.sharing.countSharedFiles(ownerId);
    const usage = await this.quota.usage(ownerId);
    const recentUploads = await this.items.newestFiles(ownerId, 5);
    return { totalFiles: totals.files, totalFolders: totals.folders, sharedFiles, usage, recentUploads };
  }

  usage(ownerId: string): Promise<StorageUsage> {
    requireScope('read');
    return this.quota.usage(ownerId);
  }

  /** A folder in `path` (missing folders along it are created); a taken name gets a suffix. */
  async createFolder(ownerId: string, rawName: unknown, rawPath: unknown): Promise<StoredItem> {
    requireScope('write');
    if (typeof rawName !== 'string' || rawName.trim() === '') throw new DomainError('VALIDATION_ERROR', 'A folder name is required.');
    const name = parseName(rawName.trim());
    const parentSegments = parseFolderPath(rawPath);
    if (parentSegments.length + 1 > MAX_PATH_SEGMENTS) {
      throw new DomainError('INVALID_PATH', `The path "${folderFullPath(parentSegments)}" is too deep for a new folder.`);
    }
    return this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      const resolver = new FolderResolver(this.items, ownerId, manager);
      const parent = await resolver.folder(parentSegments);
      const free = await resolver.claimName(parent, name, 'folder');
      const [folder] = await this.items.insertMany([{ ownerId, type: 'folder', name: free, path: parent }], manager);
      return folder!;
    }).then((folder) => (this.changed(ownerId, 'created', folder.path), folder));
  }

  /** Renames an item in place; a taken name gets a suffix (or, with keepBoth false, NAME_TAKEN); a folder's subtree follows. */
  async rename(ownerId: string, id: string, rawName: unknown, options: { keepBoth?: unknown } = {}): Promise<StoredItem> {
    requireScope('write');
    if (typeof rawName !== 'string' || rawName.trim() === '') throw new DomainError('VALIDATION_ERROR', 'A name is required.');
    const keepBoth = options.keepBoth ?? true;
    if (typeof keepBoth !== 'boolean') throw new DomainError('VALIDATION_ERROR', 'keepBoth must be true or false.');
    const name = parseName(rawName.trim());
    return this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      const item = await this.requireOwned(ownerId, id, manager);
      if (item.name === name) return item;
      // The name is what downloads are saved as: it must keep agreeing with the bytes' type.
      if (item.type === 'file' && isAcceptedType(item.mimeType) && !extensionAgrees(item.mimeType, name)) {
        throw new DomainError('FILE_TYPE_MISMATCH', `The name "${display(name)}" does not match the type of this file (${item.mimeType}).`);
      }
      const resolver = new FolderResolver(this.items, ownerId, manager);
      const free = await resolver.claimName(item.path, name, item.type);
      if (free !== name && !keepBoth) {
        throw new DomainError('NAME_TAKEN', `"${display(name)}" is already taken in this folder; "${display(free)}" is free.`);
      }
      await this.relocate(item, item.path, free, manager);
      return (await this.items.findOwned(ownerId, id, manager))!;
    }).then((renamed) => (this.changed(ownerId, 'renamed', renamed.path), renamed));
  }

  /** Moves an item (with its subtree) into a folder or the root, in one transaction. */
  async move(ownerId: string, id: string, targetFolderId: string | null): Promise<StoredItem> {
    requireScope('write');
    return this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      const item = await this.requireOwned(ownerId, id, manager);
      let targetPath = '/';
      if (targetFolderId !== null) {
        const target = isUuid(targetFolderId) ? await this.items.findOwned(ownerId, targetFolderId, manager) : null;
        if (!target || target.type !== 'folder') throw new DomainError('INVALID_TARGET_FOLDER', 'The target folder does not exist.');
        targetPath = childPath(target.path, target.name);
      }
      if (item.type === 'folder' && targetPath.startsWith(childPath(item.path, item.name))) {
        throw new DomainError('INVALID_MOVE', INVALID_MOVE_MESSAGE);
      }
      if (item.path === targetPath) return { moved: item, from: item.path };
      if (item.type === 'folder') {
        const own = childPath(item.path, item.name);
        // The deepest item below has as many segments as its path has slashes.
        const deepest = await this.items.deepestPathBelow(ownerId, own, manager);
        const depthAfter = depthOf(targetPath) + 1 + Math.max(0, deepest - depthOf(own));
        if (depthAfter > MAX_PATH_SEGMENTS) throw new DomainError('INVALID_MOVE', `The folder would be deeper than ${MAX_PATH_SEGMENTS} levels.`);
      }
      const resolver = new FolderResolver(this.items, ownerId, manager);
      const free = await resolver.claimName(targetPath, item.name, item.type);
      await this.relocate(item, targetPath, free, manager);
      return { moved: (await this.items.findOwned(ownerId, id, manager))!, from: item.path };
    }).then(({ moved, from }) => (this.changed(ownerId, 'moved', from, moved.path), moved));
  }

  /** Deletes an item (a folder with everything below it); bytes go when unreferenced. */
  async delete(ownerId: string, id: string): Promise<StoredItem> {
    const [deleted] = await this.deleteMany(ownerId, [id], { failOnMissing: true });
    return deleted!;
  }

  /** Deletes several items in one transaction; missing ids fail the call when asked to. */
  async deleteMany(ownerId: string, ids: string[], options: { failOnMissing: boolean }): Promise<StoredItem[]> {
    requireScope('write');
    const freedKeys: string[] = [];
    const deleted = await this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      const found: StoredItem[] = [];
      for (const id of new Set(ids)) {
        const item = isUuid(id) ? await this.items.findOwned(ownerId, id, manager) : null;
        if (!item) {
          if (options.failOnMissing) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
          continue;
        }
        found.push(item);
      }
      const counts = new Map<string, number>();
      let bytes = 0;
      for (const item of found) {
        // An ancestor deleted earlier in this call already took this item with it.
        if (!(await this.items.findOwned(ownerId, item.id, manager))) continue;
        for (const removed of await this.items.deleteWithSubtree(item, manager)) {
          counts.set(removed.blobId, (counts.get(removed.blobId) ?? 0) + 1);
          bytes += removed.size;
        }
      }
      freedKeys.push(...(await this.blobs.release(counts, manager)));
      await this.accounts.addUsed(ownerId, -bytes, manager);
      return found;
    });
    await this.storage.deleteQuietly(freedKeys);
    this.changed(ownerId, 'deleted', ...deleted.map((item) => item.path));
    return deleted;
  }

  /**
   * Opens a file for reading by `userId`: its owner, or a recipient the sharing feature admits
   * (`canRead`, which also applies the link's password and download limit). Anyone else, and a
   * missing id, get FILE_NOT_FOUND (never 403).
   */
  async openForRead(userId: string, id: string, purpose: 'download' | 'preview'): Promise<ReadableFile> {
    requireScope('read');
    const item = isUuid(id) ? await this.items.findById(id) : null;
    if (!item || !(item.ownerId === userId || (await this.sharing.sharing.canRead(userId, item, purpose)))) {
      throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    }
    if (item.type !== 'file') throw new DomainError('NOT_A_FILE', 'Cannot download folders');
    if (purpose === 'preview' && item.mimeType !== 'image/png' && item.mimeType !== 'image/jpeg') {
      throw new DomainError('NOT_AN_IMAGE', 'Only images have a preview.');
    }
    return this.readable(item);
  }

  /** Bytes of an item whose access the caller has already decided (sharing's signed downloads). */
  async readable(item: StoredItem): Promise<ReadableFile> {
    const blob = await this.blobs.storageKeyOf(item.blobId!);
    if (!blob) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    return { item, size: item.size!, etag: `"${blob.sha256}"`, read: (range) => this.storage.get(blob.storageKey, range) };
  }

  /**
   * The name to show and send for a file to others (share pages, "add to my files"): the name it
   * was uploaded with when that passes the name and type rules, else its item name.
   */
  servedName(item: StoredItem): string {
    return servedName(item, item.originalName);
  }

  /** Reports a read about to send bytes; a non-owner's counts for sharing (download limit, seen flags) and may be refused. */
  async downloaded(userId: string, item: StoredItem, read: ShareRead): Promise<void> {
    if (item.ownerId !== userId) await this.sharing.sharing.downloadedByOther(userId, item, read);
  }

  private async requireOwned(ownerId: string, id: string, manager: Parameters<ItemRepository['findOwned']>[2]): Promise<StoredItem> {
    const item = isUuid(id) ? await this.items.findOwned(ownerId, id, manager) : null;
    if (!item) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    return item;
  }

  private async relocate(item: StoredItem, newPath: string, newName: string, manager: NonNullable<Parameters<ItemRepository['findOwned']>[2]>): Promise<void> {
    await this.items.setPathAndName(item.id, newPath, newName, manager);
    if (item.type === 'folder') {
      await this.items.rewriteSubtree(item.ownerId, childPath(item.path, item.name), childPath(newPath, newName), manager);
    }
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids are UUIDs; anything else cannot name an item (and must not reach a uuid column). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

