import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { durableWrite, syncPath } from './durable-write';
import { freeBytesAt, nodeFilesystem, type LocalFilesystem } from './local-filesystem';
import { asStorageFailure } from './storage-errors';

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;

export interface AppendResult {
  /** Bytes written at the offset and synced to disk. */
  written: number;
  /** The source ended early (connection cut): `written` bytes of it are kept. */
  interrupted: boolean;
  /** The source carried more than `maxBytes`: nothing past them was written. */
  overflow: boolean;
}

/**
 * The bytes of resumable uploads, grown by appends on local disk: `<dir>/<uuid>.part`, named
 * after the storage key they will become (the same staging file the local driver uses, so
 * deleting the key removes it and the reaper knows its owner). Every append is fsynced before it
 * returns, so an acknowledged offset survives a crash of the process or the machine.
 */
export class ResumableStaging {
  constructor(
    readonly dir: string,
    protected readonly fs: LocalFilesystem = nodeFilesystem,
  ) {}

  /** Free bytes on the disk the uploads grow on. */
  freeBytes(): Promise<number> {
    return freeBytesAt(this.fs, this.dir);
  }

  pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return join(this.dir, `${key.slice(3)}.part`);
  }

  /** Creates the empty file durably (its directory entry included). */
  async create(key: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    try {
      const handle = await this.fs.open(this.pathOf(key), 'wx', 0o600);
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
      await syncPath(dirname(this.pathOf(key)));
    } catch (error) {
      throw asStorageFailure(error);
    }
  }

  async size(key: string): Promise<number | null> {
    try {
      return (await stat(this.pathOf(key))).size;
    } catch {
      return null;
    }
  }

  /**
   * Writes `source` at `offset` (anything past `offset` from an unacknowledged earlier attempt is
   * cut first), at most `maxBytes` of it, and syncs it (see durableWrite). `onChunk` sees the
   * written bytes in order, read back while they are synced. A disk failure cuts the file back
   * to `offset` (what was written of the chunk is not acknowledged) and rejects, a full disk
   * as STORAGE_FULL.
   */
  async append(
    key: string,
    offset: number,
    source: Readable,
    maxBytes: number,
    onChunk?: (chunk: Buffer) => void,
  ): Promise<AppendResult> {
    const handle: FileHandle = await this.fs.open(this.pathOf(key), 'r+');
    try {
      await handle.truncate(offset);
      const result = await durableWrite(handle, source, { position: offset, maxBytes, onChunk });
      return { written: result.written, interrupted: result.sourceError !== null, overflow: result.overflow };
    } catch (error) {
      // Gives the space of the unacknowledged part back at once.
      await handle.truncate(offset).catch(() => undefined);
      throw asStorageFailure(error);
    } finally {
      await handle.close();
    }
  }

  /** Cuts the file back to `size` bytes (a rejected chunk), durably. */
  async truncate(key: string, size: number): Promise<void> {
    const handle = await this.fs.open(this.pathOf(key), 'r+');
    try {
      await handle.truncate(size);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  read(key: string): Readable {
    return createReadStream(this.pathOf(key));
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
