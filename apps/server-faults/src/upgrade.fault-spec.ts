import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import {
  dataSourceOptions,
  MIGRATIONS,
  PasswordHasher,
  SecretsService,
  validateEnvironment,
} from '@coffer/server-core';
import { startServerProcess } from '@coffer/server-testing';
import { api, embeddedDatabase } from './support/harness';

const PASSWORD = 'Upgrade!pass1';

/** The last migration of the release before verification existed. */
const BEFORE_VERIFICATION = MIGRATIONS.findIndex((m) => m.name === 'VerifiedIdentities1763900000000');

describe('Upgrading from the release before verification, with data', () => {
  it('keeps every file, direct share and link (public and restricted) working for its owner and recipients', async () => {
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
    // Links as the earlier release made them: the token hashed, and sealed with the instance key.
    const tokens = { public: randomBytes(24).toString('base64url'), restricted: randomBytes(24).toString('base64url') };
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
      const secrets = new SecretsService(validateEnvironment({ DATA_DIR: dataDir }));
      for (const [scope, token] of Object.entries(tokens)) {
        const [link] = await db.query<Array<{ id: string }>>(
          `INSERT INTO share_link (file_id, owner_id, token_hash, token_sealed, scope) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
          [fileId, ids['owner'], createHash('sha256').update(token).digest('hex'), secrets.encrypt(token), scope],
        );
        if (scope === 'restricted') {
          await db.query('INSERT INTO share_link_email (link_id, email) VALUES ($1, $2)', [link!.id, users.recipient]);
        }
      }
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
      // The public link opens for anyone; the restricted one for its listed recipient, not for others.
      expect((await fetch(`${server.url}/api/share/access/${tokens.public}`)).status).toBe(200);
      const restricted = `${server.url}/api/share/access/${tokens.restricted}`;
      expect((await fetch(restricted, { headers: { Cookie: recipient } })).status).toBe(200);
      expect((await fetch(restricted, { headers: { Cookie: owner } })).status).toBe(200);
      expect((await fetch(restricted)).status).toBe(403);
      // The owner's listing shows the link, whose sealed token the upgraded server opens.
      const [listed] = (await api(server.url, owner, '/api/files/list')).body['items'] as Array<{ shareUrl?: string }>;
      expect(listed!.shareUrl).toMatch(new RegExp(`/share/(${tokens.public}|${tokens.restricted})$`));
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
});
