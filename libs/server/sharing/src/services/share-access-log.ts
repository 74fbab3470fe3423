import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { APP_CONFIG, Clock, isUuid, type AppConfig } from '@coffer/server-core';
import { coarseClientAddress } from '../domain/coarse-address';
import type { ShareAccessAction } from '../persistence/share-access-log.entity';
import { ShareAccessLogRepository, type NewAccessLogEntry } from '../persistence/share-access-log.repository';

/** How often recorded entries are written. */
export const ACCESS_LOG_FLUSH_MS = 1000;
/** Entries waiting that make a write start at once, without waiting for the interval. */
export const ACCESS_LOG_BATCH = 200;
/** Entries kept waiting at most while writes fail or lag; past it new ones are dropped (and counted in a warning). */
export const ACCESS_LOG_MAX_PENDING = 5000;
/** Longest user agent kept; longer ones are cut. */
export const USER_AGENT_MAX_LENGTH = 256;
const EMAIL_MAX_LENGTH = 254;
const FILE_NAME_MAX_LENGTH = 255;
const ACTIONS: ReadonlySet<string> = new Set<ShareAccessAction>(['open', 'download', 'zip']);

/** What a share route reports of one opening or download. */
export interface ShareAccessEntry {
  linkId: string;
  action: ShareAccessAction;
  /** The files downloaded, with their names now; empty for an opening. */
  files: ReadonlyArray<{ id: string; name: string }>;
  /** The signed-in account's or the code-verified visitor's address; null: anonymous. */
  visitorEmail: string | null;
  /** The request's client address (`req.ip`), coarsened here before it is kept. */
  clientAddress: string | undefined;
  userAgent: string | undefined;
}

/**
 * The access log of share links, written off the request's path: `record` keeps an entry in
 * memory and returns at once; entries are written in one statement every second, as soon as 200
 * are waiting, before an owner reads a link's log on this replica, and at shutdown. Nothing here
 * fails or delays a visitor: a write that fails is logged and its entries are dropped (a log is
 * not worth holding memory for a database that is away). Old entries are pruned on the reaper's
 * interval.
 */
@Injectable()
export class ShareAccessLog implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger('ShareAccessLog');
  private pending: NewAccessLogEntry[] = [];
  /** Links with entries in the write under way. */
  private writing = new Set<string>();
  private written: Promise<void> = Promise.resolve();
  /** A write is chained and has not started: it will take whatever is pending by then. */
  private queued = false;
  private dropped = 0;
  private flushTimer?: NodeJS.Timeout;
  private pruneTimer?: NodeJS.Timeout;

  constructor(
    private readonly entries: ShareAccessLogRepository,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.flushTimer = setInterval(() => void this.flush(), ACCESS_LOG_FLUSH_MS).unref();
    // Housekeeping runs with the reaper: also once at start, never when it is off (test apps share one database).
    if (this.config.reaperIntervalSeconds > 0) {
      const prune = () =>
        this.prune().catch((error: unknown) =>
          this.logger.warn(`Pruning the share access log failed: ${message(error)}`),
        );
      void prune();
      this.pruneTimer = setInterval(() => void prune(), this.config.reaperIntervalSeconds * 1000).unref();
    }
  }

  async onModuleDestroy(): Promise<void> {
    clearInterval(this.flushTimer);
    clearInterval(this.pruneTimer);
    await this.flush();
  }

  /** Requests still being answered after the modules stopped may have recorded more. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.flush();
  }

  /**
   * Records one opening or download through a link, to be written within ACCESS_LOG_FLUSH_MS.
   * Never throws and never waits: an entry it cannot keep is dropped.
   */
  record(entry: ShareAccessEntry): void {
    try {
      if (!isUuid(entry.linkId) || !ACTIONS.has(entry.action)) {
        this.logger.warn(`Ignored a share access log entry of an unknown link or action (${String(entry.action)})`);
        return;
      }
      if (this.pending.length >= ACCESS_LOG_MAX_PENDING) {
        this.dropped += 1;
        return;
      }
      this.pending.push({
        linkId: entry.linkId,
        at: this.clock.now(),
        action: entry.action,
        files:
          entry.action === 'open'
            ? []
            : entry.files.map((f) => ({ id: String(f.id), name: clean(f.name, FILE_NAME_MAX_LENGTH) })),
        visitorEmail: entry.visitorEmail ? clean(entry.visitorEmail, EMAIL_MAX_LENGTH) : null,
        clientAddress: coarseClientAddress(entry.clientAddress),
        userAgent: entry.userAgent ? clean(entry.userAgent, USER_AGENT_MAX_LENGTH) : null,
      });
      if (this.pending.length >= ACCESS_LOG_BATCH) void this.flush();
    } catch (error) {
      this.logger.warn(`Could not record a share access: ${message(error)}`);
    }
  }

  /**
   * Writes what this replica holds: of every link, or (when it holds nothing of it, at no cost)
   * of one. Resolves once it is written or given up; never rejects.
   */
  flush(linkId?: string): Promise<void> {
    if (linkId !== undefined && !this.writing.has(linkId) && !this.pending.some((e) => e.linkId === linkId))
      return Promise.resolve();
    if (this.pending.length > 0 && !this.queued) {
      this.queued = true;
      this.written = this.written.then(() => {
        this.queued = false;
        return this.write();
      });
    }
    return this.written;
  }

  /** Deletes entries older than SHARE_ACCESS_LOG_DAYS by the server's clock; answers how many. */
  async prune(): Promise<number> {
    const cutoff = new Date(this.clock.now().getTime() - this.config.shareAccessLogDays * 86_400_000);
    const pruned = await this.entries.pruneBefore(cutoff);
    if (pruned > 0) this.logger.log(`Pruned ${pruned} share access log entries older than SHARE_ACCESS_LOG_DAYS`);
    return pruned;
  }

  private async write(): Promise<void> {
    if (this.dropped > 0) {
      this.logger.warn(`Dropped ${this.dropped} share access log entries: too many were waiting to be written`);
      this.dropped = 0;
    }
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    this.writing = new Set(batch.map((e) => e.linkId));
    try {
      await this.entries.insertMany(batch);
    } catch (error) {
      this.logger.warn(`Could not write ${batch.length} share access log entries, dropped: ${message(error)}`);
    } finally {
      this.writing = new Set();
    }
  }
}

/**
 * Text as a column can take it: without NUL (PostgreSQL refuses it in text and jsonb, which would
 * fail the whole batch) and at most `max` characters (code points, as varchar counts them).
 */
function clean(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex
  const safe = String(text).replace(/\u0000/g, '');
  return safe.length > max ? Array.from(safe).slice(0, max).join('') : safe;
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
