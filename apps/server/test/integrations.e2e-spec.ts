import { randomUUID } from 'node:crypto';
import { createClient, type Client } from 'graphql-ws';
import { DataSource } from 'typeorm';
import WebSocket from 'ws';
import { LOGIN_ATTEMPTS_PER_ACCOUNT, TOKEN_REQUESTS_PER_MINUTE } from '@coffer/server-auth';
import {
  createTestApp,
  registerUser,
  testClient,
  uploadFiles,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';
import { GRAPHQL_LIMITS } from '../src/graphql.config';

describe('GraphQL for integrators', () => {
  let t: TestApp;
  let db: DataSource;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
    db = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  async function user() {
    const client = testClient(t.server);
    const u = await registerUser(client);
    return Object.assign(client, { userId: u.id, email: u.email, cookie: u.cookie });
  }

  async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}, bearer?: string) {
    const req = client.post('/api/graphql');
    if (bearer) req.set('Authorization', `Bearer ${bearer}`);
    return (await req.send({ query, variables })).body;
  }

  async function mintToken(client: TestClient, scopes: string[]) {
    const body = await gql(
      client,
      'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token accessToken { id: databaseId name prefix scopes revoked } } }',
      {
        i: { name: 'script', scopes },
      },
    );
    expect(body.errors).toBeUndefined();
    return body.data.createAccessToken as {
      token: string;
      accessToken: { id: string; prefix: string; scopes: string[] };
    };
  }

  it('lets a script list, upload and share with a token, then refuses the revoked token', async () => {
    const owner = await user();
    const { token, accessToken } = await mintToken(owner, ['READ', 'WRITE', 'SHARE']);
    expect(token).toMatch(/^cfr_[A-Za-z0-9_-]{43}$/);
    expect(token.startsWith(accessToken.prefix)).toBe(true);
    const script = testClient(t.server); // no cookie
    const up = await uploadFiles(script, [{ name: 'from-script.txt', content: 'hello' }])
      .set('Authorization', `Bearer ${token}`)
      .expect(201);
    const listed = await gql(script, '{ folder(path: "/") { totalCount edges { node { id name } } } }', {}, token);
    expect(listed.data.folder.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['from-script.txt']);
    const shared = await gql(
      script,
      'mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { url } }',
      { i: { fileId: up.body.created[0].id, scope: 'PUBLIC' } },
      token,
    );
    expect(shared.data.createShareLink.url).toContain('/share/');
    await script
      .get(`/api/files/download/${up.body.created[0].id}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    const tokens = await gql(
      owner,
      '{ accessTokens { totalCount edges { node { id: databaseId lastUsedAt revoked } } } }',
    );
    expect(tokens.data.accessTokens.edges[0].node).toMatchObject({
      id: accessToken.id,
      revoked: false,
      lastUsedAt: expect.any(String),
    });
    // Newest first, a page at a time.
    const { accessToken: newer } = await mintToken(owner, ['READ']);
    const PAGE =
      'query($after: String) { accessTokens(first: 1, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id: databaseId } } } }';
    const first = (await gql(owner, PAGE, { after: null })).data.accessTokens;
    expect(first).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: true },
      edges: [{ node: { id: newer.id } }],
    });
    const second = (await gql(owner, PAGE, { after: first.pageInfo.endCursor })).data.accessTokens;
    expect(second).toMatchObject({
      totalCount: 2,
      pageInfo: { hasNextPage: false },
      edges: [{ node: { id: accessToken.id } }],
    });
    // A token cannot manage tokens.
    const mint = await gql(
      script,
      'mutation { createAccessToken(input: { name: "x", scopes: [READ] }) { token } }',
      {},
      token,
    );
    expect(mint.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(
      (await gql(owner, 'mutation($id: ID!) { revokeAccessToken(id: $id) }', { id: accessToken.id })).data
        .revokeAccessToken,
    ).toBe(true);
    await script.get('/api/auth/me').set('Authorization', `Bearer ${token}`).expect(401);
    const refused = await gql(script, '{ folder(path: "/") { totalCount } }', {}, token);
    expect(refused.errors[0].extensions.code).toBe('UNAUTHORIZED');
  });

  it('enforces scopes in the services: a read token cannot change anything', async () => {
    const owner = await user();
    const fileId = (await uploadFiles(owner, [{ name: 'r.txt', content: 'r' }]).expect(201)).body.created[0].id;
    const { token } = await mintToken(owner, ['READ']);
    const script = testClient(t.server);
    expect((await gql(script, '{ storageUsage { used } }', {}, token)).data.storageUsage.used).toBe(1);
    for (const [query, variables] of [
      ['mutation { createFolder(input: { name: "x" }) { id } }', {}],
      ['mutation($ids: [ID!]!) { deleteItems(ids: $ids) }', { ids: [fileId] }],
      ['mutation($i: CreateShareLinkInput!) { createShareLink(input: $i) { id } }', { i: { fileId, scope: 'PUBLIC' } }],
    ] as const) {
      const body = await gql(script, query, variables, token);
      expect(body.errors[0].extensions).toMatchObject({ code: 'FORBIDDEN', statusCode: 403 });
    }
    const upload = await uploadFiles(script, [{ name: 'no.txt', content: 'no' }])
      .set('Authorization', `Bearer ${token}`)
      .expect(403);
    expect(upload.body.code).toBe('FORBIDDEN');
    await script.delete(`/api/files/${fileId}`).set('Authorization', `Bearer ${token}`).expect(403);
    await script.get(`/api/files/download/${fileId}`).set('Authorization', `Bearer ${token}`).expect(200);
  });

  it('rate-limits each token with 429', async () => {
    const owner = await user();
    const { token } = await mintToken(owner, ['READ']);
    const script = testClient(t.server);
    let limited = 0;
    for (let i = 0; i < TOKEN_REQUESTS_PER_MINUTE + 1; i++) {
      const res = await script.get('/api/auth/me').set('Authorization', `Bearer ${token}`);
      if (res.status === 429) limited++;
    }
    expect(limited).toBe(1);
    // The session of the same user is not affected.
    await owner.get('/api/auth/me').expect(200);
  }, 60_000);

  it('refuses a query past the depth limit and one past the cost limit before running it', async () => {
    const client = await user();
    const fragments =
      'fragment A on Item { id name } query { folder(path: "/") { edges { node { ...A } } } dashboard { storage { used } } }';
    expect((await gql(client, fragments)).errors).toBeUndefined();
    const levels = GRAPHQL_LIMITS.maxDepth;
    const deepQuery = `{ ${'sharedWithMe { edges { node { item { '.repeat(levels)} id ${'} } } } '.repeat(levels)} }`;
    const depth = await client.post('/api/graphql').send({ query: deepQuery });
    expect(depth.status).toBe(400);
    expect(depth.body.errors[0].extensions.code).toMatch(/^(QUERY_TOO_DEEP|VALIDATION_ERROR)$/);
    // Today's schema has no recursive type, so no valid operation is deeper than 5 levels; the
    // depth rule itself is proven on a recursive schema in query-limits.plugin.spec.ts.
    const costly = `{ ${Array.from({ length: 60 }, (_, i) => `f${i}: folder(path: "/", first: 200) { edges { node { id name } } }`).join(' ')} }`;
    const cost = await client.post('/api/graphql').send({ query: costly });
    expect(cost.status).toBe(400);
    expect(cost.body.errors[0].extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', statusCode: 400 });
  });

  it('counts 50 aliased login mutations as 50 attempts', async () => {
    const victim = await user();
    const attacker = testClient(t.server);
    const query = `mutation { ${Array.from({ length: 50 }, (_, i) => `a${i}: login(input: { email: "${victim.email}", password: "Wrong!pass${i}" }) { id }`).join(' ')} }`;
    const body = (await attacker.post('/api/graphql').send({ query })).body;
    const codes = body.errors.map((e: { extensions: { code: string } }) => e.extensions.code);
    expect(codes.filter((c: string) => c === 'INVALID_CREDENTIALS')).toHaveLength(LOGIN_ATTEMPTS_PER_ACCOUNT);
    expect(codes.filter((c: string) => c === 'RATE_LIMITED')).toHaveLength(50 - LOGIN_ATTEMPTS_PER_ACCOUNT);
    const [{ hits }] = await db.query(`SELECT hits FROM rate_limit WHERE key = $1`, [
      `login:account:${victim.email}:${attacker.address}`,
    ]);
    expect(hits).toBe(50);
  });

  it('pages through a 2 500-item folder returning each item exactly once', async () => {
    const owner = await user();
    await db.query(
      `INSERT INTO item (owner_id, type, name, path) SELECT $1, 'folder', 'folder-' || lpad(g::text, 4, '0'), '/Big/' FROM generate_series(1, 2500) g`,
      [owner.userId],
    );
    await owner.post('/api/files/folder').send({ name: 'Big', path: '/' }).expect(201);
    const seen = new Set<string>();
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const body = await gql(
        owner,
        'query($a: String) { folder(path: "/Big/", first: 200, after: $a) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }',
        { a: after },
      );
      expect(body.data.folder.totalCount).toBe(2500);
      for (const edge of body.data.folder.edges) {
        expect(seen.has(edge.node.id)).toBe(false);
        seen.add(edge.node.id);
      }
      pages++;
      if (!body.data.folder.pageInfo.hasNextPage) break;
      after = body.data.folder.pageInfo.endCursor;
    }
    expect(seen.size).toBe(2500);
    expect(pages).toBe(13);
  });

  describe('subscriptions (graphql-ws)', () => {
    const clients: Client[] = [];
    afterAll(async () => {
      await Promise.all(clients.map(async (c) => c.dispose()));
    });

    function connect(headers: Record<string, string>, connectionParams?: Record<string, string>): Client {
      const url = t.url.replace(/^http/, 'ws') + '/api/graphql';
      const client = createClient({
        url,
        connectionParams,
        lazy: false,
        retryAttempts: 0,
        webSocketImpl: class extends WebSocket {
          constructor(address: string, protocols?: string | string[]) {
            super(address, protocols, { headers });
          }
        },
      });
      clients.push(client);
      return client;
    }

    function firstEvent<T>(client: Client, query: string): Promise<T> {
      return new Promise((resolve, reject) => {
        const dispose = client.subscribe<T>(
          { query },
          {
            next: (value) => {
              dispose();
              if (value.errors) reject(new Error(JSON.stringify(value.errors)));
              else resolve(value.data as T);
            },
            error: reject,
            complete: () => undefined,
          },
        );
      });
    }

    it('delivers shareReceived to the recipient when another user shares a file', async () => {
      const owner = await user();
      const recipient = await user();
      const other = await user();
      const listener = connect({ Cookie: recipient.cookie });
      const bystander = connect({ Cookie: other.cookie });
      let bystanderGot = false;
      bystander.subscribe(
        { query: 'subscription { shareReceived { fileId } }' },
        { next: () => (bystanderGot = true), error: () => undefined, complete: () => undefined },
      );
      const event = firstEvent<{ shareReceived: { fileId: string; fileName: string; sharedBy: { email: string } } }>(
        listener,
        'subscription { shareReceived { fileId fileName sharedBy { email } } }',
      );
      await new Promise((r) => setTimeout(r, 300));
      const fileId = (await uploadFiles(owner, [{ name: 'for-you.txt', content: `x ${randomUUID()}` }]).expect(201))
        .body.created[0].id;
      await owner
        .post('/api/files/share')
        .send({ fileId, shareWith: [recipient.email] })
        .expect(200);
      expect((await event).shareReceived).toEqual({
        fileId,
        fileName: 'for-you.txt',
        sharedBy: { email: owner.email },
      });
      await new Promise((r) => setTimeout(r, 200));
      expect(bystanderGot).toBe(false);
    });

    it('delivers shareWithdrawn when a direct share is removed or a restricted link listing the user is revoked or changed', async () => {
      const owner = await user();
      const recipient = await user();
      const listener = connect({ Cookie: recipient.cookie });
      const events: string[] = [];
      listener.subscribe<{ shareWithdrawn: { fileId: string } }>(
        { query: 'subscription { shareWithdrawn { fileId } }' },
        { next: (v) => events.push(v.data!.shareWithdrawn.fileId), error: () => undefined, complete: () => undefined },
      );
      await new Promise((r) => setTimeout(r, 300));
      const up = await uploadFiles(owner, [
        { name: 'direct.txt', content: `d ${randomUUID()}` },
        { name: 'linked.txt', content: `l ${randomUUID()}` },
        { name: 'unlisted.txt', content: `u ${randomUUID()}` },
      ]).expect(201);
      const [direct, linked, unlisted] = up.body.created.map((c: { id: string }) => c.id) as [string, string, string];
      await owner
        .post('/api/files/share')
        .send({ fileId: direct, shareWith: [recipient.email] })
        .expect(200);
      const l1 = (
        await owner
          .post('/api/share/create')
          .send({ fileId: linked, scope: 'restricted', emails: [recipient.email] })
          .expect(201)
      ).body.token;
      const l2 = (
        await owner
          .post('/api/share/create')
          .send({ fileId: unlisted, scope: 'restricted', emails: [recipient.email, 'someone@example.com'] })
          .expect(201)
      ).body.token;
      await new Promise((r) => setTimeout(r, 200));
      expect(events).toEqual([]);
      await owner
        .post('/api/files/unshare')
        .send({ fileId: direct, unshareWith: [recipient.email] })
        .expect(200);
      await owner.delete(`/api/share/${l1}`).expect(200);
      await owner
        .patch(`/api/share/${l2}`)
        .send({ emails: ['someone@example.com'] })
        .expect(200);
      for (let i = 0; i < 20 && events.length < 3; i++) await new Promise((r) => setTimeout(r, 100));
      expect(events).toEqual([direct, linked, unlisted]);
    });

    it('delivers itemsChanged for a folder, authenticated by a token in the connection params', async () => {
      const owner = await user();
      const { token } = await mintToken(owner, ['READ']);
      const listener = connect({}, { authorization: `Bearer ${token}` });
      const event = firstEvent<{ itemsChanged: { path: string; reason: string } }>(
        listener,
        'subscription { itemsChanged(path: "/Inbox/") { path reason } }',
      );
      await new Promise((r) => setTimeout(r, 300));
      await uploadFiles(owner, [{ name: 'n.txt', content: 'n', relativePath: 'Inbox/n.txt' }]).expect(201);
      expect((await event).itemsChanged).toEqual({ path: '/Inbox/', reason: 'UPLOADED' });
    });

    it('refuses anonymous and cross-site WebSocket connections', async () => {
      const owner = await user();
      for (const headers of [{}, { Cookie: owner.cookie, Origin: 'https://evil.example' }] as Array<
        Record<string, string>
      >) {
        const client = connect(headers);
        const outcome = await new Promise<string>((resolve) => {
          client.subscribe(
            { query: 'subscription { shareReceived { fileId } }' },
            { next: () => resolve('event'), error: () => resolve('refused'), complete: () => resolve('complete') },
          );
        });
        expect(outcome).toBe('refused');
      }
    });
  });
});
