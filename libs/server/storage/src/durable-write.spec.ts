import { mkdtempSync, readFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { durableWrite } from './durable-write';

/** An errno error as the filesystem raises it. */
function enospc(): NodeJS.ErrnoException {
  return Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC', errno: -28 });
}

/**
 * A file handle over memory whose writes fail once `capacity` bytes are stored (a disk that
 * fills), and whose sync fails when `failSync` is set.
 */
function fillingDisk(capacity: number, options: { failSync?: boolean } = {}) {
  const stored: Buffer[] = [];
  let size = 0;
  let writes = 0;
  const handle = {
    async writev(buffers: Buffer[], position: number) {
      writes++;
      await new Promise((resolve) => setImmediate(resolve));
      if (position !== size) throw new Error(`write at ${position}, expected ${size}`);
      const total = buffers.reduce((sum, b) => sum + b.length, 0);
      if (size + total > capacity) throw enospc();
      stored.push(...buffers.map((b) => Buffer.from(b)));
      size += total;
      return { bytesWritten: total, buffers };
    },
    async datasync() {
      if (options.failSync) throw Object.assign(new Error('EIO: i/o error, fdatasync'), { code: 'EIO' });
    },
    async read(buffer: Buffer, offset: number, length: number, position: number) {
      const all = Buffer.concat(stored);
      const bytesRead = all.copy(buffer, offset, position, Math.min(position + length, all.length));
      return { bytesRead, buffer };
    },
  };
  return { handle: handle as unknown as FileHandle, stored: () => Buffer.concat(stored), writes: () => writes };
}

/** Rejects when `promise` has not settled within `ms`: a hang fails the test instead of timing it out. */
function within<T>(promise: Promise<T>, ms = 2000): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`still pending after ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

describe('durableWrite', () => {
  it('writes and syncs the whole source, and reads it back in order', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coffer-durable-'));
    const handle = await open(join(dir, 'f'), 'w+');
    const seen: Buffer[] = [];
    const chunks = Array.from({ length: 40 }, (_, i) => Buffer.alloc(256 * 1024, i));
    try {
      const result = await durableWrite(handle, Readable.from(chunks), {
        position: 0,
        onChunk: (chunk) => seen.push(Buffer.from(chunk)),
      });
      expect(result).toEqual({ written: 40 * 256 * 1024, sourceError: null, overflow: false });
    } finally {
      await handle.close();
    }
    expect(readFileSync(join(dir, 'f')).equals(Buffer.concat(chunks))).toBe(true);
    expect(Buffer.concat(seen).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('rejects when the last write, made once the source has ended, fails', async () => {
    const disk = fillingDisk(1000);
    await expect(
      within(durableWrite(disk.handle, Readable.from([Buffer.alloc(2001)]), { position: 0 })),
    ).rejects.toThrow('ENOSPC');
  });

  it('rejects while the source is still sending when a write fails, and leaves the source undestroyed', async () => {
    const disk = fillingDisk(3 * 64 * 1024);
    const source = new PassThrough();
    let sent = 0;
    const feed = setInterval(() => {
      source.write(Buffer.alloc(64 * 1024, 1));
      sent++;
    }, 2);
    try {
      await expect(within(durableWrite(disk.handle, source, { position: 0 }))).rejects.toThrow('ENOSPC');
    } finally {
      clearInterval(feed);
    }
    expect(sent).toBeGreaterThan(3);
    expect(source.destroyed).toBe(false);
    expect(disk.stored().length).toBeLessThanOrEqual(3 * 64 * 1024);
  });

  it('rejects when a write fails while the source has nothing more to send yet', async () => {
    const disk = fillingDisk(100);
    const source = new PassThrough();
    source.write(Buffer.alloc(6 * 1024 * 1024, 2));
    // The source stays open and idle, like a client between two chunks.
    await expect(within(durableWrite(disk.handle, source, { position: 0 }))).rejects.toThrow('ENOSPC');
    expect(source.destroyed).toBe(false);
  });

  it('rejects when a write fails while the source is paused for the writes to catch up', async () => {
    const disk = fillingDisk(5 * 1024 * 1024);
    const source = new PassThrough({ highWaterMark: 64 * 1024 });
    const feeding = (async () => {
      for (let i = 0; i < 200; i++) {
        if (!source.write(Buffer.alloc(64 * 1024, 3))) await new Promise((resolve) => source.once('drain', resolve));
      }
    })();
    await expect(within(durableWrite(disk.handle, source, { position: 0 }))).rejects.toThrow('ENOSPC');
    expect(disk.stored().length).toBeLessThanOrEqual(5 * 1024 * 1024);
    source.resume();
    await feeding;
  });

  it('rejects when the closing sync fails', async () => {
    const disk = fillingDisk(1 << 20, { failSync: true });
    await expect(within(durableWrite(disk.handle, Readable.from([Buffer.alloc(10)]), { position: 0 }))).rejects.toThrow(
      'EIO',
    );
  });

  it('answers a source failure promptly, with the bytes before it written', async () => {
    const disk = fillingDisk(1 << 20);
    const source = new PassThrough();
    source.write(Buffer.from('hello'));
    setTimeout(() => source.destroy(new Error('client went away')), 20);
    const result = await within(durableWrite(disk.handle, source, { position: 0 }));
    expect(result.sourceError?.message).toBe('client went away');
    expect(result.written).toBe(5);
    expect(disk.stored().toString()).toBe('hello');
  });

  it('answers a source that closes without ending as a source failure', async () => {
    const disk = fillingDisk(1 << 20);
    const source = new PassThrough();
    source.write(Buffer.from('abc'));
    setTimeout(() => source.destroy(), 20);
    const result = await within(durableWrite(disk.handle, source, { position: 0 }));
    expect(result.sourceError).not.toBeNull();
    expect(result.written).toBe(3);
  });

  it('stops at maxBytes without consuming or destroying the rest', async () => {
    const disk = fillingDisk(1 << 20);
    const source = new PassThrough();
    source.write(Buffer.from('0123456789'));
    const result = await within(durableWrite(disk.handle, source, { position: 0, maxBytes: 4 }));
    expect(result).toEqual({ written: 4, sourceError: null, overflow: true });
    expect(source.destroyed).toBe(false);
  });
});
