import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Clock } from '../clock/clock';
import { dataSourceOptions } from '../database/data-source-options';
import { runMigrations } from '../database/migrate';
import { TransactionRunner } from '../database/transaction-runner';
import { RateLimitEntity } from './rate-limit.entity';
import { RateLimiterService } from './rate-limiter.service';

class FakeClock extends Clock {
  current = new Date('2026-01-01T00:00:00Z');
  override now(): Date {
    return new Date(this.current);
  }
}

describe(RateLimiterService.name, () => {
  let dataSource: DataSource;
  let clock: FakeClock;
  let sut: RateLimiterService;

  beforeAll(async () => {
    const url = process.env['DATABASE_URL']!;
    dataSource = new DataSource({
      ...dataSourceOptions(url, Number(process.env['DATABASE_POOL_SIZE'] ?? 4)),
      entities: [RateLimitEntity],
    });
    await dataSource.initialize();
    await runMigrations(dataSource, process.env['DATABASE_POOL_SIZE'] === '1' ? null : url);
    clock = new FakeClock();
    sut = new RateLimiterService(dataSource.getRepository(RateLimitEntity), clock, new TransactionRunner(dataSource));
  });
  afterAll(() => dataSource.destroy());

  const key = () => `test:${randomBytes(6).toString('hex')}`;

  it('counts concurrent hits exactly once each', async () => {
    const k = key();
    const results = await Promise.all(Array.from({ length: 40 }, () => sut.hit(k, 60)));
    expect(results.map((r) => r.hits).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });

  it('opens a new window once the old one has passed', async () => {
    const k = key();
    await sut.hit(k, 60);
    await sut.hit(k, 60);
    expect((await sut.peek(k)).hits).toBe(2);
    clock.current = new Date(clock.current.getTime() + 61_000);
    expect((await sut.peek(k)).hits).toBe(0);
    expect((await sut.hit(k, 60)).hits).toBe(1);
  });

  it('counts a hit unless the exempting key has an open window, writing the row either way', async () => {
    const [k, exempting] = [key(), key()];
    expect(await sut.hitUnless(exempting, k, 60)).toMatchObject({ hits: 1, exempt: false });
    expect(await sut.hitUnless(null, k, 60)).toMatchObject({ hits: 2, exempt: false });
    await sut.hit(exempting, 30);
    expect(await sut.hitUnless(exempting, k, 60)).toMatchObject({ hits: 2, exempt: true });
    const fresh = key();
    expect(await sut.hitUnless(exempting, fresh, 60)).toMatchObject({ hits: 0, exempt: true });
    clock.current = new Date(clock.current.getTime() + 31_000);
    expect(await sut.hitUnless(exempting, k, 60)).toMatchObject({ hits: 3, exempt: false });
  });

  it('refunds without going below zero, resets, and reports Retry-After', async () => {
    const k = key();
    const first = await sut.hit(k, 120);
    expect(sut.retryAfterSeconds(first)).toBe(120);
    await sut.refund(k);
    await sut.refund(k);
    expect((await sut.peek(k)).hits).toBe(0);
    await sut.hit(k, 120);
    await sut.reset(k);
    expect((await sut.peek(k)).hits).toBe(0);
  });

  it('purges expired windows', async () => {
    const k = key();
    await sut.hit(k, 1);
    clock.current = new Date(clock.current.getTime() + 5_000);
    await sut.purgeExpired();
    expect(await dataSource.getRepository(RateLimitEntity).findOneBy({ key: k })).toBeNull();
  });

  it('charges one hit to several budgets at once, exactly under concurrency, and reports the tightest', async () => {
    const shared = key();
    const own = key();
    const states = await Promise.all(
      Array.from({ length: 30 }, () =>
        sut.consumeBudget([
          { key: own, max: 10, windowSeconds: 60 },
          { key: shared, max: 100, windowSeconds: 60 },
        ]),
      ),
    );
    expect(states.filter((s) => !s.exceeded)).toHaveLength(10);
    expect(states.filter((s) => s.exceeded).every((s) => s.limit === 10 && s.remaining === 0)).toBe(true);
    expect(states.map((s) => s.used).sort((a, b) => a - b)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
    expect((await sut.peek(shared)).hits).toBe(30);
    // With the own budget spent, a fresh one on the same shared key is the tighter one left.
    const other = await sut.consumeBudget([
      { key: key(), max: 10, windowSeconds: 60 },
      { key: shared, max: 35, windowSeconds: 60 },
    ]);
    expect(other).toMatchObject({ limit: 35, remaining: 4, used: 31, exceeded: false });
  });
});
