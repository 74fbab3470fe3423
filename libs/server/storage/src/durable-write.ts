import { open, type FileHandle } from 'node:fs/promises';
import { finished, type Readable } from 'node:stream';

/** How much may arrive while a write is in flight before the source is paused. */
const WRITE_BEHIND_BYTES = 4 * 1024 * 1024;
/** Read-back slice for `onChunk`: small enough that each call keeps the event loop responsive. */
const READ_BACK_BYTES = 1024 * 1024;
/** From this size a write read back for `onChunk` is synced meanwhile even with `sync: false`. */
const SYNC_DURING_READ_BACK_BYTES = 4 * 1024 * 1024;

export interface DurableWriteResult {
  /** Bytes written at `position` and synced to disk. */
  written: number;
  /** The source's failure (a cut connection, a limit a transform enforced); what came before it is written. */
  sourceError: Error | null;
  /** The source carried more than `maxBytes`: nothing past them was written. */
  overflow: boolean;
}

/** fsync of a file or a directory by path (a directory: its entries, after a create or rename). */
export async function syncPath(path: string): Promise<void> {
  const handle = await open(path, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

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

/**
 * Reads `length` bytes back from `position` in slices, in order, into one reused buffer: they were
 * just written, so the page cache serves them (a memory copy, no disk read).
 */
async function readBack(
  handle: FileHandle,
  position: number,
  length: number,
  onChunk: (chunk: Buffer) => void,
): Promise<void> {
  const buffer = Buffer.allocUnsafe(Math.min(READ_BACK_BYTES, length));
  for (let done = 0; done < length;) {
    const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, length - done), position + done);
    if (bytesRead === 0) throw new Error(`The file ended ${length - done} bytes before what was written to it.`);
    onChunk(buffer.subarray(0, bytesRead));
    done += bytesRead;
  }
}

/**
 * Writes `source` into an open file from `position`, then syncs its data (fdatasync: the bytes and
 * the file's size). Reading goes on while a write is in flight: what arrives meanwhile goes to disk
 * in one `writev`, so the source and the disk work at the same time; past WRITE_BEHIND_BYTES waiting,
 * the source is paused until the write returns. (Flushing dirty pages early, while the source still
 * flows, made the closing sync shorter but stalled every other writer on the filesystem's journal:
 * the database's commits waited behind eight uploads' flushes.)
 *
 * `onChunk` sees the written bytes in order, read back while the sync runs (each chunk is valid
 * only during its call). Hashing them there rather than as they arrive keeps the CPU for the
 * transfer and spends it while the process would otherwise wait for the disk.
 *
 * A disk failure (a write, the sync, the read-back) rejects as soon as it happens, whether the
 * source is sending or idle; the source is then left paused and unread, neither consumed nor
 * destroyed, so the caller can still answer its request. A source failure is answered in
 * `sourceError` with the bytes before it written and synced. `sync: false` leaves the syncing to
 * the caller (many small files are synced together, see LocalStorageDriver.syncKeys) — except for
 * a large write read back for `onChunk`, whose sync costs nothing extra while the read-back runs
 * and leaves the caller's sync little to do.
 */
export async function durableWrite(
  handle: FileHandle,
  source: Readable,
  {
    position,
    maxBytes = Infinity,
    onChunk,
    sync = true,
  }: { position: number; maxBytes?: number; onChunk?: (chunk: Buffer) => void; sync?: boolean },
): Promise<DurableWriteResult> {
  let written = 0;
  let received = 0;
  let overflow = false;
  let sourceError: Error | null = null;
  // Widened on purpose: callbacks set it, which narrowing by `= null` cannot see.
  let diskError = null as Error | null;
  let sourceDone = false;
  let writing = false;
  let queue: Buffer[] = [];
  let queued = 0;
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));

  const writeAll = async (chunks: Buffer[]): Promise<void> => {
    let rest = chunks;
    while (rest.length > 0) {
      const { bytesWritten } = await handle.writev(rest, position + written);
      if (bytesWritten === 0) throw new Error('The disk accepted no bytes of a write.');
      written += bytesWritten;
      rest = skipBytes(rest, bytesWritten);
    }
  };
  const stopReading = () => {
    source.off('data', onData);
    stopWatching();
    source.pause();
  };
  // One write in flight at a time; what arrived meanwhile is the next one.
  const pump = () => {
    if (writing || diskError) return;
    if (queue.length === 0) {
      if (sourceDone) settle();
      return;
    }
    const batch = queue;
    queue = [];
    queued = 0;
    writing = true;
    if (!sourceDone) source.resume();
    writeAll(batch).then(
      () => {
        writing = false;
        pump();
      },
      (error: unknown) => {
        writing = false;
        diskError = error instanceof Error ? error : new Error(String(error));
        if (!sourceDone) stopReading();
        settle();
      },
    );
  };
  function onData(data: Buffer | string) {
    let chunk = typeof data === 'string' ? Buffer.from(data) : data;
    if (received + chunk.length > maxBytes) {
      overflow = true;
      chunk = chunk.subarray(0, maxBytes - received);
    }
    received += chunk.length;
    if (chunk.length > 0) {
      queue.push(chunk);
      queued += chunk.length;
    }
    if (overflow) {
      sourceDone = true;
      stopReading();
    } else if (queued >= WRITE_BEHIND_BYTES && writing) source.pause();
    pump();
  }
  const stopWatching = finished(source, (error) => {
    if (sourceDone || diskError) return;
    sourceDone = true;
    if (error) sourceError = error instanceof Error ? error : new Error(String(error));
    source.off('data', onData);
    stopWatching();
    pump();
  });
  source.on('data', onData);
  source.resume();
  await settled;
  if (diskError) throw diskError;
  const syncNow = sync || (onChunk !== undefined && written >= SYNC_DURING_READ_BACK_BYTES);
  await Promise.all([
    syncNow ? handle.datasync() : undefined,
    onChunk && written > 0 ? readBack(handle, position, written, onChunk) : undefined,
  ]);
  return { written, sourceError, overflow };
}
