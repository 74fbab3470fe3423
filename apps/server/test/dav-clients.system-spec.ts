import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataSource } from 'typeorm';
import { createTestApp, signedInClient, type SignedInClient, type TestApp } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

/**
 * Real WebDAV clients that nobody here wrote, against the whole server: the litmus compliance
 * suite, rclone and cadaver (Debian packages litmus, rclone, cadaver; .ci/run installs them).
 */
describe('WebDAV clients', () => {
  let t: TestApp;
  let db: DataSource;
  let user: SignedInClient;
  let password: string;
  let work: string;

  beforeAll(async () => {
    // A sync of a thousand files is thousands of operations from one address: the instance's
    // budgets are raised as an operator whose users sync large trees would (docs/webdav.md).
    t = await createTestApp(AppModule, {
      FILE_TYPES: 'any',
      OPERATIONS_PER_MINUTE: '100000',
      OPERATIONS_PER_ADDRESS_PER_MINUTE: '100000',
    });
    db = t.app.get(DataSource);
    user = await signedInClient(t.server);
    const created = await user
      .post('/api/graphql')
      .send({
        query: 'mutation { createAccessToken(input: { name: "clients", scopes: [DAV, READ, WRITE] }) { token } }',
      })
      .expect(200);
    password = created.body.data.createAccessToken.token as string;
    work = mkdtempSync(join(tmpdir(), 'coffer-dav-'));
  });
  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    await t.close();
  });

  it('passes the litmus groups basic, copymove, props, locks and http', async () => {
    const mkcol = await fetch(`${t.url}/dav/litmus/`, {
      method: 'MKCOL',
      headers: { Authorization: basic(user.email, password) },
    });
    expect(mkcol.status).toBe(201);
    const { stdout, code } = await runTool('litmus', [`${t.url}/dav/litmus/`, user.email, password], {
      TESTS: 'basic copymove props locks http',
      HOME: work,
    });
    // Every test line ends in "pass" (or a warning); the summary of each group counts 0 failed.
    const failures = stdout.split('\n').filter((line) => /\.\.\s*FAIL/.test(line));
    expect({ code, failures }).toEqual({ code: 0, failures: [] });
    for (const group of ['basic', 'copymove', 'props', 'locks', 'http'])
      expect(stdout).toMatch(new RegExp(`<- summary for \`${group}': of \\d+ tests run: \\d+ passed, 0 failed`));
  }, 120_000);

  it('rclone copies 1 000 files, checks them, syncs nothing twice and re-sends a changed file as a version', async () => {
    const tree = join(work, 'tree');
    for (let i = 0; i < 1000; i++) {
      const folder = join(tree, `dir-${i % 10}`, `sub-${i % 3}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `file-${i}.txt`), `file ${i} ${'x'.repeat(i % 97)}\n`);
    }
    writeFileSync(join(tree, 'report.docx'), Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0, 8, 0]));
    const config = join(work, 'rclone.conf');
    const obscured = (await runTool('rclone', ['obscure', password])).stdout.trim();
    writeFileSync(
      config,
      `[coffer]\ntype = webdav\nurl = ${t.url}/dav/\nvendor = other\nuser = ${user.email}\npass = ${obscured}\n`,
    );
    const rclone = (...args: string[]) => runTool('rclone', ['--config', config, '--transfers', '8', ...args]);
    const copied = await rclone('copy', tree, 'coffer:backup', '--stats-one-line', '-v');
    expect(copied.code).toBe(0);
    const check = await rclone('check', tree, 'coffer:backup');
    expect(check.code).toBe(0);
    expect(check.stderr).toContain('0 differences found');
    const again = await rclone('sync', tree, 'coffer:backup', '-v');
    expect(again.code).toBe(0);
    expect(again.stderr).not.toMatch(/INFO\s*:.*: Copied/);
    writeFileSync(join(tree, 'dir-0', 'sub-0', 'file-0.txt'), 'file 0, changed and longer\n');
    const changed = await rclone('sync', tree, 'coffer:backup', '-v');
    expect(changed.code).toBe(0);
    expect(changed.stderr.match(/: Copied/g)).toHaveLength(1);
    const [row] = await db.query(
      `SELECT (SELECT count(*)::int FROM item_version v WHERE v.item_id = i.id) AS versions
         FROM item i WHERE i.owner_id = $1 AND i.path = '/backup/dir-0/sub-0/' AND i.name = 'file-0.txt' AND i.trashed_at IS NULL`,
      [user.userId],
    );
    expect(row.versions).toBe(1);
    const [{ files }] = await db.query(
      `SELECT count(*)::int AS files FROM item WHERE owner_id = $1 AND type = 'file' AND path LIKE '/backup/%' AND trashed_at IS NULL`,
      [user.userId],
    );
    expect(files).toBe(1001);
  }, 300_000);

  it('cadaver locks and unlocks a file, and another session cannot write it meanwhile', async () => {
    const netrc = join(work, '.netrc');
    writeFileSync(netrc, `machine 127.0.0.1\nlogin ${user.email}\npassword ${password}\n`, { mode: 0o600 });
    const local = join(work, 'cadaver.txt');
    writeFileSync(local, 'written by cadaver\n');
    const script = [`put ${local} locked.txt`, 'lock locked.txt', 'discover locked.txt', 'unlock locked.txt', 'quit'];
    const session = await runTool('cadaver', [`${t.url}/dav/`], { HOME: work }, script.join('\n') + '\n');
    expect(session.stdout).toMatch(/Locking `locked\.txt': succeeded/);
    expect(session.stdout).toMatch(/Lock token <urn:uuid:/);
    expect(session.stdout).toMatch(/Unlocking `locked\.txt': succeeded/);
    // Held by one session, the lock refuses another's write until it ends.
    const held = await runTool(
      'cadaver',
      [`${t.url}/dav/`],
      { HOME: work },
      ['lock locked.txt', 'quit'].join('\n') + '\n',
    );
    expect(held.stdout).toMatch(/Locking `locked\.txt': succeeded/);
    const refused = await fetch(`${t.url}/dav/locked.txt`, {
      method: 'PUT',
      headers: { Authorization: basic(user.email, password) },
      body: 'someone else',
    });
    expect(refused.status).toBe(423);
  }, 60_000);
});

function basic(name: string, secret: string): string {
  return `Basic ${Buffer.from(`${name}:${secret}`).toString('base64')}`;
}

/** Runs a client, feeding `input` on stdin; never rejects on a non-zero exit (the caller asserts it). */
function runTool(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  input?: string,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input ?? '');
  });
}
