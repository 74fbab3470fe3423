import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import { createTestApp, registerUser, testClient, type TestApp } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

// Asynchronous: the server under test runs in this process and must keep answering.
const run = promisify(execFile);
const DOC = join(__dirname, '..', '..', '..', 'docs', 'api.md');

function blocks(markdown: string, language: string): string[] {
  const pattern = new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g');
  return [...markdown.matchAll(pattern)].map((m) => m[1]!);
}

describe('docs/api.md examples', () => {
  let t: TestApp;
  const markdown = readFileSync(DOC, 'utf8');

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  it('run as written: curl examples, then the TypeScript script with the token they minted', async () => {
    const account = await registerUser(testClient(t.server));
    const dir = mkdtempSync(join(tmpdir(), 'coffer-docs-'));
    const env = { ...process.env, COFFER_URL: t.url, COFFER_EMAIL: account.email, COFFER_PASSWORD: account.password };
    const shell = ['set -euo pipefail', ...blocks(markdown, 'sh'), 'echo "TOKEN=$TOKEN"'].join('\n');
    expect(blocks(markdown, 'sh').length).toBeGreaterThanOrEqual(5);
    const { stdout: out } = await run('bash', ['-c', shell], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
    const lines = out.trim().split('\n');
    expect(lines).toEqual([
      'token prefix: cfr_' + lines[0]!.slice('token prefix: cfr_'.length),
      '0',
      '/Reports/',
      'quarterly numbers',
      'true',
      expect.stringMatching(/^TOKEN=cfr_/),
    ]);
    const token = lines.at(-1)!.slice('TOKEN='.length);

    const [ts] = blocks(markdown, 'ts');
    const js = transformSync(ts!, {
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      swcrc: false,
    }).code;
    writeFileSync(join(dir, 'script.cjs'), js);
    const { stdout: scriptOut } = await run(process.execPath, [join(dir, 'script.cjs')], {
      env: { ...env, COFFER_TOKEN: token },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(scriptOut.trim().split('\n')).toEqual(['file notes.txt', 'file report.txt']);

    // The resumable upload script (tus-js-client), with the same token, on a file of 20 MiB.
    const [tus] = blocks(markdown, 'js');
    writeFileSync(join(dir, 'upload.js'), tus!);
    const big = Buffer.alloc(20 * 1024 * 1024, 'coffer resumable upload\n');
    writeFileSync(join(dir, 'big.txt'), big);
    const modules = join(__dirname, '..', '..', '..', 'node_modules');
    const { stdout: tusOut } = await run(process.execPath, [join(dir, 'upload.js'), join(dir, 'big.txt')], {
      cwd: dir,
      env: { ...env, COFFER_TOKEN: token, NODE_PATH: modules },
      encoding: 'utf8',
      timeout: 60_000,
    });
    const match = /^uploaded big\.txt as item ([0-9a-f-]{36})$/.exec(tusOut.trim());
    expect(match).not.toBeNull();
    const download = await testClient(t.server)
      .get(`/api/files/download/${match![1]}`)
      .set('Authorization', `Bearer ${token}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(download.status).toBe(200);
    expect(
      createHash('sha256')
        .update(download.body as Buffer)
        .digest('hex'),
    ).toBe(createHash('sha256').update(big).digest('hex'));
  });
});
