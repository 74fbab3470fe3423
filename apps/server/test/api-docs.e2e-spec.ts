import { execFile, spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transformSync } from '@swc/core';
import * as httpEce from 'http_ece';
import { JobQueue } from '@coffer/server-core';
import { WEBHOOK_JOB, WebhookDispatcher } from '@coffer/server-webhooks';
import {
  createTestApp,
  freePort,
  registerUser,
  signedInClient,
  testClient,
  type TestApp,
} from '@coffer/server-testing';
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
    expect(blocks(markdown, 'sh').length).toBeGreaterThanOrEqual(7);
    const { stdout: out } = await run('bash', ['-c', shell], { cwd: dir, env, encoding: 'utf8', timeout: 60_000 });
    const lines = out.trim().split('\n');
    expect(lines).toEqual([
      'token prefix: cfr_' + lines[0]!.slice('token prefix: cfr_'.length),
      '0',
      '/Reports/',
      'quarterly numbers',
      // Global ids: node(id:) finds the uploaded file again, and its databaseId is the REST id.
      'Item report.txt true',
      // A payload mutation answers a refused name with userErrors naming the field.
      '[null,["input","name"],"INVALID_NAME"]',
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

  it('the end-to-end encryption script shares a file and opens its link; the server holds only ciphertext', async () => {
    const client = await signedInClient(t.server);
    const created = await client
      .post('/api/graphql')
      .send({ query: 'mutation { createAccessToken(input: { name: "e2e", scopes: [READ, WRITE, SHARE] }) { token } }' })
      .expect(200);
    const token = created.body.data.createAccessToken.token as string;
    const dir = mkdtempSync(join(tmpdir(), 'coffer-docs-e2e-'));
    const script = blocks(markdown, 'js').find((block) => block.includes("require('http_ece')"));
    expect(script).toBeDefined();
    writeFileSync(join(dir, 'e2e.js'), script!);
    // Links and download URLs name the configured public address; this test server listens elsewhere.
    writeFileSync(
      join(dir, 'public-url.js'),
      `const fetch = globalThis.fetch; globalThis.fetch = (u, o) => fetch(String(u).replace(${JSON.stringify(
        t.config.publicUrl,
      )}, ${JSON.stringify(t.url)}), o);`,
    );
    const source = randomBytes(150 * 1024);
    writeFileSync(join(dir, 'report.pdf'), source);
    const env = {
      ...process.env,
      COFFER_URL: t.url,
      COFFER_TOKEN: token,
      NODE_PATH: join(__dirname, '..', '..', '..', 'node_modules'),
    };
    const node = (args: string[], cwd: string) =>
      run(process.execPath, ['-r', join(dir, 'public-url.js'), join(dir, 'e2e.js'), ...args], {
        cwd,
        env,
        encoding: 'utf8',
        timeout: 60_000,
      });
    const { stdout: shared } = await node(['share', 'report.pdf', 'application/pdf'], dir);
    const link = shared.trim();
    expect(link).toMatch(/\/share\/[A-Za-z0-9_-]+#[A-Za-z0-9_-]{22}$/);
    const key = Buffer.from(link.split('#')[1]!, 'base64url');

    // The server has the ciphertext, under the placeholder name, and no trace of the name.
    const listed = await client.get('/api/files/list').query({ path: '/' }).expect(200);
    const [item] = listed.body.items;
    expect(item).toMatchObject({ name: 'Encrypted file', encryptionType: 'aes128gcm' });
    expect(JSON.stringify(listed.body)).not.toContain('report.pdf');
    const stored = await client
      .get(`/api/files/download/${item._id}`)
      .buffer(true)
      .parse((r, cb) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => cb(null, Buffer.concat(chunks)));
      });
    expect(httpEce.decrypt(stored.body as Buffer, { version: 'aes128gcm', key }).equals(source)).toBe(true);

    const away = mkdtempSync(join(tmpdir(), 'coffer-docs-e2e-open-'));
    const { stdout: opened } = await node(['open', link], away);
    expect(opened.trim()).toBe(`saved report.pdf (application/pdf, ${source.length} bytes)`);
    const sha = (data: Buffer) => createHash('sha256').update(data).digest('hex');
    expect(sha(readFileSync(join(away, 'report.pdf')))).toBe(sha(source));

    // A wrong key fails and writes nothing.
    const wrong = link.replace(/#.*$/, '#' + randomBytes(16).toString('base64url'));
    const failed = mkdtempSync(join(tmpdir(), 'coffer-docs-e2e-wrong-'));
    await expect(node(['open', wrong], failed)).rejects.toMatchObject({ code: 1 });
    expect(readdirSync(failed)).toEqual([]);
  });

  it('the webhooks example registers with curl, and its receiver verifies the upload with standardwebhooks', async () => {
    // Its own server: the receiver listens on loopback, which only WEBHOOK_ALLOW_PRIVATE lets webhooks reach.
    const hooks = await createTestApp(AppModule, { WEBHOOK_ALLOW_PRIVATE: 'true' });
    try {
      const client = await signedInClient(hooks.server);
      const created = await client
        .post('/api/graphql')
        .send({ query: 'mutation { createAccessToken(input: { name: "hooks", scopes: [READ, WRITE] }) { token } }' })
        .expect(200);
      const token = created.body.data.createAccessToken.token as string;
      const dir = mkdtempSync(join(tmpdir(), 'coffer-docs-hooks-'));
      const port = await freePort();
      const env = {
        ...process.env,
        COFFER_URL: hooks.url,
        COFFER_TOKEN: token,
        WEBHOOK_URL: `http://127.0.0.1:${port}/coffer`,
        WEBHOOK_PORT: String(port),
        NODE_PATH: join(__dirname, '..', '..', '..', 'node_modules'),
      };
      const [receiverSource] = blocks(markdown, 'javascript');
      writeFileSync(join(dir, 'receiver.js'), receiverSource!);
      const receiver = spawn(process.execPath, [join(dir, 'receiver.js')], { cwd: dir, env });
      let output = '';
      const exited = new Promise<number | null>((resolve) => receiver.on('exit', resolve));
      const listening = new Promise<void>((resolve) =>
        receiver.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString('utf8');
          if (output.includes('listening')) resolve();
        }),
      );
      try {
        await listening;
        const [register] = blocks(markdown, 'bash');
        const { stdout } = await run('bash', ['-c', `set -euo pipefail\n${register!}`], {
          cwd: dir,
          env,
          encoding: 'utf8',
          timeout: 60_000,
        });
        expect(stdout.trim().split('\n')).toEqual(['0', 'notes.txt']);
        expect(readFileSync(join(dir, 'webhook-secret.txt'), 'utf8')).toMatch(/^whsec_/);
        await hooks.app.get(WebhookDispatcher).idle();
        expect(await hooks.app.get(JobQueue).runDue(WEBHOOK_JOB)).toBeGreaterThanOrEqual(1);
        expect(await exited).toBe(0);
        expect(output.trim().split('\n')).toEqual(['listening', 'verified upload.completed notes.txt']);
      } finally {
        receiver.kill();
      }
    } finally {
      await hooks.close();
    }
  });
});
