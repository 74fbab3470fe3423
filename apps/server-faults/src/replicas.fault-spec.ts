import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { signUpOn, startServerProcess, streamUpload, verifyAddressOn, type ServerProcess } from '@coffer/server-testing';
import { api, replicaEnvironment, sleep } from './support/harness';

/**
 * Two replicas sharing one PostgreSQL and one storage: nothing a replica needs lives in
 * another replica's memory. Uses CI's PostgreSQL when DATABASE_URL is set, else a private cluster.
 */
describe('two replicas (issue 10)', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    const { env, drop } = await replicaEnvironment();
    cleanup = drop;
    a = await startServerProcess(env);
    b = await startServerProcess(env, a.dataDir);
  });

  afterAll(async () => {
    for (const s of [a, b]) if (s && s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await cleanup?.();
  });

  it('accepts a session made on one replica on the other', async () => {
    const user = await signUpOn(a.url);
    const me = await api(b.url, user.cookie, '/api/auth/me');
    expect([me.status, me.body['email']]).toEqual([200, user.email]);
  });

  it('opens a share link and its signed download URL on the other replica', async () => {
    const user = await signUpOn(a.url);
    expect((await streamUpload(a.url, user.cookie, { size: 1024, name: 'shared.txt' }).done).status).toBe(201);
    const id = ((await api(b.url, user.cookie, '/api/files/list')).body['items'] as Array<{ _id: string }>)[0]!._id;
    const link = await api(a.url, user.cookie, '/api/share/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileId: id, scope: 'public', password: 'replica-pass' }),
    });
    const token = link.body['token'] as string;
    const opened = await fetch(`${b.url}/api/share/access/${token}?password=replica-pass`);
    expect(opened.status).toBe(200);
    const { downloadUrl } = (await opened.json()) as { downloadUrl: string };
    const path = new URL(downloadUrl);
    const bytes = await fetch(`${a.url}${path.pathname}${path.search}`);
    expect(bytes.status).toBe(200);
    expect((await bytes.text()).length).toBe(1024);
  });

  it('counts login attempts made on both replicas together', async () => {
    const user = await signUpOn(a.url);
    const attempt = (server: ServerProcess, password: string) =>
      fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.77' },
        body: JSON.stringify({ email: user.email, password }),
      }).then((r) => r.status);
    for (const server of [a, b, a, b, a]) expect(await attempt(server, 'Wrong!pass1')).toBe(401);
    expect(await attempt(b, 'Fault!pass1')).toBe(429);
  });

  it('delivers a subscription event on one replica for a change made on the other', async () => {
    const owner = await signUpOn(a.url);
    const recipient = await signUpOn(a.url);
    // Only verified accounts hear of files shared with them.
    await verifyAddressOn(a, recipient.email);
    const client = createClient({
      url: b.url.replace(/^http/, 'ws') + '/api/graphql',
      lazy: false,
      retryAttempts: 0,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: { Cookie: recipient.cookie } });
        }
      },
    });
    try {
      const event = new Promise<{ fileName: string }>((resolve, reject) => {
        client.subscribe<{ shareReceived: { fileName: string } }>(
          { query: 'subscription { shareReceived { fileName } }' },
          { next: (v) => (v.data ? resolve(v.data.shareReceived) : reject(new Error(JSON.stringify(v.errors)))), error: reject, complete: () => undefined },
        );
      });
      await sleep(500);
      expect((await streamUpload(a.url, owner.cookie, { size: 10, name: 'cross.txt' }).done).status).toBe(201);
      const id = ((await api(a.url, owner.cookie, '/api/files/list')).body['items'] as Array<{ _id: string }>)[0]!._id;
      const shared = await api(a.url, owner.cookie, '/api/files/share', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ fileId: id, shareWith: [recipient.email] }),
      });
      expect(shared.status).toBe(200);
      expect(await event).toEqual({ fileName: 'cross.txt' });
    } finally {
      await client.dispose();
    }
  });
});
