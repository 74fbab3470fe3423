import { randomUUID } from 'node:crypto';
import {
  buildClientSchema,
  getIntrospectionQuery,
  type FormattedExecutionResult,
  type IntrospectionQuery,
} from 'graphql';
import type { Client } from 'graphql-ws';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import {
  createTestApp,
  openGraphqlSocket,
  PNG_BYTES,
  signedInClient,
  STRONG_PASSWORD,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
  type GraphqlSocket,
  type SocketClose,
} from '@coffer/server-testing';
import { SessionService } from '@coffer/server-auth';
import { AppModule } from '../src/app.module';

/**
 * One security model on every path: what holds for GraphQL over HTTP holds over graphql-ws,
 * proven with the real `graphql-ws` client and graphql-js's standard introspection query.
 */

type Closed = SocketClose;
type Socket = GraphqlSocket;

type Outcome =
  | { kind: 'result'; result: FormattedExecutionResult<Record<string, unknown>, unknown> }
  | { kind: 'error'; errors: Array<{ message: string; extensions?: Record<string, unknown> }> }
  | { kind: 'closed'; code: number; reason: string };

const sockets: Client[] = [];
afterAll(async () => {
  await Promise.all(sockets.map(async (c) => c.dispose()));
});

function openSocket(t: TestApp, headers: Record<string, string>, connectionParams?: Record<string, string>): Socket {
  const socket = openGraphqlSocket(t.url, headers, connectionParams);
  sockets.push(socket.client);
  return socket;
}

/** Runs one operation on the socket: its first result, its error message, or the close that ended it. */
function run(client: Client, query: string, variables?: Record<string, unknown>): Promise<Outcome> {
  return new Promise((resolve) => {
    const dispose = client.subscribe<Record<string, unknown>>(
      { query, variables },
      {
        next: (result) => {
          dispose();
          resolve({ kind: 'result', result });
        },
        error: (error: unknown) => {
          if (Array.isArray(error)) resolve({ kind: 'error', errors: error });
          else if (error && typeof error === 'object' && 'code' in error)
            resolve({ kind: 'closed', code: (error as Closed).code, reason: String((error as Closed).reason) });
          else resolve({ kind: 'error', errors: [{ message: String(error) }] });
        },
        complete: () => undefined,
      },
    );
  });
}

/** Starts a subscription; `events` fills as they arrive, `ended` settles when the server ends it. */
function listen(client: Client, query: string) {
  const events: Array<FormattedExecutionResult<Record<string, unknown>, unknown>> = [];
  let dispose!: () => void;
  const ended = new Promise<unknown>((resolve) => {
    dispose = client.subscribe<Record<string, unknown>>(
      { query },
      { next: (r) => events.push(r), error: resolve, complete: () => resolve('complete') },
    );
  });
  return { events, ended, dispose };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function codeOf(outcome: Outcome): unknown {
  if (outcome.kind === 'error') return outcome.errors[0]?.extensions?.['code'];
  if (outcome.kind === 'result') return outcome.result.errors?.[0]?.extensions?.['code'];
  return `closed ${outcome.code}`;
}

async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}, bearer?: string) {
  const req = client.post('/api/graphql');
  if (bearer) req.set('Authorization', `Bearer ${bearer}`);
  return req.send({ query, variables });
}

async function mintToken(owner: SignedInClient, scopes: string[]) {
  const res = await gql(
    owner,
    'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token accessToken { id: databaseId } } }',
    { i: { name: `t-${randomUUID()}`, scopes } },
  );
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createAccessToken as { token: string; accessToken: { id: string } };
}

describe('GraphQL over WebSocket: one security model on every path', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  describe('sockets close when their credentials end', () => {
    it('closes a token socket with 4401 when the token is revoked, and refuses it afterwards', async () => {
      const owner = await signedInClient(t.server);
      const { token, accessToken } = await mintToken(owner, ['READ']);
      const socket = openSocket(t, {}, { authorization: `Bearer ${token}` });
      await socket.connected;
      const sub = listen(socket.client, 'subscription { itemsChanged { path reason } }');
      expect(codeOf(await run(socket.client, '{ me { id } }'))).toBeUndefined();
      expect(
        (await gql(owner, 'mutation($id: ID!) { revokeAccessToken(id: $id) }', { id: accessToken.id })).body.data
          .revokeAccessToken,
      ).toBe(true);
      const closed = await socket.closed;
      expect(closed.code).toBe(4401);
      expect(closed.reason).toMatch(/revoked/);
      // Nothing reaches the closed socket, and the token opens no new one.
      await uploadFiles(owner, [{ name: 'after.txt', content: 'x' }]).expect(201);
      expect(sub.events).toEqual([]);
      const again = openSocket(t, {}, { authorization: `Bearer ${token}` });
      expect((await again.closed).code).toBe(4401);
    });

    it('closes a session socket with 4401 on logout', async () => {
      const user = await signedInClient(t.server);
      const socket = openSocket(t, { Cookie: user.cookie });
      await socket.connected;
      await user.post('/api/auth/logout').send({}).expect(200);
      expect(await socket.closed).toEqual({ code: 4401, reason: expect.stringMatching(/session ended/) });
    });

    it('closes the sockets of the other sessions on a password change, not the one that changed it', async () => {
      const first = await signedInClient(t.server);
      const login = await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: first.email, password: STRONG_PASSWORD })
        .expect(200);
      const secondCookie = ([] as string[])
        .concat(login.headers['set-cookie'] ?? [])
        .map((c) => c.split(';')[0]!)
        .find((c) => c.includes('coffer_sid='))!;
      const other = openSocket(t, { Cookie: secondCookie });
      const own = openSocket(t, { Cookie: first.cookie });
      await Promise.all([other.connected, own.connected]);
      await first
        .post('/api/auth/password')
        .send({ currentPassword: STRONG_PASSWORD, newPassword: 'An0ther!pass' })
        .expect(200);
      expect(await other.closed).toEqual({ code: 4401, reason: expect.stringMatching(/password was changed/) });
      expect(codeOf(await run(own.client, '{ me { id } }'))).toBeUndefined();
    });

    it('closes every socket of an account, token or session, through the account-deletion hook', async () => {
      const user = await signedInClient(t.server);
      const { token } = await mintToken(user, ['READ']);
      const bySession = openSocket(t, { Cookie: user.cookie });
      const byToken = openSocket(t, {}, { authorization: `Bearer ${token}` });
      const bystander = openSocket(t, { Cookie: (await signedInClient(t.server)).cookie });
      await Promise.all([bySession.connected, byToken.connected, bystander.connected]);
      t.app.get(SessionService).userRemoved(user.userId);
      for (const socket of [bySession, byToken])
        expect(await socket.closed).toEqual({ code: 4401, reason: expect.stringMatching(/account was deleted/) });
      expect(codeOf(await run(bystander.client, '{ me { id } }'))).toBeUndefined();
    });

    it('closes a socket with 4401 when its session expires', async () => {
      const user = await signedInClient(t.server);
      const socket = openSocket(t, { Cookie: user.cookie });
      await socket.connected;
      t.clock.advance((t.config.sessionTtlSeconds + 1) * 1000);
      try {
        expect(await socket.closed).toEqual({ code: 4401, reason: expect.stringMatching(/session expired/) });
      } finally {
        t.clock.advance(-(t.config.sessionTtlSeconds + 1) * 1000);
      }
    });

    it('authenticates every operation again: a token revoked behind the event bus is refused on its next operation', async () => {
      const owner = await signedInClient(t.server);
      const { token, accessToken } = await mintToken(owner, ['READ']);
      const socket = openSocket(t, {}, { authorization: `Bearer ${token}` });
      await socket.connected;
      expect(codeOf(await run(socket.client, '{ me { id } }'))).toBeUndefined();
      // Revoked in the database only: no event announces it.
      await db.query('UPDATE access_token SET revoked_at = now() WHERE id = $1', [accessToken.id]);
      const refused = await run(socket.client, 'subscription { shareReceived { fileId } }');
      expect(refused.kind === 'closed' ? refused.code : codeOf(refused)).toBe(4401);
      expect((await socket.closed).code).toBe(4401);
    });
  });

  describe('scopes apply to subscriptions as to queries', () => {
    it('refuses file events to a token without read, and shares received to a write-only token', async () => {
      const owner = await signedInClient(t.server);
      const sharer = await signedInClient(t.server);
      const shareOnly = await mintToken(owner, ['SHARE']);
      const writeOnly = await mintToken(owner, ['WRITE']);
      // Over HTTP the same tokens are refused the same data.
      expect(
        (await gql(testClient(t.server), '{ folder(path: "/") { totalCount } }', {}, shareOnly.token)).body.errors[0]
          .extensions.code,
      ).toBe('FORBIDDEN');
      const a = openSocket(t, {}, { authorization: `Bearer ${shareOnly.token}` });
      const b = openSocket(t, {}, { authorization: `Bearer ${writeOnly.token}` });
      await Promise.all([a.connected, b.connected]);
      expect(codeOf(await run(a.client, 'subscription { itemsChanged { path } }'))).toBe('FORBIDDEN');
      expect(codeOf(await run(a.client, 'subscription { uploadCompleted { count } }'))).toBe('FORBIDDEN');
      expect(codeOf(await run(b.client, 'subscription { shareReceived { fileName sharedBy { email } } }'))).toBe(
        'FORBIDDEN',
      );
      // A read token still gets its events.
      const reader = await mintToken(owner, ['READ']);
      const c = openSocket(t, {}, { authorization: `Bearer ${reader.token}` });
      await c.connected;
      const sub = listen(c.client, 'subscription { shareReceived { fileName } }');
      await sleep(300);
      const fileId = (await uploadFiles(sharer, [{ name: 'for-owner.txt', content: 'x' }]).expect(201)).body.created[0]
        .id;
      await sharer
        .post('/api/files/share')
        .send({ fileId, shareWith: [owner.email] })
        .expect(200);
      for (let i = 0; i < 50 && sub.events.length === 0; i++) await sleep(50);
      expect(sub.events.map((e) => e.data)).toEqual([{ shareReceived: { fileName: 'for-owner.txt' } }]);
    });
  });

  describe('limits apply over the socket', () => {
    it('runs the standard introspection query, and refuses too costly, too aliased and too deep operations', async () => {
      const user = await signedInClient(t.server);
      const socket = openSocket(t, { Cookie: user.cookie });
      await socket.connected;
      const introspection = await run(socket.client, getIntrospectionQuery());
      expect(introspection.kind).toBe('result');
      const data = (introspection as { result: FormattedExecutionResult<Record<string, unknown>, unknown> }).result
        .data as unknown as IntrospectionQuery;
      expect(buildClientSchema(data).getQueryType()?.name).toBe('Query');
      const costly = `{ ${Array.from({ length: 25 }, (_, i) => `f${i}: folder(path: "/", first: 200) { edges { node { id name } } }`).join(' ')} }`;
      expect(codeOf(await run(socket.client, costly))).toBe('QUERY_TOO_COMPLEX');
      const aliased = `subscription { itemsChanged { ${Array.from({ length: 12_000 }, (_, i) => `a${i}: path`).join(' ')} } }`;
      expect(codeOf(await run(socket.client, aliased))).toBe('QUERY_TOO_COMPLEX');
      const deep = `{ __schema { types { fields { type { ${'ofType { '.repeat(25)} name ${'} '.repeat(25)} } } } } }`;
      expect(codeOf(await run(socket.client, deep))).toBe('QUERY_TOO_DEEP');
      // The socket stays usable after refusals of single operations.
      expect(codeOf(await run(socket.client, '{ me { id } }'))).toBeUndefined();
    });
  });

  describe('a client that breaks the protocol', () => {
    it('is closed with the WebSocket code for its fault, not 4500, and no stack trace is printed', async () => {
      const user = await signedInClient(t.server);
      const printed = jest.spyOn(console, 'error');
      try {
        const socket = new WebSocket(t.url.replace(/^http/, 'ws') + '/api/graphql', 'graphql-transport-ws', {
          headers: { Cookie: user.cookie },
        });
        const code = await new Promise<number>((resolve, reject) => {
          socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
          socket.on('message', (data) => {
            // Acknowledged: now a text frame that is not UTF-8.
            if ((data as Buffer).toString().includes('connection_ack'))
              socket.send(Buffer.from([0xc3, 0x28, 0xff]), { binary: false });
          });
          socket.on('close', (closeCode) => resolve(closeCode));
          socket.on('error', reject);
        });
        expect(code).toBe(1007);
        expect(printed).not.toHaveBeenCalled();
      } finally {
        printed.mockRestore();
      }
    });
  });

  describe('errors before execution are GraphQL-shaped', () => {
    const cases: Array<[string, (c: TestClient) => ReturnType<TestClient['post']>, number, string]> = [
      [
        'malformed JSON',
        (c) => c.post('/api/graphql').set('Content-Type', 'application/json').send('{"query":'),
        400,
        'VALIDATION_ERROR',
      ],
      [
        'a body over 100 KB',
        (c) =>
          c
            .post('/api/graphql')
            .set('Content-Type', 'application/json')
            .send(JSON.stringify({ query: '{ me { id } }', pad: 'x'.repeat(200_000) })),
        413,
        'PAYLOAD_TOO_LARGE',
      ],
      [
        'a foreign Origin',
        (c) => c.post('/api/graphql').set('Origin', 'https://evil.example').send({ query: '{ me { id } }' }),
        403,
        'FORBIDDEN_ORIGIN',
      ],
      [
        'multipart without the preflight header',
        (c) => c.post('/api/graphql').field('operations', '{"query":"{ me { id } }"}').field('map', '{}'),
        400,
        'VALIDATION_ERROR',
      ],
      ['a batched array', (c) => c.post('/api/graphql').send([{ query: '{ me { id } }' }]), 400, 'VALIDATION_ERROR'],
    ];
    it.each(cases)(
      'answers %s with errors[], the spec media type and its status',
      async (_name, send, status, code) => {
        const client = testClient(t.server);
        const res = await send(client).set('Accept', 'application/graphql-response+json');
        expect(res.status).toBe(status);
        expect(res.headers['content-type']).toMatch(/^application\/graphql-response\+json/);
        const body = JSON.parse(res.text);
        expect(body.data).toBeUndefined();
        expect(body.errors).toEqual([
          { message: expect.any(String), extensions: expect.objectContaining({ code, statusCode: status }) },
        ]);
        // Clients that only accept application/json get the same body as application/json.
        const plain = await send(testClient(t.server)).set('Accept', 'application/json');
        expect([plain.status, plain.headers['content-type']]).toEqual([
          status,
          expect.stringMatching(/^application\/json/),
        ]);
        expect(JSON.parse(plain.text).errors[0].extensions.code).toBe(code);
      },
    );
  });

  describe('malformed operations get the same answer on both transports', () => {
    it.each([
      ['a syntax error', '{ me { id }'],
      ['an unknown field', '{ me { noSuchField } }'],
      ['an argument the field does not take', '{ me { id(format: 1) } }'],
      ['two operations and no operation name', 'query A { me { id } } query B { me { id } }'],
    ])('%s: VALIDATION_ERROR 400 over HTTP and over graphql-ws', async (_name, query) => {
      const user = await signedInClient(t.server);
      const overHttp = await gql(user, query);
      const httpError = overHttp.body.errors?.[0];
      expect(httpError?.extensions).toEqual(expect.objectContaining({ code: 'VALIDATION_ERROR', statusCode: 400 }));
      const socket = openSocket(t, { Cookie: user.cookie });
      await socket.connected;
      const overSocket = await run(socket.client, query);
      expect(overSocket.kind).toBe('error');
      const socketError = (overSocket as { errors: Array<{ message: string; extensions?: Record<string, unknown> }> })
        .errors[0];
      expect(socketError?.extensions).toEqual(expect.objectContaining({ code: 'VALIDATION_ERROR', statusCode: 400 }));
      // The reason, not the masked message of a fault.
      expect(socketError?.message).toBe(httpError.message);
      // The socket stays usable.
      expect(codeOf(await run(socket.client, '{ me { id } }'))).toBeUndefined();
    });
  });

  describe('introspection for tools over HTTP', () => {
    it("answers graphql-js's standard introspection query, and prices recursive introspection", async () => {
      const client = testClient(t.server);
      const res = await client.post('/api/graphql').send({
        query: getIntrospectionQuery({ descriptions: true, inputValueDeprecation: true, specifiedByUrl: true }),
      });
      expect(res.status).toBe(200);
      expect(res.body.errors).toBeUndefined();
      const schema = buildClientSchema(res.body.data as IntrospectionQuery);
      expect(Object.keys(schema.getQueryType()!.getFields())).toEqual(
        expect.arrayContaining(['folder', 'me', 'rateLimit']),
      );
      const recursive =
        '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }';
      const refused = await client.post('/api/graphql').send({ query: recursive });
      expect(refused.status).toBe(400);
      expect(refused.body.errors[0].extensions.code).toMatch(/^(QUERY_TOO_COMPLEX|VALIDATION_ERROR)$/);
    });
  });

  describe('the socket counts the real client address', () => {
    it('charges a socket to the address Express would see (trust proxy), not to "unknown"', async () => {
      const user = await signedInClient(t.server);
      const address = `203.0.113.${Math.floor(Math.random() * 200) + 20}`;
      const socket = openSocket(t, { Cookie: user.cookie, 'X-Forwarded-For': address });
      await socket.connected;
      expect(codeOf(await run(socket.client, '{ me { id } }'))).toBeUndefined();
      const rows = await db.query('SELECT key, hits FROM rate_limit WHERE key = $1', [`ops:address:${address}`]);
      expect(rows).toEqual([{ key: `ops:address:${address}`, hits: 2 }]);
      // A login attempt on the socket is throttled under that address too, not under "unknown".
      const login = await run(socket.client, 'mutation($i: LoginInput!) { login(input: $i) { id } }', {
        i: { email: user.email, password: 'Wrong!pass1' },
      });
      expect(codeOf(login)).toBe('INVALID_CREDENTIALS');
      const throttled = await db.query(`SELECT key FROM rate_limit WHERE key LIKE 'login%' AND key LIKE $1`, [
        `%${address}%`,
      ]);
      expect(throttled.length).toBeGreaterThan(0);
      expect(
        await db.query(`SELECT key FROM rate_limit WHERE key LIKE 'login%' AND key LIKE '%unknown%' AND key LIKE $1`, [
          `%${user.email}%`,
        ]),
      ).toEqual([]);
    });
  });
});

describe('operation budget (a small budget: 5 operations a minute)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { OPERATIONS_PER_MINUTE: '5' });
  });
  afterAll(() => t.close());

  it('counts one request with 100 aliases as one operation, shows the budget, then refuses the whole operation', async () => {
    const owner = await signedInClient(t.server);
    const { token } = await mintToken(owner, ['READ']);
    const script = testClient(t.server);
    const aliases = `{ ${Array.from({ length: 100 }, (_, i) => `m${i}: me { id }`).join(' ')} }`;
    const first = await gql(script, aliases, {}, token);
    expect(first.status).toBe(200);
    expect(Object.keys(first.body.data)).toHaveLength(100);
    expect(first.headers['ratelimit-limit']).toBe('5');
    expect(first.headers['ratelimit-remaining']).toBe('4');
    expect(Number(first.headers['ratelimit-reset'])).toBeGreaterThan(0);
    expect(first.body.extensions.rateLimit).toEqual({
      limit: 5,
      remaining: 4,
      used: 1,
      cost: 1,
      resetAt: expect.any(String),
    });
    const budget = await gql(script, '{ rateLimit { limit remaining used cost resetAt } }', {}, token);
    expect(budget.body.data.rateLimit).toEqual({
      limit: 5,
      remaining: 3,
      used: 2,
      cost: 1,
      resetAt: first.body.extensions.rateLimit.resetAt,
    });
    // REST requests of the token draw on the same budget.
    const rest = await script.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(200);
    expect(rest.headers['ratelimit-remaining']).toBe('2');
    await gql(script, '{ me { id } }', {}, token);
    await gql(script, '{ me { id } }', {}, token);
    const refused = await script
      .post('/api/graphql')
      .set('Authorization', `Bearer ${token}`)
      .set('Accept', 'application/graphql-response+json')
      .send({ query: aliases });
    expect(refused.status).toBe(429);
    const body = JSON.parse(refused.text);
    expect(body.data ?? null).toBeNull();
    expect(body.errors).toEqual([
      {
        message: expect.stringMatching(/at most 5 operations a minute/),
        extensions: { code: 'RATE_LIMITED', statusCode: 429, retryAfter: expect.any(Number) },
      },
    ]);
    expect(refused.headers['retry-after']).toBe(String(body.errors[0].extensions.retryAfter));
    expect(refused.headers['ratelimit-remaining']).toBe('0');
    const restRefused = await script.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(429);
    expect(restRefused.body.code).toBe('RATE_LIMITED');
    expect(restRefused.headers['retry-after']).toBeDefined();
    // The owner's session has a budget of its own.
    expect((await gql(owner, '{ me { id } }')).status).toBe(200);
  });

  it('counts operations, not connections, on a socket, and refuses with RATE_LIMITED then 4429', async () => {
    const owner = await signedInClient(t.server);
    const { token } = await mintToken(owner, ['READ']);
    const socket = openSocket(t, {}, { authorization: `Bearer ${token}` });
    // The handshake is one operation.
    expect(await socket.connected).toEqual({ rateLimit: expect.objectContaining({ limit: 5, remaining: 4, used: 1 }) });
    const outcomes: Outcome[] = [];
    for (let i = 0; i < 6; i++) outcomes.push(await run(socket.client, '{ rateLimit { remaining } }'));
    expect(outcomes.slice(0, 4).map((o) => (o.kind === 'result' ? o.result.data : o))).toEqual(
      [3, 2, 1, 0].map((remaining) => ({ rateLimit: { remaining } })),
    );
    for (const refused of outcomes.slice(4)) {
      expect(refused).toEqual({
        kind: 'error',
        errors: [
          {
            message: expect.stringMatching(/at most 5 operations/),
            extensions: { code: 'RATE_LIMITED', statusCode: 429, retryAfter: expect.any(Number) },
          },
        ],
      });
    }
    // The socket itself stays open; a new one is refused at the handshake with 4429.
    const next = openSocket(t, {}, { authorization: `Bearer ${token}` });
    expect(await next.closed).toEqual({
      code: 4429,
      reason: expect.stringMatching(/^Too many requests: retry in \d+ s$/),
    });
    expect(codeOf(await run(socket.client, '{ me { id } }'))).toBe('RATE_LIMITED');
  });

  it('charges signed-in REST requests but not image previews, which a photo folder loads by the hundred', async () => {
    const user = await signedInClient(t.server);
    const id = (await uploadFiles(user, [{ name: 'p.png', content: PNG_BYTES }]).expect(201)).body.created[0].id;
    for (let i = 0; i < 8; i++) {
      const preview = await user.get(`/api/files/preview/${id}`).expect(200);
      expect(preview.headers['ratelimit-remaining']).toBeUndefined();
    }
    // Opening the verification link (in the signed-in browser) and the upload were the session's
    // operations; the previews cost nothing.
    expect((await user.get('/api/auth/me').expect(200)).headers['ratelimit-remaining']).toBe('2');
  });

  it('closes with distinct codes: 4401 without credentials, 4403 for a foreign origin', async () => {
    const user = await signedInClient(t.server);
    expect((await openSocket(t, {}).closed).code).toBe(4401);
    expect((await openSocket(t, { Cookie: user.cookie, Origin: 'https://evil.example' }).closed).code).toBe(4403);
  });
});

describe('operation budget per client address (4 operations a minute)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { OPERATIONS_PER_ADDRESS_PER_MINUTE: '4' });
  });
  afterAll(() => t.close());

  it('shares one budget among everyone behind an address, an IPv6 /64 counting as one address', async () => {
    const owner = await signedInClient(t.server);
    const first = await mintToken(owner, ['READ']);
    const second = await mintToken(owner, ['READ']);
    const from = (address: string, token: string) =>
      testClient(t.server, address)
        .post('/api/graphql')
        .set('Authorization', `Bearer ${token}`)
        .send({ query: '{ me { id } }' });
    const statuses: number[] = [];
    for (const [address, token] of [
      ['2001:db8:7:9::1', first.token],
      ['2001:db8:7:9::2', first.token],
      ['2001:db8:7:9:ffff::3', second.token],
      ['2001:db8:7:9::4', second.token],
      ['2001:db8:7:9::5', second.token],
    ] as const) {
      const res = await from(address, token);
      statuses.push(res.status);
      if (res.status === 429)
        expect(res.body.errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED', retryAfter: expect.any(Number) });
      expect(res.headers['ratelimit-limit']).toBe('4');
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    // Another /64 has a budget of its own.
    expect((await from('2001:db8:7:a::1', second.token)).status).toBe(200);
  });
});
