import { Injectable } from '@nestjs/common';
import { Clock, DomainError, EventBus, TransactionRunner, requireScope } from '@coffer/server-core';
import type { EntityManager } from 'typeorm';
import { childPath, depthOf, display, MAX_PATH_SEGMENTS, parseName } from '../domain/item-path';
import { nameAgreesWithType } from '../domain/served-name';
import type { StoredItem } from '../domain/stored-item';
import { BlobRepository } from '../persistence/blob.repository';
import { ItemRepository } from '../persistence/item.repository';
import { StorageAccountRepository } from '../persistence/storage-account.repository';
import { FILE_NOT_FOUND_MESSAGE, INVALID_MOVE_MESSAGE, type ItemsChangeReasonName } from './files.service';
import { QuotaService } from './quota.service';

/** Where an operation puts its item: a folder's full path (`/`, `/a/b/`) and the exact name there. */
export interface PathTarget {
  parentPath: string;
  name: string;
  /** A live item already at the target is trashed first (true) or refuses the operation (NAME_TAKEN). */
  overwrite: boolean;
}

export interface PathResult {
  item: StoredItem;
  /** An item was at the target and went to the trash. */
  replaced: boolean;
}

/** Each copied item and the item it was copied from, for features that keep data beside items. */
export interface CopiedPair {
  from: string;
  to: string;
}

export const PARENT_MISSING_MESSAGE = 'The folder to put it in does not exist.';

/**
 * Operations addressed by exact path, for protocols whose clients name where an item goes
 * (WebDAV): a taken name is never suffixed, a missing parent is never created, and replacing
 * what is there is the client's explicit choice. Each runs in one transaction with the owner's
 * storage account locked, under the same scope, name, type, depth and quota rules as the rest.
 */
@Injectable()
export class PathOperationsService {
  constructor(
    private readonly items: ItemRepository,
    private readonly blobs: BlobRepository,
    private readonly accounts: StorageAccountRepository,
    private readonly quota: QuotaService,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly events: EventBus,
  ) {}

  /** A new folder at exactly `parentPath` + `name`: NAME_TAKEN when anything is there. */
  async createFolder(ownerId: string, parentPath: string, rawName: string): Promise<StoredItem> {
    requireScope('write');
    const name = parseName(rawName);
    if (depthOf(parentPath) + 1 > MAX_PATH_SEGMENTS)
      throw new DomainError('INVALID_PATH', `A folder cannot be deeper than ${MAX_PATH_SEGMENTS} levels.`);
    const folder = await this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      await this.requireParent(ownerId, parentPath, manager);
      if (await this.items.findByName(ownerId, parentPath, name, manager)) throw nameTaken(name);
      const [created] = await this.items.insertMany([{ ownerId, type: 'folder', name, path: parentPath }], manager);
      return created!;
    });
    this.changed(ownerId, 'created', parentPath);
    return folder;
  }

  /** Moves and/or renames an item (a folder with its subtree) to exactly `target`. */
  async relocate(ownerId: string, id: string, target: PathTarget): Promise<PathResult> {
    requireScope('write');
    const name = parseName(target.name);
    const result = await this.tx.run(async (manager) => {
      await this.accounts.lock(ownerId, manager);
      const item = await this.requireOwned(ownerId, id, manager);
      if (item.path === target.parentPath && item.name === name) return { item, replaced: false, from: item.path };
      this.checkTarget(item, target.parentPath, name);
      await this.checkDepth(item, target.parentPath, manager);
      await this.requireParent(ownerId, target.parentPath, manager);
      const replaced = await this.clearTarget(ownerId, item, target.parentPath, name, target.overwrite, manager);
      await this.items.setPathAndName(item.id, target.parentPath, name, manager);
      if (item.type === 'folder') {
        await this.items.rewriteSubtree(
          ownerId,
          childPath(item.path, item.name),
          childPath(target.parentPath, name),
          manager,
        );
      }
      return { item: (await this.items.findOwned(ownerId, id, manager))!, replaced, from: item.path };
    });
    this.changed(ownerId, result.from === target.parentPath ? 'renamed' : 'moved', result.from, target.parentPath);
    return { item: result.item, replaced: result.replaced };
  }

  /**
   * Copies an item to exactly `target`: a file shares the stored bytes (no byte is copied) and
   * counts toward the quota again; a folder comes with its whole subtree, or alone when
   * `withContents` is false. `inTransaction` sees each new item beside its source.
   */
  async copy(
    ownerId: string,
    id: string,
    target: PathTarget & { withContents: boolean },
    inTransaction?: (manager: EntityManager, pairs: CopiedPair[]) => Promise<void>,
  ): Promise<PathResult> {
    requireScope('write');
    const name = parseName(target.name);
    const result = await this.tx.run(async (manager) => {
      const state = await this.accounts.lock(ownerId, manager);
      const source = await this.requireOwned(ownerId, id, manager);
      this.checkTarget(source, target.parentPath, name);
      if (source.path === target.parentPath && source.name === name)
        throw new DomainError('INVALID_MOVE', 'An item cannot be copied onto itself.');
      await this.checkDepth(source, target.parentPath, manager);
      await this.requireParent(ownerId, target.parentPath, manager);
      const below =
        source.type === 'folder' && target.withContents
          ? await this.liveSubtree(ownerId, childPath(source.path, source.name), manager)
          : [];
      const bytes = [source, ...below].reduce((sum, item) => sum + (item.type === 'file' ? (item.size ?? 0) : 0), 0);
      this.quota.assertFits(state, bytes, {
        reserved: await this.accounts.reservedByOthers(ownerId, null, this.clock.now(), manager),
      });
      const replaced = await this.clearTarget(ownerId, source, target.parentPath, name, target.overwrite, manager);
      const oldPrefix = childPath(source.path, source.name);
      const newPrefix = childPath(target.parentPath, name);
      const originals = [source, ...below];
      const inserted = await this.items.insertMany(
        originals.map((item, i) => ({
          ownerId,
          type: item.type,
          name: i === 0 ? name : item.name,
          path: i === 0 ? target.parentPath : newPrefix + item.path.slice(oldPrefix.length),
          mimeType: item.mimeType,
          size: item.size,
          blobId: item.blobId,
          originalName: i === 0 && item.type === 'file' ? null : item.originalName,
          encryptionType: item.encryptionType,
          iv: item.iv,
          encryptedKey: item.encryptedKey,
          encryptedMetadata: item.encryptedMetadata,
        })),
        manager,
      );
      const uses = new Map<string, number>();
      for (const item of originals) if (item.blobId) uses.set(item.blobId, (uses.get(item.blobId) ?? 0) + 1);
      for (const [blobId, count] of uses) await this.blobs.addReferencesById(blobId, count, manager);
      await this.accounts.addUsed(ownerId, bytes, manager);
      await inTransaction?.(
        manager,
        originals.map((item, i) => ({ from: item.id, to: inserted[i]!.id })),
      );
      return { item: inserted[0]!, replaced };
    });
    this.changed(ownerId, 'created', target.parentPath);
    return result;
  }

  /** The rules a target must meet whatever the operation: a folder never goes below itself, a file's name agrees with its type. */
  private checkTarget(item: StoredItem, parentPath: string, name: string): void {
    if (item.type === 'folder' && parentPath.startsWith(childPath(item.path, item.name)))
      throw new DomainError('INVALID_MOVE', INVALID_MOVE_MESSAGE);
    if (item.type === 'file' && !nameAgreesWithType(item, name)) {
      throw new DomainError(
        'FILE_TYPE_MISMATCH',
        `The name "${display(name)}" does not match the type of this file (${item.mimeType}).`,
      );
    }
  }

  private async checkDepth(item: StoredItem, parentPath: string, manager: EntityManager): Promise<void> {
    const own = childPath(item.path, item.name);
    const below = item.type === 'folder' ? await this.items.deepestPathBelow(item.ownerId, own, manager) : 0;
    const depthAfter = depthOf(parentPath) + 1 + Math.max(0, below - depthOf(own));
    if (depthAfter > MAX_PATH_SEGMENTS)
      throw new DomainError('INVALID_PATH', `The item would be deeper than ${MAX_PATH_SEGMENTS} levels.`);
  }

  private async requireParent(ownerId: string, parentPath: string, manager: EntityManager): Promise<void> {
    if (parentPath === '/') return;
    if (!(await this.items.folderExists(ownerId, parentPath, manager)))
      throw new DomainError('INVALID_TARGET_FOLDER', PARENT_MISSING_MESSAGE);
  }

  /** Trashes what holds the target name (when the client said so); answers whether anything did. */
  private async clearTarget(
    ownerId: string,
    item: StoredItem,
    parentPath: string,
    name: string,
    overwrite: boolean,
    manager: EntityManager,
  ): Promise<boolean> {
    const existing = await this.items.findByName(ownerId, parentPath, name, manager);
    if (!existing || existing.id === item.id) return false;
    if (!overwrite) throw nameTaken(name);
    // The item's own ancestor cannot be replaced by it: that would trash the item itself.
    if (existing.type === 'folder' && item.path.startsWith(childPath(existing.path, existing.name)))
      throw new DomainError('INVALID_MOVE', 'An item cannot replace a folder it is in.');
    await this.items.trashWithSubtree(existing, this.clock.now(), manager);
    return true;
  }

  private liveSubtree(ownerId: string, prefix: string, manager: EntityManager): Promise<StoredItem[]> {
    return this.items.liveSubtree(ownerId, prefix, manager);
  }

  private async requireOwned(ownerId: string, id: string, manager: EntityManager): Promise<StoredItem> {
    const item = await this.items.findOwned(ownerId, id, manager);
    if (!item) throw new DomainError('FILE_NOT_FOUND', FILE_NOT_FOUND_MESSAGE);
    return item;
  }

  private changed(ownerId: string, reason: ItemsChangeReasonName, ...paths: string[]): void {
    for (const path of new Set(paths)) this.events.publish('itemsChanged', { userId: ownerId, path, reason });
  }
}

function nameTaken(name: string): DomainError {
  return new DomainError('NAME_TAKEN', `"${display(name)}" is already taken in this folder.`);
}
