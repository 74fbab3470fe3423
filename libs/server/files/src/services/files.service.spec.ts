import { type AppConfig, type Clock, type EventBus, type TransactionRunner } from '@coffer/server-core';
import type { StorageService } from '@coffer/server-storage';
import { codeOf, strictMock } from '@coffer/server-testing/unit';
import type { StoredItem } from '../domain/stored-item';
import type { BlobRepository } from '../persistence/blob.repository';
import type { ItemRepository, NewItem } from '../persistence/item.repository';
import type { ItemVersionRepository } from '../persistence/item-version.repository';
import type { StorageAccountRepository } from '../persistence/storage-account.repository';
import { FileSharingRegistry, type FileSharingPort } from './file-sharing.port';
import { FilesService } from './files.service';
import { QuotaService } from './quota.service';

const MANAGER = { transaction: 'files' };
const OWNER = '00000000-0000-4000-8000-000000000001';
const OTHER = '00000000-0000-4000-8000-000000000002';
const FILE_ID = '00000000-0000-4000-8000-0000000000f1';
const FOLDER_ID = '00000000-0000-4000-8000-0000000000d1';

function item(over: Partial<StoredItem>): StoredItem {
  return {
    id: FILE_ID,
    ownerId: OWNER,
    type: 'file',
    name: 'a.txt',
    path: '/',
    mimeType: 'text/plain',
    size: 10,
    blobId: 'blob-1',
    originalName: null,
    encryptionType: null,
    iv: null,
    encryptedKey: null,
    encryptedMetadata: null,
    sourceItemId: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...over,
  };
}

function setup(
  members: {
    items?: Record<string, unknown>;
    accounts?: Record<string, unknown>;
    sharing?: Record<string, unknown>;
    blobs?: Record<string, unknown>;
  } = {},
) {
  const items = strictMock<ItemRepository>('items', members.items);
  const accounts = strictMock<StorageAccountRepository>('accounts', {
    lock: jest.fn().mockResolvedValue({ usedBytes: 0, quotaBytes: null }),
    ...members.accounts,
  });
  const blobs = strictMock<BlobRepository>('blobs', members.blobs);
  const storage = strictMock<StorageService>('storage', {});
  const port = strictMock<FileSharingPort>('sharing port', members.sharing);
  const events = strictMock<EventBus>('events', { publish: jest.fn() });
  const tx = strictMock<TransactionRunner>('tx', {
    run: jest.fn((work: (manager: unknown) => Promise<unknown>) => work(MANAGER)),
  });
  const clock = strictMock<Clock>('clock', { now: jest.fn(() => new Date('2026-11-25T10:00:00Z')) });
  const quota = new QuotaService(accounts, { storageQuotaBytes: 1000 } as AppConfig);
  const sut = new FilesService(
    items,
    blobs,
    accounts,
    quota,
    storage,
    tx,
    registryWith(port),
    clock,
    events,
    { trashRetentionDays: 30 } as AppConfig,
    strictMock<ItemVersionRepository>('versions'),
  );
  return { sut, items, accounts, blobs, events, port };
}

describe(FilesService.name, () => {
  it('answers a malformed id as not found without asking the database', async () => {
    const { sut } = setup();
    expect(await codeOf(sut.get(OWNER, 'not-a-uuid'))).toBe('FILE_NOT_FOUND');
    expect(await codeOf(sut.openForRead(OWNER, "1' OR '1'='1", 'download'))).toBe('FILE_NOT_FOUND');
  });

  it('refuses page sizes and cursors it cannot honour before querying', async () => {
    const { sut } = setup();
    expect(await codeOf(sut.page(OWNER, { path: '/', first: 0 }))).toBe('VALIDATION_ERROR');
    expect(await codeOf(sut.page(OWNER, { path: '/', first: 201 }))).toBe('VALIDATION_ERROR');
    expect(await codeOf(sut.page(OWNER, { path: '/', after: 'garbage' }))).toBe('VALIDATION_ERROR');
    expect(await codeOf(sut.search(OWNER, { text: '   ' }))).toBe('VALIDATION_ERROR');
    expect(await codeOf(sut.moveTargets(OWNER, { first: 501 }))).toBe('VALIDATION_ERROR');
  });

  it('answers another user’s file as not found, never forbidden, unless sharing admits the reader', async () => {
    const foreign = item({ ownerId: OTHER });
    const canRead = jest.fn().mockResolvedValue(false);
    const { sut } = setup({ items: { findById: jest.fn().mockResolvedValue(foreign) }, sharing: { canRead } });
    expect(await codeOf(sut.openForRead(OWNER, FILE_ID, 'download'))).toBe('FILE_NOT_FOUND');
    expect(canRead).toHaveBeenCalledWith(OWNER, foreign, 'download');
  });

  it('refuses to move a folder into its own subtree, inside the transaction and before any write', async () => {
    const folder = item({
      id: FOLDER_ID,
      type: 'folder',
      name: 'A',
      path: '/',
      mimeType: null,
      size: null,
      blobId: null,
    });
    const inside = item({
      id: FILE_ID,
      type: 'folder',
      name: 'B',
      path: '/A/',
      mimeType: null,
      size: null,
      blobId: null,
    });
    const findOwned = jest.fn(async (_owner: string, id: string) => (id === FOLDER_ID ? folder : inside));
    const { sut, events } = setup({ items: { findOwned } });
    expect(await codeOf(sut.move(OWNER, FOLDER_ID, FILE_ID))).toBe('INVALID_MOVE');
    expect(events.publish).not.toHaveBeenCalled();
  });

  it('writes under If-Match only while the item has a tag it names, checked in the transaction before any write', async () => {
    const hash = 'c'.repeat(64);
    const findOwned = jest.fn().mockResolvedValue(item({ contentHash: hash }));
    const { sut, accounts, events } = setup({ items: { findOwned } });
    expect(await codeOf(sut.rename(OWNER, FILE_ID, 'b.txt', { ifMatch: '"other"' }))).toBe('PRECONDITION_FAILED');
    expect(await codeOf(sut.move(OWNER, FILE_ID, null, { ifMatch: `W/"${hash}"` }))).toBe('PRECONDITION_FAILED');
    expect(await codeOf(sut.delete(OWNER, FILE_ID, { ifMatch: '"x", "y"' }))).toBe('PRECONDITION_FAILED');
    expect(accounts.lock).toHaveBeenCalledWith(OWNER, MANAGER);
    expect(events.publish).not.toHaveBeenCalled();
    // A malformed value is refused before the transaction.
    accounts.lock.mockClear();
    expect(await codeOf(sut.rename(OWNER, FILE_ID, 'b.txt', { ifMatch: 'unquoted' }))).toBe('VALIDATION_ERROR');
    expect(accounts.lock).not.toHaveBeenCalled();
    // The item's tag, or *, lets the write through (the same name: nothing more to do).
    await expect(sut.rename(OWNER, FILE_ID, 'a.txt', { ifMatch: `"x", "${hash}"` })).resolves.toMatchObject({
      name: 'a.txt',
    });
    await expect(sut.rename(OWNER, FILE_ID, 'a.txt', { ifMatch: '*' })).resolves.toMatchObject({ name: 'a.txt' });
  });

  it('reads the content hash for If-Match when the item was read without it', async () => {
    const hash = 'd'.repeat(64);
    const sha256Of = jest.fn().mockResolvedValue(new Map([['blob-1', hash]]));
    const { sut } = setup({ items: { findOwned: jest.fn().mockResolvedValue(item({})) }, blobs: { sha256Of } });
    await expect(sut.rename(OWNER, FILE_ID, 'a.txt', { ifMatch: `"${hash}"` })).resolves.toMatchObject({
      name: 'a.txt',
    });
    expect(sha256Of).toHaveBeenCalledWith(['blob-1'], MANAGER);
  });

  it('adds a shared file to the root once: a second add answers the existing copy and charges nothing', async () => {
    const source = item({ ownerId: OTHER, size: 100 });
    const copy = item({ id: FOLDER_ID, sourceItemId: FILE_ID });
    const { sut, accounts } = setup({ items: { findCopyOf: jest.fn().mockResolvedValue(copy) } });
    await expect(sut.addCopyToRoot(OWNER, source)).resolves.toEqual({ item: copy, added: false });
    expect(accounts.lock).toHaveBeenCalledWith(OWNER, MANAGER);
  });

  it('adds a shared file only if it fits in the quota with the uploads in flight', async () => {
    const source = item({ ownerId: OTHER, size: 100 });
    const { sut } = setup({
      items: { findCopyOf: jest.fn().mockResolvedValue(null) },
      accounts: {
        lock: jest.fn().mockResolvedValue({ usedBytes: 850, quotaBytes: null }),
        reservedByOthers: jest.fn().mockResolvedValue(60),
      },
    });
    expect(await codeOf(sut.addCopyToRoot(OWNER, source))).toBe('QUOTA_EXCEEDED');
  });

  it('creates a folder under a free name and tells listeners of the parent', async () => {
    const insertMany = jest.fn(async (rows: NewItem[]) => rows.map((row) => ({ ...item({}), ...row, id: FOLDER_ID })));
    const namesIn = jest.fn(
      async (_owner: string, paths: string[]) => new Map(paths.map((p) => [p, new Map([['Docs', 'folder']])])),
    );
    const { sut, events } = setup({ items: { insertMany, namesIn } });
    const created = await sut.createFolder(OWNER, ' Docs ', '/');
    expect(created).toMatchObject({ name: 'Docs (1)', path: '/', type: 'folder' });
    expect(events.publish).toHaveBeenCalledWith('itemsChanged', { userId: OWNER, path: '/', reason: 'created' });
  });
});

function registryWith(port: FileSharingPort): FileSharingRegistry {
  const registry = new FileSharingRegistry();
  registry.attach(port);
  return registry;
}
