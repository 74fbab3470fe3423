import { gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  createTestApp,
  randomEmail,
  registerUser,
  signedInClient,
  storageState,
  testClient,
  type TestApp,
} from '@coffer/server-testing';
import { toErrorPayload } from '@coffer/server-core';
import { AppModule } from '../src/app.module';
import { MALFORMED_MULTIPART, raw } from './adversarial-inputs';

describe('Adversarial inputs', () => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    cookie = (await registerUser(testClient(t.server))).cookie;
  });
  afterAll(() => t.close());

  it('answers each kind of malformed multipart body with 4xx and keeps serving', async () => {
    const statuses = new Map<number, number>();
    for (const [i, variant] of MALFORMED_MULTIPART.entries()) {
      const { type, body } = variant(i);
      const status = await raw(
        t,
        '/api/files/upload',
        { 'Content-Type': type, 'Content-Length': body.length, Cookie: cookie, 'X-Forwarded-For': '198.51.100.7' },
        body,
      );
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
    for (const status of statuses.keys()) expect([status, status >= 400 && status < 500]).toEqual([status, true]);
    expect(storageState(t.config.dataDir).staging).toEqual([]);
    await testClient(t.server).get('/api/health').expect(200);
  });

  it('refuses 100 000 empty parts quickly with 413', async () => {
    const boundary = 'P';
    const body = Buffer.from(
      `${`--${boundary}\r\nContent-Disposition: form-data; name="f"\r\n\r\n\r\n`.repeat(100_000)}--${boundary}--\r\n`,
    );
    const started = Date.now();
    // A session of its own, whatever the shared one's operation budget has left.
    const own = (await registerUser(testClient(t.server))).cookie;
    const status = await raw(
      t,
      '/api/files/upload',
      { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': body.length, Cookie: own },
      body,
    );
    expect(status).toBe(413);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('refuses a gzip bomb sent to /api/graphql with 413 without inflating it', async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024, 0x20));
    expect(bomb.length).toBeLessThan(128 * 1024);
    const before = process.memoryUsage().rss;
    const status = await raw(
      t,
      '/api/graphql',
      { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip', 'Content-Length': bomb.length },
      bomb,
    );
    expect(status).toBe(413);
    expect(process.memoryUsage().rss - before).toBeLessThan(50 * 1024 * 1024);
  });

  it('refuses oversized headers', async () => {
    const status = await raw(
      t,
      '/api/auth/login',
      { 'Content-Type': 'application/json', 'X-Huge': 'x'.repeat(64 * 1024) },
      Buffer.from('{}'),
    );
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
        .field(
          'operations',
          JSON.stringify({
            query: 'mutation($f: [Upload!]!, $p: [String!]) { uploadFiles(files: $f, relativePaths: $p) { id } }',
            variables: { f: [null], p: [path] },
          }),
        )
        .field('map', JSON.stringify({ 0: ['variables.f.0'] }))
        .attach('0', Buffer.from('x'), { filename: 'x.txt', contentType: 'text/plain' })
        .expect(200);
      // NUL is refused for every argument before anything runs (see "input PostgreSQL cannot store").
      expect(res.body.errors[0].extensions.code).toBe(path.includes('\u0000') ? 'VALIDATION_ERROR' : 'INVALID_PATH');
    }
    expect((await client.get('/api/files/list')).body.items).toEqual([]);
    for (const key of storageState(t.config.dataDir).blobs) expect(key).toMatch(/^[0-9a-f]{2}\/[0-9a-f-]{36}$/);
  });

  describe('input PostgreSQL cannot store', () => {
    const gql = (client: ReturnType<typeof testClient>, query: string, variables: Record<string, unknown>) =>
      client.post('/api/graphql').send({ query, variables });

    it('refuses NUL in a REST body with 400 VALIDATION_ERROR, before any SQL', async () => {
      const res = await testClient(t.server)
        .post('/api/auth/register')
        .send({ email: randomEmail(), password: 'Str0ng!pass', name: 'a\u0000b' });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: expect.stringContaining('cannot be stored'),
      });
    });

    it('refuses an unpaired surrogate in a REST body', async () => {
      const body = `{"email":"${randomEmail()}","password":"Str0ng!pass","name":"a\\ud800b"}`;
      const res = await testClient(t.server)
        .post('/api/auth/register')
        .set('Content-Type', 'application/json')
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
    });

    it('refuses NUL in REST query and path parameters', async () => {
      const client = await signedInClient(t.server);
      const query = await client.get('/api/files/list?path=%2Fa%00b%2F');
      expect([query.status, query.body.code]).toEqual([400, 'VALIDATION_ERROR']);
      const param = await client.get('/api/files/download/%00');
      expect([param.status, param.body.code]).toEqual([400, 'VALIDATION_ERROR']);
    });

    it('refuses NUL in GraphQL arguments and variables (createAccessToken, folder search)', async () => {
      const client = await signedInClient(t.server);
      const token = await gql(
        client,
        'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token } }',
        { i: { name: 'x\u0000', scopes: ['READ'] } },
      );
      expect(token.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
      const search = await gql(
        client,
        'query($s: String) { folder(path: "/", first: 10, search: $s) { totalCount } }',
        { s: '\u0000' },
      );
      expect(search.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
      const inline = await gql(client, 'query { folder(path: "/", first: 10, search: "a\\u0000") { totalCount } }', {});
      expect(inline.body.errors[0].extensions.code).toBe('VALIDATION_ERROR');
    });

    it('refuses NUL in upload fields the commit stores', async () => {
      const client = await signedInClient(t.server);
      const res = await client
        .post('/api/files/upload')
        .attach('files', Buffer.from('x'), { filename: 'x.txt', contentType: 'text/plain' })
        .field('encryptionType', 'aes\u0000')
        .expect(400);
      expect(res.body.code).toBe('VALIDATION_ERROR');
      expect((await client.get('/api/files/list')).body.items).toEqual([]);
    });

    it('logs a failed statement as one structured entry without its parameters', async () => {
      const secret = `$argon2id$v=19$m=19456,t=2,p=1$${Math.random().toString(36).slice(2)}`;
      const printed: string[] = [];
      const capture = (...args: unknown[]) =>
        void printed.push(args.map((a) => (typeof a === 'string' ? a : JSON.stringify(a))).join(' '));
      const spies = [
        jest.spyOn(console, 'log').mockImplementation(capture),
        jest.spyOn(console, 'error').mockImplementation(capture),
        jest.spyOn(console, 'warn').mockImplementation(capture),
        jest.spyOn(console, 'info').mockImplementation(capture),
      ];
      const logged = jest.spyOn(Logger.prototype, 'error');
      try {
        await expect(t.app.get(DataSource).query('SELECT $1::int AS n', [secret])).rejects.toThrow();
      } finally {
        spies.forEach((spy) => spy.mockRestore());
      }
      const entries = logged.mock.calls.map(([entry]) => entry);
      logged.mockRestore();
      // Through the application's JSON logger, as an object (one JSON line), naming the failure…
      expect(entries).toContainEqual(expect.objectContaining({ msg: 'Query failed', code: '22P02' }));
      // …and nowhere with the parameter.
      expect(JSON.stringify(entries)).not.toContain(secret);
      expect(printed.join('\n')).not.toContain(secret);
    });

    it('answers a data error that slips past validation with 400, not 500', () => {
      const error = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
      expect(toErrorPayload(error)).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', unexpected: false });
    });
  });
});
