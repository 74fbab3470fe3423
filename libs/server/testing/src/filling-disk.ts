import { open, statfs } from 'node:fs/promises';

/** Node's error for a full disk. */
function noSpace(call: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`ENOSPC: no space left on device, ${call}`), {
    code: 'ENOSPC',
    errno: -28,
    syscall: call,
  });
}

/**
 * A disk that fills, for local storage in tests (LocalStorageDriver's filesystem): real files,
 * but writes past `free` bytes fail as a full disk's do (a short write, then ENOSPC), and its free
 * space reads as `reported` (what statfs would say; by default the same as `free`). Space is not
 * given back by deletions: a test frees it by setting `free`.
 */
export class FillingDisk {
  /** Bytes writes may still store. */
  free = Infinity;
  /** The free space statfs reports; null: `free`. */
  reported: number | null = null;
  /** Write calls that reached the disk (accepted or refused). */
  writes = 0;

  set(free: number, reported: number | null = null): void {
    this.free = free;
    this.reported = reported;
  }

  // LocalStorageDriver's filesystem calls (LocalFilesystem), by shape.
  readonly fs: { open: typeof open; statfs: typeof statfs } = {
    open: async (...args: Parameters<typeof open>) => this.wrap(await open(...args)),
    statfs: (async (path: Parameters<typeof statfs>[0]) => {
      const info = await statfs(path);
      const bytes = this.reported ?? this.free;
      const blocks = Number.isFinite(bytes) ? Math.floor(bytes / info.bsize) : info.bavail;
      return Object.assign(Object.create(Object.getPrototypeOf(info) as object) as typeof info, info, {
        bavail: blocks,
        bfree: blocks,
      });
    }) as typeof statfs,
  };

  /** The bytes of `buffers` that fit, or ENOSPC when none does. */
  private take(buffers: Buffer[], call: string): Buffer[] {
    this.writes++;
    const total = buffers.reduce((sum, b) => sum + b.length, 0);
    if (total === 0) return buffers;
    if (this.free <= 0) throw noSpace(call);
    if (total <= this.free) {
      this.free -= total;
      return buffers;
    }
    let room = this.free;
    this.free = 0;
    const fitting: Buffer[] = [];
    for (const b of buffers) {
      if (room <= 0) break;
      fitting.push(b.subarray(0, room));
      room -= Math.min(room, b.length);
    }
    return fitting;
  }

  private wrap(handle: Awaited<ReturnType<typeof open>>): Awaited<ReturnType<typeof open>> {
    const writev = handle.writev.bind(handle);
    const writeFile = handle.writeFile.bind(handle);
    return Object.assign(handle, {
      writev: (buffers: NodeJS.ArrayBufferView[], position?: number) =>
        Promise.resolve().then(() => writev(this.take(buffers as Buffer[], 'write'), position)),
      writeFile: (data: string | Buffer) =>
        Promise.resolve().then(() => {
          const bytes = typeof data === 'string' ? Buffer.from(data) : data;
          if (this.take([bytes], 'write')[0]?.length !== bytes.length) throw noSpace('write');
          return writeFile(bytes);
        }),
    });
  }
}
