import { copyFileSync, existsSync, mkdtempSync, renameSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { signUpOn, startServerProcess } from '@coffer/server-testing';
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
});
