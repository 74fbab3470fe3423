import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { LocalStorageDriver } from './local-storage.driver';
import { describeStorageDriverContract } from './storage-driver.contract';

describe(LocalStorageDriver.name, () => {
  const root = mkdtempSync(join(tmpdir(), 'coffer-storage-'));
  const sut = new LocalStorageDriver(root);
  const key = 'ab/abcdef01-2345-6789-abcd-ef0123456789';

  it('stores, reads whole and ranged, lists and deletes', async () => {
    expect(await sut.put(key, Readable.from([Buffer.from('hello '), Buffer.from('world')]))).toEqual({ size: 11 });
    expect(await text(await sut.get(key))).toBe('hello world');
    expect(await text(await sut.get(key, { start: 6, end: 10 }))).toBe('world');
    const listed = [];
    for await (const entry of sut.list()) listed.push(entry.key);
    expect(listed).toContain(key);
    expect(readdirSync(sut.stagingDir)).toEqual([]);
    await sut.delete(key);
    await sut.delete(key);
    expect(await sut.exists(key)).toBe(false);
  });

  it('leaves nothing behind when the source fails', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(sut.put('cd/cdef0123-4567-89ab-cdef-0123456789ab', failing)).rejects.toThrow('client went away');
    expect(await sut.exists('cd/cdef0123-4567-89ab-cdef-0123456789ab')).toBe(false);
    expect(readdirSync(sut.stagingDir)).toEqual([]);
  });

  it('names an unfinished write after its key, so deleting the key (a dead upload) removes it too', async () => {
    const partial = '12/12345678-9abc-def0-1234-56789abcdef0';
    let release!: () => void;
    const source = new Readable({ read() {} });
    source.push(Buffer.alloc(4096, 1));
    const writing = sut.put(partial, source).catch((error: Error) => error);
    await new Promise<void>((resolve) => {
      release = resolve;
      const poll = () => (readdirSync(sut.stagingDir).length > 0 ? release() : setTimeout(poll, 10));
      poll();
    });
    const staged = [];
    for await (const entry of sut.listStaging()) staged.push(entry);
    expect(staged).toEqual([
      expect.objectContaining({ key: partial, id: '12345678-9abc-def0-1234-56789abcdef0.part' }),
    ]);
    await sut.delete(partial);
    expect(readdirSync(sut.stagingDir)).toEqual([]);
    source.destroy(new Error('process gone'));
    await writing;
    expect(await sut.exists(partial)).toBe(false);
  });

  it('removes one staging entry by id and refuses anything that is not a plain name', async () => {
    await expect(sut.removeStaging('../blobs')).rejects.toThrow('Invalid staging id');
    await sut.removeStaging('not-there.part');
  });

  it('refuses keys it did not generate', async () => {
    await expect(sut.put('../../etc/passwd', Readable.from([]))).rejects.toThrow('Invalid storage key');
    await expect(sut.get('ab/../../x')).rejects.toThrow('Invalid storage key');
  });

  it('fails to open a missing blob before any byte is sent', async () => {
    await expect(sut.get('ef/ef012345-6789-abcd-ef01-23456789abcd')).rejects.toMatchObject({ code: 'ENOENT' });
  });
});

describeStorageDriverContract(
  'local disk',
  () => new LocalStorageDriver(mkdtempSync(join(tmpdir(), 'coffer-contract-'))),
);
