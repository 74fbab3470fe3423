import { createTestApp, registerUser, testClient, type TestApp } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

describe('HTTP transport (contract §1)', () => {
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
    for (const path of ['/api/auth/login', '/api/files/upload', '/api/share/access/{token}', '/api/files/shared-with-me']) {
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
    const res = await testClient(t.server).post('/api/auth/login').set('Content-Type', 'application/json').send('{"email":').expect(400);
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

  describe('cross-site request protection (§1.3)', () => {
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
      await testClient(t.server).post('/api/auth/logout').set('Referer', 'https://evil.example/page').send({}).expect(403);
    });

    it('rejects cross-site GraphQL mutations too', async () => {
      await testClient(t.server)
        .post('/api/graphql')
        .set('Origin', 'https://evil.example')
        .send({ query: 'mutation { logout }' })
        .expect(403);
    });

    it('accepts same-site Origins (any port) and requests with neither header', async () => {
      await testClient(t.server).post('/api/auth/logout').set('Origin', 'http://localhost:3000').send({}).expect(200);
      await testClient(t.server).post('/api/auth/logout').set('Origin', 'http://localhost:5173').send({}).expect(200);
      await testClient(t.server).post('/api/auth/logout').set('Referer', 'http://localhost:3000/login').send({}).expect(200);
      await testClient(t.server).post('/api/auth/logout').send({}).expect(200);
    });

    it('leaves GET requests alone', async () => {
      await testClient(t.server).get('/api/health').set('Origin', 'https://evil.example').expect(200);
    });
  });
});
