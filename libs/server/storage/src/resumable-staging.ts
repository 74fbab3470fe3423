import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { durableWrite, syncPath } from './durable-write';

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
  constructor(readonly dir: string) {}

  pathOf(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return join(this.dir, `${key.slice(3)}.part`);
  }

  /** Creates the empty file durably (its directory entry included). */
  async create(key: string): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const handle = await open(this.pathOf(key), 'wx', 0o600);
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    await syncPath(dirname(this.pathOf(key)));
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
   * written bytes in order, read back while they are synced.
   */
  async append(
    key: string,
    offset: number,
    source: Readable,
    maxBytes: number,
    onChunk?: (chunk: Buffer) => void,
  ): Promise<AppendResult> {
    const handle: FileHandle = await open(this.pathOf(key), 'r+');
    try {
      await handle.truncate(offset);
      const result = await durableWrite(handle, source, { position: offset, maxBytes, onChunk });
      return { written: result.written, interrupted: result.sourceError !== null, overflow: result.overflow };
    } finally {
      await handle.close();
    }
  }

  /** Cuts the file back to `size` bytes (a rejected chunk), durably. */
  async truncate(key: string, size: number): Promise<void> {
    const handle = await open(this.pathOf(key), 'r+');
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
