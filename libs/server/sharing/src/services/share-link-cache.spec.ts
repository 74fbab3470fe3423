import { Readable } from 'node:stream';
import type { EventBus, EventReach } from '@coffer/server-core';
import type { ReadableFile, StoredItem } from '@coffer/server-files';
import type { LinkFacts, OpenableLink, ShareLinkRepository } from '../persistence/share-link.repository';
import { KEPT_FILE_MAX_BYTES, ShareLinkCache } from './share-link-cache';

const OWNER = '33333333-3333-4333-8333-333333333333';

function openable(id: string, overrides: Partial<LinkFacts> = {}): OpenableLink {
  const link: LinkFacts = {
    id,
    kind: 'file',
    fileId: `f-${id}`,
    ownerId: OWNER,
    tokenHash: `hash-${id}`,
    tokenSealed: 'sealed',
    scope: 'public',
    passwordHash: null,
    secretVersion: 1,
    expiresAt: null,
    maxAccess: null,
    revokedAt: null,
    createdAt: new Date(0),
    updatedAt: new Date(0),
    ...overrides,
  };
  return {
    link,
    file: { id: link.fileId, ownerId: OWNER } as StoredItem,
    owner: { id: OWNER, name: 'Olivia', email: 'o@example.com' },
  };
}

/** The event bus as the cache sees it: handlers by topic, and how far events reach. */
class FakeBus {
  reach: EventReach = { everyReplica: true, otherProcesses: false, epoch: 1 };
  private handlers = new Map<string, Array<(payload: unknown) => void>>();
  listen(topic: string, handler: (payload: unknown) => void) {
    this.handlers.set(topic, [...(this.handlers.get(topic) ?? []), handler]);
    return () => undefined;
  }
  emit(topic: string, payload: unknown) {
    for (const handler of this.handlers.get(topic) ?? []) handler(payload);
  }
  async publishDelivered(topic: string, payload: unknown) {
    this.emit(topic, payload);
  }
}

describe(ShareLinkCache.name, () => {
  let bus: FakeBus;
  let findOpenable: jest.Mock;
  let currentSettings: jest.Mock;
  let sut: ShareLinkCache;

  beforeEach(() => {
    bus = new FakeBus();
    findOpenable = jest.fn(async (key: { tokenHash?: string; id?: string }) =>
      openable(key.id ?? key.tokenHash!.slice(5)),
    );
    currentSettings = jest.fn();
    const links = { findOpenable, currentSettings } as unknown as ShareLinkRepository;
    sut = new ShareLinkCache(links, {
      listen: bus.listen.bind(bus),
      reach: () => bus.reach,
      publishDelivered: bus.publishDelivered.bind(bus),
    } as unknown as EventBus);
    sut.onModuleInit();
  });

  it('reads a link once for a crowd, then answers from memory by token hash and by id', async () => {
    const crowd = await Promise.all(Array.from({ length: 50 }, () => sut.byTokenHash('hash-a')));
    expect(new Set(crowd).size).toBe(1);
    expect(await sut.byId('a')).toBe(crowd[0]);
    expect(findOpenable).toHaveBeenCalledTimes(1);
  });

  it("forgets a link when it changes, when its owner's files change and when its owner is deleted, not for others", async () => {
    const read = async () => (await sut.byTokenHash('hash-a'), findOpenable.mock.calls.length);
    expect(await read()).toBe(1);
    await sut.changed({ userId: OWNER, linkIds: ['a'] });
    expect(await read()).toBe(2);
    bus.emit('itemsChanged', { userId: 'someone-else', path: '/' });
    bus.emit('credentialsEnded', { userId: OWNER, reason: 'signed_out' });
    expect(await read()).toBe(2);
    bus.emit('itemsChanged', { userId: OWNER, path: '/' });
    expect(await read()).toBe(3);
    bus.emit('credentialsEnded', { userId: OWNER, reason: 'account_deleted' });
    expect(await read()).toBe(4);
    bus.emit('shareLinksChanged', { userId: OWNER, linkIds: ['a'] });
    expect(await read()).toBe(5);
  });

  it('does not keep a read that a change overtook, and a request after the change does not wait on it', async () => {
    let finish!: (value: OpenableLink) => void;
    findOpenable.mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    findOpenable.mockImplementationOnce(async () => openable('a', { secretVersion: 2 }));
    const before = sut.byTokenHash('hash-a');
    await sut.changed({ userId: OWNER, linkIds: ['a'] });
    const after = sut.byTokenHash('hash-a');
    expect((await after)!.link.secretVersion).toBe(2);
    finish(openable('a', { secretVersion: 1 }));
    expect((await before)!.link.secretVersion).toBe(1);
    expect((await sut.byTokenHash('hash-a'))!.link.secretVersion).toBe(2);
    expect(findOpenable).toHaveBeenCalledTimes(2);
  });

  it('keeps nothing while events cannot reach every replica, and nothing from before a reconnection', async () => {
    await sut.byTokenHash('hash-a');
    bus.reach = { ...bus.reach, everyReplica: false };
    await sut.byTokenHash('hash-a');
    await sut.byTokenHash('hash-a');
    expect(findOpenable).toHaveBeenCalledTimes(3);
    bus.reach = { ...bus.reach, everyReplica: true };
    await sut.byTokenHash('hash-a');
    bus.reach = { ...bus.reach, epoch: 2 };
    await sut.byTokenHash('hash-a');
    expect(findOpenable).toHaveBeenCalledTimes(5);
  });

  it("reads a small file's bytes once and serves ranges of them; a large file is read from storage each time", async () => {
    const stored = (size: number): ReadableFile & { read: jest.Mock } => {
      const bytes = Buffer.alloc(size, 7);
      bytes.write('0123456789');
      return { item: {} as StoredItem, size, etag: '"e"', read: jest.fn(async () => Readable.from([bytes])) };
    };
    const text = async (file: ReadableFile, range?: { start: number; end: number }) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await file.read(range)) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    };
    const small = stored(4096);
    const link = (await sut.byTokenHash('hash-a'))!;
    const load = jest.fn(async () => small);
    const first = await sut.readable(link, load);
    expect((await text(first)).length).toBe(4096);
    expect((await text(await sut.readable(link, load), { start: 2, end: 5 })).toString()).toBe('2345');
    expect(load).toHaveBeenCalledTimes(1);
    expect(small.read).toHaveBeenCalledTimes(1);

    const large = stored(KEPT_FILE_MAX_BYTES + 1);
    const other = (await sut.byTokenHash('hash-b'))!;
    const kept = await sut.readable(other, async () => large);
    await text(kept);
    await text(kept);
    expect(large.read).toHaveBeenCalledTimes(2);
  });

  it("with other processes on the database, confirms a kept link's settings on every use and reads it again when they changed or it is gone", async () => {
    bus.reach = { ...bus.reach, otherProcesses: true };
    const kept = (await sut.byTokenHash('hash-a'))!;
    currentSettings.mockResolvedValueOnce({
      secretVersion: 1,
      revokedAt: null,
      expiresAt: null,
      maxAccess: null,
      scope: 'public',
      passwordHash: null,
    });
    expect(await sut.byTokenHash('hash-a')).toBe(kept);
    expect(findOpenable).toHaveBeenCalledTimes(1);

    currentSettings.mockResolvedValueOnce({
      secretVersion: 2,
      revokedAt: null,
      expiresAt: null,
      maxAccess: null,
      scope: 'public',
      passwordHash: 'h',
    });
    findOpenable.mockResolvedValueOnce(openable('a', { secretVersion: 2, passwordHash: 'h' }));
    expect((await sut.byTokenHash('hash-a'))!.link.secretVersion).toBe(2);

    currentSettings.mockResolvedValueOnce(null);
    findOpenable.mockResolvedValueOnce(null);
    expect(await sut.byTokenHash('hash-a')).toBeNull();
    expect(currentSettings).toHaveBeenCalledWith('a');
  });
});
