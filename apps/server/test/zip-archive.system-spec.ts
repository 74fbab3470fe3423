import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { zipDownload } from '@coffer/server-files';

const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

describe('zipDownload at the format limits', () => {
  it('uses ZIP64 past 65 535 entries, which unzip reads', async () => {
    const many = Array.from({ length: 65_600 }, (_, i) => ({
      segments: [`f${i}.txt`],
      size: 0,
      modifiedAt: new Date('2026-05-04T10:20:30Z'),
      contentId: EMPTY_SHA256,
      read: async () => Readable.from([]),
    }));
    const download = zipDownload(many);
    const archive = await buffer(await download.read());
    expect(archive.length).toBe(download.size);
    // The ZIP64 end of central directory record's signature.
    expect(archive.includes(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBe(true);
    const path = join(mkdtempSync(join(tmpdir(), 'coffer-zip-')), 'many.zip');
    writeFileSync(path, archive);
    const names = execFileSync('unzip', ['-Z1', path], { maxBuffer: 64 * 1024 * 1024 })
      .toString()
      .trim()
      .split('\n');
    expect(names).toHaveLength(65_600);
  });
});
