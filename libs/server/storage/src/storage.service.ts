import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Readable } from 'node:stream';
import {
  STORAGE_DRIVER,
  type ByteRange,
  type PutOptions,
  type StagingEntry,
  type StorageDriver,
} from './storage-driver';

/** Blob bytes behind the configured driver, under keys only the server generates. */
@Injectable()
export class StorageService {
  constructor(@Inject(STORAGE_DRIVER) private readonly driver: StorageDriver) {}

  get driverName(): string {
    return this.driver.name;
  }

  /** A fresh opaque key: `<2 hex>/<uuid>`. */
  newKey(): string {
    const id = randomUUID();
    return `${id.slice(0, 2)}/${id}`;
  }

  put(key: string, source: Readable, options?: PutOptions): Promise<{ size: number }> {
    return this.driver.put(key, source, options);
  }

  syncKeys(keys: Iterable<string>): Promise<void> {
    return this.driver.syncKeys(keys);
  }

  get(key: string, range?: ByteRange): Promise<Readable> {
    return this.driver.get(key, range);
  }

  delete(key: string): Promise<void> {
    return this.driver.delete(key);
  }

  /** Deletes keys, never failing the caller: leftovers are orphans the reaper removes. */
  async deleteQuietly(keys: Iterable<string>): Promise<void> {
    await Promise.all([...keys].map((key) => this.driver.delete(key).catch(() => undefined)));
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

  promoteResumable(key: string): Promise<void> {
    return this.driver.promoteResumable(key);
  }

  removeStaging(id: string): Promise<void> {
    return this.driver.removeStaging(id);
  }
}
