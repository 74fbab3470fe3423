import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { crc32 } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { MAX_FILE_SIZE_BYTES, MAX_FILES_PER_UPLOAD } from '@coffer/shared-contracts';
import {
  APP_CONFIG,
  Clock,
  DomainError,
  EventBus,
  TransactionContext,
  TransactionRunner,
  requireScope,
  type AppConfig,
} from '@coffer/server-core';
import { StorageService } from '@coffer/server-storage';
import type { EntityManager } from 'typeorm';
import { FileMeter, type MeteredFile } from '../domain/file-meter';
import {
  isAcceptedType,
  provenTypeGivenClaim,
  storedTypeOf,
  UNTYPED_MIME_TYPE,
  type AcceptedMimeType,
} from '../domain/file-type';
import { checkOriginalName, checkOriginalNameEarly } from '../domain/served-name';
import { MAX_PATH_SEGMENTS, parseFolderPath, parseRelativePath } from '../domain/item-path';
import { BlobRepository } from '../persistence/blob.repository';
import type { StoredItem } from '../domain/stored-item';
import { ItemRepository, type NewItem } from '../persistence/item.repository';
import { ItemVersionRepository } from '../persistence/item-version.repository';
import { StorageAccountRepository } from '../persistence/storage-account.repository';
import { FileContentRegistry } from './file-content.port';
import { FileSharingRegistry, type UploadShareLink, type UploadShareRequest } from './file-sharing.port';
import { FolderResolver } from './folder-resolver';
import { QuotaService, quotaExceeded } from './quota.service';
import { UploadInstance } from './upload-instance';

/** Reservations grow in steps while bytes arrive without a known total. */
const RESERVATION_STEP = 64 * 1024 * 1024;
/**
 * Multipart framing a request may carry beyond its file bytes. A request's length proves a quota
 * breach only past it, a request may stream this far past its reservation (other requests'
 * reservations still hold their framing), and a complete upload waits for streaming ones only
 * when their framing could be what keeps it out.
 */
const FRAMING_ALLOWANCE = 4 * 1024 * 1024;
/** The most storage keys an upload records ahead of the files that will use them. */
const STAGING_KEY_BATCH_MAX = 64;
/** How long a complete upload waits for streaming ones to give their framing back. */
const COMMIT_WAIT_MS = 30_000;
const COMMIT_POLL_MS = 50;
/** A reservation stops counting this long after its last growth (a crashed process frees its quota). */
const RESERVATION_TTL_MS = 60 * 60 * 1000;

export interface UploadMetadata {
  encryptionType?: string | null;
  iv?: string | null;
  encryptedKey?: string | null;
  encryptedMetadata?: string | null;
}

export interface CommitCommand {
  /** One per file, in order; absent: the file names. Never parsed as JSON. */
  relativePaths?: string[];
  parentPath?: unknown;
  metadata?: UploadMetadata;
  /** The link the upload asks for: handed to the sharing port. */
  share?: UploadShareRequest;
  /**
   * When a file's name is taken by a file in its folder: `keepBoth` (the default) stores it
   * under the first free " (n)" name; `replace` gives the existing file this content and keeps
   * its previous content as a version.
   */
  onConflict?: UploadConflict;
  /** Runs inside the commit transaction with the files created (a throw rolls it back). */
  inTransaction?: (manager: EntityManager, files: StoredItem[]) => Promise<void>;
}

export type UploadConflict = 'keepBoth' | 'replace';

/** A client's `onConflict` (form field, tus metadata): `replace`, `keepBoth` or absent (keep both). */
export function parseUploadConflict(value: unknown): UploadConflict {
  if (value === undefined || value === null || value === '' || value === 'keepBoth') return 'keepBoth';
  if (value === 'replace') return 'replace';
  throw new DomainError('VALIDATION_ERROR', 'onConflict must be "replace" or "keepBoth".');
}

/** How to commit the files a transport streamed in: the command, and their order when it is not arrival order. */
export interface CommitRequest {
  command: CommitCommand;
  /** A permutation of the files' arrival indexes. */
  order?: number[];
}

/** A resumable upload's bytes, complete and metered, ready to become a file. */
export interface ResumableFile extends MeteredFile {
  key: string;
  filename: string;
  /** End-to-end encrypted: ciphertext the server cannot type, stored as `application/octet-stream`. */
  encrypted?: true;
}

export interface CommitResult {
  files: StoredItem[];
  folders: StoredItem[];
  /** The first file's link, when the upload asked for links. */
  shareLink: UploadShareLink | null;
}

interface StagedFile extends MeteredFile {
  key: string;
  filename: string;
  /** The bytes proved an accepted type, they are ciphertext (`encrypted`), or the policy takes any bytes. */
  sniffedTypeOk: true;
  encrypted?: true;
}

/** Uploads: streaming into storage, limits, type checks, quota reservation and the atomic commit. */
@Injectable()
export class UploadService {
  constructor(
    private readonly items: ItemRepository,
    private readonly blobs: BlobRepository,
    private readonly accounts: StorageAccountRepository,
    private readonly quota: QuotaService,
    private readonly storage: StorageService,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly sharing: FileSharingRegistry,
    private readonly events: EventBus,
    private readonly instance: UploadInstance,
    private readonly versions: ItemVersionRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly content: FileContentRegistry,
  ) {}

  /**
   * The one upload sequence, for every transport that streams files in a request: opens an
   * upload for `ownerId` (a known request length reserves quota up front, and one that already
   * proves the quota cannot hold it is refused before any byte is read), lets the transport
   * stream its files into the session (`intake` answers how to commit them once they are in),
   * commits them all or nothing, and otherwise aborts: whatever fails or never commits releases
   * the reservation and deletes the staged bytes.
   */
  async receive(
    ownerId: string,
    declaredLength: number | undefined,
    intake: (files: UploadSession) => Promise<CommitRequest>,
  ): Promise<CommitResult> {
    return this.instance.track(async () => {
      const session = await this.begin(ownerId, declaredLength);
      try {
        const { command, order } = await intake(session);
        return await session.commit(command, order);
      } finally {
        await session.abort();
      }
    });
  }

  private async begin(ownerId: string, declaredLength?: number): Promise<UploadSession> {
    requireScope('write');
    // The request's length bounds its files' bytes: refused before any is read when the storage has less room.
    if (declaredLength !== undefined) await this.storage.assertRoom(declaredLength);
    const expiresAt = new Date(this.clock.now().getTime() + RESERVATION_TTL_MS);
    const { uploadId, reserved } = await this.tx.run(async (manager) => {
      const state = await this.accounts.lock(ownerId, manager);
      const reserved = await this.accounts.reservedByOthers(ownerId, null, this.clock.now(), manager);
      let reserve = 0;
      if (declaredLength !== undefined) {
        const available = this.quota.assertFits(state, declaredLength, { reserved, tolerance: FRAMING_ALLOWANCE });
        reserve = Math.max(0, Math.min(declaredLength, available));
      }
      return {
        uploadId: await this.accounts.createUpload(ownerId, reserve, expiresAt, this.instance.key, manager),
        reserved: reserve,
      };
    });
    return new UploadSession(this, ownerId, uploadId, reserved);
  }

  /**
   * Reserves a resumable upload's whole length (exact: no framing) until `expiresAt`. Resumable
   * reservations outlive this process; they end with the commit, a termination or their expiry.
   */
  async reserveResumable(ownerId: string, length: number, expiresAt: Date, manager: EntityManager): Promise<string> {
    const state = await this.accounts.lock(ownerId, manager);
    this.quota.assertFits(state, length, {
      reserved: await this.accounts.reservedByOthers(ownerId, null, this.clock.now(), manager),
    });
    const uploadId = await this.accounts.createUpload(ownerId, length, expiresAt, this.instance.key, manager);
    await manager.query('UPDATE upload SET resumable = true WHERE id = $1', [uploadId]);
    return uploadId;
  }

  /** Refuses a link request an upload's commit would refuse, before the upload takes any byte. */
  checkShareRequest(request: UploadShareRequest): void {
    this.sharing.sharing.checkUploadShare(request);
  }

  /** Commits a complete resumable upload as one file, with the same rules and events as a multipart one. */
  async commitResumable(
    ownerId: string,
    uploadId: string,
    file: ResumableFile,
    command: CommitCommand,
  ): Promise<CommitResult> {
    const session = new UploadSession(this, ownerId, uploadId, file.size);
    return this.commit(session, [{ ...file, sniffedTypeOk: true }], command);
  }

  /** Grows a reservation to at least `needed` bytes, or fails with QUOTA_EXCEEDED. */
  async reserve(ownerId: string, uploadId: string, needed: number): Promise<number> {
    return this.tx.run(async (manager) => {
      const state = await this.accounts.lock(ownerId, manager);
      const now = this.clock.now();
      const available = this.quota.assertFits(state, needed, {
        reserved: await this.accounts.reservedByOthers(ownerId, uploadId, now, manager),
        tolerance: FRAMING_ALLOWANCE,
      });
      const reserved = Math.min(available, needed + RESERVATION_STEP);
      await this.accounts.setReservation(uploadId, reserved, new Date(now.getTime() + RESERVATION_TTL_MS), manager);
      return reserved;
    });
  }

  /** Streams one file into storage through the meter; throws (leaving nothing) on any problem. */
  async stage(
    session: UploadSession,
    source: Readable,
    filename: string,
    declaredType: string | undefined,
  ): Promise<StagedFile> {
    const label = filename || 'file';
    const meter = new FileMeter(MAX_FILE_SIZE_BYTES, label, (size) => session.ensureReserved(size));
    let key: string;
    try {
      key = await session.stagingKey();
    } catch (error) {
      source.resume();
      throw error;
    }
    const body = pipeline(source, meter, () => undefined);
    const hash = createHash('sha256');
    let crc = 0;
    let hashed = 0;
    let stored: number;
    try {
      // Synced with the request's other files, before the commit (see commit).
      ({ size: stored } = await this.storage.put(key, body, {
        durableEntry: false,
        onChunk: (chunk) => {
          hashed += chunk.length;
          hash.update(chunk);
          crc = crc32(chunk, crc);
        },
      }));
    } catch (error) {
      // The storage stopped reading it: end the file's stream rather than leave it waiting.
      body.destroy();
      throw error;
    }
    const metered: MeteredFile = { ...meter.measured(), sha256: hash.digest('hex'), crc32: crc };
    // Only bytes the storage reports stored, all of them read back into the hash, are recorded.
    if (stored !== metered.size || hashed !== stored) {
      await this.storage.deleteQuietly([key]);
      throw new Error(
        `The storage kept ${stored} bytes of "${label}" (${hashed} read back) where ${metered.size} arrived.`,
      );
    }
    if (!metered.sniffedType && this.config.fileTypes !== 'any') {
      await this.storage.deleteQuietly([key]);
      throw new DomainError('UNSUPPORTED_FILE_TYPE', `"${label}" is not a PDF, PNG, JPEG or plain text file.`);
    }
    let sniffedType: AcceptedMimeType | null;
    try {
      sniffedType = provenTypeGivenClaim(metered.sniffedType, declaredType, this.config.fileTypes, label);
    } catch (error) {
      await this.storage.deleteQuietly([key]);
      throw error;
    }
    return { ...metered, sniffedType, key, filename, sniffedTypeOk: true };
  }

  /**
   * Storage keys recorded against the upload before any byte is written under them: should this
   * process die, each key is known to be its. Recorded in one statement (unused ones go with the
   * upload's row).
   */
  async recordStagingKeys(uploadId: string, count: number): Promise<string[]> {
    const keys = Array.from({ length: count }, () => this.storage.newKey());
    if (!(await this.accounts.recordStaged(uploadId, keys))) throw uploadInterrupted();
    return keys;
  }

  /** Turns the staged files into items in one transaction (all or nothing). */
  async commit(session: UploadSession, staged: StagedFile[], command: CommitCommand): Promise<CommitResult> {
    if (staged.length === 0) throw new DomainError('NO_FILES', 'No files were uploaded.');
    if (command.relativePaths && command.relativePaths.length !== staged.length) {
      throw new DomainError(
        'PATH_COUNT_MISMATCH',
        `Got ${command.relativePaths.length} relative paths for ${staged.length} files.`,
      );
    }
    const parentSegments = parseFolderPath(command.parentPath);
    const plans: CommitPlan[] = staged.map((file, i) => {
      const relative = command.relativePaths?.[i] ?? file.filename;
      const segments = [...parentSegments, ...parseRelativePath(relative)];
      if (segments.length > MAX_PATH_SEGMENTS)
        throw new DomainError('INVALID_PATH', `The path "${relative}" is deeper than ${MAX_PATH_SEGMENTS} levels.`);
      const name = segments.pop()!;
      if (file.encrypted) return { file, folders: segments, name, mimeType: UNTYPED_MIME_TYPE, originalName: null };
      const mimeType = storedTypeOf(file, name, this.config.fileTypes);
      if (!mimeType) {
        throw new DomainError('FILE_TYPE_MISMATCH', `The content of "${relative}" does not match its file extension.`);
      }
      const originalName = isAcceptedType(mimeType) ? checkOriginalName(file.filename, name, mimeType) : null;
      return { file, folders: segments, name, mimeType, originalName };
    });
    const totalBytes = staged.reduce((sum, f) => sum + f.size, 0);
    // Every staged file is durable before any row names it: the files' syncs run together, then one per directory.
    await this.storage.syncKeys(staged.map((f) => f.key));
    if (!(await this.accounts.markComplete(session.uploadId, totalBytes))) throw uploadInterrupted();
    const waitUntil = Date.now() + COMMIT_WAIT_MS;
    for (;;) {
      try {
        return await this.commitOnce(session, plans, totalBytes, command);
      } catch (error) {
        if (!(error instanceof WaitForFraming) || Date.now() >= waitUntil)
          throw error instanceof WaitForFraming ? quotaExceeded() : error;
        await sleep(COMMIT_POLL_MS);
      }
    }
  }

  /**
   * One attempt at the commit transaction. The quota check is exact: this upload's bytes plus
   * what is ahead of it (see `reservedAhead`) must fit. When only streaming uploads' framing
   * could be in the way, it throws WaitForFraming and the caller tries again shortly.
   */
  private async commitOnce(
    session: UploadSession,
    plans: CommitPlan[],
    totalBytes: number,
    command: CommitCommand,
  ): Promise<CommitResult> {
    const redundantKeys: string[] = [];
    const afterCommit: Array<() => void> = [];
    const result = await this.tx.run(async (manager) => {
      const state = await this.accounts.lock(session.ownerId, manager);
      const ahead = await this.accounts.reservedAhead(
        session.uploadId,
        session.ownerId,
        this.clock.now(),
        FRAMING_ALLOWANCE,
        manager,
      );
      const excess = totalBytes - this.quota.headroom(state, ahead.reserved);
      if (excess > 0 && excess <= ahead.framing) throw new WaitForFraming();
      this.quota.assertFits(state, totalBytes, { reserved: ahead.reserved });

      const resolver = new FolderResolver(this.items, session.ownerId, manager);
      const blobIds = new Map<string, string>();
      const bySha = new Map<string, { file: StagedFile; references: number; duplicates: string[] }>();
      for (const { file } of plans) {
        const entry = bySha.get(file.sha256);
        if (entry) {
          entry.references++;
          entry.duplicates.push(file.key);
        } else {
          bySha.set(file.sha256, { file, references: 1, duplicates: [] });
        }
      }
      // One statement for every distinct content of the request.
      const stored = await this.blobs.addReferencesMany(
        [...bySha].map(([sha, { file, references }]) => ({
          sha256: sha,
          size: file.size,
          storageKey: file.key,
          driver: this.storage.driverName,
          references,
          crc32: file.crc32,
        })),
        manager,
      );
      for (const [sha, { file, duplicates }] of bySha) {
        const blob = stored.get(sha)!;
        blobIds.set(sha, blob.id);
        redundantKeys.push(...duplicates);
        if (blob.storageKey !== file.key) {
          // Same content is already stored. Should its bytes have gone missing, these replace them.
          if (await this.storage.exists(blob.storageKey)) redundantKeys.push(file.key);
          else await this.blobs.replaceStorage(blob.id, file.key, this.storage.driverName, manager);
        }
      }

      const rows: NewItem[] = [];
      // Request order: a new row to insert, or a file whose content this one replaced.
      const order: Array<{ insert: number } | { replaced: string }> = [];
      const released = new Map<string, number>();
      let releasedBytes = 0;
      for (const { file, folders, name, mimeType, originalName } of plans) {
        const path = await resolver.folder(folders);
        const existing =
          command.onConflict === 'replace' && (await resolver.typeOf(path, name)) === 'file'
            ? await this.items.findByName(session.ownerId, path, name, manager)
            : null;
        if (existing) {
          // Replace: the item stays (its links and shares see the new content); its content becomes a version.
          await this.versions.replaceContent(
            existing.id,
            { blobId: blobIds.get(file.sha256)!, size: file.size, mimeType, originalName },
            session.ownerId,
            manager,
          );
          for (const old of await this.versions.pruneBeyond(existing.id, this.config.fileVersionsKeep, manager)) {
            released.set(old.blobId, (released.get(old.blobId) ?? 0) + 1);
            releasedBytes += old.size;
          }
          order.push({ replaced: existing.id });
          continue;
        }
        order.push({ insert: rows.length });
        rows.push({
          ownerId: session.ownerId,
          type: 'file',
          name: await resolver.claimName(path, name, 'file'),
          path,
          mimeType,
          size: file.size,
          blobId: blobIds.get(file.sha256)!,
          originalName,
          encryptionType: command.metadata?.encryptionType ?? null,
          iv: command.metadata?.iv ?? null,
          encryptedKey: command.metadata?.encryptedKey ?? null,
          encryptedMetadata: command.metadata?.encryptedMetadata ?? null,
        });
      }
      const inserted = await this.items.insertMany(rows, manager);
      const replacedIds = order.flatMap((o) => ('replaced' in o ? [o.replaced] : []));
      const replaced = new Map(
        replacedIds.length ? (await this.items.findManyByIds(replacedIds, manager)).map((item) => [item.id, item]) : [],
      );
      const files: StoredItem[] = order.map((o) => ('insert' in o ? inserted[o.insert]! : replaced.get(o.replaced)!));
      if (released.size) redundantKeys.push(...(await this.blobs.release(released, manager)));
      await this.accounts.addUsed(session.ownerId, totalBytes - releasedBytes, manager);
      await command.inTransaction?.(manager, files);
      // Gone means another process released this upload as dead (and deleted its bytes): roll back.
      if (!(await this.accounts.deleteUpload(session.uploadId, manager))) throw uploadInterrupted();
      await this.content.contentStored(
        files.map((file) => ({ blobId: file.blobId!, mimeType: file.mimeType })),
        TransactionContext.of(manager),
      );
      const shareLink = await this.sharing.sharing.uploadCommitted({
        transaction: TransactionContext.of(manager),
        ownerId: session.ownerId,
        files,
        request: command.share ?? {},
        afterCommit: (work) => afterCommit.push(work),
      });
      return { files, folders: resolver.createdFolders, shareLink };
    });
    await this.storage.deleteQuietly(redundantKeys);
    const paths = new Set([...result.files, ...result.folders].map((item) => item.path));
    for (const path of paths)
      this.events.publish('itemsChanged', {
        userId: session.ownerId,
        path,
        reason: command.onConflict === 'replace' ? 'versioned' : 'uploaded',
      });
    this.events.publish('uploadCompleted', { userId: session.ownerId, fileIds: result.files.map((f) => f.id) });
    for (const work of afterCommit) work();
    return result;
  }

  /**
   * Discards staged bytes and the reservation: every key the upload recorded, including one whose
   * write failed half-way. (A committed upload has no recorded keys left: its row is gone.)
   */
  async abort(session: UploadSession, staged: StagedFile[]): Promise<void> {
    const recorded = await this.accounts.stagedKeys(session.uploadId).catch(() => [] as string[]);
    await this.storage.deleteQuietly(new Set([...staged.map((f) => f.key), ...recorded]));
    await this.accounts.deleteUpload(session.uploadId).catch(() => undefined);
  }
}

interface CommitPlan {
  file: StagedFile;
  folders: string[];
  name: string;
  mimeType: string;
  originalName: string | null;
}

/** Internal signal: the commit may fit once streaming uploads give their framing back. */
class WaitForFraming extends Error {}

function uploadInterrupted(): DomainError {
  return new DomainError('SERVICE_UNAVAILABLE', 'The upload was interrupted on the server. Please try again.', {
    'Retry-After': '1',
  });
}

/**
 * One upload request: files are added as they stream in, then committed or aborted once.
 * Every path ends in exactly one of `commit` or `abort`.
 */
export class UploadSession {
  private readonly staged: StagedFile[] = [];
  private stagedBytes = 0;
  private finished = false;
  private readonly spareKeys: string[] = [];
  private nextKeyBatch = 1;

  constructor(
    private readonly service: UploadService,
    readonly ownerId: string,
    readonly uploadId: string,
    private reserved: number,
  ) {}

  get fileCount(): number {
    return this.staged.length;
  }

  /** Streams one file in. Enforces the count limit before reading it. */
  async addFile(source: Readable, filename: string, declaredType?: string): Promise<void> {
    if (this.finished) throw new Error('upload session already finished');
    if (this.staged.length >= MAX_FILES_PER_UPLOAD) {
      source.resume();
      throw new DomainError('TOO_MANY_FILES', `At most ${MAX_FILES_PER_UPLOAD} files can be uploaded at once.`);
    }
    try {
      checkOriginalNameEarly(filename);
    } catch (error) {
      source.resume();
      throw error;
    }
    const file = await this.service.stage(this, source, filename, declaredType);
    this.staged.push(file);
    this.stagedBytes += file.size;
  }

  /**
   * The storage key for the next file. Keys are recorded in batches that grow (1, 4, 16, 64), so a
   * selection of many small files costs one round trip per batch, not one per file.
   */
  async stagingKey(): Promise<string> {
    if (this.spareKeys.length === 0) {
      this.spareKeys.push(...(await this.service.recordStagingKeys(this.uploadId, this.nextKeyBatch)));
      this.nextKeyBatch = Math.min(this.nextKeyBatch * 4, STAGING_KEY_BATCH_MAX);
    }
    return this.spareKeys.shift()!;
  }

  /** Called by the meter with the current file's running size. The commit check is exact; this stops a breach early. */
  async ensureReserved(currentFileSize: number): Promise<void> {
    const needed = this.stagedBytes + currentFileSize;
    if (needed <= this.reserved + FRAMING_ALLOWANCE) return;
    this.reserved = await this.service.reserve(this.ownerId, this.uploadId, needed);
  }

  /** Commits every staged file, in arrival order or in `order` (a permutation of their indexes). */
  async commit(command: CommitCommand, order?: number[]): Promise<CommitResult> {
    this.finished = true;
    try {
      if (
        order &&
        (order.length !== this.staged.length ||
          new Set(order).size !== order.length ||
          order.some((i) => this.staged[i] === undefined))
      ) {
        throw new DomainError('VALIDATION_ERROR', 'Every uploaded file must be named exactly once.');
      }
      return await this.service.commit(this, order ? order.map((i) => this.staged[i]!) : this.staged, command);
    } catch (error) {
      await this.service.abort(this, this.staged);
      throw error;
    }
  }

  async abort(): Promise<void> {
    if (this.finished) return;
    this.finished = true;
    await this.service.abort(this, this.staged);
  }
}
