import type { Readable } from 'node:stream';
import { Inject, Injectable } from '@nestjs/common';
import {
  APP_CONFIG,
  Clock,
  decodeCursor,
  DomainError,
  encodeCursor,
  EventBus,
  isUuid,
  parsePage,
  toPage,
  TransactionRunner,
  requireScope,
  type AppConfig,
  type Page,
  type PageArgs,
  isTimeIdCursor,
} from '@coffer/server-core';
import { StorageService, type ByteRange } from '@coffer/server-storage';
import { itemEtag, parseIfMatch, preconditionFailed, type IfMatch } from '../domain/etag';
import { isAcceptedType } from '../domain/file-type';
import {
  childPath,
  depthOf,
  display,
  folderFullPath,
  MAX_PATH_SEGMENTS,
  parseFolderPath,
  parseName,
} from '../domain/item-path';
import { nameAgreesWithType, servedName } from '../domain/served-name';
import { BlobRepository, type BlobSource } from '../persistence/blob.repository';
import type { EntityManager } from 'typeorm';
import { ItemRepository, type ItemSortKey, type ListedItem, type TrashEntryRow } from '../persistence/item.repository';
import { ItemVersionRepository } from '../persistence/item-version.repository';
import { StorageAccountRepository } from '../persistence/storage-account.repository';
import { FolderResolver } from './folder-resolver';
import { QuotaService, type StorageUsage } from './quota.service';
import { FileSharingRegistry, type ItemShareInfo, type ShareRead } from './file-sharing.port';

import type { StoredItem } from '../domain/stored-item';

export type { StoredItem };

export const FILE_NOT_FOUND_MESSAGE = 'File not found.';
export const INVALID_MOVE_MESSAGE = 'A folder cannot be moved into itself or one of its subfolders.';
export const MAX_PAGE_SIZE = 200;
/** The Move dialog asks for more folders at once than a listing shows items. */
export const MAX_MOVE_TARGETS_PAGE = 500;

export type ItemFilter = 'all' | 'images' | 'documents' | 'videos' | 'folders' | 'files';

/** Why a folder changed, as itemsChanged events carry it (the GraphQL enum ItemsChangeReason). */
export type ItemsChangeReasonName =
  'created' | 'renamed' | 'moved' | 'uploaded' | 'versioned' | 'trashed' | 'restored' | 'purged';

export interface FolderPageQuery extends PageArgs {
  path: unknown;
  sort?: ItemSortKey;
  descending?: boolean;
  filter?: ItemFilter;
  search?: string;
}

export interface FolderPage extends Page<StoredItem> {
  totalCount: number;
}

export type SearchPage = Page<StoredItem> & { totalCount: () => Promise<number> };

/** Storage use and quota, and what of it the trash holds. */
export type StorageSummary = StorageUsage & { trashBytes: number; trashRetentionDays: number };

/** An item its owner trashed, with what went with it. */
export interface TrashEntry {
  /** The item where it was: `path` is the folder it will be restored to. */
  item: StoredItem;
  trashedAt: Date;
  /** When the reaper purges it. */
  expiresAt: Date;
  /** Bytes of every file that went with it. */
  totalBytes: number;
  /** How many items went with it, itself included. */
  itemCount: number;
}

/** Longer search texts are refused: a name is at most 255 characters. */
export const MAX_SEARCH_LENGTH = 255;

export interface ReadableFile {
  item: StoredItem;
  size: number;
  /** Strong validator: the content hash. */
  etag: string;
  read(range?: ByteRange): Promise<Readable>;
}

/** A listing or search position: the row's rank, its sort key and its id. */
function rankedCursor(cursor: string): { rank: number; key: string; id: string } {
  const [rank, key, id] = decodeCursor(
    cursor,
    (v): v is [0 | 1 | 2, string, string] =>
      v.length === 3 && (v[0] === 0 || v[0] === 1 || v[0] === 2) && typeof v[1] === 'string' && isUuid(v[2]),
  );
  return { rank, key, id };
}

/** A trash position: when the entry was trashed (whole microseconds) and its id. */
function trashCursor(cursor: string): { trashedMicros: string; id: string } {
  const [trashedMicros, id] = decodeCursor(cursor, isTimeIdCursor);
  return { trashedMicros, id };
}

/** A Move-dialog position: the folder's full path and its id. */
function folderCursor(cursor: string): { fullPath: string; id: string } {
  const [fullPath, id] = decodeCursor(
    cursor,
    (v): v is [string, string] => v.length === 2 && typeof v[0] === 'string' && isUuid(v[1]),
  );
  return { fullPath, id };
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
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly versions: ItemVersionRepository,
  ) {}

  private changed(ownerId: string, reason: ItemsChangeReasonName, ...paths: string[]): void {
    for (const path of new Set(paths)) this.events.publish('itemsChanged', { userId: ownerId, path, reason });
  }

  /** Share flags for listed items (one batch); an item missing from the answer is not shared. */
  async shareInfo(items: Array<Pick<StoredItem, 'id' | 'type'>>): Promise<Map<string, ItemShareInfo>> {
    return items.length > 0 ? this.sharing.sharing.describe(items) : new Map();
  }

  /** Normalised full folder path (`/A/B/`) from client input. */
  folderPath(raw: unknown): string {
    return folderFullPath(parseFolderPath(raw));
  }

  /**
   * The account's tree version: it moves with every change its listings would show (items,
   * direct shares, links), on any replica. A listing made after reading it is current for it.
   */
  async treeVersion(ownerId: string): Promise<string> {
    requireScope('read');
    return this.accounts.treeVersion(ownerId);
  }

  /** Direct children of a folder; an unknown folder is simply empty. */
  list(ownerId: string, rawPath: unknown): Promise<ListedItem[]> {
    requireScope('read');
    return this.items.listChildren(ownerId, this.folderPath(rawPath));
  }

  async page(ownerId: string, query: FolderPageQuery): Promise<FolderPage> {
    requireScope('read');
    const request = parsePage(query, { defaultSize: 100, maxSize: MAX_PAGE_SIZE });
    const filter = query.filter ?? 'all';
    const position = request.after ? rankedCursor(request.after) : undefined;
    const { rows, total } = await this.items.page({
      ownerId,
      path: this.folderPath(query.path),
      first: request.first + 1,
      after: position,
      backward: request.backward,
      sort: query.sort ?? 'name',
      descending: query.descending ?? false,
      types: filter === 'folders' ? ['folder'] : filter === 'all' ? undefined : ['file'],
      mimePrefixes: filter === 'images' ? ['image/'] : filter === 'videos' ? ['video/'] : undefined,
      mimeContains: filter === 'documents' ? ['pdf', 'document', 'text'] : undefined,
      search: query.search?.trim() || undefined,
    });
    return { ...toPage(rows, request, (row) => encodeCursor([row.sortRank, row.sortKey, row.id])), totalCount: total };
  }

  /**
   * Files and folders anywhere in the owner's tree whose name contains `text`, ignoring case and
   * accents; the whole name first, then names that start with it, then the rest. Each hit carries
   * its folder (`path`).
   */
  async search(ownerId: string, query: PageArgs & { text: unknown }): Promise<SearchPage> {
    requireScope('read');
    if (typeof query.text !== 'string') throw new DomainError('VALIDATION_ERROR', 'The search text is required.');
    const text = query.text.normalize('NFC').trim();
    if (text.length === 0 || text.length > MAX_SEARCH_LENGTH)
      throw new DomainError('VALIDATION_ERROR', `The search text must be 1 to ${MAX_SEARCH_LENGTH} characters.`);
    const request = parsePage(query, { defaultSize: 50, maxSize: MAX_PAGE_SIZE });
    const position = request.after ? rankedCursor(request.after) : undefined;
    const rows = await this.items.search(ownerId, text, request.first + 1, position, request.backward);
    // Counting every hit of a broad search costs more than the page: only when asked for.
    const totalCount = () => this.items.countSearch(ownerId, text);
    return { ...toPage(rows, request, (row) => encodeCursor([row.searchRank, row.searchKey, row.id])), totalCount };
  }

  /** The Move dialog's targets: the owner's folders by full path, a page at a time, with the total. */
  async moveTargets(ownerId: string, query: PageArgs & { search?: string | null }): Promise<FolderPage> {
    requireScope('read');
    const request = parsePage(query, { defaultSize: 200, maxSize: MAX_MOVE_TARGETS_PAGE });
    const position = request.after ? folderCursor(request.after) : undefined;
    const { rows, total } = await this.items.folderPage(ownerId, {
      needle: query.search?.trim() || undefined,
      limit: request.first + 1,
      after: position,
      backward: request.backward,
    });
    return { ...toPage(rows, request, (row) => encodeCursor([row.fullPath, row.id])), totalCount: total };
  }

  async get(ownerId: string, id: string): Promise<StoredItem> {
    requireScope('read');
    const item = isUuid(id) ? await this.items.findOwned(ownerId, id) : null;
    if (!item) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    return item;
  }

  /**
   * The owner's live item at an absolute path: `/a/b/c.txt`, or `/a/b/` (a trailing `/` names a
   * folder only). FILE_NOT_FOUND when there is none (the root is not an item).
   */
  async getByPath(ownerId: string, rawPath: unknown): Promise<StoredItem> {
    requireScope('read');
    const segments = parseFolderPath(rawPath);
    const name = segments.at(-1);
    const item =
      name === undefined ? null : await this.items.findByName(ownerId, folderFullPath(segments.slice(0, -1)), name);
    if (!item || (String(rawPath).endsWith('/') && item.type !== 'folder'))
      throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    return item;
  }

  /**
   * The folders above one of the owner's items (trashed ones too), from the root's child down to
   * its parent (breadcrumbs); none for anyone else's item.
   */
  async ancestors(ownerId: string, id: string): Promise<StoredItem[]> {
    requireScope('read');
    const item = isUuid(id) ? await this.items.findOwnedEvenTrashed(ownerId, id) : null;
    if (!item) return [];
    const segments = parseFolderPath(item.path);
    return this.items.foldersAt(
      ownerId,
      segments.map((_, i) => folderFullPath(segments.slice(0, i + 1))),
    );
  }

  /** An item by id whatever its owner: for features that have already decided access (sharing). */
  async findAny(id: string): Promise<StoredItem | null> {
    return isUuid(id) ? this.items.findById(id) : null;
  }

  /** Direct children of a folder whose access the caller has already decided (a folder link). */
  childrenOf(folder: StoredItem): Promise<ListedItem[]> {
    return this.items.listChildren(folder.ownerId, childPath(folder.path, folder.name));
  }

  /**
   * The owner's live folders at these full paths (`/a/`, `/a/b/`), in that order, skipping the
   * missing: for features that have already decided access (a folder link's sub-paths).
   */
  foldersAt(ownerId: string, fullPaths: string[]): Promise<StoredItem[]> {
    return this.items.foldersAt(ownerId, fullPaths);
  }

  /** Items by id whatever their owner (sharing lists what others shared with a user). */
  findAnyMany(ids: string[]): Promise<StoredItem[]> {
    return this.items.findManyByIds(ids.filter(isUuid));
  }

  /**
   * `ownerId`'s copy of `source` (added from a share), wherever it is now; null when none. Part of
   * adding a shared file (WRITE), which answers the copy: no READ of its own.
   */
  copyOf(ownerId: string, source: StoredItem): Promise<StoredItem | null> {
    requireScope('write');
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
      this.quota.assertFits(state, source.size!, {
        reserved,
        message: 'Not enough storage space left to add this file.',
      });
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
            encryptedMetadata: source.encryptedMetadata,
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

  /** The dashboard in a constant number of queries: totals, shared count, usage, newest files. */
  async summary(ownerId: string): Promise<{
    totalFiles: number;
    totalFolders: number;
    sharedFiles: number;
    usage: StorageSummary;
    recentUploads: StoredItem[];
  }> {
    requireScope('read');
    const totals = await this.items.totals(ownerId);
    const sharedFiles = await this.sharing.sharing.countSharedFiles(ownerId);
    const usage = await this.usage(ownerId);
    const recentUploads = await this.items.newestFiles(ownerId, 5);
    return { totalFiles: totals.files, totalFolders: totals.folders, sharedFiles, usage, recentUploads };
  }

  /** Storage use and quota; `trashBytes` of the used bytes are in the trash, for `trashRetentionDays`. */
  async usage(ownerId: string): Promise<StorageSummary> {
    requireScope('read');
    return {
      ...(await this.quota.usage(ownerId)),
      trashBytes: await this.items.trashBytes(ownerId),
      trashRetentionDays: this.config.trashRetentionDays,
    };
  }

  /** A folder in `path` (missing folders along it are created); a taken name gets a suffix. */
  async createFolder(ownerId: string, rawName: unknown, rawPath: unknown): Promise<StoredItem> {
    requireScope('write');
    if (typeof rawName !== 'string' || rawName.trim() === '')
      throw new DomainError('VALIDATION_ERROR', 'A folder name is required.').at('name');
    const name = parseName(rawName.trim());
    const parentSegments = parseFolderPath(rawPath);
    if (parentSegments.length + 1 > MAX_PATH_SEGMENTS) {
      throw new DomainError(
        'INVALID_PATH',
        `The path "${folderFullPath(parentSegments)}" is too deep for a new folder.`,
      );
    }
    return this.tx
      .run(async (manager) => {
        await this.accounts.lock(ownerId, manager);
        const resolver = new FolderResolver(this.items, ownerId, manager);
        const parent = await resolver.folder(parentSegments);
        const free = await resolver.claimName(parent, name, 'folder');
        const [folder] = await this.items.insertMany([{ ownerId, type: 'folder', name: free, path: parent }], manager);
        return folder!;
      })
      .then((folder) => (this.changed(ownerId, 'created', folder.path), folder));
  }

  /** Renames an item in place; a taken name gets a suffix (or, with keepBoth false, NAME_TAKEN); a folder's subtree follows. */
  async rename(
    ownerId: string,
    id: string,
    rawName: unknown,
    options: { keepBoth?: unknown; ifMatch?: unknown } = {},
  ): Promise<StoredItem> {
    requireScope('write');
    if (typeof rawName !== 'string' || rawName.trim() === '')
      throw new DomainError('VALIDATION_ERROR', 'A name is required.').at('name');
    const keepBoth = options.keepBoth ?? true;
    if (typeof keepBoth !== 'boolean') throw new DomainError('VALIDATION_ERROR', 'keepBoth must be true or false.');
    const name = parseName(rawName.trim());
    const condition = parseIfMatch(options.ifMatch);
    return this.tx
      .run(async (manager) => {
        await this.accounts.lock(ownerId, manager);
        const item = await this.requireOwned(ownerId, id, manager);
        await this.assertIfMatch(condition, item, manager);
        if (item.name === name) return item;
        // The name is what downloads are saved as: it must keep agreeing with the bytes' type.
        if (item.type === 'file' && !nameAgreesWithType(item, name)) {
          throw new DomainError(
            'FILE_TYPE_MISMATCH',
            isAcceptedType(item.mimeType)
              ? `The name "${display(name)}" does not match the type of this file (${item.mimeType}).`
              : `The name "${display(name)}" has an extension, but this file's bytes are encrypted and have no type.`,
          );
        }
        const resolver = new FolderResolver(this.items, ownerId, manager);
        const free = await resolver.claimName(item.path, name, item.type);
        if (free !== name && !keepBoth) {
          throw new DomainError(
            'NAME_TAKEN',
            `"${display(name)}" is already taken in this folder; "${display(free)}" is free.`,
          );
        }
        await this.relocate(item, item.path, free, manager);
        return (await this.items.findOwned(ownerId, id, manager))!;
      })
      .then((renamed) => (this.changed(ownerId, 'renamed', renamed.path), renamed));
  }

  /**
   * Moves an item (with its subtree) into a folder or the root, in one transaction; with `ifMatch`,
   * only while the item's entity tag is one it names.
   */
  async move(
    ownerId: string,
    id: string,
    targetFolderId: string | null,
    options: { ifMatch?: unknown } = {},
  ): Promise<StoredItem> {
    requireScope('write');
    const condition = parseIfMatch(options.ifMatch);
    return this.tx
      .run(async (manager) => {
        await this.accounts.lock(ownerId, manager);
        const item = await this.requireOwned(ownerId, id, manager);
        await this.assertIfMatch(condition, item, manager);
        let targetPath = '/';
        if (targetFolderId !== null) {
          const target = isUuid(targetFolderId) ? await this.items.findOwned(ownerId, targetFolderId, manager) : null;
          if (!target || target.type !== 'folder')
            throw new DomainError('INVALID_TARGET_FOLDER', 'The target folder does not exist.');
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
          if (depthAfter > MAX_PATH_SEGMENTS)
            throw new DomainError('INVALID_MOVE', `The folder would be deeper than ${MAX_PATH_SEGMENTS} levels.`);
        }
        const resolver = new FolderResolver(this.items, ownerId, manager);
        const free = await resolver.claimName(targetPath, item.name, item.type);
        await this.relocate(item, targetPath, free, manager);
        return { moved: (await this.items.findOwned(ownerId, id, manager))!, from: item.path };
      })
      .then(({ moved, from }) => (this.changed(ownerId, 'moved', from, moved.path), moved));
  }

  /** Moves an item (a folder with everything below it) to the trash; with `ifMatch`, only while its tag is one named. */
  async delete(ownerId: string, id: string, options: { ifMatch?: unknown } = {}): Promise<StoredItem> {
    const [trashed] = await this.deleteMany(ownerId, [id], { failOnMissing: true, ifMatch: options.ifMatch });
    return trashed!;
  }

  /**
   * Moves several items to the trash in one transaction, each with everything below it in one
   * statement. They keep their bytes and count toward the quota until purged; their links stop
   * working until they are restored. Missing ids fail the call when asked to. With `ifMatch`,
   * every item's entity tag must be one it names, or nothing is trashed.
   */
  async deleteMany(
    ownerId: string,
    ids: string[],
    options: { failOnMissing: boolean; ifMatch?: unknown },
  ): Promise<StoredItem[]> {
    requireScope('write');
    const condition = parseIfMatch(options.ifMatch);
    const now = this.clock.now();
    const trashed = await this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      const found: StoredItem[] = [];
      for (const id of new Set(ids)) {
        const item = isUuid(id) ? await this.items.findOwned(ownerId, id, manager) : null;
        if (!item) {
          if (options.failOnMissing) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
          continue;
        }
        await this.assertIfMatch(condition, item, manager);
        found.push(item);
      }
      const done: StoredItem[] = [];
      for (const item of found) {
        // An ancestor trashed earlier in this call already took this item with it.
        if (!(await this.items.findOwned(ownerId, item.id, manager))) continue;
        await this.items.trashWithSubtree(item, now, manager);
        done.push(item);
      }
      return done;
    });
    this.changed(ownerId, 'trashed', ...trashed.map((item) => item.path));
    return trashed;
  }

  /** The owner's trash, newest first, a page at a time; each entry with what went with it. */
  async trash(ownerId: string, args: PageArgs): Promise<Page<TrashEntry> & { totalCount: number }> {
    requireScope('read');
    const request = parsePage(args, { defaultSize: 100, maxSize: MAX_PAGE_SIZE });
    const position = request.after ? trashCursor(request.after) : undefined;
    const { rows, total } = await this.items.trashPage(ownerId, {
      limit: request.first + 1,
      after: position,
      backward: request.backward,
    });
    const page = toPage(rows, request, (row) => encodeCursor([String(row.trashedMicros), row.id]));
    return {
      ...page,
      items: page.items.map(({ item: row, cursor }) => ({ item: this.trashEntryOf(row), cursor })),
      totalCount: total,
    };
  }

  /** One entry of the owner's trash (by its item id); FILE_NOT_FOUND for anything else. */
  async trashEntry(ownerId: string, id: string): Promise<TrashEntry> {
    requireScope('read');
    const row = isUuid(id) ? (await this.items.trashPage(ownerId, { limit: 1, only: id })).rows[0] : undefined;
    if (!row) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    return this.trashEntryOf(row);
  }

  private trashEntryOf(row: TrashEntryRow): TrashEntry {
    const { trashedAt, trashedMicros: _micros, totalBytes, itemCount, ...item } = row;
    return { item, trashedAt, expiresAt: new Date(trashedAt.getTime() + this.trashRetentionMs), totalBytes, itemCount };
  }

  /**
   * Puts trash entries back where they were, with everything that went with them: missing parent
   * folders are made again, and a name taken meanwhile gets a " (n)" suffix. Any unknown id (not
   * one of the owner's trash entries) fails the whole call.
   */
  async restore(ownerId: string, ids: string[]): Promise<StoredItem[]> {
    requireScope('write');
    const restored = await this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      const roots: StoredItem[] = [];
      for (const id of new Set(ids)) {
        const root = isUuid(id) ? await this.items.findTrashRoot(ownerId, id, manager) : null;
        if (!root) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
        roots.push(root);
      }
      const resolver = new FolderResolver(this.items, ownerId, manager);
      const back: StoredItem[] = [];
      for (const root of roots) {
        const path = await resolver.folder(parseFolderPath(root.path));
        const name = await resolver.claimName(path, root.name, root.type);
        await this.items.restoreSubtree(root, path, name, manager);
        back.push((await this.items.findOwned(ownerId, root.id, manager))!);
      }
      return back;
    });
    this.changed(ownerId, 'restored', ...restored.map((item) => item.path));
    return restored;
  }

  /** Deletes trash entries for good (any unknown id fails the call); bytes go when no other item needs them. */
  async purge(ownerId: string, ids: string[]): Promise<string[]> {
    requireScope('write');
    const rootIds = [...new Set(ids)];
    await this.purgeTrash(ownerId, rootIds, async (manager) => {
      for (const id of rootIds)
        if (!isUuid(id) || !(await this.items.findTrashRoot(ownerId, id, manager)))
          throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    });
    return rootIds;
  }

  /** Deletes everything in the owner's trash for good; answers how many files went. */
  async emptyTrash(ownerId: string): Promise<number> {
    requireScope('write');
    return this.purgeTrash(ownerId, 'all');
  }

  /** Purges what has been in the trash longer than the retention (the reaper, a batch at a time); answers how many entries went. */
  async purgeExpiredTrash(batch = 100): Promise<number> {
    const before = new Date(this.clock.now().getTime() - this.trashRetentionMs);
    let entries = 0;
    for (const { ownerId, rootIds } of await this.items.expiredTrash(before, batch)) {
      await this.purgeTrash(ownerId, rootIds);
      entries += rootIds.length;
    }
    return entries;
  }

  private get trashRetentionMs(): number {
    return this.config.trashRetentionDays * 86_400_000;
  }

  /** Purges in one transaction (after `check`, inside it); answers how many files went. */
  private async purgeTrash(
    ownerId: string,
    rootIds: string[] | 'all',
    check?: (manager: EntityManager) => Promise<void>,
  ): Promise<number> {
    const freedKeys: string[] = [];
    const { count, folders } = await this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      await check?.(manager);
      // Versions first: they go with their files, and their bytes are released with them.
      const versions = await this.versions.deleteOfTrash(ownerId, rootIds, manager);
      const removed = await this.items.purgeTrash(ownerId, rootIds, manager);
      const counts = new Map<string, number>();
      let bytes = 0;
      for (const file of [...removed.files, ...versions]) {
        counts.set(file.blobId, (counts.get(file.blobId) ?? 0) + 1);
        bytes += file.size;
      }
      freedKeys.push(...(await this.blobs.release(counts, manager)));
      await this.accounts.addUsed(ownerId, -bytes, manager);
      return { count: removed.files.length, folders: removed.folders };
    });
    await this.storage.deleteQuietly(freedKeys);
    this.changed(ownerId, 'purged', ...folders);
    return count;
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

  /**
   * The item `userId` may read by the download rule (owner, or a share that would let a download start),
   * without opening its bytes: for what is made from them (thumbnails). Not a download: nothing
   * is counted or marked seen. Files and folders alike; others' and missing items are not found.
   */
  async findReadable(userId: string, id: string): Promise<StoredItem> {
    requireScope('read');
    const item = isUuid(id) ? await this.items.findById(id) : null;
    if (!item || !(item.ownerId === userId || (await this.sharing.sharing.canRead(userId, item, 'thumbnail')))) {
      throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    }
    return item;
  }

  /** A blob's stored bytes and type, for features that make something of them; null once it is gone. */
  blobSource(blobId: string): Promise<BlobSource | null> {
    return this.blobs.sourceOf(blobId);
  }

  /** Bytes of an item whose access the caller has already decided (sharing's signed downloads). */
  async readable(item: StoredItem): Promise<ReadableFile> {
    const blob = await this.blobs.storageKeyOf(item.blobId!);
    if (!blob) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    return {
      item,
      size: item.size!,
      etag: `"${blob.sha256}"`,
      read: (range) => this.storage.get(blob.storageKey, range),
    };
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

  /**
   * The content hashes (SHA-256, hex) of these blobs, in one query: for items read without them
   * (rows just inserted, another feature's reads). Blobs that are gone are absent.
   */
  contentHashes(blobIds: string[]): Promise<Map<string, string>> {
    return this.blobs.sha256Of([...new Set(blobIds)]);
  }

  /**
   * Refuses the write (PRECONDITION_FAILED) unless the item's entity tag is one `condition` names.
   * Called inside the write's transaction, after the owner's account row is locked: no other write
   * of the owner's tree can come between the check and the write.
   */
  private async assertIfMatch(condition: IfMatch | null, item: StoredItem, manager: EntityManager): Promise<void> {
    if (!condition) return;
    const contentHash =
      item.type !== 'file'
        ? null
        : item.contentHash !== undefined
          ? item.contentHash
          : ((await this.blobs.sha256Of([item.blobId!], manager)).get(item.blobId!) ?? null);
    if (!condition.allows(itemEtag({ ...item, contentHash }))) throw preconditionFailed();
  }

  private async requireOwned(
    ownerId: string,
    id: string,
    manager: Parameters<ItemRepository['findOwned']>[2],
  ): Promise<StoredItem> {
    const item = isUuid(id) ? await this.items.findOwned(ownerId, id, manager) : null;
    if (!item) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    return item;
  }

  private async relocate(
    item: StoredItem,
    newPath: string,
    newName: string,
    manager: NonNullable<Parameters<ItemRepository['findOwned']>[2]>,
  ): Promise<void> {
    await this.items.setPathAndName(item.id, newPath, newName, manager);
    if (item.type === 'folder') {
      await this.items.rewriteSubtree(
        item.ownerId,
        childPath(item.path, item.name),
        childPath(newPath, newName),
        manager,
      );
    }
  }
}
