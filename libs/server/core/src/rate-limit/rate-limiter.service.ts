import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { Clock } from '../clock/clock';
import { TransactionRunner } from '../database/transaction-runner';
import { DomainError } from '../errors/domain-error';
import { RateLimitEntity } from './rate-limit.entity';

export interface RateLimitState {
  hits: number;
  resetAt: Date;
}

/** Where one request stands against the tightest of several budgets. */
export interface BudgetState {
  limit: number;
  /** Hits left in the window (0 once exceeded). */
  remaining: number;
  /** Hits counted in the window, this one included. */
  used: number;
  resetAt: Date;
  /** True when this hit went past a budget: the request must be refused. */
  exceeded: boolean;
}

/** One counter: at most `max` hits per `windowSeconds` under `key`. */
export interface RateLimit {
  key: string;
  max: number;
  windowSeconds: number;
}

const PURGE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Fixed-window counters in PostgreSQL: one atomic upsert per hit, so concurrent requests and
 * several replicas share exact counts.
 */
@Injectable()
export class RateLimiterService implements OnModuleInit, OnModuleDestroy {
  private purgeTimer?: NodeJS.Timeout;

  constructor(
    @InjectRepository(RateLimitEntity) private readonly repository: Repository<RateLimitEntity>,
    private readonly clock: Clock,
    private readonly tx: TransactionRunner,
  ) {}

  onModuleInit(): void {
    this.purgeTimer = setInterval(() => void this.purgeExpired().catch(() => undefined), PURGE_INTERVAL_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }

  /** Counts one hit against `key` and returns the window's count including it. */
  async hit(key: string, windowSeconds: number): Promise<RateLimitState> {
    const now = this.clock.now();
    const resetAt = new Date(now.getTime() + windowSeconds * 1000);
    const rows: Array<{ hits: number; reset_at: Date }> = await this.repository.query(
      `INSERT INTO rate_limit (key, hits, reset_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit.reset_at <= $3 THEN 1 ELSE rate_limit.hits + 1 END,
         reset_at = CASE WHEN rate_limit.reset_at <= $3 THEN EXCLUDED.reset_at ELSE rate_limit.reset_at END
       RETURNING hits, reset_at`,
      [key, resetAt, now],
    );
    const row = rows[0]!;
    return { hits: row.hits, resetAt: new Date(row.reset_at) };
  }

  /**
   * Counts one hit against `key` unless `exemptKey` has an open window. One statement writes the
   * row either way (adding 0 when exempt), so both outcomes cost the same round trip and commit:
   * the time an answer takes must not tell which case applied.
   */
  async hitUnless(
    exemptKey: string | null,
    key: string,
    windowSeconds: number,
  ): Promise<RateLimitState & { exempt: boolean }> {
    const now = this.clock.now();
    const resetAt = new Date(now.getTime() + windowSeconds * 1000);
    const rows: Array<{ hits: number; reset_at: Date; exempt: boolean }> = await this.repository.query(
      `WITH exemption AS (
         SELECT EXISTS (SELECT 1 FROM rate_limit WHERE key = $4 AND reset_at > $3 AND hits > 0) AS exempt
       )
       INSERT INTO rate_limit (key, hits, reset_at)
       SELECT $1, CASE WHEN exemption.exempt THEN 0 ELSE 1 END, $2 FROM exemption
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit.reset_at <= $3 THEN EXCLUDED.hits ELSE rate_limit.hits + EXCLUDED.hits END,
         reset_at = CASE WHEN rate_limit.reset_at <= $3 THEN EXCLUDED.reset_at ELSE rate_limit.reset_at END
       RETURNING hits, reset_at, (SELECT exempt FROM exemption) AS exempt`,
      [key, resetAt, now, exemptKey],
    );
    const row = rows[0]!;
    return { hits: row.hits, resetAt: new Date(row.reset_at), exempt: row.exempt };
  }

  /**
   * Counts one hit against every limit in one statement (keys locked in a fixed order, so
   * concurrent requests cannot deadlock) and answers the tightest budget: an exceeded one, else
   * the one with the fewest hits left. Refuses nothing itself. The commit does not wait for the
   * log flush: every GraphQL operation and signed-in request charges a budget, and waiting put each
   * of them behind whatever else the disk was writing (a listing took 0.5 s during large uploads);
   * a crash only hands a client back a few hits it already spent.
   */
  async consumeBudget(limits: RateLimit[], cost = 1): Promise<BudgetState> {
    const now = this.clock.now();
    const sorted = [...new Map(limits.map((l) => [l.key, l])).values()].sort((a, b) => (a.key < b.key ? -1 : 1));
    const params: unknown[] = [now, cost];
    const values = sorted.map((limit) => {
      params.push(limit.key, new Date(now.getTime() + limit.windowSeconds * 1000));
      return `($${params.length - 1}, $2::integer, $${params.length}::timestamptz)`;
    });
    const rows: Array<{ key: string; hits: number; reset_at: Date }> = await this.tx.queryWithoutFlushWait(
      `INSERT INTO rate_limit (key, hits, reset_at) VALUES ${values.join(', ')}
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN rate_limit.reset_at <= $1 THEN $2::integer ELSE rate_limit.hits + $2::integer END,
         reset_at = CASE WHEN rate_limit.reset_at <= $1 THEN EXCLUDED.reset_at ELSE rate_limit.reset_at END
       RETURNING key, hits, reset_at`,
      params,
    );
    let tightest: BudgetState | undefined;
    for (const row of rows) {
      const limit = sorted.find((l) => l.key === row.key)!;
      const state: BudgetState = {
        limit: limit.max,
        remaining: Math.max(0, limit.max - row.hits),
        used: row.hits,
        resetAt: new Date(row.reset_at),
        exceeded: row.hits > limit.max,
      };
      const tighter =
        !tightest ||
        (state.exceeded && (!tightest.exceeded || state.resetAt > tightest.resetAt)) ||
        (!state.exceeded && !tightest.exceeded && state.remaining < tightest.remaining);
      if (tighter) tightest = state;
    }
    return tightest!;
  }

  /** The current window's count for `key` without counting a hit (0 when no window is open). */
  async peek(key: string): Promise<RateLimitState> {
    const now = this.clock.now();
    const row = await this.repository.findOneBy({ key });
    if (!row || row.resetAt <= now) return { hits: 0, resetAt: now };
    return { hits: row.hits, resetAt: row.resetAt };
  }

  /**
   * Counts one attempt against every limit in one statement (so concurrent attempts cannot slip
   * through) and throws RATE_LIMITED with Retry-After when any is past its maximum.
   */
  async consume(limits: RateLimit[], message: string): Promise<void> {
    const state = await this.consumeBudget(limits);
    if (state.exceeded) {
      throw new DomainError('RATE_LIMITED', message, { 'Retry-After': String(this.retryAfterSeconds(state)) });
    }
  }

  /**
   * Counts `cost` hits at once (e.g. one per mail a request sends) against every limit, and
   * throws RATE_LIMITED when that goes past one; a refused request's hits are given back, so it
   * does not hold up smaller ones.
   */
  async consumeMany(limits: RateLimit[], cost: number, message: string): Promise<void> {
    if (cost <= 0) return;
    const state = await this.consumeBudget(limits, cost);
    if (state.exceeded) {
      for (const limit of limits) await this.refund(limit.key, cost);
      throw new DomainError('RATE_LIMITED', message, { 'Retry-After': String(this.retryAfterSeconds(state)) });
    }
  }

  /** Gives hits back (never below zero), for attempts that turned out legitimate. */
  async refund(key: string, hits = 1): Promise<void> {
    await this.repository.query('UPDATE rate_limit SET hits = GREATEST(hits - $2, 0) WHERE key = $1', [key, hits]);
  }

  async reset(key: string): Promise<void> {
    await this.repository.delete({ key });
  }

  /** Seconds until the window of `state` closes, for Retry-After (at least 1). */
  retryAfterSeconds(state: { resetAt: Date }): number {
    return Math.max(1, Math.ceil((state.resetAt.getTime() - this.clock.now().getTime()) / 1000));
  }

  /** Housekeeping by the database's clock (see SessionRepository.deleteExpired); windows are judged by the server's. */
  async purgeExpired(): Promise<void> {
    await this.repository.createQueryBuilder().delete().where('reset_at <= now()').execute();
  }
}
