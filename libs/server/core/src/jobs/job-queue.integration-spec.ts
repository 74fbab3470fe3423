import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import type { AppConfig } from '../config/app-config';
import { dataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrate';
import { JobQueue, type JobHandler, type JobKindOptions } from './job-queue.service';

/** One replica: its own connection pool and queue on the shared database. */
interface Replica {
  queue: JobQueue;
  dataSource: DataSource;
}

describe(JobQueue.name, () => {
  const url = process.env['DATABASE_URL']!;
  const poolSize = Number(process.env['DATABASE_POOL_SIZE'] ?? 4);
  const replicas: Replica[] = [];
  let db: DataSource;

  async function replica(
    workers: number,
    kinds: Record<string, [JobHandler, JobKindOptions?]>,
    clock = new Clock(),
  ): Promise<Replica> {
    const dataSource = new DataSource(dataSourceOptions(url, Math.min(poolSize, 2)));
    await dataSource.initialize();
    const queue = new JobQueue(dataSource, clock, { jobWorkers: workers } as AppConfig);
    for (const [kind, [handler, options]] of Object.entries(kinds)) queue.register(kind, handler, options);
    queue.onApplicationBootstrap();
    const r = { queue, dataSource };
    replicas.push(r);
    return r;
  }

  async function stop(r: Replica): Promise<void> {
    await r.queue.beforeApplicationShutdown();
    await r.dataSource.destroy();
    replicas.splice(replicas.indexOf(r), 1);
  }

  beforeAll(async () => {
    db = new DataSource(dataSourceOptions(url, 1));
    await db.initialize();
    await runMigrations(db, poolSize === 1 ? null : url);
  });
  afterEach(async () => {
    for (const r of [...replicas]) await stop(r);
  });
  afterAll(() => db.destroy());

  const kindName = () => `test-${randomBytes(6).toString('hex')}`;
  type JobRow = { attempts: number; locked_until: Date | null; failed_at: Date | null; last_error: string | null };
  const rowOf = async (kind: string, key: string) =>
    (
      await db.query<JobRow[]>(
        'SELECT attempts, locked_until, failed_at, last_error FROM job WHERE kind = $1 AND key = $2',
        [kind, key],
      )
    )[0];

  async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await condition())) {
      if (Date.now() > deadline) throw new Error('condition not met in time');
      await sleep(25);
    }
  }

  it('runs an enqueued job once in the background and then forgets it', async () => {
    const kind = kindName();
    const runs: string[] = [];
    const { queue, dataSource } = await replica(1, { [kind]: [async ({ key }) => void runs.push(key)] });
    // Both before the worker can see either (outside a transaction, the first could already have
    // run and been forgotten when the second arrives, which then rightly runs it again).
    await dataSource.transaction(async (manager) => {
      await queue.enqueue(kind, 'a', manager);
      await queue.enqueue(kind, 'a', manager);
    });
    await until(() => runs.length === 1);
    await until(async () => (await rowOf(kind, 'a')) === undefined);
    await sleep(100);
    expect(runs).toEqual(['a']);
  });

  it('never runs a job twice when two replicas take jobs from one database', async () => {
    const kind = kindName();
    const runs = new Map<string, number>();
    const handler: JobHandler = async ({ key }) => {
      runs.set(key, (runs.get(key) ?? 0) + 1);
      await sleep(5);
    };
    const [a, b] = [await replica(2, { [kind]: [handler] }), await replica(2, { [kind]: [handler] })];
    const keys = Array.from({ length: 40 }, (_, i) => `k${i}`);
    await Promise.all(keys.map((key, i) => (i % 2 ? a : b).queue.enqueue(kind, key)));
    await until(() => runs.size === keys.length);
    await until(
      async () => Number((await db.query('SELECT count(*) AS n FROM job WHERE kind = $1', [kind]))[0].n) === 0,
    );
    expect([...runs.values()].every((n) => n === 1)).toBe(true);
  });

  it('runs a kind with workers of its own beside the shared ones, and no lane at all with JOB_WORKERS=0', async () => {
    const [slow, laned] = [kindName(), kindName()];
    let releaseSlow!: () => void;
    const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
    const running = new Set<string>();
    let together = 0;
    const lanedHandler: JobHandler = async ({ key }) => {
      running.add(key);
      together = Math.max(together, running.size);
      await until(() => running.size === 2 || together === 2);
      running.delete(key);
    };
    const { queue } = await replica(1, {
      [slow]: [() => slowHeld],
      [laned]: [lanedHandler, { ownWorkers: 2 }],
    });
    await queue.enqueue(slow, 'holds the shared worker');
    await until(async () => (await rowOf(slow, 'holds the shared worker'))?.locked_until != null);
    await queue.enqueue(laned, 'a');
    await queue.enqueue(laned, 'b');
    // Both laned jobs run, at the same time, while the one shared worker is still busy.
    await until(async () => (await rowOf(laned, 'a')) === undefined && (await rowOf(laned, 'b')) === undefined);
    expect(together).toBe(2);
    // The shared worker is still on its one job: claimed once, leased, not finished.
    expect(await rowOf(slow, 'holds the shared worker')).toMatchObject({ attempts: 1, failed_at: null });
    expect((await rowOf(slow, 'holds the shared worker'))?.locked_until).toBeInstanceOf(Date);
    releaseSlow();

    const off = await replica(0, { [laned]: [lanedHandler, { ownWorkers: 2 }] });
    await off.queue.enqueue(laned, 'c');
    await sleep(300);
    expect(await rowOf(laned, 'c')).toMatchObject({ attempts: 0 });
  });

  it('runNow runs the job in this replica, or waits for the replica that holds it', async () => {
    const kind = kindName();
    let runs = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler: JobHandler = async () => {
      runs++;
      await gate;
    };
    const [a, b] = [await replica(0, { [kind]: [handler] }), await replica(0, { [kind]: [handler] })];
    const first = a.queue.runNow(kind, 'x');
    await until(() => runs === 1);
    const second = b.queue.runNow(kind, 'x');
    await sleep(300);
    release();
    expect(await Promise.all([first, second])).toEqual(['done', 'done']);
    expect(runs).toBe(1);
    expect(await b.queue.runNow(kind, 'y', 50)).toBe('done');
    expect(runs).toBe(2);
  });

  it('answers timeout when the holder takes longer than the caller waits', async () => {
    const kind = kindName();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const handler: JobHandler = () => gate;
    const [a, b] = [await replica(0, { [kind]: [handler] }), await replica(0, { [kind]: [handler] })];
    const first = a.queue.runNow(kind, 'x');
    await until(async () => (await rowOf(kind, 'x'))?.locked_until != null);
    expect(await b.queue.runNow(kind, 'x', 200)).toBe('timeout');
    release();
    expect(await first).toBe('done');
  });

  it('keeps a job that failed every attempt as failed, and runs it no more', async () => {
    const kind = kindName();
    let runs = 0;
    const { queue } = await replica(0, {
      [kind]: [
        async () => {
          runs++;
          throw new Error(`broken input ${runs}`);
        },
        { maxAttempts: 2 },
      ],
    });
    expect(await queue.runNow(kind, 'x')).toBe('failed');
    const retry = await rowOf(kind, 'x');
    expect(retry).toMatchObject({ attempts: 1, locked_until: null, failed_at: null, last_error: 'broken input 1' });
    expect(await queue.runNow(kind, 'x')).toBe('failed');
    expect((await rowOf(kind, 'x'))?.failed_at).toBeInstanceOf(Date);
    await queue.enqueue(kind, 'x');
    expect(await queue.runNow(kind, 'x')).toBe('failed');
    expect(runs).toBe(2);
  });

  it('aborts a run that outlives its time limit and counts it as failed', async () => {
    const kind = kindName();
    let sawAbort = false;
    const { queue } = await replica(0, {
      [kind]: [
        ({ signal }) =>
          new Promise<void>((_, reject) =>
            signal.addEventListener('abort', () => {
              sawAbort = true;
              reject(signal.reason as Error);
            }),
          ),
        { timeoutMs: 100, maxAttempts: 3 },
      ],
    });
    expect(await queue.runNow(kind, 'x')).toBe('failed');
    expect(sawAbort).toBe(true);
    expect(await rowOf(kind, 'x')).toMatchObject({ attempts: 1, last_error: 'Timed out after 100 ms' });
  });

  it('a job outlives the process that recorded it, and one whose process died mid-run runs again after its lease', async () => {
    const kind = kindName();
    const runs: string[] = [];
    const handler: JobHandler = async ({ key }) => void runs.push(key);
    const before = await replica(0, { [kind]: [handler] });
    await before.queue.enqueue(kind, 'waiting');
    // A run that died with its process: claimed (attempt counted), lease over.
    await db.query(
      `INSERT INTO job (kind, key, attempts, run_after, locked_until) VALUES ($1, 'interrupted', 1, now(), now() - interval '1 second')`,
      [kind],
    );
    await stop(before);
    expect(runs).toEqual([]);
    await replica(1, { [kind]: [handler] });
    await until(() => runs.length === 2);
    expect(runs.sort()).toEqual(['interrupted', 'waiting']);
  });

  it('a job still leased to a live replica is left alone', async () => {
    const kind = kindName();
    const runs: string[] = [];
    await db.query(
      `INSERT INTO job (kind, key, attempts, run_after, locked_until) VALUES ($1, 'held', 1, now(), now() + interval '1 hour')`,
      [kind],
    );
    const { queue } = await replica(1, { [kind]: [async ({ key }) => void runs.push(key)] });
    await queue.enqueue(kind, 'free');
    await until(() => runs.length === 1);
    await sleep(200);
    expect(runs).toEqual(['free']);
  });

  it('stopping the server gives the running attempt back instead of counting it', async () => {
    const kind = kindName();
    let started = false;
    const r = await replica(1, {
      [kind]: [
        ({ signal }) =>
          new Promise<void>((_, reject) => {
            started = true;
            signal.addEventListener('abort', () => reject(signal.reason as Error));
          }),
      ],
    });
    await r.queue.enqueue(kind, 'x');
    await until(() => started);
    await stop(r);
    expect(await rowOf(kind, 'x')).toMatchObject({ attempts: 0, locked_until: null, failed_at: null });
  });

  it("retries on a kind's own schedule, and runDue runs only what the clock says is due", async () => {
    const kind = kindName();
    let offset = 0;
    const clock = new (class extends Clock {
      override now(): Date {
        return new Date(Date.now() + offset);
      }
    })();
    let runs = 0;
    const { queue } = await replica(
      0,
      {
        [kind]: [
          async () => {
            runs++;
            throw new Error('down');
          },
          { maxAttempts: 3, retryDelaysMs: [60_000, 3_600_000] },
        ],
      },
      clock,
    );
    await queue.enqueue(kind, 'x');
    // The retry is due `delay` after the failed run: between the clock before and after it.
    const runScheduling = async (delay: number) => {
      const before = clock.now().getTime();
      expect(await queue.runDue(kind)).toBe(1);
      const after = clock.now().getTime();
      const [row] = await db.query<Array<{ run_after: Date }>>('SELECT run_after FROM job WHERE kind = $1', [kind]);
      expect(row!.run_after.getTime()).toBeGreaterThanOrEqual(before + delay);
      expect(row!.run_after.getTime()).toBeLessThanOrEqual(after + delay);
    };
    await runScheduling(60_000);
    expect(await queue.runDue(kind)).toBe(0);
    offset += 60_000;
    await runScheduling(3_600_000);
    expect(await queue.runDue(kind)).toBe(0);
    offset += 3_600_000;
    expect(await queue.runDue(kind)).toBe(1);
    expect(runs).toBe(3);
    expect((await rowOf(kind, 'x'))?.failed_at).toBeInstanceOf(Date);
  });
});
