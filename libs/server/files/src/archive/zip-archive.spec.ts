import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { open, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { crc32 } from 'node:zlib';
import { BlobStream, sendBytes } from '@coffer/server-storage';
import { zipDownload, type ZipFileEntry } from './zip-archive';

const MODIFIED = new Date('2026-05-04T10:20:30Z');

/** A file whose CRC-32 is stored; `opened` records each read as `path start-end`. */
function entry(segments: string[], bytes: Buffer, opened: string[] = []): ZipFileEntry {
  return {
    segments,
    size: bytes.length,
    modifiedAt: MODIFIED,
    contentId: createHash('sha256').update(bytes).digest('hex'),
    crc32: crc32(bytes),
    read: async ({ start, end }) => {
      opened.push(`${segments.join('/')} ${start}-${end}`);
      // In pieces, as a file stream gives them.
      const slice = bytes.subarray(start, end + 1);
      return Readable.from(
        Array.from({ length: Math.ceil(slice.length / 50_000) }, (_, i) =>
          slice.subarray(i * 50_000, (i + 1) * 50_000),
        ),
      );
    },
  };
}

/** The same file without its CRC-32: the archive reads it for that. */
function unchecked(segments: string[], bytes: Buffer, opened: string[] = [], found: number[] = []): ZipFileEntry {
  return { ...entry(segments, bytes, opened), crc32: null, checksummed: (crc) => found.push(crc) };
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
    // Each whole, once; an empty file has no bytes to read.
    expect(opened).toEqual(
      Object.entries(files)
        .filter(([, bytes]) => bytes.length > 0)
        .map(([path, bytes]) => `${path} 0-${bytes.length - 1}`),
    );
  });

  it('closes the files it opened when the reader leaves, and opens no more', async () => {
    const opened: string[] = [];
    const streams: Readable[] = [];
    const endless = (name: string): ZipFileEntry => ({
      segments: [name],
      size: 64 * 1024 * 1024,
      modifiedAt: MODIFIED,
      contentId: name,
      crc32: 0,
      read: async () => {
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
      read: () => Promise.reject(new Error('ENOENT')),
    };
    const download = zipDownload([entry(['first.txt'], Buffer.from('first')), broken]);
    await expect(buffer(await download.read())).rejects.toThrow('ENOENT');
  });
  it('reads a file without a stored CRC-32 once more for it, just before its header, and reports it', async () => {
    const opened: string[] = [];
    const found: number[] = [];
    const photo = files['deep/inner/photo.jpg'];
    const download = zipDownload([
      entry(['report.pdf'], files['report.pdf'], opened),
      unchecked(['photo.jpg'], photo, opened, found),
      // The same bytes again (the same content id): not read for it a second time.
      unchecked(['copy.jpg'], photo, opened, found),
    ]);
    const archive = await buffer(await download.read());
    expect(archive.length).toBe(download.size);
    expect(unzip(['-tq', onDisk(archive)]).toString()).toMatch(/No errors detected/);
    expect(found).toEqual([crc32(photo)]);
    expect(opened).toEqual([`report.pdf 0-69999`, `photo.jpg 0-199999`, `photo.jpg 0-199999`, `copy.jpg 0-199999`]);
    // The same bytes as with the CRC-32 stored: a resume after it was stored continues the same archive.
    const stored = zipDownload([
      entry(['report.pdf'], files['report.pdf']),
      entry(['photo.jpg'], photo),
      entry(['copy.jpg'], photo),
    ]);
    expect(stored.etag).toBe(download.etag);
    expect((await buffer(await stored.read())).equals(archive)).toBe(true);
  });

  it('answers a range by opening only the files it overlaps, and only their part in it', async () => {
    const opened: string[] = [];
    const parts = ['a.bin', 'b.bin', 'c.bin'].map((name) => ({ name, bytes: randomBytes(100_000) }));
    const whole = await buffer(await zipDownload(parts.map((p) => entry([p.name], p.bytes))).read());
    const download = zipDownload(parts.map((p) => entry([p.name], p.bytes, opened)));
    // From inside a.bin's bytes into b.bin's: a's header is 35 bytes, b's starts at 100 035.
    const slice = await buffer(await download.read({ start: 50_035, end: 100_035 + 35 + 9 }));
    expect(slice.equals(whole.subarray(50_035, 100_035 + 35 + 10))).toBe(true);
    expect(opened).toEqual(['a.bin 50000-99999', 'b.bin 0-9']);
    opened.length = 0;
    // The central directory alone opens nothing: every CRC-32 is known.
    const tail = await buffer(await download.read({ start: whole.length - 100, end: whole.length - 1 }));
    expect(tail.equals(whole.subarray(whole.length - 100))).toBe(true);
    expect(opened).toEqual([]);
  });

  it('answers the central directory of files without a stored CRC-32 by reading each once for it', async () => {
    const opened: string[] = [];
    const found: number[] = [];
    const parts = ['a.bin', 'b.bin'].map((name) => ({ name, bytes: randomBytes(30_000) }));
    const whole = await buffer(await zipDownload(parts.map((p) => entry([p.name], p.bytes))).read());
    const download = zipDownload(parts.map((p) => unchecked([p.name], p.bytes, opened, found)));
    // Two central records of 46 + 5 + 9 bytes, then the 22-byte end record.
    const tail = await buffer(await download.read({ start: whole.length - 142, end: whole.length - 1 }));
    expect(tail.equals(whole.subarray(whole.length - 142))).toBe(true);
    expect(opened).toEqual(['a.bin 0-29999', 'b.bin 0-29999']);
    expect(found).toEqual(parts.map((p) => crc32(p.bytes)));
  });

  it('fails, without hanging, when a file holds fewer bytes than recorded', async () => {
    const short: ZipFileEntry = { ...entry(['short.bin'], randomBytes(1000)), size: 2000 };
    await expect(buffer(await zipDownload([short]).read())).rejects.toThrow('ended before its recorded size');
    const unknown: ZipFileEntry = { ...unchecked(['short.bin'], randomBytes(1000)), size: 2000 };
    await expect(buffer(await zipDownload([unknown]).read())).rejects.toThrow('does not hold its recorded size');
  });

  it('writes ZIP64 fields for a file of 4 GiB and over, and only the end records a small archive needs', async () => {
    const big = 5 * 1024 ** 3;
    const huge: ZipFileEntry = {
      segments: ['huge.bin'],
      size: big,
      modifiedAt: MODIFIED,
      contentId: 'huge',
      crc32: 0x12345678,
      read: () => Promise.reject(new Error('not read in this test')),
    };
    const small = entry(['small.txt'], Buffer.from('small\n'));
    const download = zipDownload([small, huge]);
    // Its headers and central directory, without its 5 GiB: written into a sparse file for zipinfo.
    const headerEnd = 30 + 9 + 6 + 30 + 8 + 20;
    const head = await buffer(await download.read({ start: 0, end: headerEnd - 1 }));
    const tailStart = headerEnd + big;
    const tail = await buffer(await download.read({ start: tailStart, end: download.size - 1 }));
    expect(head.length + big + tail.length).toBe(download.size);
    const path = join(mkdtempSync(join(tmpdir(), 'coffer-zip-')), 'big.zip');
    writeFileSync(path, head);
    const { openSync, writeSync, closeSync } = await import('node:fs');
    const fd = openSync(path, 'r+');
    writeSync(fd, tail, 0, tail.length, tailStart);
    closeSync(fd);
    const info = unzip(['-Zv', path]).toString();
    expect(info).toMatch(/huge\.bin[\s\S]*uncompressed size:\s+5368709120 bytes/);
    expect(info).toMatch(/huge\.bin[\s\S]*32-bit CRC value \(hex\):\s+12345678/);
    // Its local header names both sizes in a ZIP64 field.
    expect(head.readUInt32LE(headerEnd - 20 - 8 - 30 + 18)).toBe(0xffffffff);
    expect(head.readUInt16LE(headerEnd - 20)).toBe(0x0001);
    expect(Number(head.readBigUInt64LE(headerEnd - 16))).toBe(big);
    // Past 4 GiB the central directory starts beyond 32-bit offsets: the ZIP64 end records are there.
    expect(tail.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    const plain = await buffer(await zipDownload([small]).read());
    expect(plain.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(false);
  });
  it('reads files from disk straight into its buffers, sent or streamed, whole or in ranges, and closes every one', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coffer-zip-blobs-'));
    const handles: FileHandle[] = [];
    const onDisk = Object.entries(files).map(([path, bytes], i) => {
      writeFileSync(join(dir, `b${i}`), bytes);
      return {
        ...entry(path.split('/'), bytes),
        read: async ({ start, end }: { start: number; end: number }) => {
          const handle = await open(join(dir, `b${i}`), 'r');
          handles.push(handle);
          return new BlobStream(handle, start, end + 1);
        },
      };
    });
    const expected = await buffer(await zipDownload(entries()).read());
    const readInto = jest.spyOn(BlobStream.prototype, 'readInto');
    const download = zipDownload(onDisk);
    expect((await buffer(await download.read())).equals(expected)).toBe(true);
    // Sent as a download is: through the reused buffers.
    const sink = new PassThrough();
    const [sent] = await Promise.all([buffer(sink), download.read().then((body) => sendBytes(body, sink))]);
    expect(sent.equals(expected)).toBe(true);
    for (const [start, end] of [
      [0, 10],
      [70_100, 270_200],
      [expected.length - 300, expected.length - 1],
    ] as const) {
      expect((await buffer(await download.read({ start, end }))).equals(expected.subarray(start, end + 1))).toBe(true);
    }
    const closed = await Promise.all(
      handles.map((h) =>
        h.stat().then(
          () => false,
          () => true,
        ),
      ),
    );
    expect(closed.every(Boolean)).toBe(true);
    // Never through the streams' own chunks.
    expect(readInto).toHaveBeenCalled();
    readInto.mockRestore();
  });
});
