import { randomBytes } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import {
  createAppPassword,
  createTestApp,
  davClient,
  randomEmail,
  registerUser,
  signedInClient,
  storageState,
  testClient,
  authenticatorCode,
  enrolledUser,
  nextCodeStep,
  SoftwarePasskey,
  ssoCallback,
  ssoSignIn,
  ssoStart,
  startOidcProvider,
  type TestOidcProvider,
  STRONG_PASSWORD,
  type DavClient,
  type TestApp,
  type TestClient,
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

  describe('file request links', () => {
    const meta = (fields: Record<string, string>) =>
      Object.entries(fields)
        .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
        .join(',');

    /** An owner with a folder and a request into it; a visitor holding a grant for it. */
    async function requestWith(settings: Record<string, unknown> = {}) {
      const owner = await signedInClient(t.server);
      const folder = await owner.post('/api/files/folder').send({ name: 'Inbox', path: '/' }).expect(201);
      await owner.post('/api/files/folder').send({ name: 'Private', path: '/' }).expect(201);
      const made = await owner
        .post('/api/file-requests')
        .send({ folderId: folder.body._id, title: 'Send here', ...settings })
        .expect(201);
      const token = (made.body.url as string).split('/drop/')[1]!;
      const visitor = testClient(t.server);
      const grant = (await visitor.post(`/api/drop/${token}/access`).send({}).expect(200)).body.grant as string;
      const create = (length: number, fields: Record<string, string>, as = { token, grant }) =>
        visitor
          .post(`/api/drop/${as.token}/uploads`)
          .set('Tus-Resumable', '1.0.0')
          .set('Coffer-Drop-Grant', as.grant)
          .set('Upload-Length', String(length))
          .set('Upload-Metadata', meta(fields));
      const patch = (location: string, body: Buffer, as = { grant }) =>
        visitor
          .patch(location)
          .set('Tus-Resumable', '1.0.0')
          .set('Coffer-Drop-Grant', as.grant)
          .set('Upload-Offset', '0')
          .set('Content-Type', 'application/offset+octet-stream')
          .send(body);
      const tree = async () => {
        const names: string[] = [];
        for (const path of ['/', '/Inbox/', '/Private/'])
          for (const item of (await owner.get('/api/files/list').query({ path }).expect(200)).body.items)
            names.push(`${path}${item.name}`);
        return names.sort();
      };
      return { owner, token, grant, visitor, create, patch, tree, id: made.body.id as string };
    }

    it('keeps relative paths below the request folder: traversal, absolute, encoded and backslash paths are refused', async () => {
      const r = await requestWith();
      const before = await r.tree();
      for (const relativePath of [
        '../x.txt',
        '../../Private/x.txt',
        'a/../../x.txt',
        '/Private/x.txt',
        '..%2FPrivate%2Fx.txt',
        'a\\..\\x.txt',
        './x.txt',
        'a//x.txt',
        'nul\u0000.txt',
        'x.txt\u202Etxt.exe',
      ]) {
        const res = await r.create(5, { filename: 'x.txt', relativePath });
        // A name that is only odd (percent signs) is a plain name below the folder; the rest is
        // refused (400 for the path, 415 for a name that hides another extension).
        if (res.status === 201) {
          await r.patch(res.headers['location'] as string, Buffer.from('hello')).expect(204);
        } else expect([400, 415]).toContain(res.status);
      }
      const after = await r.tree();
      expect(after.filter((p) => !before.includes(p)).every((p) => p.startsWith('/Inbox/'))).toBe(true);
      expect(after.filter((p) => p.startsWith('/Private/'))).toEqual(before.filter((p) => p.startsWith('/Private/')));
    });

    it('refuses metadata that would choose the folder, replace a file, make a link, or skip the type check', async () => {
      const r = await requestWith();
      for (const fields of <Array<Record<string, string>>>[
        { filename: 'a.txt', parentPath: '/Private/' },
        { filename: 'a.txt', onConflict: 'replace' },
        { filename: 'a.txt', shareType: 'public' },
        { filename: 'a.txt', emails: '["x@example.com"]' },
        { encryption: 'aes128gcm', encryptedMetadata: 'abc' },
      ]) {
        expect((await r.create(10, fields).expect(400)).body.code).toBe('VALIDATION_ERROR');
      }
      // A type the request does not take, by name or declared type, before any byte.
      expect((await r.create(10, { filename: 'page.html' }).expect(415)).body.code).toBe('UNSUPPORTED_FILE_TYPE');
      expect((await r.create(10, { filename: 'a.txt', filetype: 'text/html' }).expect(415)).body.code).toBe(
        'UNSUPPORTED_FILE_TYPE',
      );
      // HTML bytes under a .txt name are stored as plain text only when they are plain text: here they are.
      expect(await r.tree()).toEqual(['/Inbox', '/Private']);
    });

    it("a request's link reaches neither another request nor another owner's folder", async () => {
      const a = await requestWith();
      const b = await requestWith();
      // A's grant on B's link, and B's grant on A's link.
      expect((await a.create(5, { filename: 'x.txt' }, { token: b.token, grant: a.grant }).expect(403)).body.code).toBe(
        'REQUEST_GRANT_INVALID',
      );
      const started = await a.create(5, { filename: 'x.txt' }).expect(201);
      const id = (started.headers['location'] as string).split('/').pop()!;
      // A's upload through B's link with B's grant, and through the owner's own upload routes.
      await a.patch(`/api/drop/${b.token}/uploads/${id}`, Buffer.from('hello'), { grant: b.grant }).expect(404);
      await b.owner.head(`/api/uploads/${id}`).set('Tus-Resumable', '1.0.0').expect(404);
      await a.owner.head(`/api/uploads/${id}`).set('Tus-Resumable', '1.0.0').expect(404);
      // A grant edited to name B's request fails its signature.
      const [payload, signature] = a.grant.split('.');
      const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as unknown[];
      const forged = `${Buffer.from(JSON.stringify([b.id, ...claims.slice(1)])).toString('base64url')}.${signature}`;
      expect((await a.create(5, { filename: 'x.txt' }, { token: b.token, grant: forged }).expect(403)).body.code).toBe(
        'REQUEST_GRANT_INVALID',
      );
      expect(await b.tree()).toEqual(['/Inbox', '/Private']);
    });

    it("cannot spend the owner's quota beyond the request's cap, however the uploads are split", async () => {
      const r = await requestWith({ maxTotalBytes: 3000 });
      const answers: number[] = [];
      for (let i = 0; i < 10; i++) answers.push((await r.create(1000, { filename: `f${i}.txt` })).status);
      expect(answers.filter((s) => s === 201)).toHaveLength(3);
      expect((await r.create(1, { filename: 'one-more.txt' }).expect(409)).body.code).toBe('REQUEST_FULL');
      const reserved = await t.app
        .get(DataSource)
        .query('SELECT coalesce(sum(reserved_bytes), 0)::bigint AS r FROM upload WHERE owner_id = $1', [
          r.owner.userId,
        ]);
      expect(Number(reserved[0].r)).toBe(3000);
    });
  });

  describe('WebDAV', () => {
    let alice: DavClient;
    const text = (label: string) => Buffer.from(`${label} ${randomBytes(8).toString('hex')}\n`);
    const PROPFIND_BODY = (props: string) =>
      `<?xml version="1.0" encoding="utf-8"?><D:propfind xmlns:D="DAV:"><D:prop>${props}</D:prop></D:propfind>`;

    beforeAll(async () => {
      const user = await signedInClient(t.server);
      alice = davClient(t.server, user, await createAppPassword(user));
    });

    it("reaches only the caller's own tree", async () => {
      const user = await signedInClient(t.server);
      const bob = davClient(t.server, user, await createAppPassword(user));
      await bob.send('PUT', '/dav/bob-secret.txt', {}, text('secret')).expect(201);
      await alice.send('GET', '/dav/bob-secret.txt').expect(404);
      await alice.send('PROPFIND', '/dav/bob-secret.txt', { Depth: '0' }).expect(404);
      await alice.send('DELETE', '/dav/bob-secret.txt').expect(404);
      await bob.send('GET', '/dav/bob-secret.txt').expect(200);
    });

    it('refuses dot segments and encoded separators', async () => {
      for (const path of ['/dav/a/%2e%2e/b', '/dav/%2e%2e', '/dav/a%2Fb', '/dav/a%5Cb', '/dav/a%00b', '/dav/%E0%A4%A'])
        expect((await alice.send('PROPFIND', path, { Depth: '0' })).status).toBe(400);
    });

    it('refuses Destinations on other hosts or outside /dav', async () => {
      await alice.send('PUT', '/dav/dest.txt', {}, text('dest')).expect(201);
      const other = await alice
        .send('COPY', '/dav/dest.txt', { Destination: 'http://evil.example/dav/x.txt' })
        .expect(502);
      expect(other.body.code).toBe('FORBIDDEN');
      await alice.send('MOVE', '/dav/dest.txt', { Destination: '/api/files' }).expect(403);
      await alice.send('MOVE', '/dav/dest.txt', { Destination: '/dav/../api/x.txt' }).expect(403);
      await alice.send('GET', '/dav/dest.txt').expect(200);
    });

    it('refuses entity declarations and oversized bodies before doing anything', async () => {
      const laughs =
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
        '<D:propfind xmlns:D="DAV:"><D:prop><D:displayname>&b;</D:displayname></D:prop></D:propfind>';
      const refused = await alice.send('PROPFIND', '/dav/', { Depth: '0' }, laughs).expect(400);
      expect(refused.body.code).toBe('VALIDATION_ERROR');
      const external =
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY x SYSTEM "file:///etc/passwd">]><D:propfind xmlns:D="DAV:"><D:prop><D:x>&x;</D:x></D:prop></D:propfind>';
      await alice.send('PROPFIND', '/dav/', { Depth: '0' }, external).expect(400);
      const huge = PROPFIND_BODY(`<D:displayname/>${' '.repeat(1024 * 1024)}`);
      await alice.send('PROPFIND', '/dav/', { Depth: '0' }, huge).expect(413);
      await alice.send('PROPFIND', '/dav/', { Depth: '0' }, '<D:propfind xmlns:D="DAV:"><D:prop>').expect(400);
    });
  });
  describe('second factors', () => {
    /** `count` clients that each passed the password step of `email` (each holds its own challenge). */
    async function challenged(email: string, count: number): Promise<TestClient[]> {
      const clients = Array.from({ length: count }, () => testClient(t.server));
      for (const client of clients)
        await client.post('/api/auth/login').send({ email, password: STRONG_PASSWORD }).expect(401);
      return clients;
    }

    it('one authenticator code, sent at once through eight challenges, signs in exactly once', async () => {
      const { email, secret } = await enrolledUser(t);
      const clients = await challenged(email, 8);
      nextCodeStep(t);
      const code = await authenticatorCode(t, secret);
      const answers = await Promise.all(
        clients.map((client) => client.post('/api/auth/login/second-factor').send({ code })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
      for (const a of answers.filter((a) => a.status === 401)) expect(a.body.code).toBe('INVALID_CODE');
    });

    it('one recovery code, sent at once through eight challenges, signs in exactly once', async () => {
      const { email, recoveryCodes } = await enrolledUser(t);
      const clients = await challenged(email, 8);
      const answers = await Promise.all(
        clients.map((client) => client.post('/api/auth/login/second-factor').send({ recoveryCode: recoveryCodes[0] })),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);
      const db = t.app.get(DataSource);
      const [left] = await db.query<Array<{ n: number }>>(
        `SELECT count(*)::int AS n FROM recovery_code r JOIN app_user u ON u.id = r.user_id WHERE u.email = $1 AND r.used_at IS NULL`,
        [email],
      );
      expect(left!.n).toBe(recoveryCodes.length - 1);
    });

    it('one passkey answer, sent eight times at once, signs in exactly once; an answer for one purpose serves no other', async () => {
      const { client, email } = await enrolledUser(t);
      const passkey = new SoftwarePasskey(t.config.publicUrl);
      const creation = await client
        .post('/api/auth/passkeys/registration-options')
        .send({ password: STRONG_PASSWORD })
        .expect(200);
      await client
        .post('/api/auth/passkeys')
        .send({ response: passkey.create(creation.body), name: 'Key' })
        .expect(201);

      const options = await testClient(t.server).post('/api/auth/login/passkey/options').expect(200);
      const answer = passkey.get(options.body);
      const answers = await Promise.all(
        Array.from({ length: 8 }, () =>
          testClient(t.server).post('/api/auth/login/passkey').send({ response: answer }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401, 401, 401, 401, 401, 401]);

      // Signed for the second step of a password sign-in, it does not sign in without the password.
      const [browser] = await challenged(email, 1);
      const second = await browser!.post('/api/auth/login/second-factor/passkey-options').expect(200);
      const secondAnswer = passkey.get(second.body);
      await testClient(t.server).post('/api/auth/login/passkey').send({ response: secondAnswer }).expect(401);
      // Nor the other way round.
      const open = passkey.get((await testClient(t.server).post('/api/auth/login/passkey/options')).body);
      await browser!.post('/api/auth/login/second-factor').send({ passkey: open }).expect(401);
    });

    it('a challenge is no session, and no guessed or foreign challenge completes a sign-in', async () => {
      const { email, secret } = await enrolledUser(t);
      const started = await testClient(t.server)
        .post('/api/auth/login')
        .send({ email, password: STRONG_PASSWORD })
        .expect(401);
      const value = ([] as string[])
        .concat(started.headers['set-cookie'] ?? [])
        .find((c) => c.startsWith('coffer_sign_in='))!
        .split(';')[0]!
        .slice('coffer_sign_in='.length);
      // Presented as a session cookie, it signs nobody in.
      await testClient(t.server).get('/api/auth/me').set('Cookie', `coffer_sid=${value}`).expect(401);
      nextCodeStep(t);
      const code = await authenticatorCode(t, secret);
      for (const forged of ['', 'x', randomBytes(32).toString('base64url'), `${value}x`, value.toUpperCase()]) {
        const answer = await testClient(t.server)
          .post('/api/auth/login/second-factor')
          .set('Cookie', `coffer_sign_in=${forged}`)
          .send({ code });
        expect([forged, answer.status, answer.body.code]).toEqual([forged, 401, 'SIGN_IN_EXPIRED']);
      }
      // Codes in odd shapes are wrong codes, never errors.
      for (const odd of [123456, ['123456'], { code: 1 }, '１２３４５６', '12345', '1234567', ' ', null]) {
        const client = (await challenged(email, 1))[0]!;
        const answer = await client.post('/api/auth/login/second-factor').send({ code: odd });
        expect([odd, answer.status]).toEqual([odd, 401]);
      }
    });
  });
  describe('single sign-on', () => {
    const publicUrl = 'http://coffer.test:3000';
    let provider: TestOidcProvider;
    let sso: TestApp;
    const unverified = '/login?sso_error=unverified';
    const signedInAs = async (browser: TestClient) =>
      (await browser.post('/api/graphql').send({ query: '{ me { email } }' })).body.data?.me?.email as
        string | undefined;

    beforeAll(async () => {
      provider = await startOidcProvider([
        { client_id: 'coffer', client_secret: 'secret', redirect_uris: [`${publicUrl}/api/auth/sso/idp/callback`] },
      ]);
      sso = await createTestApp(AppModule, {
        PUBLIC_URL: publicUrl,
        SSO_PROVIDERS: 'idp',
        SSO_IDP_ISSUER: provider.issuer,
        SSO_IDP_CLIENT_ID: 'coffer',
        SSO_IDP_CLIENT_SECRET: 'secret',
      });
    });
    afterAll(async () => {
      await sso.close();
      await provider.close();
    });

    it('login CSRF: a callback URL opened in someone else’s browser signs nobody in', async () => {
      const attacker = testClient(sso.server);
      const attackerEmail = randomEmail('attacker');
      const callbackUrl = await provider.signIn(await ssoStart(attacker, 'idp'), `mallory|${attackerEmail}|true`);
      // The victim's browser opens the attacker's callback (a link, an image, a form).
      const victim = testClient(sso.server);
      await registerUser(victim);
      expect(await ssoCallback(victim, callbackUrl)).toBe('/login?sso_error=failed');
      expect(await signedInAs(victim)).not.toBe(attackerEmail);
      const anonymous = testClient(sso.server);
      expect(await ssoCallback(anonymous, callbackUrl)).toBe('/login?sso_error=failed');
      expect(await signedInAs(anonymous)).toBeUndefined();
      // Only the browser that started it gets in.
      expect(await ssoCallback(attacker, callbackUrl)).toBe('/files');
      expect(await signedInAs(attacker)).toBe(attackerEmail);
    });

    it('an address the provider did not verify takes over no account and makes none', async () => {
      const victim = await registerUser(testClient(sso.server));
      const db = sso.app.get(DataSource);
      const attacker = testClient(sso.server);
      expect(await ssoSignIn(attacker, provider, 'idp', `mallory-2|${victim.email}|false`)).toBe(unverified);
      expect(await signedInAs(attacker)).toBeUndefined();
      expect(
        await db.query('SELECT 1 FROM sso_identity i JOIN app_user u ON u.id = i.user_id WHERE u.email = $1', [
          victim.email,
        ]),
      ).toEqual([]);
      expect(await db.query('SELECT 1 FROM sso_link WHERE email = $1', [victim.email])).toEqual([]);
      const nobody = randomEmail('unverified');
      expect(await ssoSignIn(testClient(sso.server), provider, 'idp', `nobody|${nobody}|false`)).toBe(unverified);
      expect(await db.query('SELECT 1 FROM app_user WHERE email = $1', [nobody])).toEqual([]);
      // Verified, the address still only proposes a link the account itself must confirm.
      const proposer = testClient(sso.server);
      expect(await ssoSignIn(proposer, provider, 'idp', `mallory-3|${victim.email}|true`)).toMatch(
        /^\/login\?sso_link=/,
      );
      expect(await signedInAs(proposer)).toBeUndefined();
    });
  });
});
