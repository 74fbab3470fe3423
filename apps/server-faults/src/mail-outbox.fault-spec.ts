import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signUpOn, startServerProcess } from '@coffer/server-testing';
import { isolatedDatabase, sleep } from './support/harness';

describe('Mail without a mail server', () => {
  it('writes each message to DATA_DIR/outbox as an .eml file and logs its link', async () => {
    const db = await isolatedDatabase();
    const server = await startServerProcess({ ...db.env, LOG_LEVEL: 'info' });
    try {
      const user = await signUpOn(server.url);
      const res = await fetch(`${server.url}/api/auth/password-reset`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: user.email }),
      });
      expect(res.status).toBe(202);
      const outbox = join(server.dataDir, 'outbox');
      let files: string[] = [];
      for (
        let i = 0;
        i < 100 &&
        !files.some(
          (f) => f.endsWith('.eml') && readFileSync(join(outbox, f), 'utf8').includes('Reset your Coffer password'),
        );
        i++
      ) {
        await sleep(100);
        try {
          files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
        } catch {
          files = [];
        }
      }
      const reset = files
        .map((f) => readFileSync(join(outbox, f), 'utf8'))
        .find((raw) => raw.includes('Reset your Coffer password'));
      expect(reset).toBeDefined();
      expect(reset).toMatch(new RegExp(`^To: ${user.email.replace(/[.]/g, '\\.')}$`, 'm'));
      const link = /https?:\/\/[^/\s"]+\/reset-password\?token=[A-Za-z0-9_-]{43}/.exec(server.output())?.[0];
      // The logged link is the one in the message (quoted-printable may fold it there).
      expect(link).toBeDefined();
      expect(reset!.replace(/=\r?\n/g, '').replace(/=3D/g, '=')).toContain(link!);
      // Every log line is JSON, the mail line included.
      const mailLine = server
        .output()
        .split('\n')
        .find((line) => line.includes(link!))!;
      expect(JSON.parse(mailLine)).toMatchObject({ msg: 'Mail written to the outbox (no SMTP_URL)', to: user.email });
    } finally {
      server.child.kill('SIGKILL');
      await server.exited;
      await db.drop();
    }
  });
});
