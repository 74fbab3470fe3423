import { runFsck, signUpOn, startServerProcess } from '@coffer/server-testing';
import { api, isolatedDatabase, sleep } from './support/harness';

const PER_FOLDER = 2000;
const FOLDERS = 3;

/** Uploads PER_FOLDER small files into each of /Big/part<k>/, some with shared content. */
async function seedBigFolder(url: string, cookie: string): Promise<void> {
  for (let k = 0; k < FOLDERS; k++) {
    const form = new FormData();
    for (let i = 0; i < PER_FOLDER; i++) {
      form.append(
        'files',
        new Blob([i % 10 === 0 ? 'shared content' : `file ${k}-${i}`], { type: 'text/plain' }),
        `f${i}.txt`,
      );
      form.append('relativePaths', `Big/part${k}/f${i}.txt`);
    }
    const res = await fetch(`${url}/api/files/upload`, { method: 'POST', headers: { Cookie: cookie }, body: form });
    if (res.status !== 201) throw new Error(`seeding: ${res.status} ${await res.text()}`);
  }
}

async function trashEntries(
  url: string,
  cookie: string,
): Promise<Array<{ item: { _id: string; name: string }; itemCount: number }>> {
  const res = await api(url, cookie, '/api/trash');
  expect(res.status).toBe(200);
  return res.body['items'] as Array<{ item: { _id: string; name: string }; itemCount: number }>;
}

/** Sends a request and kills the server while it is being handled. */
async function killDuring(
  server: Awaited<ReturnType<typeof startServerProcess>>,
  send: () => Promise<unknown>,
): Promise<void> {
  const pending = send().catch(() => undefined);
  await sleep(15);
  server.child.kill('SIGKILL');
  await pending;
  expect((await server.exited).signal).toBe('SIGKILL');
}

describe('kill -9 during trash operations', () => {
  it('restores a large folder all or nothing, and purges it all or nothing, with a consistent store after each', async () => {
    const db = await isolatedDatabase();
    try {
      let server = await startServerProcess(db.env);
      const user = await signUpOn(server.url);
      await seedBigFolder(server.url, user.cookie);
      const usedBefore = (await api(server.url, user.cookie, '/api/files/storage')).body['used'];
      const big = (
        (await api(server.url, user.cookie, '/api/files/list')).body['items'] as Array<{ _id: string; name: string }>
      ).find((i) => i.name === 'Big')!;
      expect((await api(server.url, user.cookie, `/api/files/${big._id}`, { method: 'DELETE' })).status).toBe(200);
      expect((await trashEntries(server.url, user.cookie)).map((e) => e.itemCount)).toEqual([
        1 + FOLDERS * (PER_FOLDER + 1),
      ]);

      await killDuring(server, () =>
        fetch(`${server.url}/api/trash/restore`, {
          method: 'POST',
          headers: { Cookie: user.cookie, 'Content-Type': 'application/json' },
          body: JSON.stringify({ ids: [big._id] }),
        }),
      );
      server = await startServerProcess(db.env, server.dataDir);
      const entries = await trashEntries(server.url, user.cookie);
      const live = (await api(server.url, user.cookie, '/api/files/list', {})).body['items'] as Array<{ name: string }>;
      // Nothing half-restored: either all of it is back, or all of it is still in the trash.
      if (entries.length === 0) {
        expect(live.map((i) => i.name)).toEqual(['Big']);
        for (let k = 0; k < FOLDERS; k++)
          expect(
            ((await api(server.url, user.cookie, `/api/files/list?path=/Big/part${k}/`)).body['items'] as unknown[])
              .length,
          ).toBe(PER_FOLDER);
        expect((await api(server.url, user.cookie, `/api/files/${big._id}`, { method: 'DELETE' })).status).toBe(200);
      } else {
        expect(entries.map((e) => e.itemCount)).toEqual([1 + FOLDERS * (PER_FOLDER + 1)]);
        expect(live).toEqual([]);
      }
      expect((await api(server.url, user.cookie, '/api/files/storage')).body).toMatchObject({
        used: usedBefore,
        trashBytes: usedBefore,
      });
      let check = await runFsck(server);
      expect(check.report).toMatchObject({ missingBlobs: [], refCountDrift: [], usageDrift: [], trashDrift: [] });

      await killDuring(server, () =>
        fetch(`${server.url}/api/trash/${big._id}`, { method: 'DELETE', headers: { Cookie: user.cookie } }),
      );
      server = await startServerProcess(db.env, server.dataDir);
      const after = await trashEntries(server.url, user.cookie);
      const storage = (await api(server.url, user.cookie, '/api/files/storage')).body;
      if (after.length === 0) expect(storage).toMatchObject({ used: 0, trashBytes: 0 });
      else expect(storage).toMatchObject({ used: usedBefore, trashBytes: usedBefore });
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);
      check = await runFsck(server);
      expect(check.report).toMatchObject({ missingBlobs: [], refCountDrift: [], usageDrift: [], trashDrift: [] });
      // Bytes a purge freed before the kill could delete them are removed by repair (the reaper does it after the grace period)…
      await runFsck(server, ['--repair', '--orphan-grace-seconds', '0']);
      // …leaving a store that is consistent by the strictest measure.
      const strict = await runFsck(server, ['--orphan-grace-seconds', '0']);
      expect(strict.code).toBe(0);
      expect(strict.report).toMatchObject({ ok: true });
    } finally {
      await db.drop();
    }
  }, 180_000);
});
