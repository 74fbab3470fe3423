import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runFsck, signUpOn, startServerProcess, streamUpload } from '@coffer/server-testing';
import { api, isolatedDatabase, MIB } from './support/harness';

const SIZE = 64 * MIB;

describe('kill -9 during an upload (R1)', () => {
  it.each([10, 50, 99])('leaves nothing visible and a consistent store when killed at %i%%', async (percent) => {
    const db = await isolatedDatabase();
    try {
      const server = await startServerProcess(db.env);
      const user = await signUpOn(server.url);
      await new Promise<void>((resolve) => {
        const upload = streamUpload(server.url, user.cookie, {
          size: SIZE,
          onChunk: (sent) => {
            if (sent >= (SIZE * percent) / 100 && !upload.request.destroyed) {
              server.child.kill('SIGKILL');
              resolve();
            }
          },
        });
        upload.done.catch(() => resolve());
      });
      expect((await server.exited).signal).toBe('SIGKILL');

      const restarted = await startServerProcess(db.env, server.dataDir);
      const listing = await api(restarted.url, user.cookie, '/api/files/list');
      expect(listing.status).toBe(200);
      expect(listing.body['items']).toEqual([]);
      expect((await api(restarted.url, user.cookie, '/api/files/storage')).body['used']).toBe(0);
      // The account still works: a new upload after the crash succeeds.
      const after = streamUpload(restarted.url, user.cookie, { size: 1 * MIB, name: 'after.txt' });
      expect((await after.done).status).toBe(201);
      restarted.child.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);

      const check = await runFsck(restarted);
      expect(check.report).toMatchObject({ missingBlobs: [], orphanObjects: [], refCountDrift: [], usageDrift: [] });
      expect(check.code).toBe(0);
      // Forcing the grace periods to zero, repair removes the crashed upload's leftovers…
      await runFsck(restarted, ['--repair', '--orphan-grace-seconds', '0', '--staging-max-age-seconds', '0']);
      expect(readdirSync(join(server.dataDir, 'storage', 'tmp'))).toEqual([]);
      // …and leaves a store that is consistent by the strictest measure.
      const strict = await runFsck(restarted, ['--orphan-grace-seconds', '0', '--staging-max-age-seconds', '0']);
      expect(strict.report).toMatchObject({ missingBlobs: [], orphanObjects: [], refCountDrift: [], usageDrift: [], staleStaging: 0 });
    } finally {
      await db.drop();
    }
  });
});
