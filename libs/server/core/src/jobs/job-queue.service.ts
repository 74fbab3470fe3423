import { setTimeout as sleep } from 'node:timers/promises';
import {
  Inject,
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
} from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { Clock } from '../clock/clock';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { returningRows } from '../database/returning-rows';

export interface JobContext {
  kind: string;
  key: string;
  /** 1 on the first run. */
  attempt: number;
  /** Aborted when the job runs out of time or the server stops: stop work, the job runs again later. */
  signal: AbortSignal;
}

export type JobHandler = (job: JobContext) => Promise<void>;

export interface JobKindOptions {
  /** How long one run may take before it is aborted and counted as failed (default 60 s). */
  timeoutMs?: number;
  /** Runs before the job is kept as failed (default 3). */
  maxAttempts?: number;
  /**
   * Waits after the 1st, 2nd … failed run (default 5 s, doubling, at most an hour); the last entry
   * repeats. Kinds that promise a delivery window (webhooks) name their own schedule.
   */
  retryDelaysMs?: readonly number[];
  /**
   * Kinds that mostly wait on someone else (a webhook's endpoint) run in a lane of their own with
   * this many workers per replica, so a slow receiver never holds back the shared workers' jobs
   * (thumbnails). Without it a kind shares the `JOB_WORKERS` workers. `JOB_WORKERS=0` stops every lane.
   */
  ownWorkers?: number;
}

/** What became of a job `runNow` asked for. */
export type JobOutcome = 'done' | 'failed' | 'timeout';

interface JobKind {
  handler: JobHandler;
  timeoutMs: number;
  maxAttempts: number;
  retryDelaysMs?: readonly number[];
  ownWorkers?: number;
}

interface ClaimedJob {
  kind: string;
  key: string;
  attempts: number;
}

/** How often an idle worker looks for jobs other replicas (or an earlier process) left. */
const POLL_MS = 2000;
/** Added to a kind's time limit for its lease: the run is aborted well before another replica may take it. */
const LEASE_MARGIN_MS = 30_000;
/** Retries wait 5 s, 10 s, 20 s … (at most an hour). */
const BACKOFF_BASE_MS = 5000;
const BACKOFF_MAX_MS = 60 * 60 * 1000;
/** A failed job is kept this long (no retry meanwhile), then forgotten: a later request may try again. */
const FAILED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** How often `runNow` looks whether the replica holding a job has finished it. */
const WAIT_POLL_MS = 100;
/** How long stopping waits for running jobs to give up their work. */
const STOP_WAIT_MS = 5000;

/**
 * Jobs that must run once, off the request path, whatever happens to the process: kept in the
 * database (see the `job` table), claimed with `FOR UPDATE SKIP LOCKED` and a lease so that one
 * replica at a time runs a job, deleted when done. Handlers must be idempotent (a replica that dies
 * mid-run leaves the job to run again once its lease ends) and must honour their abort signal.
 * The same SQL runs on the embedded database.
 *
 * `JOB_WORKERS` jobs run at once in the background (kinds with `ownWorkers` in lanes of their
 * own besides); `runNow` runs one a request is waiting for
 * right away (or waits for the replica running it), so a missing result is never made twice.
 */
@Injectable()
export class JobQueue implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly kinds = new Map<string, JobKind>();
  private readonly running = new Map<string, { abort: AbortController; done: Promise<unknown> }>();
  private readonly workers: Array<Promise<void>> = [];
  private stopped = false;
  private readonly sleepers = new Set<() => void>();
  /** Counts calls of `wake`, so a worker that was busy when one came does not go to sleep past it. */
  private wakeups = 0;
  private lastPurge = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Declares what runs a kind of job; called by features while the application starts. */
  register(kind: string, handler: JobHandler, options: JobKindOptions = {}): void {
    if (this.kinds.has(kind)) throw new Error(`Job kind ${kind} is registered twice`);
    this.kinds.set(kind, {
      handler,
      timeoutMs: options.timeoutMs ?? 60_000,
      maxAttempts: options.maxAttempts ?? 3,
      retryDelaysMs: options.retryDelaysMs,
      ownWorkers: options.ownWorkers,
    });
  }

  onApplicationBootstrap(): void {
    if (this.config.jobWorkers === 0) return;
    const shared = [...this.kinds].filter(([, type]) => !type.ownWorkers).map(([kind]) => kind);
    if (shared.length > 0) for (let i = 0; i < this.config.jobWorkers; i++) this.workers.push(this.work(shared));
    for (const [kind, { ownWorkers }] of this.kinds)
      for (let i = 0; i < (ownWorkers ?? 0); i++) this.workers.push(this.work([kind]));
  }

  // Before the database connections close: the jobs still running record that they stopped.
  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.wake();
    for (const { abort } of this.running.values()) abort.abort(new Error('The server is stopping'));
    // The wait is cancelled once the workers are done: a pending timer would hold the process open.
    const waited = new AbortController();
    await Promise.race([
      Promise.allSettled(this.workers),
      sleep(STOP_WAIT_MS, undefined, { signal: waited.signal }).catch(() => undefined),
    ]);
    waited.abort();
  }

  /**
   * Records the job unless it is already recorded (waiting, running or failed), and wakes a worker.
   * With `manager` the job is written in that transaction: it exists exactly if the transaction commits.
   */
  async enqueue(kind: string, key: string, manager?: EntityManager): Promise<void> {
    await (manager ?? this.dataSource).query(
      `INSERT INTO job (kind, key, run_after) VALUES ($1, $2, $3) ON CONFLICT (kind, key) DO NOTHING`,
      [kind, key, this.clock.now()],
    );
    // Inside a transaction the row is not visible yet; the worker's next poll finds it.
    if (!manager) this.wake();
  }

  /**
   * Runs the job in this process now, unless another replica holds it: then waits (up to `waitMs`)
   * for that one to finish. A job already kept as failed answers 'failed' at once.
   */
  async runNow(kind: string, key: string, waitMs = 30_000): Promise<JobOutcome> {
    const type = this.kindOf(kind);
    await this.enqueue(kind, key);
    const [claimed] = returningRows<ClaimedJob>(
      await this.dataSource.query(
        `UPDATE job SET attempts = attempts + 1, locked_until = $3
          WHERE kind = $1 AND key = $2 AND failed_at IS NULL AND (locked_until IS NULL OR locked_until <= $4)
          RETURNING kind, key, attempts`,
        [kind, key, this.leaseEnd(type), this.clock.now()],
      ),
    );
    if (claimed) return (await this.run(claimed)) ? 'done' : 'failed';
    const deadline = Date.now() + waitMs;
    for (;;) {
      const [row] = await this.dataSource.query<Array<{ failed_at: Date | null; locked_until: Date | null }>>(
        'SELECT failed_at, locked_until FROM job WHERE kind = $1 AND key = $2',
        [kind, key],
      );
      if (!row) return 'done';
      if (row.failed_at) return 'failed';
      // The holder gave up this attempt (it will be retried later): nothing to show now.
      if (!row.locked_until || row.locked_until <= this.clock.now()) return 'failed';
      if (Date.now() >= deadline) return 'timeout';
      await sleep(WAIT_POLL_MS);
    }
  }

  /**
   * Runs, in this process and one after another, every job of `kind` that is due by the clock
   * (another replica's leased jobs excepted); answers how many ran. With a clock moved by hand,
   * this is how tests step through retry schedules.
   */
  async runDue(kind: string): Promise<number> {
    this.kindOf(kind);
    let ran = 0;
    for (let job = await this.claimNext([kind]); job; job = await this.claimNext([kind])) {
      await this.run(job);
      ran++;
    }
    return ran;
  }

  /** Lets a waiting worker look for jobs now. */
  wake(): void {
    this.wakeups++;
    for (const wakeUp of [...this.sleepers]) wakeUp();
  }

  private kindOf(kind: string): JobKind {
    const type = this.kinds.get(kind);
    if (!type) throw new Error(`Job kind ${kind} is not registered`);
    return type;
  }

  private leaseEnd(type: JobKind): Date {
    return new Date(this.clock.now().getTime() + type.timeoutMs + LEASE_MARGIN_MS);
  }

  /** One background worker: runs due jobs of `kinds`, one at a time, until the server stops. */
  private async work(kinds: string[]): Promise<void> {
    while (!this.stopped) {
      const seen = this.wakeups;
      const job = await this.claimNext(kinds).catch((error: unknown) => {
        this.logger.warn(`Looking for jobs failed: ${message(error)}`);
        return null;
      });
      if (job) {
        await this.run(job);
        continue;
      }
      await this.purgeFailed();
      if (this.stopped) break;
      if (this.wakeups !== seen) continue;
      await new Promise<void>((resolve) => {
        const wakeUp = () => {
          clearTimeout(timer);
          this.sleepers.delete(wakeUp);
          resolve();
        };
        const timer = setTimeout(wakeUp, POLL_MS);
        timer.unref();
        this.sleepers.add(wakeUp);
      });
    }
  }

  /** The oldest due job of `kinds`, claimed for the longest lease of those kinds. */
  private async claimNext(kinds: string[]): Promise<ClaimedJob | null> {
    const lease = Math.max(...kinds.map((k) => this.kindOf(k).timeoutMs)) + LEASE_MARGIN_MS;
    const now = this.clock.now();
    const [claimed] = returningRows<ClaimedJob>(
      await this.dataSource.query(
        `UPDATE job SET attempts = attempts + 1, locked_until = $2
          WHERE (kind, key) = (
            SELECT kind, key FROM job
             WHERE kind = ANY($1::varchar[]) AND failed_at IS NULL AND run_after <= $3
               AND (locked_until IS NULL OR locked_until <= $3)
             ORDER BY run_after LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING kind, key, attempts`,
        [kinds, new Date(now.getTime() + lease), now],
      ),
    );
    return claimed ?? null;
  }

  /**
   * Runs a claimed job within its time limit; true when it is done. `attempts` fences every
   * write: if the lease ran out and another replica took the job, this run's outcome is not recorded.
   */
  private async run(job: ClaimedJob): Promise<boolean> {
    const type = this.kindOf(job.kind);
    const fence = [job.kind, job.key, job.attempts];
    if (job.attempts > type.maxAttempts) {
      // Earlier runs died with their process (each counted on claiming): give up.
      await this.dataSource.query(
        `UPDATE job SET locked_until = NULL, failed_at = $4, last_error = 'interrupted on every attempt'
          WHERE kind = $1 AND key = $2 AND attempts = $3`,
        [...fence, this.clock.now()],
      );
      return false;
    }
    const abort = new AbortController();
    const timeout = setTimeout(() => abort.abort(new Error(`Timed out after ${type.timeoutMs} ms`)), type.timeoutMs);
    const outcome = type
      .handler({ kind: job.kind, key: job.key, attempt: job.attempts, signal: abort.signal })
      .then(() => null);
    const aborted = new Promise<Error>((resolve) =>
      abort.signal.addEventListener('abort', () => resolve(abort.signal.reason as Error), { once: true }),
    );
    const id = `${job.kind}:${job.key}:${job.attempts}`;
    this.running.set(id, { abort, done: outcome.catch(() => undefined) });
    let error: Error | null;
    try {
      error = await Promise.race([outcome, aborted]);
    } catch (thrown) {
      error = thrown instanceof Error ? thrown : new Error(String(thrown));
    } finally {
      clearTimeout(timeout);
      this.running.delete(id);
    }
    try {
      if (!error) {
        await this.dataSource.query('DELETE FROM job WHERE kind = $1 AND key = $2 AND attempts = $3', fence);
        return true;
      }
      if (this.stopped) {
        // Stopped, not failed: the attempt is given back and the job runs again at the next start.
        await this.dataSource.query(
          'UPDATE job SET locked_until = NULL, attempts = attempts - 1 WHERE kind = $1 AND key = $2 AND attempts = $3',
          fence,
        );
        return false;
      }
      const now = this.clock.now();
      const last = job.attempts >= type.maxAttempts;
      const backoff = retryDelay(type, job.attempts);
      await this.dataSource.query(
        `UPDATE job SET locked_until = NULL, last_error = $4, run_after = $5, failed_at = $6
          WHERE kind = $1 AND key = $2 AND attempts = $3`,
        [...fence, error.message.slice(0, 1000), new Date(now.getTime() + backoff), last ? now : null],
      );
      this.logger.warn(`Job ${job.kind} ${job.key} failed (attempt ${job.attempts}): ${error.message}`);
      return false;
    } catch (recording) {
      this.logger.warn(`Recording job ${job.kind} ${job.key} failed: ${message(recording)}`);
      return false;
    }
  }

  /** Forgets failed jobs after a while, at most once an hour per replica. */
  private async purgeFailed(): Promise<void> {
    if (Date.now() - this.lastPurge < 60 * 60 * 1000) return;
    this.lastPurge = Date.now();
    await this.dataSource
      .query('DELETE FROM job WHERE failed_at < $1', [new Date(this.clock.now().getTime() - FAILED_KEPT_MS)])
      .catch((error: unknown) => this.logger.warn(`Purging failed jobs failed: ${message(error)}`));
  }
}

/** How long to wait after the `attempt`-th failed run of a kind. */
function retryDelay(type: JobKind, attempt: number): number {
  const delays = type.retryDelaysMs;
  if (delays?.length) return delays[Math.min(attempt, delays.length) - 1]!;
  return Math.min(BACKOFF_BASE_MS * 2 ** (attempt - 1), BACKOFF_MAX_MS);
}

function message(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
