import { randomInt } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '@coffer/server-core';

/** Advisory-lock namespace of upload processes (the second key is the process's own). */
const INSTANCE_LOCK_NAMESPACE = 0x0c0ffe5;
const RECONNECT_MS = 1000;

/**
 * This server process, as its uploads record it. With an external PostgreSQL the process holds
 * a session advisory lock named by its key for as long as it lives; PostgreSQL drops the lock
 * the moment the process dies (even by SIGKILL), so any process can tell at once whether the
 * uploads of another key still have a receiver — several replicas on one database never reap
 * each other's live uploads. The embedded database belongs to one process at a time, so every
 * other key there is dead.
 *
 * If the lock connection drops (a database restart), it is taken again as soon as the database
 * is back; a replica booting within that gap may release this process's uploads, which then fail
 * at commit instead of committing bytes that are gone.
 */
/** How long stopping waits for interrupted uploads to clean up. */
const CLEANUP_WAIT_MS = 10_000;

@Injectable()
export class UploadInstance implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('UploadInstance');
  readonly key = randomInt(1, 2 ** 31 - 1);
  private lock?: Client;
  private stopped = false;
  private retry?: NodeJS.Timeout;
  /** Upload work running in this process (a request's upload, a resumable append), until it has cleaned up. */
  private readonly running = new Set<Promise<unknown>>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** An external PostgreSQL that other processes may share: liveness is told by the locks. */
  private get external(): boolean {
    return Boolean(this.config.databaseUrl);
  }

  /**
   * With a pool of one connection (the single-backend test database) a lock held on a second
   * connection proves nothing and costs a scarce connection: no lock is taken, and no other
   * process's uploads are ever declared dead (they expire instead).
   */
  private get lockable(): boolean {
    return this.external && this.config.databasePoolSize > 1;
  }

  async onModuleInit(): Promise<void> {
    if (this.lockable) await this.connect();
  }

  /** Runs `work` as upload work of this process: stopping waits for it (see onModuleDestroy). */
  track<T>(work: () => Promise<T>): Promise<T> {
    const running = work();
    const settled = running.then(
      () => undefined,
      () => undefined,
    );
    this.running.add(settled);
    void settled.then(() => this.running.delete(settled));
    return running;
  }

  /**
   * Before the database closes, the uploads a shutdown cut finish cleaning up (their staged bytes
   * deleted, reservations and leases released), up to CLEANUP_WAIT_MS; only then is this process's
   * lock given up, so no other process takes them for dead meanwhile.
   */
  async onModuleDestroy(): Promise<void> {
    if (this.running.size > 0) {
      this.logger.log(`Waiting for ${this.running.size} interrupted uploads to clean up`);
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.all(this.running),
        new Promise((resolve) => (timer = setTimeout(resolve, CLEANUP_WAIT_MS))),
      ]);
      clearTimeout(timer);
      if (this.running.size > 0) this.logger.warn(`${this.running.size} uploads were still cleaning up at shutdown`);
    }
    this.stopped = true;
    clearTimeout(this.retry);
    await this.lock?.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new Client({ connectionString: this.config.databaseUrl });
    // A lost connection (database restart) must not crash the process: take the lock again later.
    client.on('error', () => this.reconnectLater(client));
    client.on('end', () => this.reconnectLater(client));
    try {
      await client.connect();
      await client.query('SELECT pg_advisory_lock($1, $2)', [INSTANCE_LOCK_NAMESPACE, this.key]);
      this.lock = client;
    } catch (error) {
      this.logger.warn(`Could not take the instance lock: ${error instanceof Error ? error.message : String(error)}`);
      this.reconnectLater(client);
    }
  }

  private reconnectLater(client: Client): void {
    if (this.stopped || this.retry) return;
    if (this.lock === client) this.lock = undefined;
    void client.end().catch(() => undefined);
    this.retry = setTimeout(() => {
      this.retry = undefined;
      if (!this.stopped && !this.lock) void this.connect();
    }, RECONNECT_MS);
    this.retry.unref();
  }

  /**
   * Which of `keys` belong to processes that are gone. Null (an upload from before processes were
   * recorded) is always dead. Never this process's own key.
   */
  async deadKeys(keys: Array<number | null>): Promise<Set<number | null>> {
    const others = [...new Set(keys)].filter((k) => k !== this.key);
    if (!this.external) return new Set(others);
    const dead = new Set<number | null>(others.filter((k) => k === null));
    if (!this.lockable) return dead;
    const probe = new Client({ connectionString: this.config.databaseUrl });
    probe.on('error', () => undefined);
    await probe.connect();
    try {
      for (const key of others) {
        if (key === null) continue;
        const [row] = (
          await probe.query<{ free: boolean }>('SELECT pg_try_advisory_lock($1, $2) AS free', [
            INSTANCE_LOCK_NAMESPACE,
            key,
          ])
        ).rows;
        if (row?.free) {
          dead.add(key);
          await probe.query('SELECT pg_advisory_unlock($1, $2)', [INSTANCE_LOCK_NAMESPACE, key]);
        }
      }
    } finally {
      await probe.end().catch(() => undefined);
    }
    return dead;
  }
}
