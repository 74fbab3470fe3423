import { Logger } from '@nestjs/common';
import type { AppConfig, Clock } from '@coffer/server-core';
import { strictMock } from '@coffer/server-testing/unit';
import type { NewAccessLogEntry, ShareAccessLogRepository } from '../persistence/share-access-log.repository';
import {
  ACCESS_LOG_BATCH,
  ACCESS_LOG_FLUSH_MS,
  ACCESS_LOG_MAX_PENDING,
  ShareAccessLog,
  type ShareAccessEntry,
} from './share-access-log';

const LINK = '11111111-1111-4111-8111-111111111111';
const OTHER_LINK = '22222222-2222-4222-8222-222222222222';
const NOW = new Date('2026-03-01T12:00:00Z');

function entry(overrides: Partial<ShareAccessEntry> = {}): ShareAccessEntry {
  return {
    linkId: LINK,
    action: 'download',
    files: [{ id: 'f1', name: 'report.pdf' }],
    visitorEmail: null,
    clientAddress: '203.0.113.77',
    userAgent: 'Mozilla/5.0',
    ...overrides,
  };
}

describe(ShareAccessLog.name, () => {
  let batches: NewAccessLogEntry[][];
  let insertMany: jest.Mock;
  let pruneBefore: jest.Mock;
  let warn: jest.SpyInstance;
  let sut: ShareAccessLog;

  beforeEach(() => {
    batches = [];
    insertMany = jest.fn(async (rows: NewAccessLogEntry[]) => void batches.push([...rows]));
    pruneBefore = jest.fn(async () => 3);
    warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    jest.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    sut = new ShareAccessLog(
      strictMock<ShareAccessLogRepository>('ShareAccessLogRepository', { insertMany, pruneBefore }),
      strictMock<Clock>('Clock', { now: () => NOW }),
      { reaperIntervalSeconds: 0, shareAccessLogDays: 90 } as AppConfig,
    );
  });

  afterEach(async () => {
    await sut.onModuleDestroy();
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('keeps an entry in memory and writes it with the others in one statement', async () => {
    sut.record(entry());
    sut.record(entry({ linkId: OTHER_LINK, action: 'zip' }));
    expect(insertMany).not.toHaveBeenCalled();
    await sut.flush();
    expect(insertMany).toHaveBeenCalledTimes(1);
    expect(batches[0]!.map((e) => [e.linkId, e.action])).toEqual([
      [LINK, 'download'],
      [OTHER_LINK, 'zip'],
    ]);
  });

  it('writes every second without being asked', async () => {
    jest.useFakeTimers();
    sut.onApplicationBootstrap();
    sut.record(entry());
    await jest.advanceTimersByTimeAsync(ACCESS_LOG_FLUSH_MS - 1);
    expect(insertMany).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(batches).toHaveLength(1);
  });

  it(`writes at once when ${ACCESS_LOG_BATCH} entries are waiting`, async () => {
    const settled = () => new Promise((resolve) => setImmediate(resolve));
    for (let i = 0; i < ACCESS_LOG_BATCH - 1; i++) sut.record(entry());
    await settled();
    expect(insertMany).not.toHaveBeenCalled();
    sut.record(entry());
    await settled();
    expect(batches).toHaveLength(1);
    expect(batches[0]).toHaveLength(ACCESS_LOG_BATCH);
  });

  it('keeps what is recorded while a write is under way for the next write', async () => {
    let release!: () => void;
    insertMany.mockImplementationOnce(
      (rows: NewAccessLogEntry[]) =>
        new Promise<void>((resolve) => {
          batches.push([...rows]);
          release = resolve;
        }),
    );
    sut.record(entry());
    const first = sut.flush();
    await Promise.resolve();
    sut.record(entry({ action: 'open' }));
    const second = sut.flush();
    release();
    await Promise.all([first, second]);
    expect(batches.map((b) => b.map((e) => e.action))).toEqual([['download'], ['open']]);
  });

  it('stamps the clock, coarsens the address, cuts the user agent and keeps no files for an opening', async () => {
    sut.record(entry({ action: 'open', clientAddress: '2001:db8:abcd:12::1', userAgent: 'x'.repeat(300) }));
    sut.record(entry({ clientAddress: '::ffff:198.51.100.9', visitorEmail: 'ann@example.com', userAgent: undefined }));
    sut.record(entry({ clientAddress: undefined, userAgent: '' }));
    await sut.flush();
    const [opening, download, unknown] = batches[0]!;
    expect(opening).toEqual({
      linkId: LINK,
      at: NOW,
      action: 'open',
      files: [],
      visitorEmail: null,
      clientAddress: '2001:db8:abcd::/48',
      userAgent: 'x'.repeat(256),
    });
    expect(download).toMatchObject({
      files: [{ id: 'f1', name: 'report.pdf' }],
      visitorEmail: 'ann@example.com',
      clientAddress: '198.51.100.0',
      userAgent: null,
    });
    expect(unknown).toMatchObject({ clientAddress: null, userAgent: null });
  });

  it('drops NUL characters, which the database would refuse for the whole batch', async () => {
    sut.record(entry({ files: [{ id: 'f1', name: 'a\u0000b.txt' }], userAgent: 'agent\u0000' }));
    await sut.flush();
    expect(batches[0]![0]).toMatchObject({ files: [{ id: 'f1', name: 'ab.txt' }], userAgent: 'agent' });
  });

  it('never throws: an entry it cannot use is ignored with a warning', async () => {
    expect(() => sut.record(entry({ linkId: 'not-a-uuid' }))).not.toThrow();
    expect(() => sut.record(entry({ action: 'delete' as never }))).not.toThrow();
    expect(() => sut.record(entry({ files: null as never }))).not.toThrow();
    await sut.flush();
    expect(insertMany).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it('drops a batch whose write fails, with a warning, and goes on with the next', async () => {
    insertMany.mockRejectedValueOnce(new Error('connection lost'));
    sut.record(entry());
    await expect(sut.flush()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Could not write 1 share access log entries'));
    sut.record(entry({ action: 'open' }));
    await sut.flush();
    // The failed entry is not written again: a log does not hold memory for a database that is away.
    expect(batches.map((b) => b.map((e) => e.action))).toEqual([['open']]);
  });

  it(`holds at most ${ACCESS_LOG_MAX_PENDING} entries while writes lag, then drops new ones and says how many`, async () => {
    let release!: () => void;
    insertMany.mockImplementationOnce(() => new Promise<void>((resolve) => (release = resolve)));
    sut.record(entry());
    const stuck = sut.flush();
    await Promise.resolve();
    for (let i = 0; i < ACCESS_LOG_MAX_PENDING + 10; i++) sut.record(entry());
    release();
    await stuck;
    await sut.flush();
    const written = batches.reduce((n, b) => n + b.length, 0);
    expect(written).toBe(ACCESS_LOG_MAX_PENDING);
    // One write waited behind the slow one and took them all (not one queued write per entry).
    expect(insertMany).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('Dropped 10 share access log entries'));
  });

  it("flushing for one link costs nothing when this replica holds none of that link's entries", async () => {
    sut.record(entry({ linkId: OTHER_LINK }));
    await sut.flush(LINK);
    expect(insertMany).not.toHaveBeenCalled();
    await sut.flush(OTHER_LINK);
    expect(insertMany).toHaveBeenCalledTimes(1);
  });

  it('writes what it holds when the module stops', async () => {
    sut.record(entry());
    await sut.onModuleDestroy();
    expect(batches).toHaveLength(1);
  });

  it('prunes entries older than SHARE_ACCESS_LOG_DAYS by the clock', async () => {
    await expect(sut.prune()).resolves.toBe(3);
    expect(pruneBefore).toHaveBeenCalledWith(new Date(NOW.getTime() - 90 * 86_400_000));
  });
});
