import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { DataSource } from 'typeorm';
import { EventBus, JobQueue } from '@coffer/server-core';
import {
  WEBHOOK_ATTEMPT_TIMEOUT,
  WEBHOOK_JOB,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
  WebhookDispatcher,
  WebhookHostResolver,
} from '@coffer/server-webhooks';
import {
  createTestApp,
  nextAppMail,
  signedInClient,
  testClient,
  uploadFiles,
  type SignedInClient,
  type TestApp,
  type TestClient,
} from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** An integrator's endpoint on 127.0.0.1: records every request and answers `status` (a function may vary it). */
class Receiver {
  readonly requests: Received[] = [];
  status: (req: Received) => { code: number; headers?: Record<string, string> } = () => ({ code: 204 });
  /** Takes each request and never answers it (closed by `stop`). */
  silent = false;
  /** While set, answers wait for it (see `hold`). */
  private held?: Promise<void>;
  private server?: Server;
  port = 0;

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const received = { path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') };
        this.requests.push(received);
        if (this.silent) return;
        const answer = () => {
          const { code, headers } = this.status(received);
          res.writeHead(code, headers).end();
        };
        if (this.held) void this.held.then(answer);
        else answer();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
    }
  }

  /** Holds every answer back until the function returned is called. */
  hold(): () => void {
    let release!: () => void;
    this.held = new Promise((resolve) => (release = resolve));
    return () => {
      this.held = undefined;
      release();
    };
  }

  url(path = '/hook'): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** Bodies, verified with the official Standard Webhooks library. */
  verified(secret: string): Array<{ type: string; timestamp: string; data: Record<string, unknown> }> {
    const verifier = new StandardWebhook(secret);
    return this.requests.map(
      (r) => verifier.verify(r.body, r.headers as Record<string, string>) as ReturnType<Receiver['verified']>[number],
    );
  }
}

async function gql(client: TestClient, query: string, variables: Record<string, unknown> = {}, bearer?: string) {
  const req = client.post('/api/graphql');
  if (bearer) req.set('Authorization', `Bearer ${bearer}`);
  return (await req.send({ query, variables }).expect(200)).body;
}

const CREATE = `mutation($i: CreateWebhookInput!) { createWebhook(input: $i) {
  webhook { id databaseId url eventTypes folderId boundToToken enabled } secret userErrors { field code message } } }`;
const DELIVERIES = `query($id: ID!) { webhook(id: $id) { id enabled disabledReason deliveries { edges { node {
  id messageId eventType status attempt responseCode latencyMs error attemptedAt nextAttemptAt } } } } }`;

async function createWebhook(client: TestClient, input: Record<string, unknown>, bearer?: string) {
  const body = await gql(client, CREATE, { i: input }, bearer);
  expect(body.errors).toBeUndefined();
  return body.data.createWebhook as {
    webhook: { id: string; databaseId: string; folderId: string | null; boundToToken: boolean } | null;
    secret: string | null;
    userErrors: Array<{ field: string[]; code: string; message: string }>;
  };
}

async function deliveriesOf(client: TestClient, webhookId: string) {
  const body = await gql(client, DELIVERIES, { id: webhookId });
  expect(body.errors).toBeUndefined();
  const node = body.data.webhook;
  return {
    webhook: node,
    deliveries: node.deliveries.edges.map((e: { node: unknown }) => e.node) as Array<{
      id: string;
      messageId: string;
      eventType: string;
      status: string;
      attempt: number;
      responseCode: number | null;
      latencyMs: number | null;
      error: string | null;
      attemptedAt: string;
      nextAttemptAt: string | null;
    }>,
  };
}

async function mintToken(owner: SignedInClient, scopes: string[]) {
  const body = await gql(
    owner,
    'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token accessToken { id } } }',
    { i: { name: `t-${randomUUID()}`, scopes } },
  );
  expect(body.errors).toBeUndefined();
  return body.data.createAccessToken as { token: string; accessToken: { id: string } };
}

/** Lets the app record the messages of the events so far, then runs the webhook jobs due by its clock. */
async function deliverDue(t: TestApp): Promise<number> {
  await t.app.get(WebhookDispatcher).idle();
  return t.app.get(JobQueue).runDue(WEBHOOK_JOB);
}

/**
 * Webhooks (docs/api.md, Webhooks; docs/security.md, Webhooks): events delivered as signed JSON
 * (Standard Webhooks, checked with its own library), durably through the job queue, retried on a
 * schedule, never to private addresses unless allowed, filtered by folder, owned per account.
 */
describe('Webhooks', () => {
  let t: TestApp;
  let db: DataSource;
  const receivers: Receiver[] = [];
  const receiver = async () => {
    const r = await new Receiver().start();
    receivers.push(r);
    return r;
  };

  beforeAll(async () => {
    t = await createTestApp(AppModule, { WEBHOOK_ALLOW_PRIVATE: 'true' });
    db = t.app.get(DataSource);
  });
  afterEach(async () => {
    for (const r of receivers.splice(0)) await r.stop();
  });
  afterAll(() => t.close());

  it('delivers signed upload.completed and items.changed events from a real upload and rename', async () => {
    const owner = await signedInClient(t.server);
    const hook = await receiver();
    const created = await createWebhook(owner, {
      url: hook.url(),
      eventTypes: ['UPLOAD_COMPLETED', 'ITEMS_CHANGED'],
      description: 'sync',
    });
    expect(created.userErrors).toEqual([]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(Buffer.from(created.secret!.slice(6), 'base64')).toHaveLength(32);

    const fileId = (await uploadFiles(owner, [{ name: 'notes.txt', content: 'hello' }]).expect(201)).body.created[0]
      .id as string;
    expect(await deliverDue(t)).toBeGreaterThanOrEqual(2);
    const uploaded = hook.verified(created.secret!);
    expect(uploaded.map((e) => e.type).sort()).toEqual(['items.changed', 'upload.completed']);
    expect(uploaded.find((e) => e.type === 'upload.completed')!.data).toMatchObject({
      fileIds: [fileId],
      files: [{ id: fileId, name: 'notes.txt', path: '/', size: 5, mimeType: 'text/plain' }],
    });
    expect(uploaded.find((e) => e.type === 'items.changed')!.data).toEqual({ path: '/', reason: 'uploaded' });
    expect(hook.requests.every((r) => r.headers['content-type'] === 'application/json')).toBe(true);

    const renamed = await gql(owner, 'mutation($i: RenameItemInput!) { renameItem(input: $i) { name } }', {
      i: { id: fileId, name: 'renamed.txt' },
    });
    expect(renamed.errors).toBeUndefined();
    await deliverDue(t);
    expect(hook.verified(created.secret!).at(-1)).toMatchObject({
      type: 'items.changed',
      data: { path: '/', reason: 'renamed' },
    });
    // Each message has its own webhook-id; the signature does not verify under another secret.
    expect(new Set(hook.requests.map((r) => r.headers['webhook-id'])).size).toBe(3);
    const other = (await createWebhook(owner, { url: hook.url('/other'), eventTypes: ['SHARE_RECEIVED'] })).secret!;
    expect(() => hook.verified(other)).toThrow();

    const { deliveries } = await deliveriesOf(owner, created.webhook!.id);
    expect(deliveries).toHaveLength(3);
    expect(deliveries[0]!.eventType).toBe('ITEMS_CHANGED');
    expect(deliveries.every((d) => d.status === 'DELIVERED' && d.responseCode === 204 && d.attempt === 1)).toBe(true);
    expect(deliveries.every((d) => d.latencyMs !== null && d.latencyMs >= 0 && d.nextAttemptAt === null)).toBe(true);
    const times = deliveries.map((d) => Date.parse(d.attemptedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('tells of share links made and revoked, with the file they share', async () => {
    const owner = await signedInClient(t.server);
    const hook = await receiver();
    const { secret } = await createWebhook(owner, {
      url: hook.url(),
      eventTypes: ['SHARE_LINK_CREATED', 'SHARE_LINK_REVOKED'],
    });
    const fileId = (await uploadFiles(owner, [{ name: 'shared.txt', content: 's' }]).expect(201)).body.created[0]
      .id as string;
    const link = (await owner.post('/api/share/create').send({ fileId, scope: 'public' }).expect(201)).body;
    await owner.delete(`/api/share/${link.token}`).expect(200);
    await deliverDue(t);
    const events = hook.verified(secret!);
    const created = events.find((e) => e.type === 'share_link.created');
    expect(created?.data).toEqual({ linkId: expect.any(String), fileId });
    expect(events.find((e) => e.type === 'share_link.revoked')?.data).toEqual({
      linkIds: [created!.data['linkId']],
      fileId,
    });
    expect(events).toHaveLength(2);
  });

  it('never follows a redirect: a 3xx is a failed attempt', async () => {
    const owner = await signedInClient(t.server);
    const hook = await receiver();
    hook.status = (req) =>
      req.path === '/hook' ? { code: 302, headers: { location: hook.url('/elsewhere') } } : { code: 200 };
    const { webhook } = await createWebhook(owner, { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'] });
    await uploadFiles(owner, [{ name: 'a.txt', content: 'a' }]).expect(201);
    await deliverDue(t);
    expect(hook.requests.map((r) => r.path)).toEqual(['/hook']);
    const { deliveries } = await deliveriesOf(owner, webhook!.id);
    expect(deliveries[0]).toMatchObject({ status: 'FAILED', responseCode: 302 });
  });

  it('never holds up the request behind the event: the owner is answered while an endpoint holds the attempt open', async () => {
    const owner = await signedInClient(t.server);
    const hook = await receiver();
    const release = hook.hold();
    const { webhook } = await createWebhook(owner, { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'] });
    const fileId = (await uploadFiles(owner, [{ name: 'first.txt', content: '1' }]).expect(201)).body.created[0]
      .id as string;
    let attemptEnded = false;
    const delivering = deliverDue(t).then(() => (attemptEnded = true));
    while (hook.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    // The endpoint holds the attempt open; the owner's next change is answered meanwhile.
    const renamed = await gql(owner, 'mutation($i: RenameItemInput!) { itemRename(input: $i) { item { name } } }', {
      i: { id: fileId, name: 'second.txt' },
    });
    expect(renamed.data.itemRename.item).toEqual({ name: 'second.txt' });
    expect(attemptEnded).toBe(false);
    release();
    await delivering;
    const { deliveries } = await deliveriesOf(owner, webhook!.id);
    expect(deliveries[0]).toMatchObject({ status: 'DELIVERED', responseCode: 204, attempt: 1 });
  });

  it('filters by folder: only events about items under it, recursively', async () => {
    const owner = await signedInClient(t.server);
    const hook = await receiver();
    const reports = (await owner.post('/api/files/folder').send({ name: 'Reports', path: '/' }).expect(201)).body;
    const { webhook, secret, userErrors } = await createWebhook(owner, {
      url: hook.url(),
      eventTypes: ['UPLOAD_COMPLETED', 'ITEMS_CHANGED'],
      folderId: reports._id ?? reports.id,
    });
    expect(userErrors).toEqual([]);
    expect(webhook!.folderId).toBe(reports._id ?? reports.id);
    await uploadFiles(owner, [{ name: 'q1.txt', content: 'q1', relativePath: 'Reports/Q1/q1.txt' }]).expect(201);
    await uploadFiles(owner, [{ name: 'other.txt', content: 'o', relativePath: 'Other/other.txt' }]).expect(201);
    await uploadFiles(owner, [{ name: 'root.txt', content: 'r' }]).expect(201);
    await deliverDue(t);
    const events = hook.verified(secret!);
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(events)).not.toMatch(/Other|root\.txt/);
    expect(events.find((e) => e.type === 'upload.completed')!.data['files']).toEqual([
      expect.objectContaining({ name: 'q1.txt', path: '/Reports/Q1/' }),
    ]);
    expect(events.filter((e) => e.type === 'items.changed').map((e) => e.data['path'])).toContain('/Reports/Q1/');

    // A folder the caller does not own is "not found" for the filter.
    const stranger = await signedInClient(t.server);
    const refused = await createWebhook(stranger, {
      url: hook.url(),
      eventTypes: ['ITEMS_CHANGED'],
      folderId: reports._id ?? reports.id,
    });
    expect(refused).toMatchObject({
      webhook: null,
      secret: null,
      userErrors: [{ field: ['input', 'folderId'], code: 'FOLDER_NOT_FOUND' }],
    });
  });

  it('rotating the secret signs the next messages with the new one only', async () => {
    const owner = await signedInClient(t.server);
    const hook = await receiver();
    const { webhook, secret } = await createWebhook(owner, { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'] });
    const rotated = await gql(
      owner,
      'mutation($i: RotateWebhookSecretInput!) { rotateWebhookSecret(input: $i) { secret webhook { id } userErrors { code } } }',
      { i: { id: webhook!.id } },
    );
    const fresh = rotated.data.rotateWebhookSecret.secret as string;
    expect(fresh).not.toBe(secret);
    await uploadFiles(owner, [{ name: 'a.txt', content: 'a' }]).expect(201);
    await deliverDue(t);
    expect(hook.verified(fresh)).toHaveLength(1);
    expect(() => hook.verified(secret!)).toThrow();

    // Redelivery sends the same message (same webhook-id) again.
    const { deliveries } = await deliveriesOf(owner, webhook!.id);
    const again = await gql(
      owner,
      'mutation($i: RedeliverWebhookInput!) { redeliverWebhook(input: $i) { messageId userErrors { code } } }',
      { i: { deliveryId: deliveries[0]!.id } },
    );
    expect(again.data.redeliverWebhook).toEqual({ messageId: deliveries[0]!.messageId, userErrors: [] });
    await deliverDue(t);
    expect(hook.requests.map((r) => r.headers['webhook-id'])).toEqual([
      deliveries[0]!.messageId,
      deliveries[0]!.messageId,
    ]);
    expect((await deliveriesOf(owner, webhook!.id)).deliveries[0]).toMatchObject({ attempt: 2, status: 'DELIVERED' });
  });

  it("another user's webhook is not found: not listed, not changed, not deleted, not redelivered", async () => {
    const owner = await signedInClient(t.server);
    const intruder = await signedInClient(t.server);
    const hook = await receiver();
    const { webhook } = await createWebhook(owner, { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'] });
    await uploadFiles(owner, [{ name: 'a.txt', content: 'a' }]).expect(201);
    await deliverDue(t);
    const [delivery] = (await deliveriesOf(owner, webhook!.id)).deliveries;

    const listed = await gql(intruder, 'query { webhooks { edges { node { id } } } }');
    expect(listed.data.webhooks.edges).toEqual([]);
    const attempts = [
      ['mutation($i: DeleteWebhookInput!) { deleteWebhook(input: $i) { deletedWebhookId } }', { id: webhook!.id }],
      [
        'mutation($i: UpdateWebhookInput!) { updateWebhook(input: $i) { webhook { id } } }',
        { id: webhook!.id, url: hook.url('/x') },
      ],
      ['mutation($i: RotateWebhookSecretInput!) { rotateWebhookSecret(input: $i) { secret } }', { id: webhook!.id }],
      [
        'mutation($i: RedeliverWebhookInput!) { redeliverWebhook(input: $i) { messageId } }',
        { deliveryId: delivery!.id },
      ],
      ['mutation($i: DeleteWebhookInput!) { deleteWebhook(input: $i) { deletedWebhookId } }', { id: 'not-a-uuid' }],
    ] as const;
    for (const [query, input] of attempts) {
      const body = await gql(intruder, query, { i: input });
      expect(body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    const still = await db.query('SELECT url FROM webhook_endpoint WHERE id = $1', [webhook!.databaseId]);
    expect(still).toEqual([{ url: hook.url() }]);
    const deleted = await gql(
      owner,
      'mutation($i: DeleteWebhookInput!) { deleteWebhook(input: $i) { deletedWebhookId } }',
      {
        i: { id: webhook!.id },
      },
    );
    expect(deleted.data.deleteWebhook.deletedWebhookId).toBe(webhook!.id);
  });

  it('tokens need the write scope; a token-bound webhook is deleted when its token is revoked', async () => {
    const owner = await signedInClient(t.server);
    const hook = await receiver();
    const reader = await mintToken(owner, ['READ']);
    const denied = await gql(owner, CREATE, { i: { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'] } }, reader.token);
    expect(denied.errors[0].extensions.code).toBe('FORBIDDEN');

    const writer = await mintToken(owner, ['READ', 'WRITE']);
    const bound = await createWebhook(
      owner,
      { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'], boundToToken: true },
      writer.token,
    );
    expect(bound.webhook).toMatchObject({ boundToToken: true });
    const unbound = await createWebhook(owner, {
      url: hook.url(),
      eventTypes: ['UPLOAD_COMPLETED'],
      boundToToken: true,
    });
    expect(unbound.userErrors).toEqual([
      expect.objectContaining({ field: ['input', 'boundToToken'], code: 'NOT_A_TOKEN' }),
    ]);

    const revoked = await gql(owner, 'mutation($id: ID!) { revokeAccessToken(id: $id) }', {
      id: writer.accessToken.id,
    });
    expect(revoked.errors).toBeUndefined();
    await t.app.get(WebhookDispatcher).idle();
    expect(await db.query('SELECT id FROM webhook_endpoint WHERE id = $1', [bound.webhook!.databaseId])).toEqual([]);
    const listed = await gql(owner, 'query { webhooks { edges { node { id } } } }');
    expect(listed.data.webhooks.edges).toEqual([]);
  });

  describe('an address nobody has proven (account pre-hijacking)', () => {
    const RESET_PATH = '/reset-password?token=';

    async function resetByMailboxOwner(email: string, password: string) {
      await testClient(t.server).post('/api/auth/password-reset').send({ email }).expect(202);
      const mail = await nextAppMail(t.server, email, RESET_PATH);
      const token = /\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(mail)![1]!;
      await testClient(t.server).post('/api/auth/password-reset/confirm').send({ token, password }).expect(200);
    }

    it('an unverified account may mint neither access tokens nor webhooks', async () => {
      const squatter = await signedInClient(t.server, { verify: false });
      const hook = await receiver();
      const token = await gql(
        squatter,
        'mutation($i: CreateAccessTokenInput!) { createAccessToken(input: $i) { token } }',
        { i: { name: 'script', scopes: ['READ', 'WRITE', 'SHARE'], expiresInDays: 365 } },
      );
      expect(token.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(token.errors[0].message).toMatch(/confirm your e-mail address/i);
      const webhook = await gql(squatter, CREATE, { i: { url: hook.url(), eventTypes: ['SHARE_RECEIVED'] } });
      expect(webhook.errors[0].extensions.code).toBe('FORBIDDEN');
      expect(await db.query('SELECT id FROM access_token WHERE user_id = $1', [squatter.userId])).toEqual([]);
      expect(await db.query('SELECT id FROM webhook_endpoint WHERE user_id = $1', [squatter.userId])).toEqual([]);
    });

    it("the mailbox owner's password reset ends every token, webhook and session made before the address was proven", async () => {
      const victim = `victim-${randomUUID()}@example.test`;
      const squatter = await signedInClient(t.server, { email: victim, verify: false });
      // Made before this rule held (an account from an older version): a token and a webhook.
      await db.query('UPDATE app_user SET email_verified_at = now() WHERE id = $1', [squatter.userId]);
      const token = await mintToken(squatter, ['READ', 'WRITE', 'SHARE']);
      const hook = await receiver();
      const made = await createWebhook(squatter, { url: hook.url(), eventTypes: ['SHARE_RECEIVED'] });
      expect(made.webhook).not.toBeNull();
      await db.query('UPDATE app_user SET email_verified_at = NULL WHERE id = $1', [squatter.userId]);

      await resetByMailboxOwner(victim, 'Real!owner1');
      await t.app.get(WebhookDispatcher).idle();

      const friend = await signedInClient(t.server);
      const fileId = (await uploadFiles(friend, [{ name: 'for-victim.txt', content: 'private' }]).expect(201)).body
        .created[0].id as string;
      await friend
        .post('/api/files/share')
        .send({ fileId, shareWith: [victim] })
        .expect(200);
      await deliverDue(t);
      expect(hook.requests).toEqual([]);
      expect(await db.query('SELECT id FROM webhook_endpoint WHERE user_id = $1', [squatter.userId])).toEqual([]);
      const bearer = await testClient(t.server)
        .get('/api/files/shared-with-me')
        .set('Authorization', `Bearer ${token.token}`);
      expect(bearer.status).toBe(401);
      expect((await squatter.get('/api/auth/me')).status).toBe(401);
      const owner = await testClient(t.server)
        .post('/api/auth/login')
        .send({ email: victim, password: 'Real!owner1' })
        .expect(200);
      const cookie = ([] as string[]).concat(owner.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!);
      const shared = await testClient(t.server).get('/api/files/shared-with-me').set('Cookie', cookie).expect(200);
      expect(shared.body.map((f: { _id: string }) => f._id)).toEqual([fileId]);
    });
  });

  it('refuses unknown event types and bad URLs with userErrors at their field', async () => {
    const owner = await signedInClient(t.server);
    const bad = await createWebhook(owner, {
      url: 'ftp://example.com/x',
      eventTypes: ['UPLOAD_COMPLETED', 'FILE_EATEN'],
    });
    expect(bad.webhook).toBeNull();
    expect(bad.userErrors).toEqual([
      expect.objectContaining({ field: ['input', 'url'], code: 'INVALID_URL' }),
      expect.objectContaining({ field: ['input', 'eventTypes', '1'], code: 'UNKNOWN_EVENT_TYPE' }),
    ]);
    const creds = await createWebhook(owner, { url: 'https://user:pw@example.com/', eventTypes: ['ITEMS_CHANGED'] });
    expect(creds.userErrors).toEqual([expect.objectContaining({ field: ['input', 'url'], code: 'INVALID_URL' })]);
  });

  // An endpoint that never answers is given up on after WEBHOOK_TIMEOUT_MS (10 s) in a running
  // server; this app's attempts end after 300 ms, so the test does not wait the ten seconds. It
  // comes after the tests that sign in with a password: passport keeps one strategy of each name
  // per process, the last app's, and once this app is closed its strategy has no database.
  describe('with a short attempt limit', () => {
    const ATTEMPT_TIMEOUT_MS = 300;
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(
        AppModule,
        { WEBHOOK_ALLOW_PRIVATE: 'true' },
        { overrides: () => [{ provide: WEBHOOK_ATTEMPT_TIMEOUT, useValue: ATTEMPT_TIMEOUT_MS }] },
      );
    });
    afterAll(() => t.close());

    it('gives up on an endpoint that does not answer within the limit (10 s in production) and schedules a retry', async () => {
      const owner = await signedInClient(t.server);
      const hook = await receiver();
      hook.silent = true;
      const { webhook } = await createWebhook(owner, { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'] });
      await uploadFiles(owner, [{ name: 'first.txt', content: '1' }]).expect(201);
      await deliverDue(t);
      expect(hook.requests).toHaveLength(1);
      const { deliveries } = await deliveriesOf(owner, webhook!.id);
      expect(deliveries[0]).toMatchObject({
        status: 'FAILED',
        responseCode: null,
        attempt: 1,
        error: `Timed out after ${ATTEMPT_TIMEOUT_MS / 1000} s`,
      });
      expect(WEBHOOK_TIMEOUT_MS).toBe(10_000);
      expect(deliveries[0]!.latencyMs).toBeGreaterThanOrEqual(ATTEMPT_TIMEOUT_MS);
      expect(deliveries[0]!.nextAttemptAt).not.toBeNull();
    });
  });

  // These move their own app's clock by hours: the other tests' signatures stay within the verifier's tolerance.
  describe('on a clock moved by hand', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(AppModule, { WEBHOOK_ALLOW_PRIVATE: 'true' });
    });
    afterAll(() => t.close());

    it('retries after a 500 and while the receiver is down, on the schedule, with one webhook-id', async () => {
      const owner = await signedInClient(t.server);
      const hook = await receiver();
      hook.status = () => ({ code: 500 });
      const { webhook, secret } = await createWebhook(owner, { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'] });
      await uploadFiles(owner, [{ name: 'a.txt', content: 'a' }]).expect(201);
      await deliverDue(t);
      expect(hook.requests).toHaveLength(1);
      let { deliveries } = await deliveriesOf(owner, webhook!.id);
      expect(deliveries).toEqual([
        expect.objectContaining({
          status: 'FAILED',
          responseCode: 500,
          attempt: 1,
          error: expect.stringContaining('500'),
        }),
      ]);
      expect(Date.parse(deliveries[0]!.nextAttemptAt!) - Date.parse(deliveries[0]!.attemptedAt)).toBe(
        WEBHOOK_RETRY_DELAYS_MS[0],
      );

      // Not due yet: nothing is sent.
      t.clock.advance(WEBHOOK_RETRY_DELAYS_MS[0]! - 1000);
      await deliverDue(t);
      expect(hook.requests).toHaveLength(1);

      // Due, but the receiver is down: a network error, retried 5 minutes later.
      const port = hook.port;
      await hook.stop();
      t.clock.advance(1000);
      await deliverDue(t);
      ({ deliveries } = await deliveriesOf(owner, webhook!.id));
      expect(deliveries[0]).toMatchObject({ status: 'FAILED', responseCode: null, attempt: 2 });
      expect(deliveries[0]!.error).toMatch(/ECONNREFUSED/);
      expect(Date.parse(deliveries[0]!.nextAttemptAt!) - Date.parse(deliveries[0]!.attemptedAt)).toBe(
        WEBHOOK_RETRY_DELAYS_MS[1],
      );

      await hook.start(port);
      hook.status = () => ({ code: 200 });
      t.clock.advance(WEBHOOK_RETRY_DELAYS_MS[1]!);
      await deliverDue(t);
      expect(hook.requests).toHaveLength(2);
      expect(hook.requests[1]!.headers['webhook-id']).toBe(hook.requests[0]!.headers['webhook-id']);
      expect(hook.requests[1]!.body).toBe(hook.requests[0]!.body);
      ({ deliveries } = await deliveriesOf(owner, webhook!.id));
      expect(deliveries.map((d) => [d.status, d.attempt])).toEqual([
        ['DELIVERED', 3],
        ['FAILED', 2],
        ['FAILED', 1],
      ]);
      expect(new Set(deliveries.map((d) => d.messageId))).toEqual(new Set([hook.requests[0]!.headers['webhook-id']]));
      // The first attempt's signature is the library's (the clock moved past its tolerance since).
      expect(() =>
        new StandardWebhook(secret!).verify(
          hook.requests[0]!.body,
          hook.requests[0]!.headers as Record<string, string>,
        ),
      ).not.toThrow();
    });

    it('disables an endpoint after 24 hours of failures and says so in the delivery log', async () => {
      const owner = await signedInClient(t.server);
      const hook = await receiver();
      hook.status = () => ({ code: 503 });
      const { webhook } = await createWebhook(owner, { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'] });
      await uploadFiles(owner, [{ name: 'a.txt', content: 'a' }]).expect(201);
      await deliverDue(t);
      for (const delay of WEBHOOK_RETRY_DELAYS_MS) {
        t.clock.advance(delay);
        await deliverDue(t);
      }
      expect(hook.requests).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      const { webhook: after, deliveries } = await deliveriesOf(owner, webhook!.id);
      expect(after).toMatchObject({ enabled: false, disabledReason: expect.stringContaining('24 hours') });
      expect(deliveries[0]).toMatchObject({ attempt: WEBHOOK_MAX_ATTEMPTS, nextAttemptAt: null });
      expect(deliveries[0]!.error).toMatch(/disabled/);
      expect(deliveries.slice(1).every((d) => !/disabled/.test(d.error ?? ''))).toBe(true);

      // Disabled: new events make no messages; enabling it again delivers the next ones.
      await uploadFiles(owner, [{ name: 'b.txt', content: 'b' }]).expect(201);
      await deliverDue(t);
      expect(hook.requests).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
      hook.status = () => ({ code: 200 });
      const enabled = await gql(
        owner,
        'mutation($i: UpdateWebhookInput!) { updateWebhook(input: $i) { webhook { enabled } userErrors { code } } }',
        {
          i: { id: webhook!.id, enabled: true },
        },
      );
      expect(enabled.data.updateWebhook).toEqual({ webhook: { enabled: true }, userErrors: [] });
      await uploadFiles(owner, [{ name: 'c.txt', content: 'c' }]).expect(201);
      await deliverDue(t);
      expect(hook.requests).toHaveLength(WEBHOOK_MAX_ATTEMPTS + 1);
    });
  });

  it('connects to the address it checked, not to a second lookup of the name', async () => {
    const owner = await signedInClient(t.server);
    const hook = await receiver();
    // The name exists only for this resolver: a request that looked it up again could not connect.
    const resolver = t.app.get(WebhookHostResolver);
    const spy = jest.spyOn(resolver, 'resolve').mockImplementation(async (host) => {
      if (host === 'receiver.coffer-test.invalid') return [{ address: '127.0.0.1', family: 4 }];
      throw new Error('ENOTFOUND');
    });
    try {
      const { webhook, userErrors } = await createWebhook(owner, {
        url: `http://receiver.coffer-test.invalid:${hook.port}/hook`,
        eventTypes: ['UPLOAD_COMPLETED'],
      });
      expect(userErrors).toEqual([]);
      await uploadFiles(owner, [{ name: 'a.txt', content: 'a' }]).expect(201);
      await deliverDue(t);
      expect(hook.requests).toHaveLength(1);
      expect(hook.requests[0]!.headers.host).toBe(`receiver.coffer-test.invalid:${hook.port}`);
      expect((await deliveriesOf(owner, webhook!.id)).deliveries[0]).toMatchObject({ status: 'DELIVERED' });
    } finally {
      spy.mockRestore();
    }
  });

  it('a message recorded before a restart is delivered by the next process', async () => {
    const hook = await receiver();
    const first = await createTestApp(AppModule, { WEBHOOK_ALLOW_PRIVATE: 'true' });
    let owner: SignedInClient;
    let secret: string;
    try {
      owner = await signedInClient(first.server);
      secret = (await createWebhook(owner, { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'] })).secret!;
      await uploadFiles(owner, [{ name: 'before-restart.txt', content: 'x' }]).expect(201);
      await first.app.get(WebhookDispatcher).idle();
    } finally {
      await first.close();
    }
    expect(hook.requests).toEqual([]);
    const second = await createTestApp(AppModule, { WEBHOOK_ALLOW_PRIVATE: 'true' });
    try {
      await deliverDue(second);
      const [event] = hook.verified(secret);
      expect(event).toMatchObject({
        type: 'upload.completed',
        data: { files: [expect.objectContaining({ name: 'before-restart.txt' })] },
      });
      expect(hook.requests).toHaveLength(1);
    } finally {
      await second.close();
    }
  });

  // Two replicas need a database both can reach at once: the embedded one serves one process.
  (process.env['DATABASE_POOL_SIZE'] === '1' ? it.skip : it)(
    'two replicas on one database deliver an event exactly once',
    async () => {
      const hook = await receiver();
      const replicas = [
        await createTestApp(AppModule, { WEBHOOK_ALLOW_PRIVATE: 'true' }),
        await createTestApp(AppModule, { WEBHOOK_ALLOW_PRIVATE: 'true' }),
      ];
      try {
        const owner = await signedInClient(replicas[0]!.server);
        const { webhook, secret } = await createWebhook(owner, { url: hook.url(), eventTypes: ['UPLOAD_COMPLETED'] });
        // The second replica hears the event too (through the database); it must not record a message of its own.
        const heard = new Promise<void>((resolve) => {
          const stop = replicas[1]!.app.get(EventBus).listen<{ userId: string }>('uploadCompleted', (e) => {
            if (e.userId === owner.userId) {
              stop();
              resolve();
            }
          });
        });
        await uploadFiles(owner, [{ name: 'once.txt', content: 'once' }]).expect(201);
        await heard;
        await Promise.all(replicas.map((r) => r.app.get(WebhookDispatcher).idle()));
        await Promise.all(replicas.map((r) => deliverDue(r)));
        expect(hook.verified(secret!)).toHaveLength(1);
        const messages = await db.query('SELECT count(*)::int AS n FROM webhook_message WHERE endpoint_id = $1', [
          webhook!.databaseId,
        ]);
        expect(messages).toEqual([{ n: 1 }]);
      } finally {
        for (const replica of replicas) await replica.close();
      }
    },
  );
});

/** Without WEBHOOK_ALLOW_PRIVATE (the default): private targets are refused when registered and when delivered. */
describe('Webhooks without private targets', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule);
  });
  afterAll(() => t.close());

  it.each([
    ['http://127.0.0.1:8080/hook', 'PRIVATE_TARGET'],
    ['https://127.0.0.1/hook', 'PRIVATE_TARGET'],
    ['https://localhost/hook', 'PRIVATE_TARGET'],
    ['https://10.1.2.3/', 'PRIVATE_TARGET'],
    ['https://172.16.0.1/', 'PRIVATE_TARGET'],
    ['https://192.168.1.1/', 'PRIVATE_TARGET'],
    ['https://169.254.169.254/latest/meta-data', 'PRIVATE_TARGET'],
    ['https://100.64.0.1/', 'PRIVATE_TARGET'],
    ['https://0.0.0.0/', 'PRIVATE_TARGET'],
    ['https://224.0.0.1/', 'PRIVATE_TARGET'],
    ['https://[::1]/', 'PRIVATE_TARGET'],
    ['https://[fd00::1]/', 'PRIVATE_TARGET'],
    ['https://[fe80::1]/', 'PRIVATE_TARGET'],
    ['https://[::ffff:127.0.0.1]/', 'PRIVATE_TARGET'],
    ['https://[::ffff:a00:1]/', 'PRIVATE_TARGET'],
    ['https://[::7f00:1]/', 'PRIVATE_TARGET'],
    ['https://[::127.0.0.1]/', 'PRIVATE_TARGET'],
    ['https://[::]/', 'PRIVATE_TARGET'],
    ['http://93.184.216.34/', 'INVALID_URL'],
  ])('refuses %s at registration (%s)', async (url, code) => {
    const owner = await signedInClient(t.server);
    const { webhook, userErrors } = await createWebhook(owner, { url, eventTypes: ['UPLOAD_COMPLETED'] });
    expect(webhook).toBeNull();
    expect(userErrors).toEqual([expect.objectContaining({ field: ['input', 'url'], code })]);
  });

  it('checks again at delivery: a name that now resolves to 127.0.0.1 is refused and nothing is sent', async () => {
    const owner = await signedInClient(t.server);
    const hook = await new Receiver().start();
    const resolver = t.app.get(WebhookHostResolver);
    let address = '93.184.216.34';
    const spy = jest.spyOn(resolver, 'resolve').mockImplementation(async () => [{ address, family: 4 }]);
    try {
      const { webhook, userErrors } = await createWebhook(owner, {
        url: `https://rebinding.coffer-test.invalid:${hook.port}/hook`,
        eventTypes: ['UPLOAD_COMPLETED'],
      });
      expect(userErrors).toEqual([]);
      address = '127.0.0.1';
      await uploadFiles(owner, [{ name: 'a.txt', content: 'a' }]).expect(201);
      await deliverDue(t);
      const { deliveries } = await deliveriesOf(owner, webhook!.id);
      expect(deliveries[0]).toMatchObject({
        status: 'FAILED',
        responseCode: null,
        error: expect.stringMatching(/^Refused/),
      });
      expect(hook.requests).toEqual([]);
    } finally {
      spy.mockRestore();
      await hook.stop();
    }
  });
});
