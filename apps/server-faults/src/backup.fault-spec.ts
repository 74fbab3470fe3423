import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { runCli, runFsck, signUpOn, startServerProcess, type ServerProcess } from '@coffer/server-testing';
import { api, isolatedDatabase } from './support/harness';

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
const PASSWORD = 'Fault!pass1';

interface Account {
  email: string;
  cookie: string;
}

/** Uploads `name` with random text bytes; answers its id and share token (with `share`). */
async function upload(server: ServerProcess, user: Account, name: string, bytes: Buffer, share = false) {
  const form = new FormData();
  form.append('files', new Blob([bytes], { type: 'text/plain' }), name);
  if (share) form.append('shareType', 'public');
  const res = await api(server.url, user.cookie, '/api/files/upload', { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`upload ${name}: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as unknown as { created: Array<{ id: string }>; shareLink: { token: string } | null };
  return { id: body.created[0]!.id, token: body.shareLink?.token ?? null };
}

const textBytes = (size: number) => Buffer.from(randomBytes(size).toString('base64').slice(0, size));

async function signIn(url: string, email: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function stop(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.child.kill('SIGTERM');
  await server.exited;
}

const filesUnder = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
        e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)],
      )
    : [];

const databases = process.env['DATABASE_URL'] ? ['embedded', 'postgresql'] : ['embedded'];

describe.each(databases)('A backup of a running instance (%s database)', (database) => {
  const environment = async () =>
    database === 'embedded' ? { env: {}, drop: async () => undefined } : isolatedDatabase();

  it('taken under upload and delete load, restores into a fresh instance byte-identical, with its links, fsck clean', async () => {
    const source = await environment();
    const target = await environment();
    const server = await startServerProcess(source.env);
    const backupDir = join(mkdtempSync(join(tmpdir(), 'coffer-backup-')), 'taken');
    let restored: ServerProcess | undefined;
    try {
      const user = { ...(await signUpOn(server.url)) };
      const uploaded = new Map<string, string>(); // name → SHA-256 of its bytes
      const ids = new Map<string, string>(); // name → id, while not deleted
      const shared = await upload(server, user, 'shared.txt', Buffer.from('shared by link'), true);
      uploaded.set('shared.txt', sha256(Buffer.from('shared by link')));
      for (let i = 0; i < 30; i++) {
        const bytes = textBytes(1000 + i * 3000);
        const { id } = await upload(server, user, `seed-${i}.txt`, bytes);
        uploaded.set(`seed-${i}.txt`, sha256(bytes));
        ids.set(`seed-${i}.txt`, id);
      }

      // Load: new files arrive while older ones are deleted and purged for good (their bytes freed).
      let loading = true;
      let round = 0;
      const load = (async () => {
        while (loading) {
          const name = `load-${round++}.txt`;
          const bytes = textBytes(20_000 + (round % 7) * 50_000);
          const { id } = await upload(server, user, name, bytes);
          uploaded.set(name, sha256(bytes));
          ids.set(name, id);
          const victim = [...ids.keys()][round % 3];
          if (victim) {
            const victimId = ids.get(victim)!;
            ids.delete(victim);
            expect((await api(server.url, user.cookie, `/api/files/${victimId}`, { method: 'DELETE' })).status).toBe(
              200,
            );
            expect((await api(server.url, user.cookie, `/api/trash/${victimId}`, { method: 'DELETE' })).status).toBe(
              200,
            );
          }
        }
      })();
      await new Promise((r) => setTimeout(r, 500));
      const backup = await runCli(server.env, ['backup', backupDir]);
      loading = false;
      await load;
      expect(backup.stderr).toBe('');
      expect(backup.stdout).toMatch(/^backup: \d+ tables \(\d+ rows\), \d+ objects \(\d+ bytes\) in /m);
      expect(backup.code).toBe(0);
      expect(round).toBeGreaterThan(1);
      await stop(server);

      const targetDir = mkdtempSync(join(tmpdir(), 'coffer-restored-'));
      const targetEnv = { ...server.env, ...target.env, DATA_DIR: targetDir };
      if (database === 'embedded') delete (targetEnv as Record<string, string>)['DATABASE_URL'];
      const restore = await runCli(targetEnv, ['restore', backupDir]);
      expect(restore.stderr).toBe('');
      expect(restore.stdout).toMatch(/^restore: .* restored and checked, fsck consistent/m);
      expect(restore.code).toBe(0);

      restored = await startServerProcess(target.env, targetDir);
      const cookie = await signIn(restored.url, user.email);
      const list = await api(restored.url, cookie, '/api/files/list?path=/');
      const items = (list.body as unknown as { items: Array<{ _id: string; name: string }> }).items;
      // Every seed file was either still there at the snapshot or deleted before it; each listed file has its bytes.
      expect(items.length).toBeGreaterThan(10);
      for (const item of items) {
        const res = await fetch(`${restored.url}/api/files/download/${item._id}`, { headers: { Cookie: cookie } });
        expect(res.status).toBe(200);
        expect(sha256(Buffer.from(await res.arrayBuffer()))).toBe(uploaded.get(item.name));
      }
      // The link made before the backup opens for anyone.
      const link = await fetch(`${restored.url}/api/share/access/${shared.token}`);
      expect(link.status).toBe(200);
      await stop(restored);
      const fsck = await runFsck(restored, ['--verify-content']);
      expect(fsck.report['ok']).toBe(true);
      expect(fsck.code).toBe(0);
    } finally {
      await stop(server);
      if (restored) await stop(restored);
      await source.drop();
      await target.drop();
    }
  });

  // The refusals come before the database is touched (or from the embedded one's directory): once is enough.
  (database === 'embedded' ? it : it.skip)(
    'refuses a damaged backup, a wrong key and a target that is not empty, leaving the target as it was',
    async () => {
      const source = await environment();
      const target = await environment();
      const server = await startServerProcess(source.env);
      const backupDir = join(mkdtempSync(join(tmpdir(), 'coffer-backup-')), 'taken');
      try {
        const user = await signUpOn(server.url);
        await upload(server, user, 'kept.txt', textBytes(5000), true);
        // With the server stopped, the command line takes the backup itself.
        await stop(server);
        const offline = await runCli(server.env, ['backup', backupDir]);
        expect(offline.code).toBe(0);
        // A backup is only ever written to an empty directory.
        const again = await runCli(server.env, ['backup', backupDir]);
        expect(again.stderr).toMatch(/TARGET_NOT_EMPTY: .* is not empty/);
        expect(again.code).toBe(2);
        expect(existsSync(join(backupDir, 'coffer-backup.json'))).toBe(true);

        const freshEnv = (dir: string) => {
          const env: Record<string, string> = { ...server.env, ...target.env, DATA_DIR: dir };
          if (database === 'embedded') delete env['DATABASE_URL'];
          return env;
        };
        const untouched = (dir: string) => expect(readdirSync(dir).filter((e) => e !== 'storage')).toEqual([]);

        // Another APP_SECRET than the key the backup carries.
        const wrongKeyDir = mkdtempSync(join(tmpdir(), 'coffer-restored-'));
        const wrongKey = await runCli({ ...freshEnv(wrongKeyDir), APP_SECRET: 'x'.repeat(40) }, ['restore', backupDir]);
        expect(wrongKey.stderr).toMatch(/KEY_MISMATCH: The backup carries its key in secret\.key: unset APP_SECRET/);
        expect(wrongKey.code).toBe(2);
        untouched(wrongKeyDir);

        // One blob byte changed: refused, and nothing of the restore is left behind.
        const [blob] = filesUnder(join(backupDir, 'blobs'));
        const bytes = readFileSync(blob!);
        bytes[0] = bytes[0]! ^ 1;
        writeFileSync(blob!, bytes);
        const damagedDir = mkdtempSync(join(tmpdir(), 'coffer-restored-'));
        const damaged = await runCli(freshEnv(damagedDir), ['restore', backupDir]);
        expect(damaged.stderr).toMatch(
          /BACKUP_DAMAGED: .* not the \d+ bytes [0-9a-f]{64} recorded: the backup is damaged/,
        );
        expect(damaged.code).toBe(2);
        untouched(damagedDir);
        expect(filesUnder(join(damagedDir, 'storage'))).toEqual([]);
        bytes[0] = bytes[0] ^ 1;
        writeFileSync(blob!, bytes);

        // Into a target that already holds an instance: refused without touching it.
        const restoredDir = mkdtempSync(join(tmpdir(), 'coffer-restored-'));
        expect((await runCli(freshEnv(restoredDir), ['restore', backupDir])).code).toBe(0);
        const second = await runCli(freshEnv(restoredDir), ['restore', backupDir]);
        expect(second.stderr).toMatch(/TARGET_NOT_EMPTY: /);
        expect(second.code).toBe(2);
        const check = await runFsck({ env: freshEnv(restoredDir) }, ['--verify-content']);
        expect(check.report['ok']).toBe(true);
      } finally {
        await stop(server);
        await source.drop();
        await target.drop();
      }
    },
  );
});

// The hold is rows in the database, so this needs a second client on it while the server runs: PostgreSQL.
(process.env['DATABASE_URL'] ? describe : describe.skip)('A deletion hold', () => {
  it('keeps purged bytes on disk on every process while it lasts; the reaper removes them once it is gone', async () => {
    const source = await isolatedDatabase();
    const server = await startServerProcess(source.env);
    const db = new Client({ connectionString: source.env['DATABASE_URL'] });
    await db.connect();
    try {
      const user = await signUpOn(server.url);
      const { id } = await upload(server, user, 'held.txt', textBytes(4000));
      const [{ storage_key: key }] = (
        await db.query<{ storage_key: string }>(
          'SELECT b.storage_key FROM blob b JOIN item i ON i.blob_id = b.id WHERE i.id = $1',
          [id],
        )
      ).rows as [{ storage_key: string }];
      const bytesOnDisk = () => existsSync(join(server.dataDir, 'storage', 'blobs', key));
      expect(bytesOnDisk()).toBe(true);

      await db.query(`INSERT INTO deletion_hold (reason, expires_at) VALUES ('test', now() + interval '1 hour')`);
      expect((await api(server.url, user.cookie, `/api/files/${id}`, { method: 'DELETE' })).status).toBe(200);
      expect((await api(server.url, user.cookie, `/api/trash/${id}`, { method: 'DELETE' })).status).toBe(200);
      expect((await db.query('SELECT 1 FROM blob WHERE storage_key = $1', [key])).rowCount).toBe(0);
      expect(bytesOnDisk()).toBe(true);
      // fsck --repair deletes through the same hold: the orphan stays while it lasts.
      await runFsck(server, ['--repair', '--orphan-grace-seconds', '0']);
      expect(bytesOnDisk()).toBe(true);

      await db.query('DELETE FROM deletion_hold');
      const repaired = await runFsck(server, ['--repair', '--orphan-grace-seconds', '0']);
      expect((repaired.report['orphanObjects'] as Array<{ key: string }>).map((o) => o.key)).toContain(key);
      expect(bytesOnDisk()).toBe(false);
    } finally {
      await db.end();
      await stop(server);
      await source.drop();
    }
  });
});
