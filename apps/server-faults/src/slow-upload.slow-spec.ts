import { signUpOn, startServerProcess, streamUpload } from '@coffer/server-testing';
import { api, isolatedDatabase, MIB } from './support/harness';

describe('a slow but steady upload (R9)', () => {
  it('finishes a 100 MiB upload at 256 KiB/s (about 7 minutes), past Node’s default 300 s request timeout', async () => {
    const db = await isolatedDatabase();
    const server = await startServerProcess(db.env);
    try {
      const user = await signUpOn(server.url);
      const started = Date.now();
      // 64 KiB every 250 ms = 256 KiB/s.
      const upload = streamUpload(server.url, user.cookie, {
        size: 100 * MIB,
        name: 'slow.txt',
        chunk: 64 * 1024,
        delayMs: 250,
      });
      const result = await upload.done;
      const seconds = (Date.now() - started) / 1000;
      expect(result.status).toBe(201);
      expect(seconds).toBeGreaterThan(300);
      const items = (await api(server.url, user.cookie, '/api/files/list')).body['items'] as Array<{ size: number }>;
      expect(items.map((i) => i.size)).toEqual([100 * MIB]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await db.drop();
    }
  });
});
