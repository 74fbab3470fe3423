import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { Clock, EventBus } from '@coffer/server-core';
import { ShareGrantRepository } from '../persistence/share-grant.repository';
import { ShareLinkRepository } from '../persistence/share-link.repository';

/** How often the openings counted in memory are written. */
export const ACCESS_COUNT_FLUSH_MS = 250;
/** How often downloads past their time are forgotten. */
const PRUNE_EVERY_MS = 60_000;

/**
 * Counting that needs no lock on the hot path: openings of public links without a password and
 * without a limit are added up here and written in one statement every 250 ms (and before any
 * owner reads counts or changes the link on this replica, as soon as the link changes on any
 * replica, and at shutdown), so a crowd on one link does not queue on its row. Nothing depends on these counts but the owner's statistics;
 * every count a limit depends on is written at once, atomically, by the request itself.
 */
@Injectable()
export class ShareAccessCounter implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('ShareAccessCounter');
  private pending = new Map<string, number>();
  private writing = new Map<string, number>();
  private written: Promise<void> = Promise.resolve();
  private timers: NodeJS.Timeout[] = [];
  private stopListening?: () => void;

  constructor(
    private readonly links: ShareLinkRepository,
    private readonly grants: ShareGrantRepository,
    private readonly clock: Clock,
    private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    // A limit set on another replica sees this replica's openings as soon as it hears of it.
    this.stopListening = this.bus.listen<{ linkIds: string[] }>('shareLinksChanged', (e) => {
      if (e.linkIds.some((id) => this.pending.has(id))) void this.flush();
    });
    this.timers = [
      setInterval(() => void this.flush(), ACCESS_COUNT_FLUSH_MS).unref(),
      setInterval(() => void this.grants.pruneExpired().catch(() => undefined), PRUNE_EVERY_MS).unref(),
    ];
  }

  async beforeApplicationShutdown(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer);
    this.stopListening?.();
    await this.flush();
  }

  /** Counts one opening of a link without a limit (written within ACCESS_COUNT_FLUSH_MS). */
  add(linkId: string, count = 1): void {
    this.pending.set(linkId, (this.pending.get(linkId) ?? 0) + count);
  }

  /**
   * Writes what this replica holds: of every link, or (when it holds nothing of it, at no cost)
   * of one; resolves once the counts are in the database.
   */
  flush(linkId?: string): Promise<void> {
    if (linkId !== undefined && !this.pending.has(linkId) && !this.writing.has(linkId)) return Promise.resolve();
    if (this.pending.size > 0) this.written = this.written.then(() => this.write());
    return this.written;
  }

  private async write(): Promise<void> {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    this.writing = batch;
    try {
      await this.links.addAccessCounts(batch);
    } catch (error) {
      // Kept for the next write: a database that is briefly away loses no counts.
      for (const [id, n] of batch) this.add(id, n);
      this.logger.warn(`Could not write access counts: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      this.writing = new Map();
    }
  }
}
