import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runFsck, signUpOn, startServerProcess, streamUpload } from '@coffer/server-testing';
import { api, isolatedDatabase, MIB, sleep } from './support/harness';

describe('SIGTERM with transfers in flight (R7)', () => {
  it('refuses new connections, lets in-flight transfers finish within the grace period, and exits 0', async () => {
    const db = await isolatedDatabase();
    const server = await startServerProcess({ ...db.env, SHUTDOWN_GRACE_MS: '8000' });
    try {
      const user = await signUpOn(server.url);
      expect((await streamUpload(server.url, user.cookie, { size: 16 * MIB, name: 'big.txt' }).done).status).toBe(201);
      const id = ((await api(server.url, user.cookie, '/api/files/list')).body['items'] as Array<{ _id: string }>)[0]!
        ._id;

      // A slow download and a slow upload are running when the signal arrives.
      const download = fetch(`${server.url}/api/files/download/${id}`, { headers: { Cookie: user.cookie } }).then(
        async (res) => {
          const hash = createHash('sha256');
          const reader = res.body!.getReader();
          for (;;) {
            const { done, value } = await reader.read();
            if (done) break;
            hash.update(value);
            await sleep(5);
          }
          return hash.digest('hex');
        },
      );
      const upload = streamUpload(server.url, user.cookie, {
        size: 4 * MIB,
        name: 'late.txt',
        chunk: 256 * 1024,
        delayMs: 100,
      });
      await sleep(300);
      const signalledAt = Date.now();
      server.child.kill('SIGTERM');
      await sleep(200);
      await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();

      const expected = createHash('sha256')
        .update(Buffer.alloc(16 * MIB, 0x61))
        .digest('hex');
      expect(await download).toBe(expected);
      expect((await upload.done).status).toBe(201);
      const exit = await server.exited;
      expect(exit.code).toBe(0);
      expect(Date.now() - signalledAt).toBeLessThan(8000 + 5000);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await db.drop();
    }
  });

  it.each(['1000', '0'])(
    'cuts transfers still running when a grace period of %s ms ends, logs each, leaves no staging file or reservation, and still exits 0',
    async (grace) => {
      const db = await isolatedDatabase();
      const server = await startServerProcess({ ...db.env, SHUTDOWN_GRACE_MS: grace });
      try {
        const user = await signUpOn(server.url);
        const upload = streamUpload(server.url, user.cookie, {
          size: 8 * MIB,
          name: 'too-slow.txt',
          chunk: 64 * 1024,
          delayMs: 200,
        });
        await sleep(300);
        server.child.kill('SIGTERM');
        await expect(upload.done).rejects.toThrow();
        expect((await server.exited).code).toBe(0);
        expect(server.output()).toMatch(/Shutdown cut POST \/api\/files\/upload after \d+ ms/);
        expect(readdirSync(join(server.dataDir, 'storage', 'tmp'))).toEqual([]);
        // With the default settings (no grace period forced to zero): nothing left to report.
        const check = await runFsck(server);
        expect(check.report).toMatchObject({ staleUploads: [], staleStaging: 0, orphanObjects: [] });
        expect(check.code).toBe(0);
      } finally {
        if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
        await db.drop();
      }
    },
  );
});
