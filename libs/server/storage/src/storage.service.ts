import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { DeletionHold } from './deletion-hold';
import { asStorageFailure, storageFull } from './storage-errors';
import {
  STORAGE_DRIVER,
  type ByteRange,
  type PutOptions,
  type StagingEntry,
  type StorageDriver,
} from './storage-driver';

/** Below this much free space the storage is reported not ready: uploads would fail. */
const MIN_READY_FREE_BYTES = 1024 * 1024;
/** A successful write probe is trusted this long; a failed one is retried at the next check. */
const PROBE_VALID_MS = 30_000;

/** Blob bytes behind the configured driver, under keys only the server generates. */
@Injectable()
export class StorageService {
  private probedAt = 0;

  constructor(
    @Inject(STORAGE_DRIVER) private readonly driver: StorageDriver,
    private readonly hold: DeletionHold,
  ) {}

  get driverName(): string {
    return this.driver.name;
  }

  /** A fresh opaque key: `<2 hex>/<uuid>`. */
  newKey(): string {
    const id = randomUUID();
    return `${id.slice(0, 2)}/${id}`;
  }

  /** Stores the stream; a full disk rejects with STORAGE_FULL (nothing is left behind either way). */
  async put(key: string, source: Readable, options?: PutOptions): Promise<{ size: number }> {
    try {
      return await this.driver.put(key, source, options);
    } catch (error) {
      throw asStorageFailure(error);
    }
  }

  async syncKeys(keys: Iterable<string>): Promise<void> {
    try {
      await this.driver.syncKeys(keys);
    } catch (error) {
      throw asStorageFailure(error);
    }
  }

  /**
   * Refuses, with STORAGE_FULL, `bytes` that the storage already says it cannot hold (`resumable`:
   * the local disk resumable uploads grow on). Other writes in flight are not counted: one that
   * passes here may still fail when the disk fills, and is then answered the same way.
   */
  async assertRoom(bytes: number, where: 'blobs' | 'resumable' = 'blobs'): Promise<void> {
    const free = where === 'blobs' ? await this.driver.freeBytes() : await this.driver.resumable.freeBytes();
    if (free !== null && bytes > free) throw storageFull();
  }

  /** Null when the storage takes writes, otherwise why it does not (for readiness). */
  async readinessProblem(): Promise<string | null> {
    try {
      const free = [await this.driver.freeBytes(), await this.driver.resumable.freeBytes()].filter(
        (n): n is number => n !== null,
      );
      const least = Math.min(...free);
      if (least < MIN_READY_FREE_BYTES) return `The storage is full (${least} bytes free).`;
      if (Date.now() - this.probedAt >= PROBE_VALID_MS) {
        this.probedAt = 0;
        await this.driver.probe();
        this.probedAt = Date.now();
      }
      return null;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      return `The storage cannot be written${code ? ` (${code})` : ''}.`;
    }
  }

  get(key: string, range?: ByteRange): Promise<Readable> {
    return this.driver.get(key, range);
  }

  /**
   * Deletes keys, never failing the caller: leftovers are orphans the reaper removes. While a
   * backup holds deletions nothing is deleted (the keys are left to the reaper the same way).
   * Callers delete only after committing the rows that named the keys.
   */
  async deleteQuietly(keys: Iterable<string>): Promise<void> {
    const all = [...keys];
    if (all.length === 0 || (await this.hold.active())) return;
    await Promise.all(all.map((key) => this.driver.delete(key).catch(() => undefined)));
  }

  exists(key: string): Promise<boolean> {
    return this.driver.exists(key);
  }

  size(key: string): Promise<number | null> {
    return this.driver.size(key);
  }

  list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    return this.driver.list();
  }

  purgeStaging(olderThan: Date, remove = true): Promise<number> {
    return this.driver.purgeStaging(olderThan, remove);
  }

  listStaging(): AsyncIterable<StagingEntry> {
    return this.driver.listStaging();
  }

  /** Resumable uploads' growing bytes (local disk whatever the driver). */
  get resumable() {
    return this.driver.resumable;
  }

  async promoteResumable(key: string): Promise<void> {
    try {
      await this.driver.promoteResumable(key);
    } catch (error) {
      throw asStorageFailure(error);
    }
  }

  removeStaging(id: string): Promise<void> {
    return this.driver.removeStaging(id);
  }
}
