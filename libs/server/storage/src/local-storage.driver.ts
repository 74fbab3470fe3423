import { mkdir, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { BlobStream } from './blob-stream';
import { durableWrite, syncPath } from './durable-write';
import { freeBytesAt, nodeFilesystem, type LocalFilesystem } from './local-filesystem';
import { ResumableStaging } from './resumable-staging';
import type { ByteRange, PutOptions, StagingEntry, StorageDriver } from './storage-driver';

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;
/** Files synced at once by syncKeys (libuv runs four at a time; more keep its queue full). */
const SYNC_CONCURRENCY = 16;

/**
 * Blobs on local disk: `<root>/blobs/<xx>/<uuid>`, written through `<root>/tmp/<uuid>.part` on the
 * same filesystem: write → fsync → rename → fsync directory. The staging file is named after
 * its key, so the owner of a leftover is known and deleting a key removes its partial write.
 */
export class LocalStorageDriver implements StorageDriver {
  readonly name = 'local';
  private readonly blobs: string;
  private readonly tmp: string;
  readonly resumable: ResumableStaging;

  constructor(
    root: string,
    private readonly fs: LocalFilesystem = nodeFilesystem,
  ) {
    this.blobs = join(root, 'blobs');
    this.tmp = join(root, 'tmp');
    this.resumable = new ResumableStaging(this.tmp, fs);
  }

  freeBytes(): Promise<number> {
    return freeBytesAt(this.fs, this.tmp);
  }

  /** Writes, syncs and removes a few bytes in the staging directory. */
  async probe(): Promise<void> {
    await mkdir(this.tmp, { recursive: true });
    const path = join(this.tmp, `probe-${process.pid}`);
    try {
      const handle = await this.fs.open(path, 'w', 0o600);
      try {
        await handle.writeFile('probe');
        await handle.sync();
      } finally {
        await handle.close();
      }
    } finally {
      await rm(path, { force: true });
    }
  }

  async promoteResumable(key: string): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(this.stagingOf(key), target);
    } catch (error) {
      // Already moved by an attempt that died before its commit.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || !(await this.exists(key))) throw error;
    }
    await syncPath(dirname(target));
  }

  private pathOf(key: string): string {
    // Keys come from StorageService.newKey(); refuse anything else rather than touch the filesystem.
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return join(this.blobs, key);
  }

  async put(key: string, source: Readable, options: PutOptions = {}): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await mkdir(this.tmp, { recursive: true });
    const staging = this.stagingOf(key);
    try {
      // Readable too: onChunk reads the bytes back.
      const handle = await this.fs.open(staging, 'wx+', 0o600);
      let size: number;
      try {
        const result = await durableWrite(handle, source, {
          position: 0,
          sync: options.durableEntry !== false,
          onChunk: options.onChunk,
        });
        if (result.sourceError) throw result.sourceError;
        size = result.written;
      } finally {
        await handle.close();
      }
      await mkdir(dirname(target), { recursive: true });
      await rename(staging, target);
      if (options.durableEntry !== false) await syncPath(dirname(target));
      return { size };
    } catch (error) {
      await unlink(staging).catch(() => undefined);
      throw error;
    }
  }

  /**
   * Syncs the bytes of every key, several at a time (the filesystem commits concurrent syncs
   * together, where one after another each waits for its own journal commit), then each directory once.
   */
  async syncKeys(keys: Iterable<string>): Promise<void> {
    const paths = [...keys].map((key) => this.pathOf(key));
    let next = 0;
    const worker = async () => {
      while (next < paths.length) {
        const path = paths[next++]!;
        const handle = await this.fs.open(path, 'r');
        try {
          await handle.datasync();
        } finally {
          await handle.close();
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(SYNC_CONCURRENCY, paths.length) }, worker));
    const dirs = new Set(paths.map((path) => dirname(path)));
    await Promise.all([...dirs].map((dir) => syncPath(dir)));
  }

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const path = this.pathOf(key);
    // Open first so a missing blob rejects here rather than erroring mid-response.
    const handle = await this.fs.open(path, 'r');
    try {
      return new BlobStream(handle, range?.start ?? 0, range ? range.end + 1 : (await handle.stat()).size);
    } catch (error) {
      await handle.close();
      throw error;
    }
  }

  private stagingOf(key: string): string {
    return join(this.tmp, `${key.slice(3)}.part`);
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
    await rm(this.stagingOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch {
      return false;
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      const info = await stat(this.pathOf(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    let shards: string[];
    try {
      shards = await readdir(this.blobs);
    } catch {
      return;
    }
    for (const shard of shards) {
      for (const name of await readdir(join(this.blobs, shard)).catch(() => [] as string[])) {
        const key = relative(this.blobs, join(this.blobs, shard, name))
          .split(sep)
          .join('/');
        if (!KEY_PATTERN.test(key)) continue;
        const info = await stat(join(this.blobs, key)).catch(() => null);
        if (info?.isFile()) yield { key, modifiedAt: info.mtime };
      }
    }
  }

  async purgeStaging(olderThan: Date, remove = true): Promise<number> {
    let found = 0;
    for (const name of await readdir(this.tmp).catch(() => [] as string[])) {
      const path = join(this.tmp, name);
      const info = await stat(path).catch(() => null);
      if (info && info.mtime < olderThan) {
        if (remove) await rm(path, { force: true });
        found++;
      }
    }
    return found;
  }

  async *listStaging(): AsyncIterable<StagingEntry> {
    for (const name of await readdir(this.tmp).catch(() => [] as string[])) {
      const info = await stat(join(this.tmp, name)).catch(() => null);
      if (!info) continue;
      const id = /^([0-9a-f-]{36})\.part$/.exec(name)?.[1];
      yield { id: name, key: id ? `${id.slice(0, 2)}/${id}` : null, modifiedAt: info.mtime };
    }
  }

  async removeStaging(id: string): Promise<void> {
    // Only names listStaging produced: one plain file name inside the staging directory.
    if (id.includes('/') || id.includes(sep) || id === '.' || id === '..')
      throw new Error(`Invalid staging id: ${JSON.stringify(id)}`);
    await rm(join(this.tmp, id), { force: true, recursive: true });
  }

  /** The staging directory (tests assert it is left empty). */
  get stagingDir(): string {
    return this.tmp;
  }
}
