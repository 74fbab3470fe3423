import { createReadStream } from 'node:fs';
import { mkdir, open, rm, stat, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Writable, type Readable } from 'node:stream';

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;
/** How much may arrive while a write is in flight before the socket is paused. */
const WRITE_BEHIND_BYTES = 4 * 1024 * 1024;
/** Written bytes after which dirty pages are flushed in the background while the body arrives. */
const EARLY_FLUSH_BYTES = 2 * 1024 * 1024;

/** `chunks` without their first `count` bytes. */
function skipBytes(chunks: Buffer[], count: number): Buffer[] {
  const rest: Buffer[] = [];
  let skip = count;
  for (const chunk of chunks) {
    if (skip >= chunk.length) skip -= chunk.length;
    else {
      rest.push(skip > 0 ? chunk.subarray(skip) : chunk);
      skip = 0;
    }
  }
  return rest;
}

/** Resolves when `sink` wants more, or when it failed (the caller checks the failure). */
function drained(sink: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      sink.off('drain', done);
      sink.off('error', done);
      resolve();
    };
    sink.once('drain', done);
    sink.once('error', done);
  });
}

export interface AppendResult {
  /** Bytes written at the offset and synced to disk. */
  written: number;
  /** The source ended early (connection cut): `written` bytes of it are kept. */
  interrupted: boolean;
  /** The source carried more than `maxBytes`: nothing past them was written. */
  overflow: boolean;
}

async function syncDir(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
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
    await syncDir(dirname(this.pathOf(key)));
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
   * cut first), at most `maxBytes` of it, then fsyncs. `onChunk` sees every written chunk in order.
   * Reading goes on while a write is in flight: chunks that arrive meanwhile go to disk together in
   * one `writev`, so the socket and the disk work at the same time.
   */
  async append(key: string, offset: number, source: Readable, maxBytes: number, onChunk?: (chunk: Buffer) => void): Promise<AppendResult> {
    const handle: FileHandle = await open(this.pathOf(key), 'r+');
    let written = 0;
    let interrupted = false;
    let overflow = false;
    let diskError: unknown = null;
    // Dirty pages are flushed while the body still arrives (one flush at a time), so the sync that
    // must precede the answer finds little left to write.
    let flushing: Promise<void> | null = null;
    let unflushed = 0;
    const writeAll = async (chunks: Buffer[]): Promise<void> => {
      let rest = chunks;
      while (rest.length > 0) {
        const { bytesWritten } = await handle.writev(rest, offset + written);
        written += bytesWritten;
        unflushed += bytesWritten;
        rest = skipBytes(rest, bytesWritten);
      }
      if (onChunk) for (const chunk of chunks) onChunk(chunk);
      if (!flushing && unflushed >= EARLY_FLUSH_BYTES) {
        unflushed = 0;
        flushing = handle.datasync().then(
          () => void (flushing = null),
          () => void (flushing = null),
        );
      }
    };
    const sink = new Writable({
      highWaterMark: WRITE_BEHIND_BYTES,
      writev(entries, done) {
        writeAll(entries.map((e) => e.chunk as Buffer)).then(() => done(), done);
      },
    });
    sink.on('error', (error) => (diskError ??= error));
    try {
      await handle.truncate(offset);
      let received = 0;
      try {
        for await (const data of source) {
          let chunk = data as Buffer;
          if (received + chunk.length > maxBytes) {
            overflow = true;
            chunk = chunk.subarray(0, maxBytes - received);
          }
          received += chunk.length;
          if (chunk.length > 0 && !sink.write(chunk)) await drained(sink);
          if (overflow || diskError) break;
        }
      } catch {
        interrupted = !diskError;
      }
      await new Promise<void>((resolve) => sink.end(resolve));
      if (diskError) throw diskError;
      await flushing;
      // fdatasync: the data and the file's size (what the offset promises), not its timestamps.
      await handle.datasync();
    } finally {
      await handle.close();
    }
    return { written, interrupted, overflow };
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
