import { createHash, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer, text } from 'node:stream/consumers';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type { StorageDriver } from './storage-driver';

const MIB = 1024 * 1024;

function newKey(): string {
  const id = randomUUID();
  return `${id.slice(0, 2)}/${id}`;
}

/** `size` bytes where byte n of MiB i is (i + n) % 251: any slice can be predicted. */
/**
 * A full garbage collection, so memory samples count what is held, not garbage the collector has
 * not reached yet (when it runs is its own business, not the driver's).
 */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

function generated(size: number): Readable {
  let sent = 0;
  return new Readable({
    read() {
      if (sent >= size) return void this.push(null);
      const n = Math.min(MIB, size - sent);
      const mib = sent / MIB;
      const chunk = Buffer.allocUnsafe(n);
      for (let i = 0; i < n; i++) chunk[i] = (mib + i) % 251;
      sent += n;
      this.push(chunk);
    },
  });
}

function expectedSlice(start: number, end: number): Buffer {
  const out = Buffer.allocUnsafe(end - start + 1);
  for (let p = start; p <= end; p++) out[p - start] = (Math.floor(p / MIB) + (p % MIB)) % 251;
  return out;
}

/**
 * The behaviour every StorageDriver must have; each driver's spec runs it (local disk, S3).
 * `driver()` answers the driver under test once the suite's setup has run.
 */
export function describeStorageDriverContract(name: string, driver: () => StorageDriver): void {
  describe(`StorageDriver contract: ${name}`, () => {
    it('stores, reads whole and ranged, sizes, lists and deletes', async () => {
      const sut = driver();
      const key = newKey();
      expect(await sut.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
      expect(await text(await sut.get(key))).toBe('hello world');
      expect(await text(await sut.get(key, { start: 6, end: 10 }))).toBe('world');
      expect(await sut.size(key)).toBe(11);
      expect(await sut.exists(key)).toBe(true);
      const listed: string[] = [];
      for await (const entry of sut.list()) listed.push(entry.key);
      expect(listed).toContain(key);
      await sut.delete(key);
      await sut.delete(key);
      expect(await sut.exists(key)).toBe(false);
      expect(await sut.size(key)).toBeNull();
    });

    it('leaves nothing behind when the source fails mid-stream', async () => {
      const sut = driver();
      const key = newKey();
      let pushed = 0;
      const failing = new Readable({
        read() {
          if (pushed++ < 12) this.push(Buffer.alloc(MIB, 1));
          else this.destroy(new Error('client went away'));
        },
      });
      await expect(sut.put(key, failing)).rejects.toThrow('client went away');
      expect(await sut.exists(key)).toBe(false);
      expect(await sut.purgeStaging(new Date(Date.now() + 60_000), false)).toBe(0);
    });

    it('shows onChunk exactly the stored bytes, in order, small files and large', async () => {
      const sut = driver();
      for (const [size, durableEntry] of [
        [11, true],
        [5 * MIB + 3, false],
      ] as const) {
        const key = newKey();
        const hash = createHash('sha256');
        expect(await sut.put(key, generated(size), { durableEntry, onChunk: (chunk) => hash.update(chunk) })).toEqual({
          size,
        });
        if (!durableEntry) await sut.syncKeys([key]);
        expect(hash.digest('hex')).toBe(
          createHash('sha256')
            .update(expectedSlice(0, size - 1))
            .digest('hex'),
        );
        await sut.delete(key);
      }
    });

    it('refuses keys it did not generate', async () => {
      const sut = driver();
      await expect(sut.put('../../etc/passwd', Readable.from([]))).rejects.toThrow('Invalid storage key');
      await expect(sut.get('ab/../../x')).rejects.toThrow('Invalid storage key');
    });

    it('streams 200 MiB with flat memory and serves exact ranges of it', async () => {
      const sut = driver();
      const key = newKey();
      const size = 200 * MIB;
      // What the process holds (JavaScript heap, buffers), not its RSS: this process also runs the
      // fake S3 server, and RSS keeps pages the allocator has not given back (Node 26 gave them
      // back later than 20: 107 MB of RSS above the start for the same transfer).
      const held = () => {
        const usage = process.memoryUsage();
        return usage.heapUsed + usage.external;
      };
      collectGarbage();
      const before = held();
      let peak = before;
      // A full collection costs tens of ms with a test runner's heap: every 50 ms it took most of
      // the CPU the transfer needed (minutes on a busy machine). Held bytes still show at 500 ms.
      const sampler = setInterval(() => {
        collectGarbage();
        peak = Math.max(peak, held());
      }, 500);
      try {
        expect(await sut.put(key, generated(size))).toEqual({ size });
      } finally {
        clearInterval(sampler);
      }
      expect(peak - before).toBeLessThan(100 * MIB);
      expect(await sut.size(key)).toBe(size);
      for (const [start, end] of [
        [0, 99],
        [MIB - 10, MIB + 10],
        [150 * MIB + 12345, 150 * MIB + 99999],
        [size - 50, size - 1],
      ] as const) {
        expect(Buffer.compare(await buffer(await sut.get(key, { start, end })), expectedSlice(start, end))).toBe(0);
      }
      await sut.delete(key);
    }, 120_000);
  });
}
