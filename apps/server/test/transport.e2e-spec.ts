import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import {
  createTestApp,
  randomEmail,
  registerUser,
  signedInClient,
  STRONG_PASSWORD,
  testClient,
  uploadFiles,
  type TestApp,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

describe('HTTP transport', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  it('answers GET /api/health with 200 while the database answers', async () => {
    const res = await testClient(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('documents the REST facade with OpenAPI at /api/docs', async () => {
    const json = await testClient(t.server).get('/api/docs-json').expect(200);
    for (const path of [
      '/api/auth/login',
      '/api/files/upload',
      '/api/share/access/{token}',
      '/api/files/shared-with-me',
    ]) {
      expect(Object.keys(json.body.paths)).toContain(path);
    }
    const page = await testClient(t.server).get('/api/docs').redirects(1).expect(200);
    expect(page.text).toContain('swagger');
  });

  it('answers unknown /api routes with the JSON error shape', async () => {
    for (const path of ['/api/nope', '/api/files/', '/api/share/my-links', '/api/status']) {
      const res = await testClient(t.server).get(path).expect(404);
      expect(res.body).toEqual({ statusCode: 404, code: 'NOT_FOUND', message: expect.any(String) });
    }
  });

  it('answers malformed JSON with 400 VALIDATION_ERROR and a string message', async () => {
    const res = await testClient(t.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(res.body).toEqual({ statusCode: 400, code: 'VALIDATION_ERROR', message: expect.any(String) });
  });

  it('answers an oversized JSON body with 413', async () => {
    const res = await testClient(t.server)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }))
      .expect(413);
    expect(res.body).toEqual({ statusCode: 413, code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });

  it('sends a request id and no framework banner', async () => {
    const res = await testClient(t.server).get('/api/health').set('X-Request-Id', 'trace-123').expect(200);
    expect(res.headers['x-request-id']).toBe('trace-123');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  describe('security headers', () => {
    it('sends Cache-Control: no-store on every JSON answer that depends on who asks', async () => {
      const owner = await signedInClient(t.server);
      const recipient = await signedInClient(t.server);
      const fileId = (await uploadFiles(owner, [{ name: 'a.txt', content: 'hello' }]).expect(201)).body.created[0]
        .id as string;
      await owner
        .post('/api/files/share')
        .send({ fileId, shareWith: [recipient.email] })
        .expect(200);
      const link = (
        await owner
          .post('/api/share/create')
          .send({ fileId, scope: 'public', expiresIn: 86400, maxAccess: null })
          .expect(201)
      ).body;
      const answers: Array<[string, { headers: Record<string, string> }]> = [
        ['me', await owner.get('/api/auth/me').expect(200)],
        ['list', await owner.get('/api/files/list').expect(200)],
        ['shared-with-me', await recipient.get('/api/files/shared-with-me').expect(200)],
        ['share access', await testClient(t.server).get(`/api/share/access/${link.token}`).expect(200)],
        ['graphql', await owner.post('/api/graphql').send({ query: '{ me { id email } }' }).expect(200)],
        ['401', await testClient(t.server).get('/api/auth/me').expect(401)],
      ];
      for (const [name, res] of answers) expect([name, res.headers['cache-control']]).toEqual([name, 'no-store']);
    });

    it('puts a Content-Security-Policy on the REST docs page, with connections limited to our origin', async () => {
      const page = await testClient(t.server).get('/api/docs').redirects(1).expect(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).not.toMatch(/ws:|wss:/);
      expect(csp).toContain("frame-ancestors 'none'");
      // JSON answers carry a deny-all policy.
      expect((await testClient(t.server).get('/api/health').expect(200)).headers['content-security-policy']).toMatch(
        /^default-src 'none'/,
      );
    });

    it('sends no HSTS without an https PUBLIC_URL', async () => {
      expect(
        (await testClient(t.server).get('/api/health').expect(200)).headers['strict-transport-security'],
      ).toBeUndefined();
    });
  });

  describe('cross-site request protection', () => {
    it('rejects a POST with a cross-site Origin with 403 FORBIDDEN_ORIGIN and changes nothing', async () => {
      const client = testClient(t.server);
      await registerUser(client);
      for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
        const res = await client.post('/api/auth/logout').set('Origin', origin).send({}).expect(403);
        expect(res.body).toEqual({ statusCode: 403, code: 'FORBIDDEN_ORIGIN', message: expect.any(String) });
      }
      // The session survived the refused logouts.
      await client.get('/api/auth/me').expect(200);
    });

    it('rejects a cross-site Referer when there is no Origin', async () => {
      await testClient(t.server)
        .post('/api/auth/logout')
        .set('Referer', 'https://evil.example/page')
        .send({})
        .expect(403);
    });

    it('rejects cross-site GraphQL mutations too', async () => {
      await testClient(t.server)
        .post('/api/graphql')
        .set('Origin', 'https://evil.example')
        .send({ query: 'mutation { logout }' })
        .expect(403);
    });

    it('accepts the exact origin the request was sent to and requests with neither header', async () => {
      await testClient(t.server).post('/api/auth/logout').set('Origin', t.url).send({}).expect(200);
      await testClient(t.server).post('/api/auth/logout').set('Referer', `${t.url}/login`).send({}).expect(200);
      await testClient(t.server).post('/api/auth/logout').send({}).expect(200);
    });

    it('refuses another port of the same host: same site, not same origin', async () => {
      const client = testClient(t.server);
      await registerUser(client);
      const otherPort = `http://localhost:${Number(new URL(t.url).port) + 1}`;
      for (const [header, value] of [
        ['Origin', otherPort],
        ['Origin', 'http://127.0.0.1:3311'],
        ['Referer', `${otherPort}/attack.html`],
      ]) {
        await client
          .post('/api/auth/logout')
          .set('Host', `localhost:${new URL(t.url).port}`)
          .set(header!, value!)
          .send({})
          .expect(403);
      }
      await client.get('/api/auth/me').expect(200);
    });
  });

  describe('a first run without PUBLIC_URL', () => {
    it('treats a request as same-origin when its Origin matches the Host it was sent to (127.0.0.1, a LAN address)', async () => {
      const port = new URL(t.url).port;
      for (const host of [`127.0.0.1:${port}`, '192.168.1.20:3000', `localhost:${port}`]) {
        const res = await testClient(t.server)
          .post('/api/auth/register')
          .set('Host', host)
          .set('Origin', `http://${host}`)
          .send({ email: randomEmail(), password: STRONG_PASSWORD, name: 'First run' });
        expect(res.status).toBe(201);
      }
    });

    it('says which origin it expected and which setting changes it, over REST and GraphQL', async () => {
      const port = new URL(t.url).port;
      const rest = await testClient(t.server)
        .post('/api/auth/register')
        .set('Host', `127.0.0.1:${port}`)
        .set('Origin', 'http://192.168.1.20:3000')
        .send({ email: randomEmail(), password: STRONG_PASSWORD, name: 'X' })
        .expect(403);
      expect(rest.body).toEqual({
        statusCode: 403,
        code: 'FORBIDDEN_ORIGIN',
        message: expect.stringContaining(`http://127.0.0.1:${port}`),
      });
      expect(rest.body.message).toContain('http://192.168.1.20:3000');
      expect(rest.body.message).toContain('PUBLIC_URL');
      const gql = await testClient(t.server)
        .post('/api/graphql')
        .set('Host', `127.0.0.1:${port}`)
        .set('Origin', 'http://192.168.1.20:3000')
        .send({
          query: 'mutation($i: RegisterInput!) { register(input: $i) { id } }',
          variables: { i: { email: randomEmail(), password: STRONG_PASSWORD, name: 'X' } },
        })
        .expect(403);
      expect(gql.body.errors[0].extensions.code).toBe('FORBIDDEN_ORIGIN');
      expect(gql.body.errors[0].message).toBe(rest.body.message);
    });
  });

  describe('cross-origin WebSockets', () => {
    /** Opens graphql-ws with the victim's cookie from `origin`: 'connected' or 'refused'. */
    async function upgradeFrom(origin: string, cookie: string): Promise<string> {
      let client: Client | undefined;
      const outcome = await new Promise<string>((resolve) => {
        client = createClient({
          url: t.url.replace(/^http/, 'ws') + '/api/graphql',
          lazy: false,
          retryAttempts: 0,
          webSocketImpl: class extends WebSocket {
            constructor(address: string, protocols?: string | string[]) {
              super(address, protocols, { headers: { Cookie: cookie, Origin: origin } });
            }
          },
          on: { connected: () => resolve('connected'), closed: () => resolve('refused') },
        });
      });
      await client?.dispose();
      return outcome;
    }

    it('refuses an authenticated upgrade from another port of the same host, accepts the own origin', async () => {
      const user = await registerUser(testClient(t.server));
      const port = Number(new URL(t.url).port);
      expect(await upgradeFrom(`http://127.0.0.1:${port + 1}`, user.cookie)).toBe('refused');
      expect(await upgradeFrom(`http://localhost:${port}`, user.cookie)).toBe('refused');
      expect(await upgradeFrom(t.url, user.cookie)).toBe('connected');
    });
  });

  describe('safe methods', () => {
    it('leaves GET requests alone', async () => {
      await testClient(t.server).get('/api/health').set('Origin', 'https://evil.example').expect(200);
    });
  });
});

describe('HTTP transport with an https PUBLIC_URL', () => {
  let pub: TestApp;
  beforeAll(async () => {
    pub = await createTestApp(AppModule, { PUBLIC_URL: 'https://files.example.com' });
  });
  afterAll(() => pub.close());

  it('sends HSTS because PUBLIC_URL is https', async () => {
    expect((await testClient(pub.server).get('/api/health').expect(200)).headers['strict-transport-security']).toBe(
      'max-age=31536000',
    );
  });

  it('accepts only the exact origin of PUBLIC_URL, whatever the Host', async () => {
    const client = testClient(pub.server);
    await client
      .post('/api/auth/register')
      .set('Origin', 'https://files.example.com')
      .send({ email: randomEmail(), password: STRONG_PASSWORD, name: 'P' })
      .expect(201);
    // The cookie is Secure (https PUBLIC_URL), so it is sent by hand over this plain connection.
    const { cookie } = await registerUser(client);
    for (const origin of ['https://evil.example.com', 'https://files.example.com:8443', 'http://files.example.com']) {
      const res = await client
        .post('/api/auth/logout')
        .set('Cookie', cookie)
        .set('Host', new URL(origin).host)
        .set('Origin', origin)
        .send({})
        .expect(403);
      expect(res.body.message).toContain('https://files.example.com');
      expect(res.body.message).toContain('PUBLIC_URL');
    }
    // Neither a sibling subdomain nor another port or scheme could sign the victim out.
    await client.get('/api/auth/me').set('Cookie', cookie).expect(200);
  });
});
