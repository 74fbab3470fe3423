import { copyFileSync, existsSync, mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpOn, startServerProcess, verifyAddressOn } from '@coffer/server-testing';
import { api, isolatedDatabase } from './support/harness';

describe('A restore without the key that sealed the database secrets', () => {
  it('refuses to start, saying why, without leaving a new key behind; starts again once the key is back', async () => {
    const db = await isolatedDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-key-'));
    const server = await startServerProcess(db.env, dataDir);
    const keyFile = join(dataDir, 'secret.key');
    try {
      const user = await signUpOn(server.url);
      const form = new FormData();
      form.append('files', new Blob(['shared'], { type: 'text/plain' }), 'shared.txt');
      form.append('shareType', 'public');
      const up = await fetch(`${server.url}/api/files/upload`, {
        method: 'POST',
        headers: { Cookie: user.cookie },
        body: form,
      });
      expect(up.status).toBe(201);
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);

      const kept = join(mkdtempSync(join(tmpdir(), 'coffer-key-backup-')), 'secret.key');
      renameSync(keyFile, kept);
      await expect(startServerProcess(db.env, dataDir)).rejects.toThrow(
        /Refusing to start: the database holds share links sealed with another key\. .*secret\.key was missing .*restore the secret\.key that sealed them/,
      );
      expect(existsSync(keyFile)).toBe(false);

      // Another APP_SECRET is refused the same way.
      await expect(
        startServerProcess({ ...db.env, APP_SECRET: 'a-different-secret-0123456789abcdef-0123456789' }, dataDir),
      ).rejects.toThrow(/sealed with another key\. APP_SECRET is not the secret/);

      copyFileSync(kept, keyFile);
      const restored = await startServerProcess(db.env, dataDir);
      try {
        expect((await api(restored.url, user.cookie, '/api/files/list')).status).toBe(200);
      } finally {
        restored.child.kill('SIGTERM');
        await restored.exited;
      }
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await db.drop();
    }
  });

  it('refuses the same way when the only sealed values are webhook signing secrets', async () => {
    const db = await isolatedDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'coffer-key-'));
    const env = { ...db.env, WEBHOOK_ALLOW_PRIVATE: 'true' };
    const server = await startServerProcess(env, dataDir);
    try {
      const user = await signUpOn(server.url);
      // Only an account whose address is confirmed may create webhooks.
      await verifyAddressOn(server, user.email, user.cookie);
      const created = await api(server.url, user.cookie, '/api/graphql', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          query:
            'mutation { createWebhook(input: { url: "http://127.0.0.1:9/hook", eventTypes: ["UPLOAD_COMPLETED"] }) { secret } }',
        }),
      });
      expect((created.body['data'] as { createWebhook: { secret: string | null } }).createWebhook.secret).toMatch(
        /^whsec_/,
      );
      server.child.kill('SIGTERM');
      expect((await server.exited).code).toBe(0);

      renameSync(join(dataDir, 'secret.key'), join(dataDir, 'secret.key.kept'));
      await expect(startServerProcess(env, dataDir)).rejects.toThrow(
        /Refusing to start: the database holds webhook signing secrets sealed with another key\./,
      );
      expect(existsSync(join(dataDir, 'secret.key'))).toBe(false);
    } finally {
      if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
      await db.drop();
    }
  });
});
