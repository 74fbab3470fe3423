import { request as httpRequest } from 'node:http';
import { gzipSync } from 'node:zlib';
import { createTestApp, randomEmail, registerUser, storageState, testClient, type TestApp } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

/** Sends raw bytes and answers the status (0 when the server dropped the connection). */
function raw(t: TestApp, path: string, headers: Record<string, string | number>, body: Buffer): Promise<number> {
  const { port } = new URL(t.url);
  return new Promise((resolve) => {
    const req = httpRequest({ port, method: 'POST', path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

describe('Adversarial inputs (quality bar §3)', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    cookie = (await registerUser(testClient(t.server))).cookie;
  });
  afterAll(() => t.close());

  it('answers 1 000 malformed multipart bodies with 4xx and keeps serving', async () => {
    const boundary = 'XyZ';
    const variants: Array<(i: number) => { type: string; body: Buffer }> = [
      () => ({ type: 'multipart/form-data', body: Buffer.from('--XyZ\r\n\r\nno boundary param') }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from('garbage without any boundary line') }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; filename="a.txt"\r\n\r\nunnamed part\r\n--${boundary}--\r\n`) }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nunterminated`) }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`--${boundary}\r\nX-Long: ${'h'.repeat(100_000)}\r\n\r\nx\r\n--${boundary}--\r\n`) }),
      (i) => ({ type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(Array.from({ length: 64 }, (_, k) => (i * 31 + k * 17) % 256)) }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="../../x.txt"\r\n\r\nx\r\n--${boundary}\r\nContent-Disposition: form-data; name="relativePaths"\r\n\r\n../../x.txt\r\n--${boundary}--\r\n`) }),
      () => ({ type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`--${boundary}--\r\n`) }),
    ];
    const statuses = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const { type, body } = variants[i % variants.length]!(i);
      const status = await raw(t, '/api/files/upload', { 'Content-Type': type, 'Content-Length': body.length, Cookie: cookie, 'X-Forwarded-For': '198.51.100.7' }, body);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    for (const status of statuses.keys()) expect([status, status >= 400 && status < 500]).toEqual([status, true]);
    expect(storageState(t.config.dataDir).staging).toEqual([]);
    await testClient(t.server).get('/api/health').expect(200);
  }, 120_000);

  it('refuses 100 000 empty parts quickly with 413', async () => {
    const boundary = 'P';
    const body = Buffer.from(`${`--${boundary}\r\nContent-Disposition: form-data; name="f"\r\n\r\n\r\n`.repeat(100_000)}--${boundary}--\r\n`);
    const started = Date.now();
    const status = await raw(t, '/api/files/upload', { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length, Cookie: cookie }, body);
    expect(status).toBe(413);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a gzip bomb sent to /api/graphql with 413 without inflating it', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(128 * 1024);
    const before = process.memoryUsage().rss;
    const status = await raw(t, '/api/graphql', { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': bomb.length }, bomb);
    expect(status).toBe(413);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses oversized headers', async () => {
    const status = await raw(t, '/api/auth/login', { 'Content-Type': 'application/json', 'X-Huge': 'x'.repeat(64 * 1024) }, Buffer.from('{}'));
    expect([431, 400, 0]).toContain(status);
    await testClient(t.server).get('/api/health').expect(200);
  });

  it('rejects traversal payloads on the GraphQL upload path too', async () => {
    const client = testClient(t.server);
    await registerUser(client);
    for (const path of ['../evil.txt', '/abs.txt', 'a/../../b.txt', 'nul\u0000.txt']) {
      const res = await client
        .post('/api/graphql')
        .set('apollo-require-preflight', 'true')
        .field('operations', JSON.stringify({ query: 'mutation($f: [Upload!]!, $p: [String!]) { uploadFiles(files: $f, relativePaths: $p) { id } }', variables: { f: [null], p: [path] } }))
        .field('map', JSON.stringify({ 0: ['variables.f.0'] }))
        .attach('0', Buffer.from('x'), { filename: 'x.txt', contentType: 'text/plain' })
        .expect(200);
      expect(res.body.errors[0].extensions.code).toBe('INVALID_PATH');
    }
    expect((await client.get('/api/files/list')).body.items).toEqual([]);
    for (const key of storageState(t.config.dataDir).blobs) expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
  });

  it('does not reveal which e-mails have accounts: same status, body and time for unknown e-mail and wrong password', async () => {
    const known = await registerUser(testClient(t.server));
    const samples = { known: [] as number[], unknown: [] as number[] };
    const bodies = new Set<string>();
    for (let i = 0; i < 24; i++) {
      for (const kind of ['known', 'unknown'] as const) {
        const client = testClient(t.server);
        const started = process.hrtime.bigint();
        const res = await client.post('/api/auth/login').send({ email: kind === 'known' ? known.email : randomEmail(), password: `Wrong!pass${i}` });
        samples[kind].push(Number(process.hrtime.bigint() - started) / 1e6);
        expect(res.status).toBe(401);
        bodies.add(JSON.stringify(res.body));
      }
    }
    expect(bodies.size).toBe(1);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const [a, b] = [median(samples.known), median(samples.unknown)];
    // Both paths run one argon2id verification; the medians stay within 10 % of each other.
    expect(Math.abs(a - b) / Math.max(a, b)).toBeLessThan(0.1);
  });
});
