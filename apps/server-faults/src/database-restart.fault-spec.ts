import { runFsck, signUpOn, startServerProcess, streamUpload } from '@coffer/server-testing';
import { api, MIB, privateCluster, sleep } from './support/harness';

describe('PostgreSQL restart under mixed load (R4)', () => {
  it('answers 503 with Retry-After (never 500 or a hang) and recovers within 10 s', async () => {
    const pg = await privateCluster();
    const server = await startServerProcess({ DATABASE_URL: pg.url });
    try {
      const user = await signUpOn(server.url);
      const outcomes: Array<{ at: number; status: number; ms: number; retryAfter: string | null }> = [];
      let running = true;
      const worker = async (n: number) => {
        for (let i = 0; running; i++) {
          const started = Date.now();
          let status: number;
          let retryAfter: string | null = null;
          try {
            if (i % 3 === 2) {
              status = (await streamUpload(server.url, user.cookie, { size: 64 * 1024, name: `w${n}-${i}.txt` }).done)
                .status;
            } else {
              const res = await api(server.url, user.cookie, i % 3 === 0 ? '/api/files/list' : '/api/files/storage');
              status = res.status;
              retryAfter = res.headers.get('retry-after');
            }
          } catch {
            status = -1;
          }
          outcomes.push({ at: started, status, ms: Date.now() - started, retryAfter });
          await sleep(20);
        }
      };
      const workers = [0, 1, 2, 3].map(worker);
      await sleep(1500);
      const restartAt = Date.now();
      await pg.restart();
      const backAt = Date.now();
      await sleep(10_000);
      running = false;
      await Promise.all(workers);

      if (outcomes.some((o) => o.status === 500)) {
        console.log(
          server
            .output()
            .split('\n')
            .filter((l) => l.includes('"context":"Errors"') && !l.includes('ECONNRESET'))
            .slice(0, 10)
            .join('\n'),
        );
      }
      expect(outcomes.filter((o) => o.status === 500)).toEqual([]);
      expect(outcomes.filter((o) => o.status === -1)).toEqual([]);
      const unavailable = outcomes.filter((o) => o.status === 503);
      for (const o of unavailable) if (o.retryAfter !== null) expect(Number(o.retryAfter)).toBeGreaterThan(0);
      expect(Math.max(...outcomes.map((o) => o.ms))).toBeLessThan(5000);
      const firstSuccessAfter = outcomes
        .filter((o) => o.at >= backAt && o.status >= 200 && o.status < 300)
        .sort((a, b) => a.at - b.at)[0];
      expect(firstSuccessAfter?.status).toBeGreaterThanOrEqual(200);
      expect(firstSuccessAfter!.at - backAt).toBeLessThan(10_000);
      expect(outcomes.filter((o) => o.at < restartAt && o.status >= 200 && o.status < 300).length).toBeGreaterThan(0);

      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      const check = await runFsck(server, ['--staging-max-age-seconds', '0']);
      expect(check.report).toMatchObject({ missingBlobs: [], refCountDrift: [], usageDrift: [], staleStaging: 0 });
      void MIB;
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await pg.stop();
    }
  });

  it('is not ready while the database is down, stays alive, and is ready again once it is back', async () => {
    const pg = await privateCluster();
    const server = await startServerProcess({ DATABASE_URL: pg.url });
    const probe = async (path: string) => (await fetch(`${server.url}${path}`)).status;
    const until = async (path: string, status: number) => {
      const deadline = Date.now() + 15_000;
      while ((await probe(path)) !== status) {
        if (Date.now() > deadline) throw new Error(`${path} did not answer ${status} within 15 s`);
        await sleep(200);
      }
    };
    try {
      expect(await probe('/api/health/ready')).toBe(200);
      await pg.halt();
      await until('/api/health/ready', 503);
      const down = await fetch(`${server.url}/api/health/ready`);
      expect(down.headers.get('retry-after')).toBe('5');
      expect(await probe('/api/health/live')).toBe(200);
      await pg.start();
      await until('/api/health/ready', 200);
      expect(await probe('/api/health/live')).toBe(200);
      server.child.kill('SIGTERM');
      await server.exited;
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await pg.stop();
    }
  }, 60_000);
});
