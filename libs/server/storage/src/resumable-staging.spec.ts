// The module object itself (an import namespace would be a copy the driver does not call through).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const fsPromises = require('node:fs/promises') as typeof import('node:fs/promises');
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { LocalStorageDriver } from './local-storage.driver';
import { ResumableStaging } from './resumable-staging';

describe(ResumableStaging.name, () => {
  const dir = mkdtempSync(join(tmpdir(), 'coffer-resumable-'));
  const sut = new ResumableStaging(dir);
  const key = 'ab/abcdef01-2345-6789-abcd-ef0123456789';

  it('appends at the offset, cutting what an unacknowledged attempt left past it', async () => {
    await sut.create(key);
    expect(await sut.append(key, 0, Readable.from([Buffer.from('hello '), Buffer.from('there')]), 100)).toEqual({
      written: 11,
      interrupted: false,
      overflow: false,
    });
    // The acknowledged offset was 6: "there" is replaced.
    expect(await sut.append(key, 6, Readable.from([Buffer.from('world')]), 100)).toEqual({
      written: 5,
      interrupted: false,
      overflow: false,
    });
    expect(readFileSync(sut.pathOf(key), 'utf8')).toBe('hello world');
  });

  it('keeps the bytes of a source that fails half way, and never writes past maxBytes', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('abc'));
        this.destroy(new Error('connection cut'));
      },
    });
    expect(await sut.append(key, 11, failing, 100)).toEqual({ written: 3, interrupted: true, overflow: false });
    expect(await sut.append(key, 14, Readable.from([Buffer.from('0123456789')]), 4)).toEqual({
      written: 4,
      interrupted: false,
      overflow: true,
    });
    expect(statSync(sut.pathOf(key)).size).toBe(18);
    await sut.truncate(key, 11);
    expect(readFileSync(sut.pathOf(key), 'utf8')).toBe('hello world');
  });

  it('shows onChunk exactly the bytes it wrote, in order, read back in slices', async () => {
    const other = 'cd/bcdef012-3456-789a-bcde-f0123456789a';
    await sut.create(other);
    const first = randomBytes(3 * 1024 * 1024 + 17);
    await sut.append(other, 0, Readable.from([first.subarray(0, 1000), first.subarray(1000)]), first.length);
    // An append at an offset is read back from that offset; a source cut half way shows only what was kept.
    const rest = randomBytes(2 * 1024 * 1024);
    const cut = new Readable({
      read() {
        this.push(rest);
        this.destroy(new Error('connection cut'));
      },
    });
    const seen: Buffer[] = [];
    const result = await sut.append(other, first.length, cut, 10 * 1024 * 1024, (chunk) =>
      seen.push(Buffer.from(chunk)),
    );
    expect(result).toEqual({ written: rest.length, interrupted: true, overflow: false });
    expect(Math.max(...seen.map((c) => c.length))).toBeLessThanOrEqual(1024 * 1024);
    expect(Buffer.concat(seen).equals(rest)).toBe(true);
    expect(readFileSync(sut.pathOf(other)).equals(Buffer.concat([first, rest]))).toBe(true);
  });

  it('refuses keys it did not generate', () => {
    expect(() => sut.pathOf('../../etc/passwd')).toThrow('Invalid storage key');
  });
});

describe('LocalStorageDriver directory syncs', () => {
  it('syncs each directory once for many puts with durableEntry: false', async () => {
    const root = mkdtempSync(join(tmpdir(), 'coffer-storage-'));
    const sut = new LocalStorageDriver(root);
    const keys = Array.from(
      { length: 10 },
      (_, i) => `${i % 2 ? 'aa' : 'bb'}/abcdef01-2345-6789-abcd-ef01234567${String(i).padStart(2, '0')}`,
    );
    const open = jest.spyOn(fsPromises, 'open');
    const directoryOpens = () =>
      open.mock.calls.filter(
        ([path]) => String(path).startsWith(join(root, 'blobs')) && statSync(String(path)).isDirectory(),
      ).length;
    for (const key of keys) await sut.put(key, Readable.from([Buffer.from(key)]), { durableEntry: false });
    expect(directoryOpens()).toBe(0);
    await sut.syncKeys(keys);
    expect(directoryOpens()).toBe(2);
    await sut.put('cc/abcdef01-2345-6789-abcd-ef0123456789', Readable.from([Buffer.from('x')]));
    expect(directoryOpens()).toBe(3);
    open.mockRestore();
  });
});
