import type { AppConfig, Clock, EventBus } from '@coffer/server-core';
import { codeOf, strictMock } from '@coffer/server-testing/unit';
import type { FeedRead, ItemChangeRepository, RecordedChange } from '../persistence/item-change.repository';
import { ChangeFeedService } from './change-feed.service';

const OWNER = '00000000-0000-4000-8000-000000000001';
const ITEM = '00000000-0000-4000-8000-0000000000f1';

const cursor = (batch: string, ordinal: string) => Buffer.from(JSON.stringify([batch, ordinal])).toString('base64url');

function change(batch: string, ordinal: string, over: Partial<RecordedChange> = {}): RecordedChange {
  return {
    batch,
    ordinal,
    kind: 'created',
    itemId: ITEM,
    type: 'file',
    name: 'a.txt',
    path: '/',
    size: 3,
    contentHash: 'a'.repeat(64),
    trashed: false,
    at: new Date(0),
    ...over,
  };
}

function setup(feed: Partial<FeedRead> = {}) {
  const read = jest.fn(async (): Promise<FeedRead> => ({ latestBatch: '5', pruned: null, changes: [], ...feed }));
  const changes = strictMock<ItemChangeRepository>('changes', { read, latestBatch: jest.fn().mockResolvedValue('5') });
  const listen = jest.fn(() => () => undefined);
  const events = strictMock<EventBus>('events', { listen });
  const clock = strictMock<Clock>('clock', { now: jest.fn(() => new Date('2026-11-25T10:00:00Z')) });
  const sut = new ChangeFeedService(changes, events, clock, {
    reaperIntervalSeconds: 0,
    changeFeedRetentionDays: 30,
  } as AppConfig);
  return { sut, read, listen };
}

describe(ChangeFeedService.name, () => {
  it('starts from the position after the newest batch', async () => {
    const { sut, read } = setup();
    const start = await sut.cursor(OWNER);
    await sut.changesAfter(OWNER, { after: start });
    expect(read).toHaveBeenCalledWith(OWNER, { batch: '5', ordinal: '9223372036854775807' }, 201);
  });

  it('answers a page with a cursor after its last change, and more to come when the extra row came', async () => {
    const { sut } = setup({ changes: [change('2', '10'), change('3', '11'), change('3', '12')] });
    const page = await sut.changesAfter(OWNER, { after: cursor('1', '9'), first: 2 });
    expect(page.hasMore).toBe(true);
    expect(page.changes.map((c) => c.cursor)).toEqual([cursor('2', '10'), cursor('3', '11')]);
    expect(page.cursor).toBe(cursor('3', '11'));
    expect(page.changes[0]).toMatchObject({ etag: `"${'a'.repeat(64)}"`, contentHash: 'a'.repeat(64) });
  });

  it('answers an empty page with the cursor it was asked with, and waits only when asked', async () => {
    const { sut, listen } = setup();
    const asked = cursor('4', '7');
    expect(await sut.changesAfter(OWNER, { after: asked })).toEqual({ changes: [], cursor: asked, hasMore: false });
    expect(listen).not.toHaveBeenCalled();
  });

  it('refuses a cursor before the pruned mark or past the newest batch as expired, one at the mark is fine', async () => {
    const { sut } = setup({ pruned: { batch: '3', ordinal: '40' } });
    expect(await codeOf(sut.changesAfter(OWNER, { after: cursor('3', '39') }))).toBe('CURSOR_EXPIRED');
    expect(await codeOf(sut.changesAfter(OWNER, { after: cursor('0', '9223372036854775807') }))).toBe('CURSOR_EXPIRED');
    expect(await codeOf(sut.changesAfter(OWNER, { after: cursor('6', '0') }))).toBe('CURSOR_EXPIRED');
    expect(await codeOf(sut.changesAfter(OWNER, { after: cursor('3', '40') }))).toBe('none');
    expect(await codeOf(sut.changesAfter(OWNER, { after: cursor('3', '9223372036854775807') }))).toBe('none');
  });

  it('refuses what is not a cursor, and sizes and waits out of range, before reading', async () => {
    const { sut, read } = setup();
    for (const after of [undefined, null, '', 42, 'garbage', cursor('1', '-1'), cursor('1', '9223372036854775808')])
      expect(await codeOf(sut.changesAfter(OWNER, { after }))).toBe('VALIDATION_ERROR');
    for (const options of [{ first: 0 }, { first: 501 }, { first: 1.5 }, { wait: 61 }, { wait: '-1' }])
      expect(await codeOf(sut.changesAfter(OWNER, { after: cursor('1', '1'), ...options }))).toBe('VALIDATION_ERROR');
    expect(read).not.toHaveBeenCalled();
  });
});
