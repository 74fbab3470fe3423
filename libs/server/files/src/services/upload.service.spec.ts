import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';
import { type AppConfig, type Clock, type EventBus, type TransactionRunner } from '@coffer/server-core';
import { storageFull, type StorageService } from '@coffer/server-storage';
import { codeOf, strictMock } from '@coffer/server-testing/unit';
import type { BlobRepository } from '../persistence/blob.repository';
import type { ItemRepository, NewItem } from '../persistence/item.repository';
import type { ItemVersionRepository } from '../persistence/item-version.repository';
import type { StorageAccountRepository } from '../persistence/storage-account.repository';
import { FileContentRegistry } from './file-content.port';
import { FileSharingRegistry, type FileSharingPort } from './file-sharing.port';
import { QuotaService } from './quota.service';
import type { UploadInstance } from './upload-instance';
import { UploadService, type UploadSession } from './upload.service';

const QUOTA = 1024 * 1024 * 1024;
const MB = 1024 * 1024;
const MANAGER = { transaction: 'the upload transaction' };

function setup(account: { usedBytes: number; reservedByOthers?: number; reservedAhead?: number } = { usedBytes: 0 }) {
  let keys = 0;
  const storage = strictMock<StorageService>('storage', {
    driverName: 'local',
    newKey: jest.fn(() => `staged-${++keys}`),
    // Like the real drivers: every stored byte is handed to onChunk, in order, and counted in the size.
    put: jest.fn(async (_key: string, body: Readable, options?: { onChunk?: (chunk: Buffer) => void }) => {
      let size = 0;
      for await (const chunk of body) {
        options?.onChunk?.(chunk as Buffer);
        size += (chunk as Buffer).length;
      }
      return { size };
    }),
    assertRoom: jest.fn().mockResolvedValue(undefined),
    syncKeys: jest.fn().mockResolvedValue(undefined),
    deleteQuietly: jest.fn().mockResolvedValue(undefined),
    exists: jest.fn().mockResolvedValue(true),
  });
  const accounts = strictMock<StorageAccountRepository>('accounts', {
    lock: jest.fn().mockResolvedValue({ usedBytes: account.usedBytes, quotaBytes: null }),
    reservedByOthers: jest.fn().mockResolvedValue(account.reservedByOthers ?? 0),
    createUpload: jest.fn().mockResolvedValue('upload-1'),
    recordStaged: jest.fn().mockResolvedValue(true),
    stagedKeys: jest.fn(async () => Array.from({ length: keys }, (_, i) => `staged-${i + 1}`)),
    deleteUpload: jest.fn().mockResolvedValue(true),
    markComplete: jest.fn().mockResolvedValue(true),
    reservedAhead: jest.fn().mockResolvedValue({ reserved: account.reservedAhead ?? 0, framing: 0 }),
    addUsed: jest.fn().mockResolvedValue(undefined),
  });
  let ids = 0;
  const items = strictMock<ItemRepository>('items', {
    namesIn: jest.fn(async (_owner: string, paths: string[]) => new Map(paths.map((p) => [p, new Map()]))),
    insertMany: jest.fn(async (rows: NewItem[]) => rows.map((row) => ({ ...row, id: `item-${++ids}` }))),
  });
  const blobs = strictMock<BlobRepository>('blobs', {
    addReferencesMany: jest.fn(
      async (stored: Array<{ sha256: string; storageKey: string }>) =>
        new Map(stored.map((b) => [b.sha256, { id: `blob-${b.sha256.slice(0, 6)}`, storageKey: b.storageKey }])),
    ),
  });
  const port = strictMock<FileSharingPort>('sharing port', { uploadCommitted: jest.fn().mockResolvedValue(null) });
  const events = strictMock<EventBus>('events', { publish: jest.fn() });
  const tx = strictMock<TransactionRunner>('tx', {
    run: jest.fn((work: (manager: unknown) => Promise<unknown>) => work(MANAGER)),
  });
  const clock = strictMock<Clock>('clock', { now: jest.fn(() => new Date('2026-11-25T10:00:00Z')) });
  const quota = new QuotaService(accounts, { storageQuotaBytes: QUOTA } as AppConfig);
  const sut = new UploadService(
    items,
    blobs,
    accounts,
    quota,
    storage,
    tx,
    clock,
    registryWith(port),
    events,
    strictMock<UploadInstance>('instance', { key: 7, track: jest.fn((work: () => Promise<unknown>) => work()) }),
    strictMock<ItemVersionRepository>('versions'),
    { fileVersionsKeep: 10 } as AppConfig,
    new FileContentRegistry(),
  );
  return { sut, storage, accounts, items, blobs, port, events };
}

function text(content: string): Readable {
  return Readable.from([Buffer.from(content)]);
}

describe(UploadService.name, () => {
  it('refuses a request whose declared length cannot fit before it opens an upload or reads a byte', async () => {
    const { sut, accounts } = setup({ usedBytes: QUOTA - MB });
    const intake = jest.fn();
    expect(await codeOf(sut.receive('owner', 10 * MB, intake))).toBe('QUOTA_EXCEEDED');
    expect(intake).not.toHaveBeenCalled();
    expect(accounts.createUpload).not.toHaveBeenCalled();
  });

  it('lets a request within the framing allowance through: its length counts multipart framing, not only file bytes', async () => {
    const { sut, accounts } = setup({ usedBytes: QUOTA - MB });
    const failure = new Error('the client went away');
    await expect(sut.receive('owner', MB + 1024, () => Promise.reject(failure))).rejects.toBe(failure);
    expect(accounts.createUpload).toHaveBeenCalledWith('owner', MB, expect.any(Date), 7, MANAGER);
  });

  it('gives back the reservation and deletes every staged byte when the transport fails half-way', async () => {
    const { sut, storage, accounts } = setup();
    const failure = new Error('the client went away');
    const result = sut.receive('owner', undefined, async (files: UploadSession) => {
      await files.addFile(text('first file'), 'a.txt', 'text/plain');
      throw failure;
    });
    await expect(result).rejects.toBe(failure);
    expect(accounts.markComplete).not.toHaveBeenCalled();
    expect(storage.deleteQuietly).toHaveBeenCalledWith(new Set(['staged-1']));
    expect(accounts.deleteUpload).toHaveBeenCalledWith('upload-1');
  });

  it('refuses a request the storage has no room for before it opens an upload or reads a byte', async () => {
    const { sut, storage, accounts } = setup();
    storage.assertRoom.mockRejectedValue(storageFull());
    const intake = jest.fn();
    expect(await codeOf(sut.receive('owner', 10 * MB, intake))).toBe('STORAGE_FULL');
    expect(storage.assertRoom).toHaveBeenCalledWith(10 * MB);
    expect(intake).not.toHaveBeenCalled();
    expect(accounts.createUpload).not.toHaveBeenCalled();
  });

  it('fails the upload with the storage failure, deleting every staged key and giving back the reservation', async () => {
    const { sut, storage, accounts } = setup();
    storage.put.mockRejectedValueOnce(storageFull());
    const result = sut.receive('owner', undefined, async (files) => {
      await files.addFile(text('will not fit'), 'a.txt', 'text/plain');
      return { command: {} };
    });
    expect(await codeOf(result)).toBe('STORAGE_FULL');
    expect(accounts.markComplete).not.toHaveBeenCalled();
    expect(storage.deleteQuietly).toHaveBeenCalledWith(new Set(['staged-1']));
    expect(accounts.deleteUpload).toHaveBeenCalledWith('upload-1');
  });

  it('records no file whose stored size or read-back bytes differ from what arrived', async () => {
    for (const answer of [
      // The storage kept fewer bytes than arrived.
      async (_key: string, body: Readable, options?: { onChunk?: (chunk: Buffer) => void }) => {
        for await (const chunk of body) options?.onChunk?.(chunk as Buffer);
        return { size: 0 };
      },
      // It reports them all but handed fewer to the hash.
      async (_key: string, body: Readable) => {
        let size = 0;
        for await (const chunk of body) size += (chunk as Buffer).length;
        return { size };
      },
    ]) {
      const { sut, storage, accounts, blobs } = setup();
      storage.put.mockImplementationOnce(answer);
      const result = sut.receive('owner', undefined, async (files) => {
        await files.addFile(text('three kilobytes, say'), 'a.txt', 'text/plain');
        return { command: {} };
      });
      await expect(result).rejects.toThrow(/storage kept/);
      expect(blobs.addReferencesMany).not.toHaveBeenCalled();
      expect(storage.deleteQuietly).toHaveBeenCalledWith(['staged-1']);
      expect(accounts.deleteUpload).toHaveBeenCalledWith('upload-1');
    }
  });

  it('refuses a file whose bytes are no accepted type as soon as it is in, keeping none of it', async () => {
    const { sut, storage } = setup();
    const binary = Readable.from([Buffer.from([0x00, 0x01, 0x02, 0xff])]);
    expect(
      await codeOf(
        sut.receive(
          'owner',
          undefined,
          async (files) => (await files.addFile(binary, 'x.txt', 'text/plain'), { command: {} }),
        ),
      ),
    ).toBe('UNSUPPORTED_FILE_TYPE');
    expect(storage.deleteQuietly).toHaveBeenCalledWith(['staged-1']);
  });

  it('refuses a relative path count that does not match the files, before anything is committed', async () => {
    const { sut, accounts } = setup();
    const result = sut.receive('owner', undefined, async (files) => {
      await files.addFile(text('one'), 'a.txt', 'text/plain');
      return { command: { relativePaths: ['a.txt', 'b.txt'] } };
    });
    expect(await codeOf(result)).toBe('PATH_COUNT_MISMATCH');
    expect(accounts.markComplete).not.toHaveBeenCalled();
    expect(accounts.deleteUpload).toHaveBeenCalledWith('upload-1');
  });

  it('commits every file in one transaction: folders made, bytes referenced once per content, usage charged, listeners told after', async () => {
    const { sut, items, blobs, accounts, port, events, storage } = setup();
    const result = await sut.receive('owner', undefined, async (files) => {
      await files.addFile(text('same bytes'), 'a.txt', 'text/plain');
      await files.addFile(text('same bytes'), 'b.txt', 'text/plain');
      return { command: { relativePaths: ['Trip/a.txt', 'Trip/b.txt'], share: { shareType: 'public' } } };
    });
    expect(result.files.map((f) => `${f.path}${f.name}`)).toEqual(['/Trip/a.txt', '/Trip/b.txt']);
    expect(result.folders.map((f) => f.name)).toEqual(['Trip']);
    const sha = createHash('sha256').update('same bytes').digest('hex');
    // One content, two references; the second copy's staged bytes are redundant.
    expect(blobs.addReferencesMany).toHaveBeenCalledWith(
      // With the CRC-32 a zip entry of it carries, computed with the hash.
      [
        {
          sha256: sha,
          size: 10,
          storageKey: 'staged-1',
          driver: 'local',
          references: 2,
          crc32: crc32(Buffer.from('same bytes')),
        },
      ],
      MANAGER,
    );
    expect(storage.deleteQuietly).toHaveBeenCalledWith(['staged-2']);
    expect(accounts.addUsed).toHaveBeenCalledWith('owner', 20, MANAGER);
    expect(port.uploadCommitted).toHaveBeenCalledWith(
      expect.objectContaining({ ownerId: 'owner', request: { shareType: 'public' }, files: result.files }),
    );
    expect(items.insertMany).toHaveBeenCalledTimes(2);
    expect(events.publish).toHaveBeenCalledWith('itemsChanged', { userId: 'owner', path: '/', reason: 'uploaded' });
    expect(events.publish).toHaveBeenCalledWith('itemsChanged', {
      userId: 'owner',
      path: '/Trip/',
      reason: 'uploaded',
    });
    expect(events.publish).toHaveBeenCalledWith('uploadCompleted', {
      userId: 'owner',
      fileIds: result.files.map((f) => f.id),
    });
  });

  it('checks the quota exactly at the commit, counting uploads ahead of it, and then keeps nothing', async () => {
    const { sut, storage, accounts, items } = setup({ usedBytes: 0, reservedAhead: QUOTA - 5 });
    const result = sut.receive(
      'owner',
      undefined,
      async (files) => (await files.addFile(text('ten bytes!'), 'a.txt', 'text/plain'), { command: {} }),
    );
    expect(await codeOf(result)).toBe('QUOTA_EXCEEDED');
    expect(items.insertMany).not.toHaveBeenCalled();
    expect(storage.deleteQuietly).toHaveBeenCalledWith(new Set(['staged-1']));
    expect(accounts.deleteUpload).toHaveBeenCalledWith('upload-1');
  });
});

function registryWith(port: FileSharingPort): FileSharingRegistry {
  const registry = new FileSharingRegistry();
  registry.attach(port);
  return registry;
}
