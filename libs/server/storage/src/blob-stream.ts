import type { FileHandle } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import { finished, pipeline } from 'node:stream/promises';

/** Bytes read from disk per chunk: four times fewer reads and socket writes than the 64 KiB default. */
export const READ_CHUNK_BYTES = 256 * 1024;
/** Chunks in flight per transfer when sending (1 MiB per download, whatever the file's size). */
const SEND_BUFFERS = 4;

/**
 * A byte range of an open file, readable as an ordinary stream, that can also send itself into a
 * writable with a few buffers used over and over (`sendTo`, see `sendFilled`) or read into a
 * caller's buffer (`readInto`). The handle is closed when the stream ends, fails or is destroyed.
 */
export class BlobStream extends Readable {
  private position: number;
  private readonly end: number;
  private handleClosed = false;

  /** `end` is exclusive. */
  constructor(
    private readonly handle: FileHandle,
    start: number,
    end: number,
  ) {
    super({ highWaterMark: READ_CHUNK_BYTES });
    this.position = start;
    this.end = end;
  }

  override _read(size: number): void {
    const length = Math.min(Math.max(size, READ_CHUNK_BYTES), this.end - this.position);
    if (length <= 0) {
      this.push(null);
      return;
    }
    const buffer = Buffer.allocUnsafe(length);
    this.handle.read(buffer, 0, length, this.position).then(
      ({ bytesRead }) => {
        this.position += bytesRead;
        this.push(bytesRead === 0 ? null : buffer.subarray(0, bytesRead));
      },
      (error: Error) => this.destroy(error),
    );
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.close().then(
      () => callback(error),
      (closing: Error) => callback(error ?? closing),
    );
  }

  /**
   * Reads the next bytes of the range into `buffer` at `offset`, at most `length`: what a caller
   * that packs several sources into its own buffers uses instead of the stream's chunks. Answers
   * the bytes read, 0 once the range is done; rejects when the file ends before the range does.
   */
  async readInto(buffer: Buffer, offset: number, length: number): Promise<number> {
    const wanted = Math.min(length, this.end - this.position);
    if (wanted <= 0) return 0;
    const { bytesRead } = await this.handle.read(buffer, offset, wanted, this.position);
    if (bytesRead === 0) throw new Error('The file ended before its recorded size');
    this.position += bytesRead;
    return bytesRead;
  }

  /**
   * Writes the rest of the range into `destination` and ends it, reusing SEND_BUFFERS buffers
   * (`sendFilled`). The handle is closed either way.
   */
  async sendTo(destination: Writable): Promise<void> {
    try {
      await sendFilled(destination, (buffer) => this.readInto(buffer, 0, buffer.length));
    } finally {
      await this.close();
      this.destroy();
    }
  }

  private async close(): Promise<void> {
    if (this.handleClosed) return;
    this.handleClosed = true;
    await this.handle.close();
  }
}

/** A body that sends itself into a writable better than a pipe would (a BlobStream, a zip being built). */
export interface SelfSending {
  sendTo(destination: Writable): Promise<void>;
}

/**
 * Writes what `fill` puts into each buffer into `destination`, then ends it, with SEND_BUFFERS
 * buffers of READ_CHUNK_BYTES used over and over: a buffer is filled again only once the
 * destination reports it written (its write callback). A plain stream allocates a new buffer for
 * every chunk: a 512 MiB download made 2 000 of them, and the garbage collector ran a full
 * collection about every 30 MB of them; reusing four made downloads about twice as fast on this
 * kind of machine. `fill` answers how many bytes it put at the buffer's start, 0 when done.
 * Rejects when the destination fails or closes early, or `fill` does (then the destination is
 * destroyed: its reader sees the transfer cut, never a short body as complete).
 */
export async function sendFilled(destination: Writable, fill: (buffer: Buffer) => Promise<number>): Promise<void> {
  const free: Buffer[] = Array.from({ length: SEND_BUFFERS }, () => Buffer.allocUnsafeSlow(READ_CHUNK_BYTES));
  let waiting: ((buffer: Buffer) => void) | null = null;
  let failure: Error | null = null;
  const give = (buffer: Buffer, error?: Error | null) => {
    if (error) failure ??= error;
    if (waiting) {
      const resume = waiting;
      waiting = null;
      resume(buffer);
    } else free.push(buffer);
  };
  const take = () => (free.length > 0 ? Promise.resolve(free.pop()!) : new Promise<Buffer>((r) => (waiting = r)));
  const gone = () => failure ?? (destination.destroyed ? new Error('The destination closed early') : null);
  // Its failure is this transfer's; the listener stays, since an 'error' nobody hears would crash the process.
  const onError = (error: Error) => (failure ??= error);
  destination.on('error', onError);
  try {
    for (;;) {
      const buffer = await take();
      const stop = gone();
      if (stop) throw stop;
      const filled = await fill(buffer);
      if (filled === 0) break;
      destination.write(filled === buffer.length ? buffer : buffer.subarray(0, filled), (error) => give(buffer, error));
    }
    destination.end();
    await finished(destination);
    // A finished destination may be destroyed (autoDestroy): only a recorded failure counts now.
    if (failure) throw failure as Error; // set by the listeners above, which narrowing does not see
  } catch (error) {
    destination.destroy();
    throw error;
  }
}

/**
 * Bytes already in memory (a small file kept by a cache), readable as an ordinary stream. Sent
 * with one write: a pipeline costs more than a small body's whole transfer.
 */
export class BytesStream extends Readable {
  constructor(readonly bytes: Buffer) {
    super();
  }

  override _read(): void {
    this.push(this.bytes);
    this.push(null);
  }
}

/**
 * Sends `body` into `destination`: by itself when it can (a BlobStream or a zip, with reused
 * buffers), in one write when it is a BytesStream, else by piping.
 */
export async function sendBytes(body: Readable, destination: Writable): Promise<void> {
  if (sendsItself(body)) await body.sendTo(destination);
  else if (body instanceof BytesStream) {
    // The listener stays, as in sendTo: an 'error' nobody hears would crash the process.
    destination.on('error', () => undefined);
    const done = finished(destination);
    destination.end(body.bytes);
    await done;
  } else await pipeline(body, destination);
}

function sendsItself(body: Readable): body is Readable & SelfSending {
  return typeof (body as Readable & Partial<SelfSending>).sendTo === 'function';
}
