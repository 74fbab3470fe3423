import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { zipDownload, type ZipFileEntry } from './zip-archive';

const MODIFIED = new Date('2026-05-04T10:20:30Z');

function entry(segments: string[], bytes: Buffer, opened: string[] = []): ZipFileEntry {
  return {
    segments,
    size: bytes.length,
    modifiedAt: MODIFIED,
    contentId: createHash('sha256').update(bytes).digest('hex'),
    open: async () => {
      opened.push(segments.join('/'));
      return Readable.from([bytes]);
    },
  };
}

/** The archive written to disk, for Info-ZIP's unzip (not the library that wrote it) to read. */
function onDisk(archive: Buffer): string {
  const path = join(mkdtempSync(join(tmpdir(), 'coffer-zip-')), 'a.zip');
  writeFileSync(path, archive);
  return path;
}

const unzip = (args: string[]) =>
  execFileSync('unzip', args, { maxBuffer: 256 * 1024 * 1024, env: { LC_ALL: 'C.UTF-8' } });

describe('zipDownload', () => {
  const files = {
    'report.pdf': randomBytes(70_000),
    'Ünïcödé 日本.txt': Buffer.from('hello, world\n'),
    'deep/inner/photo.jpg': randomBytes(200_000),
    'empty.txt': Buffer.alloc(0),
  };
  const entries = () => Object.entries(files).map(([path, bytes]) => entry(path.split('/'), bytes));

  it('streams an archive of exactly its announced size that unzip tests and unpacks byte for byte, UTF-8 names and empty folders kept', async () => {
    const download = zipDownload(entries(), [{ segments: ['deep', 'nothing here'], modifiedAt: MODIFIED }]);
    const archive = await buffer(await download.read());
    expect(archive.length).toBe(download.size);
    const path = onDisk(archive);
    expect(unzip(['-tq', path]).toString()).toMatch(/No errors detected/);
    const names = unzip(['-Z1', path]).toString().trim().split('\n').sort();
    expect(names).toEqual([...Object.keys(files), 'deep/nothing here/'].sort());
    for (const [name, bytes] of Object.entries(files)) expect(unzip(['-p', path, name]).equals(bytes)).toBe(true);
    // Stored, not recompressed: every entry (the folder's too) is.
    expect(
      unzip(['-Zv', path])
        .toString()
        .match(/compression method:\s+none \(stored\)/g),
    ).toHaveLength(5);
  });

  it('announces the exact size however large its central directory (2 000 entries: over 64 KiB)', async () => {
    const many = Array.from({ length: 2000 }, (_, i) =>
      entry(['many', `f${String(i).padStart(5, '0')}.txt`], Buffer.from('a small file\n')),
    );
    const download = zipDownload(many, [{ segments: ['many'], modifiedAt: MODIFIED }]);
    expect((await buffer(await download.read())).length).toBe(download.size);
  });

  it('answers any byte range as exactly that slice of the whole archive', async () => {
    const download = zipDownload(entries());
    const whole = await buffer(await download.read());
    for (const [start, end] of [
      [0, 0],
      [0, 99],
      [1000, 150_000],
      [whole.length - 22, whole.length - 1],
      [123, whole.length - 1],
    ] as const) {
      expect((await buffer(await download.read({ start, end }))).equals(whole.subarray(start, end + 1))).toBe(true);
    }
  });

  it('gives the same bytes and entity tag for the same entries, another tag when a file changes', async () => {
    const a = zipDownload(entries());
    const b = zipDownload(entries());
    expect(b.etag).toBe(a.etag);
    expect((await buffer(await a.read())).equals(await buffer(await b.read()))).toBe(true);
    const changed = entries();
    changed[0] = entry(['report.pdf'], randomBytes(70_000));
    expect(zipDownload(changed).etag).not.toBe(a.etag);
  });

  it('opens each file only when its bytes are due, one after another, and none for an archive never read', async () => {
    const opened: string[] = [];
    const download = zipDownload(Object.entries(files).map(([path, bytes]) => entry(path.split('/'), bytes, opened)));
    await new Promise((r) => setTimeout(r, 50));
    expect(opened).toEqual([]);
    const stream = await download.read();
    await buffer(stream);
    expect(opened).toEqual(Object.keys(files));
  });

  it('closes the files it opened when the reader leaves, and opens no more', async () => {
    const opened: string[] = [];
    const streams: Readable[] = [];
    const endless = (name: string): ZipFileEntry => ({
      segments: [name],
      size: 64 * 1024 * 1024,
      modifiedAt: MODIFIED,
      contentId: name,
      open: async () => {
        opened.push(name);
        const stream = Readable.from(
          (function* () {
            for (let i = 0; i < 1024; i++) yield Buffer.alloc(64 * 1024);
          })(),
        );
        streams.push(stream);
        return stream;
      },
    });
    const body = await zipDownload([endless('a.bin'), endless('b.bin'), endless('c.bin')]).read();
    await new Promise<void>((resolve) => body.once('readable', () => resolve()));
    body.read();
    body.destroy();
    await new Promise((r) => setTimeout(r, 50));
    // The file being read (and at most the next, opened ahead) was opened; every one is closed.
    expect(opened).not.toContain('c.bin');
    expect(streams.every((stream) => stream.destroyed)).toBe(true);
  });

  it('never names an entry outside the extraction folder, and keeps names unique', async () => {
    const download = zipDownload([
      entry(['..', 'escape.txt'], Buffer.from('a')),
      entry(['a\\b.txt'], Buffer.from('b')),
      entry(['C:evil.txt'], Buffer.from('c')),
      entry(['same.txt'], Buffer.from('d')),
      entry(['Same.txt'], Buffer.from('e')),
      entry(['same.txt'], Buffer.from('f')),
    ]);
    const path = onDisk(await buffer(await download.read()));
    const names = unzip(['-Z1', path]).toString().trim().split('\n');
    expect(names).toEqual(['item-1-1/escape.txt', 'item-2-1', 'item-3-1', 'same.txt', 'Same (1).txt', 'same (2).txt']);
    for (const name of names) expect(name.split('/')).not.toContain('..');
  });

  it('fails the stream, without hanging, when a file cannot be read', async () => {
    const broken: ZipFileEntry = {
      ...entry(['gone.txt'], Buffer.from('x')),
      open: () => Promise.reject(new Error('ENOENT')),
    };
    const download = zipDownload([entry(['first.txt'], Buffer.from('first')), broken]);
    await expect(buffer(await download.read())).rejects.toThrow('ENOENT');
  });
});
