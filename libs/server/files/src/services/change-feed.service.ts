import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  APP_CONFIG,
  Clock,
  decodeCursor,
  DomainError,
  encodeCursor,
  EventBus,
  requireScope,
  type AppConfig,
} from '@coffer/server-core';
import { itemEtag } from '../domain/etag';
import type { ItemType } from '../domain/stored-item';
import {
  ItemChangeRepository,
  type FeedPosition,
  type ItemChangeKind,
  type RecordedChange,
} from '../persistence/item-change.repository';

export type { ItemChangeKind };

/** Changes per page unless the caller asks otherwise, and the most it may ask for. */
export const CHANGES_DEFAULT_PAGE = 200;
export const CHANGES_MAX_PAGE = 500;
/** The longest a read may wait for a change (seconds). */
export const CHANGES_MAX_WAIT_SECONDS = 60;
/** While waiting, the feed is read again this often even when no event says so (an event may be lost). */
export const CHANGES_RECHECK_MS = 5000;
/** Accounts pruned per run of the reaper (the rest on its next run). */
const PRUNE_OWNERS_PER_RUN = 1000;

/** Ordinals are bigints: this one is after every change of its batch. */
const END_OF_BATCH = '9223372036854775807';
const BIGINT_TEXT = /^(0|[1-9]\d{0,18})$/;

/** One change of one of the caller's items, with the item as it was recorded then. */
export interface ItemChange {
  /** The position right after this change. */
  cursor: string;
  kind: ItemChangeKind;
  at: Date;
  itemId: string;
  type: ItemType;
  name: string;
  path: string;
  size: number | null;
  contentHash: string | null;
  /** The item's entity tag after the change (what If-Match compares). */
  etag: string;
  trashed: boolean;
}

/** A page of the feed, oldest first, and where the next one starts. */
export interface ChangePage {
  changes: ItemChange[];
  /** After the last change of the page; the cursor asked with when the page is empty. */
  cursor: string;
  /** More changes follow the page already: ask again at once. */
  hasMore: boolean;
}

export interface ChangesQuery {
  after: unknown;
  first?: unknown;
  wait?: unknown;
}

const EXPIRED_MESSAGE =
  'This cursor is older than the change feed keeps (or from before a restore): list your files again, taking a new cursor (changesCursor) before you list.';

/**
 * The change feed of each account: everything that happened to its items, in commit order, read
 * after a cursor (docs/change-feed.md). The database records the changes (a trigger on `item`),
 * so every way of writing items is covered; this service reads them for their owner only, waits
 * for new ones when asked (long poll), and prunes what is older than CHANGE_FEED_RETENTION_DAYS.
 */
@Injectable()
export class ChangeFeedService implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger('ChangeFeed');
  private pruneTimer?: NodeJS.Timeout;
  private stopping = false;
  /** Wakes every read that is waiting (at shutdown). */
  private readonly waiters = new Set<() => void>();

  constructor(
    private readonly changes: ItemChangeRepository,
    private readonly events: EventBus,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    // Housekeeping runs with the reaper: also once at start, never when it is off (test apps share one database).
    if (this.config.reaperIntervalSeconds <= 0) return;
    const prune = () =>
      this.prune().catch((error: unknown) =>
        this.logger.warn(`Pruning the change feed failed: ${error instanceof Error ? error.message : String(error)}`),
      );
    void prune();
    this.pruneTimer = setInterval(() => void prune(), this.config.reaperIntervalSeconds * 1000).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.pruneTimer);
    this.wakeAll();
  }

  /** Reads still waiting answer what they have: the server is stopping. */
  beforeApplicationShutdown(): void {
    this.wakeAll();
  }

  /** How many reads are waiting for a change on this replica now. */
  get waiting(): number {
    return this.waiters.size;
  }

  /**
   * The position after everything committed so far: take it before listing, then follow the feed
   * from it, and nothing committed after the listing began is missed.
   */
  async cursor(ownerId: string): Promise<string> {
    requireScope('read');
    return cursorOf({ batch: await this.changes.latestBatch(ownerId), ordinal: END_OF_BATCH });
  }

  /**
   * The caller's changes after `after`, oldest first, at most `first`. With `wait` (seconds) and
   * nothing to answer yet, waits until a change of the caller's is committed (heard from any
   * replica, or found when reading again every few seconds), the time is up, or `signal` aborts
   * (the client left); then answers what there is, an empty page with the same cursor at worst.
   * No database connection is held while waiting.
   */
  async changesAfter(ownerId: string, query: ChangesQuery, signal?: AbortSignal): Promise<ChangePage> {
    requireScope('read');
    const after = parseCursor(query.after);
    const first = boundedInt(query.first, 'first', CHANGES_DEFAULT_PAGE, 1, CHANGES_MAX_PAGE);
    const waitMs = boundedInt(query.wait, 'wait', 0, 0, CHANGES_MAX_WAIT_SECONDS) * 1000;
    const deadline = Date.now() + waitMs;
    const wake = waitMs > 0 ? this.wakeOn(ownerId, signal) : undefined;
    try {
      for (;;) {
        wake?.arm();
        const page = await this.read(ownerId, after, first);
        const left = deadline - Date.now();
        if (!wake || page.changes.length > 0 || left <= 0 || this.stopping || signal?.aborted) return page;
        await wake.sleep(Math.min(left, CHANGES_RECHECK_MS));
        if (this.stopping || signal?.aborted) return page;
      }
    } finally {
      wake?.close();
    }
  }

  /**
   * Deletes what is older than CHANGE_FEED_RETENTION_DAYS by the server's clock, a whole
   * transaction's changes at a time; a cursor before what is left answers CURSOR_EXPIRED.
   * Answers how many changes went.
   */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.changeFeedRetentionDays * 86_400_000);
    let pruned = 0;
    for (const ownerId of await this.changes.ownersWithChangesBefore(cutoff, PRUNE_OWNERS_PER_RUN))
      pruned += await this.changes.prune(ownerId, cutoff);
    if (pruned > 0) this.logger.log(`Pruned ${pruned} changes older than CHANGE_FEED_RETENTION_DAYS`);
    return pruned;
  }

  private async read(ownerId: string, after: FeedPosition, first: number): Promise<ChangePage> {
    const feed = await this.changes.read(ownerId, after, first + 1);
    // Before the pruned mark: changes the client has not seen are gone. After the newest batch:
    // a position this feed never gave (a database restored from an older backup).
    if ((feed.pruned && comparePositions(after, feed.pruned) < 0) || BigInt(after.batch) > BigInt(feed.latestBatch))
      throw new DomainError('CURSOR_EXPIRED', EXPIRED_MESSAGE);
    const changes = feed.changes.slice(0, first).map(toChange);
    return {
      changes,
      cursor: changes.at(-1)?.cursor ?? cursorOf(after),
      hasMore: feed.changes.length > first,
    };
  }

  /**
   * What a waiting read sleeps on: an event of the owner's (items changed, an upload committed)
   * from any replica ends the sleep at once, also one heard between `arm` and `sleep`.
   */
  private wakeOn(ownerId: string, signal: AbortSignal | undefined) {
    let heard = false;
    let wakeNow: (() => void) | undefined;
    const onEvent = (event: { userId?: unknown }) => {
      if (event.userId !== ownerId) return;
      heard = true;
      wakeNow?.();
    };
    const stops = [this.events.listen('itemsChanged', onEvent), this.events.listen('uploadCompleted', onEvent)];
    return {
      arm: () => {
        heard = false;
      },
      sleep: (ms: number) =>
        new Promise<void>((resolve) => {
          if (heard || signal?.aborted || this.stopping) return resolve();
          const done = () => {
            clearTimeout(timer);
            signal?.removeEventListener('abort', done);
            this.waiters.delete(done);
            wakeNow = undefined;
            resolve();
          };
          const timer = setTimeout(done, ms);
          signal?.addEventListener('abort', done, { once: true });
          this.waiters.add(done);
          wakeNow = done;
        }),
      close: () => {
        for (const stop of stops) stop();
      },
    };
  }

  private wakeAll(): void {
    this.stopping = true;
    for (const wake of [...this.waiters]) wake();
  }
}

function toChange(change: RecordedChange): ItemChange {
  const contentHash = change.type === 'file' ? change.contentHash : null;
  return {
    cursor: cursorOf(change),
    kind: change.kind,
    at: change.at,
    itemId: change.itemId,
    type: change.type,
    name: change.name,
    path: change.path,
    size: change.size,
    contentHash,
    // A file's change always has its hash: the statement that made it ran while its blob existed.
    etag: itemEtag({ id: change.itemId, type: change.type, path: change.path, name: change.name, contentHash })!,
    trashed: change.trashed,
  };
}

function cursorOf(position: FeedPosition): string {
  return encodeCursor([position.batch, position.ordinal]);
}

/** A cursor of this feed (opaque to clients: base64url of the position). Missing or malformed: VALIDATION_ERROR. */
function parseCursor(raw: unknown): FeedPosition {
  if (raw === undefined || raw === null || raw === '')
    throw new DomainError(
      'VALIDATION_ERROR',
      'A cursor is required: take the current one (changesCursor) before you list, then follow the feed from it.',
    ).at('after');
  if (typeof raw !== 'string') throw new DomainError('VALIDATION_ERROR', 'The cursor is not valid.').at('after');
  const [batch, ordinal] = decodeCursor(
    raw,
    (v): v is [string, string] =>
      v.length === 2 &&
      v.every((part) => typeof part === 'string' && BIGINT_TEXT.test(part) && BigInt(part) <= BigInt(END_OF_BATCH)),
  );
  return { batch, ordinal };
}

function comparePositions(a: FeedPosition, b: FeedPosition): number {
  const [ab, bb, ao, bo] = [BigInt(a.batch), BigInt(b.batch), BigInt(a.ordinal), BigInt(b.ordinal)];
  return ab !== bb ? (ab < bb ? -1 : 1) : ao === bo ? 0 : ao < bo ? -1 : 1;
}

/** A whole number from GraphQL (a number) or a query string (digits), between `min` and `max`. */
function boundedInt(raw: unknown, name: string, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === null || raw === '') return fallback;
  const value = typeof raw === 'string' && /^\d{1,6}$/.test(raw) ? Number(raw) : raw;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
    throw new DomainError('VALIDATION_ERROR', `${name} must be a whole number from ${min} to ${max}.`).at(name);
  return value;
}
