import { execFile } from 'node:child_process';
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
    const js = transformSync(ts!, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' }, swcrc: false }).code;
    writeFileSync(join(dir, 'script.cjs'), js);
    const { stdout: scriptOut } = await run(process.execPath, [join(dir, 'script.cjs')], { env: { ...env, COFFER_TOKEN: token }, encoding: 'utf8', timeout: 60_000 });
    expect(scriptOut.trim().split('\n')).toEqual(['file notes.txt', 'file report.txt']);
  });
});
