import { readdirSync, statSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { runFsck, signUpOn, startServerProcess, storageState, streamUpload } from '@coffer/server-testing';
import { api, isolatedDatabase, MIB, replicaEnvironment, sleep } from './support/harness';

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
      expect(strict.report).toMatchObject({
        missingBlobs: [],
        orphanObjects: [],
        refCountDrift: [],
        usageDrift: [],
        staleStaging: 0,
      });
    } finally {
      await db.drop();
    }
  });
});

describe('kill -9 leaves nothing behind after the restart', () => {
  it('releases a killed folder upload before the next process answers; fsck reports the leftovers with their age until then', async () => {
    const db = await isolatedDatabase();
    try {
      const env = { ...db.env, STORAGE_QUOTA_BYTES: String(10 * MIB) };
      const server = await startServerProcess(env);
      const user = await signUpOn(server.url);
      // A folder upload: 40 small files stored whole, then an 8 MiB file that stops after 3 MiB.
      const upload = streamUpload(server.url, user.cookie, {
        size: 8 * MIB,
        name: 'big.txt',
        leadingFiles: 40,
        holdAfter: 3 * MIB,
      });
      const stagedBytes = () => {
        const { blobs, staging } = storageState(server.dataDir);
        return blobs.length === 40 && staging.length === 1
          ? statSync(join(server.dataDir, 'storage', 'tmp', staging[0]!)).size
          : 0;
      };
      for (let i = 0; i < 200 && stagedBytes() < 2 * MIB; i++) await sleep(50);
      expect(stagedBytes()).toBeGreaterThanOrEqual(2 * MIB);
      server.child.kill('SIGKILL');
      expect((await server.exited).signal).toBe('SIGKILL');
      upload.request.destroy();

      // Until a process starts, fsck (default settings) reports what the dead upload holds.
      const found = await runFsck(server);
      expect(found.code).toBe(1);
      const stale = found.report['staleUploads'] as Array<Record<string, unknown>>;
      // Keys are recorded ahead of the files in batches of 1, 4, 16 and 64: the 85 cover the 41 files it wrote.
      expect(stale).toEqual([
        expect.objectContaining({
          reason: 'dead-process',
          ownerId: user.id,
          stagedKeys: 85,
          ageSeconds: expect.any(Number),
        }),
      ]);
      expect(stale[0]!['reservedBytes']).toBeGreaterThanOrEqual(8 * MIB);
      expect(found.report['orphanObjects']).toHaveLength(40);
      expect(found.report['staleStagingFiles']).toEqual([expect.objectContaining({ ageSeconds: expect.any(Number) })]);

      // The next process releases it before answering: 5 MiB fit into the 10 MiB quota at once.
      const restarted = await startServerProcess(env, server.dataDir);
      expect(storageState(server.dataDir)).toEqual({ blobs: [], staging: [] });
      const after = streamUpload(restarted.url, user.cookie, { size: 5 * MIB, name: 'after.txt' });
      expect((await after.done).status).toBe(201);
      expect((await api(restarted.url, user.cookie, '/api/files/storage')).body['used']).toBe(5 * MIB);
      restarted.child.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);

      const check = await runFsck(restarted);
      expect(check.report).toMatchObject({
        ok: true,
        staleUploads: [],
        orphanObjects: [],
        staleStagingFiles: [],
        missingBlobs: [],
        usageDrift: [],
      });
      expect(check.code).toBe(0);
    } finally {
      await db.drop();
    }
  });

  it('leaves no temporary file of a killed GraphQL upload after the restart', async () => {
    const db = await isolatedDatabase();
    try {
      const env = { ...db.env, STORAGE_QUOTA_BYTES: String(10 * MIB) };
      const server = await startServerProcess(env);
      const user = await signUpOn(server.url);
      const boundary = `----coffer${Date.now()}`;
      const part = (name: string, value: string) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const head = Buffer.from(
        part(
          'operations',
          JSON.stringify({
            query: 'mutation($f: [Upload!]!) { uploadFiles(files: $f) { id } }',
            variables: { f: [null] },
          }),
        ) +
          part('map', JSON.stringify({ 0: ['variables.f.0'] })) +
          `--${boundary}\r\nContent-Disposition: form-data; name="0"; filename="big.txt"\r\nContent-Type: text/plain\r\n\r\n`,
      );
      const { port } = new URL(server.url);
      const req = httpRequest({
        port,
        method: 'POST',
        path: '/api/graphql',
        headers: {
          Cookie: user.cookie,
          'apollo-require-preflight': 'true',
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': head.length + 8 * MIB + 100,
        },
      });
      req.on('error', () => undefined);
      req.write(head);
      req.write(Buffer.alloc(3 * MIB, 0x61));
      const staged = () => storageState(server.dataDir).staging.length;
      for (let i = 0; i < 200 && staged() < 1; i++) await sleep(50);
      expect(staged()).toBe(1);
      server.child.kill('SIGKILL');
      await server.exited;
      req.destroy();
      const restarted = await startServerProcess(env, server.dataDir);
      expect(storageState(server.dataDir)).toEqual({ blobs: [], staging: [] });
      expect((await streamUpload(restarted.url, user.cookie, { size: 5 * MIB, name: 'after.txt' }).done).status).toBe(
        201,
      );
      restarted.child.kill('SIGTERM');
      expect((await restarted.exited).code).toBe(0);
      expect((await runFsck(restarted)).code).toBe(0);
    } finally {
      await db.drop();
    }
  });

  it('repairs the leftovers of a killed upload with fsck --repair', async () => {
    const db = await isolatedDatabase();
    try {
      const server = await startServerProcess(db.env);
      const user = await signUpOn(server.url);
      const upload = streamUpload(server.url, user.cookie, {
        size: 8 * MIB,
        name: 'big.txt',
        leadingFiles: 5,
        holdAfter: 2 * MIB,
      });
      for (let i = 0; i < 200 && storageState(server.dataDir).blobs.length < 5; i++) await sleep(50);
      server.child.kill('SIGKILL');
      await server.exited;
      upload.request.destroy();
      const repaired = await runFsck(server, ['--repair']);
      expect(repaired.report).toMatchObject({
        repaired: true,
        staleUploads: [expect.objectContaining({ reason: 'dead-process' })],
      });
      expect(storageState(server.dataDir)).toEqual({ blobs: [], staging: [] });
      const clean = await runFsck(server);
      expect([clean.code, clean.report['ok']]).toEqual([0, true]);
    } finally {
      await db.drop();
    }
  });
});

describe('replicas on one database', () => {
  it("never release each other's live uploads; a replica's dead uploads are reported and repaired while the other runs", async () => {
    const { env, drop: cleanup } = await replicaEnvironment();
    const servers: Array<Awaited<ReturnType<typeof startServerProcess>>> = [];
    try {
      const a = await startServerProcess(env);
      servers.push(a);
      const user = await signUpOn(a.url);
      const staged = () => storageState(a.dataDir).staging.length;
      const live = streamUpload(a.url, user.cookie, { size: 4 * MIB, name: 'live.txt', holdAfter: MIB });
      for (let i = 0; i < 200 && staged() < 1; i++) await sleep(50);
      expect(staged()).toBe(1);

      // B starts (releasing the uploads of dead processes) and fsck runs while A's upload is open.
      const b = await startServerProcess(env, a.dataDir);
      servers.push(b);
      const during = await runFsck(b);
      expect(during.report).toMatchObject({ staleUploads: [], orphanObjects: [], staleStagingFiles: [] });
      live.release();
      expect((await live.done).status).toBe(201);

      // A dies mid-upload: with B still running, fsck reports A's upload at once and --repair frees it.
      const doomed = streamUpload(a.url, user.cookie, { size: 4 * MIB, name: 'doomed.txt', holdAfter: MIB });
      for (let i = 0; i < 200 && staged() < 1; i++) await sleep(50);
      a.child.kill('SIGKILL');
      await a.exited;
      doomed.request.destroy();
      const found = await runFsck(b);
      expect(found.report['staleUploads']).toEqual([
        expect.objectContaining({ reason: 'dead-process', ownerId: user.id }),
      ]);
      await runFsck(b, ['--repair']);
      expect(storageState(a.dataDir).staging).toEqual([]);
      const after = streamUpload(b.url, user.cookie, { size: MIB, name: 'after.txt' });
      expect((await after.done).status).toBe(201);
      const clean = await runFsck(b);
      expect([clean.code, clean.report['ok']]).toEqual([0, true]);
    } finally {
      for (const s of servers) if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
      await Promise.all(servers.map((s) => s.exited));
      await cleanup();
    }
  });
});
