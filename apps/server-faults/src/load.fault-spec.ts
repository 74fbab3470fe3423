import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  connectionsOnPort,
  openFilesUnder,
  processStats,
  runFsck,
  signUpOn,
  startServerProcess,
  streamUpload,
} from '@coffer/server-testing';
import { api, isolatedDatabase, memoryInspector, MIB, sleep } from './support/harness';

describe('client disconnects and quota races against a real server process', () => {
  it('recovers file descriptors, memory, staging and quota after 200 aborted uploads (R2)', async () => {
    const db = await isolatedDatabase();
    // A tight quota: any leaked reservation would make the final 9 MiB upload fail. The
    // inspector (test-only flag) lets the test collect garbage before it reads memory.
    const server = await startServerProcess({
      ...db.env,
      STORAGE_QUOTA_BYTES: String(10 * MIB),
      NODE_OPTIONS: '--inspect=127.0.0.1:0',
    });
    const memory = await memoryInspector(server.output);
    try {
      const user = await signUpOn(server.url);
      const storage = join(server.dataDir, 'storage');
      const staging = join(storage, 'tmp');
      const stagingFiles = () => (existsSync(staging) ? readdirSync(staging) : []);
      // What must come back after each disconnect: no staging file, no open storage file, no
      // lingering client connection (database connections and files are the pool's business).
      const settled = async () => {
        for (let wait = 0; wait < 100; wait++) {
          if (
            stagingFiles().length === 0 &&
            openFilesUnder(server.pid, storage) === 0 &&
            connectionsOnPort(server.port) === 0
          )
            return true;
          await sleep(50);
        }
        return false;
      };
      const abortedUpload = () =>
        new Promise<void>((resolve) => {
          const cutAt = 32 * 1024 + Math.floor(Math.random() * 1.5 * MIB);
          const upload = streamUpload(server.url, user.cookie, {
            size: 2 * MIB,
            chunk: 32 * 1024,
            onChunk: (sent) => {
              if (sent >= cutAt && !upload.request.destroyed) {
                upload.request.destroy();
                resolve();
              }
            },
          });
          upload.done.then(
            () => resolve(),
            () => resolve(),
          );
        });
      // Reach a steady state first (heap, pools): growth after that is what leaks.
      for (let i = 0; i < 20; i++) {
        await abortedUpload();
        expect(await settled()).toBe(true);
      }
      const baseline = await memory.measure();
      const baselineFds = processStats(server.pid).nonSocketFds;
      for (let i = 0; i < 200; i++) {
        await abortedUpload();
        // Within 5 s of each disconnect everything it held is released.
        expect([i, await settled()]).toEqual([i, true]);
        // Client sockets are checked above (none left); database connections are the pool's business.
        expect([i, Math.abs(processStats(server.pid).nonSocketFds - baselineFds) <= 2]).toEqual([i, true]);
      }
      // Quality bar R2: RSS within +30 MB of the start; nothing of 200 requests retained.
      const after = await memory.measure();
      expect(after.rssBytes - baseline.rssBytes).toBeLessThan(30 * MIB);
      expect(after.heapUsedBytes - baseline.heapUsedBytes).toBeLessThan(4 * MIB);
      expect(after.externalBytes - baseline.externalBytes).toBeLessThan(4 * MIB);
      expect((await api(server.url, user.cookie, '/api/files/list')).body['items']).toEqual([]);
      expect((await streamUpload(server.url, user.cookie, { size: 9 * MIB, name: 'fits.txt' }).done).status).toBe(201);
      expect(server.output()).not.toMatch(/"level":50/);
    } finally {
      memory.close();
      server.child.kill('SIGTERM');
      await server.exited;
      await db.drop();
    }
  });

  it('never lets 50 concurrent uploads into the last 100 MiB exceed the quota (R3)', async () => {
    const db = await isolatedDatabase();
    const quota = 110 * MIB;
    const server = await startServerProcess({ ...db.env, STORAGE_QUOTA_BYTES: String(quota) });
    try {
      const user = await signUpOn(server.url);
      expect((await streamUpload(server.url, user.cookie, { size: 10 * MIB, name: 'base.txt' }).done).status).toBe(201);
      let sampling = true;
      let maxUsed = 0;
      const sampler = (async () => {
        while (sampling) {
          const used = (await api(server.url, user.cookie, '/api/files/storage')).body['used'] as number;
          maxUsed = Math.max(maxUsed, used);
          await sleep(50);
        }
      })();
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          streamUpload(server.url, user.cookie, { size: 10 * MIB, name: `u${i}.txt`, chunk: 512 * 1024 }).done.catch(
            (error: Error) => ({ status: 0, body: String(error) }),
          ),
        ),
      );
      sampling = false;
      await sampler;
      const ok = results.filter((r) => r.status === 201).length;
      const refused = results.filter((r) => r.status === 413 && r.body.includes('QUOTA_EXCEEDED')).length;
      expect([
        ok + refused,
        results.filter((r) => r.status !== 201 && !(r.status === 413 && r.body.includes('QUOTA_EXCEEDED'))),
      ]).toEqual([50, []]);
      // Exactly the uploads that fit: streaming requests reserve their whole
      // length, framing included, but a complete upload waits for them to give the framing back.
      expect(ok).toBe(10);
      const used = (await api(server.url, user.cookie, '/api/files/storage')).body['used'] as number;
      expect(used).toBe(10 * MIB + ok * 10 * MIB);
      expect(maxUsed).toBeLessThanOrEqual(quota);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      const check = await runFsck(server, ['--staging-max-age-seconds', '0']);
      expect(check.report).toMatchObject({
        missingBlobs: [],
        orphanObjects: [],
        refCountDrift: [],
        usageDrift: [],
        staleStaging: 0,
      });
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await db.drop();
    }
  });
});
