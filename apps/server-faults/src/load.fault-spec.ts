import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { processStats, runFsck, signUpOn, startServerProcess } from '@coffer/server-testing';
import { api, isolatedDatabase, MIB, sleep, streamUpload } from './support/harness';

describe('client disconnects and quota races against a real server process', () => {
  it('recovers file descriptors, memory, staging and quota after 200 aborted uploads (R2)', async () => {
    const db = await isolatedDatabase();
    // A tight quota: any leaked reservation would make the final 9 MiB upload fail.
    const server = await startServerProcess({ ...db.env, STORAGE_QUOTA_BYTES: String(10 * MIB) });
    try {
      const user = await signUpOn(server.url);
      // Warm up the upload path before taking the baseline.
      expect((await streamUpload(server.url, user.cookie, { size: 64 * 1024, name: 'warm.txt' }).done).status).toBe(201);
      await api(server.url, user.cookie, `/api/files/${((await api(server.url, user.cookie, '/api/files/list')).body['items'] as Array<{ _id: string }>)[0]!._id}`, { method: 'DELETE' });
      // Let the database pool grow to its working size first: its connections are not leaks.
      await Promise.all(Array.from({ length: 12 }, () => api(server.url, user.cookie, '/api/files/storage')));
      await sleep(300);
      const baseline = processStats(server.pid);
      for (let i = 0; i < 200; i++) {
        const cutAt = 32 * 1024 + Math.floor(Math.random() * 1.5 * MIB);
        await new Promise<void>((resolve) => {
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
          upload.done.then(() => resolve(), () => resolve());
        });
      }
      const staging = join(server.dataDir, 'storage', 'tmp');
      let after = processStats(server.pid);
      for (let i = 0; i < 50 && (readdirSync(staging).length > 0 || after.fds > baseline.fds + 2); i++) {
        await sleep(100);
        after = processStats(server.pid);
      }
      expect(readdirSync(staging)).toEqual([]);
      expect(after.fds).toBeLessThanOrEqual(baseline.fds + 2);
      expect(after.rssBytes - baseline.rssBytes).toBeLessThan(30 * MIB);
      expect((await api(server.url, user.cookie, '/api/files/list')).body['items']).toEqual([]);
      expect((await streamUpload(server.url, user.cookie, { size: 9 * MIB, name: 'fits.txt' }).done).status).toBe(201);
      expect(server.output()).not.toMatch(/"level":50/);
    } finally {
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
        Array.from({ length: 50 }, (_, i) => streamUpload(server.url, user.cookie, { size: 10 * MIB, name: `u${i}.txt`, chunk: 512 * 1024 }).done.catch(() => ({ status: 0, body: '' }))),
      );
      sampling = false;
      await sampler;
      const ok = results.filter((r) => r.status === 201).length;
      const refused = results.filter((r) => r.status === 413 && r.body.includes('QUOTA_EXCEEDED')).length;
      expect(ok + refused).toBe(50);
      // A request reserves its whole length (file bytes plus a few hundred bytes of multipart
      // framing) while it streams, so the last upload that fits can lose to framing held by
      // others: 9 or 10 of the 10 that fit get in, and never more (quality bar R3 allows ≤ 10).
      expect(ok).toBeGreaterThanOrEqual(9);
      expect(ok).toBeLessThanOrEqual(10);
      const used = (await api(server.url, user.cookie, '/api/files/storage')).body['used'] as number;
      expect(used).toBe(10 * MIB + ok * 10 * MIB);
      expect(maxUsed).toBeLessThanOrEqual(quota);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      const check = await runFsck(server, ['--staging-max-age-seconds', '0']);
      expect(check.report).toMatchObject({ missingBlobs: [], orphanObjects: [], refCountDrift: [], usageDrift: [], staleStaging: 0 });
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGTERM');
      await db.drop();
    }
  });
});
