import { spawn } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { dataSourceOptions, MIGRATIONS, PasswordHasher } from '@coffer/server-core';
import { startServerProcess } from '@coffer/server-testing';
import { api } from './support/harness';

const PASSWORD = 'Upgrade!pass1';

/** The last migration of the release before verification existed. */
const BEFORE_VERIFICATION = MIGRATIONS.findIndex((m) => m.name === 'VerifiedIdentities1763900000000');

/**
 * The embedded database the server opens under `dir`, served by a process of its own (PGlite
 * cannot start inside a jest worker); stopped by SIGTERM, which closes it cleanly.
 */
async function embeddedDatabase(dir: string) {
  const script = `
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
    const db = await PGlite.create(${JSON.stringify(dir)}, { extensions: { pg_trgm } });
    const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
    process.stdout.write(server.getServerConn() + '\\n');
    process.on('SIGTERM', async () => { await server.stop(); await db.close(); process.exit(0); });
  `;
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`embedded database exited with ${code}`)));
  });
  return {
    url: `postgres://postgres@${address}/postgres`,
    stop: () =>
      new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

describe('Upgrading from the release before verification, with data', () => {
  it('keeps every file and direct share working for its owner and recipients', async () => {
    expect(BEFORE_VERIFICATION).toBeGreaterThan(0);
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-upgrade-'));
    // The earlier release's schema, in the embedded database the server will open.
    const pg = await embeddedDatabase(join(dataDir, 'pg'));
    const db = new DataSource({
      ...dataSourceOptions(pg.url, 1),
      migrations: MIGRATIONS.slice(0, BEFORE_VERIFICATION),
    });
    const content = Buffer.from('shared before the upgrade\n');
    const users = { owner: `owner-${randomUUID()}@example.test`, recipient: `recipient-${randomUUID()}@example.test` };
    let fileId = '';
    try {
      await db.initialize();
      await db.runMigrations({ transaction: 'all' });
      const passwordHash = await new PasswordHasher().hash(PASSWORD);
      const ids: Record<string, string> = {};
      for (const [role, email] of Object.entries(users)) {
        const [row] = await db.query<Array<{ id: string }>>(
          `INSERT INTO app_user (email, name, password_hash) VALUES ($1, $2, $3) RETURNING id`,
          [email, role, passwordHash],
        );
        ids[role] = row!.id;
      }
      const blobId = randomUUID();
      const fixedKey = `${blobId.slice(0, 2)}/${blobId}`;
      mkdirSync(join(dataDir, 'storage', 'blobs', fixedKey.slice(0, 2)), { recursive: true });
      writeFileSync(join(dataDir, 'storage', 'blobs', fixedKey), content);
      const [blob] = await db.query<Array<{ id: string }>>(
        `INSERT INTO blob (sha256, size, storage_key, driver, ref_count) VALUES ($1, $2, $3, 'local', 1) RETURNING id`,
        [createHash('sha256').update(content).digest('hex'), content.length, fixedKey],
      );
      const [item] = await db.query<Array<{ id: string }>>(
        `INSERT INTO item (owner_id, type, name, path, mime_type, size, blob_id) VALUES ($1, 'file', 'notes.txt', '/', 'text/plain', $2, $3) RETURNING id`,
        [ids['owner'], content.length, blob!.id],
      );
      fileId = item!.id;
      await db.query('INSERT INTO user_storage (user_id, used_bytes) VALUES ($1, $2)', [ids['owner'], content.length]);
      await db.query('INSERT INTO file_share (file_id, user_id) VALUES ($1, $2)', [fileId, ids['recipient']]);
    } finally {
      if (db.isInitialized) await db.destroy();
      await pg.stop();
    }

    // The new release on the same data: it runs the remaining migrations at start.
    const server = await startServerProcess({}, dataDir);
    try {
      const signIn = async (email: string) => {
        const res = await fetch(`${server.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email, password: PASSWORD }),
        });
        expect(res.status).toBe(200);
        return res.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
      };
      const download = async (cookie: string) => {
        const res = await fetch(`${server.url}/api/files/download/${fileId}`, { headers: { Cookie: cookie } });
        expect(res.status).toBe(200);
        return Buffer.from(await res.arrayBuffer());
      };
      const owner = await signIn(users.owner);
      expect(
        ((await api(server.url, owner, '/api/files/list')).body['items'] as Array<{ name: string }>).map((i) => i.name),
      ).toEqual(['notes.txt']);
      expect(await download(owner)).toEqual(content);
      const recipient = await signIn(users.recipient);
      const shared = (await api(server.url, recipient, '/api/files/shared-with-me')).body as unknown as Array<{
        name: string;
      }>;
      expect(shared.map((s) => s.name)).toEqual(['notes.txt']);
      expect(await download(recipient)).toEqual(content);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
