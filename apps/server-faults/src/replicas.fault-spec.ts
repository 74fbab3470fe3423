import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import {
  randomClientAddress,
  signUpOn,
  startServerProcess,
  streamUpload,
  verifyAddressOn,
  type ServerProcess,
} from '@coffer/server-testing';
import { api, replicaEnvironment, sleep } from './support/harness';

/**
 * Two replicas sharing one PostgreSQL and one storage: nothing a replica needs lives in
 * another replica's memory. Uses CI's PostgreSQL when DATABASE_URL is set, else a private cluster.
 */
describe('two replicas', () => {
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

  /** A public link to a fresh file on replica A; answers the token and the file's content. */
  async function sharedFile(options: Record<string, unknown>, owner?: Awaited<ReturnType<typeof signUpOn>>) {
    // Sign-ups from one network are throttled: a test that needs several links gives one owner.
    owner ??= await signUpOn(a.url);
    const name = `popular-${Math.random().toString(36).slice(2)}.txt`;
    expect((await streamUpload(a.url, owner.cookie, { size: 64, name }).done).status).toBe(201);
    const id = (
      (await api(a.url, owner.cookie, '/api/files/list')).body['items'] as Array<{ _id: string; name: string }>
    ).find((i) => i.name === name)!._id;
    const link = await api(a.url, owner.cookie, '/api/share/create', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ fileId: id, scope: 'public', ...options }),
    });
    expect(link.status).toBe(201);
    return { owner, id, token: link.body['token'] as string };
  }

  /** One visitor from its own address: opens the link on `server`, then downloads through the signed URL on the other replica. */
  async function visit(server: ServerProcess, token: string, password?: string): Promise<string> {
    const from = { 'X-Forwarded-For': randomClientAddress() };
    const opened = await fetch(`${server.url}/api/share/access/${token}${password ? `?password=${password}` : ''}`, {
      headers: from,
    });
    if (opened.status !== 200) return `${opened.status} ${((await opened.json()) as { code: string }).code}`;
    const url = new URL(((await opened.json()) as { downloadUrl: string }).downloadUrl);
    const other = server === a ? b : a;
    const bytes = await fetch(`${other.url}${url.pathname}${url.search}`, { headers: from });
    if (bytes.status === 200 && (await bytes.arrayBuffer()).byteLength === 64) return 'downloaded';
    return `download ${bytes.status} ${((await bytes.json().catch(() => ({}))) as { code?: string }).code}`;
  }

  it('serves exactly maxAccess downloads of a link to 200 concurrent visitors spread over both replicas', async () => {
    const { token } = await sharedFile({ maxAccess: 9 });
    const outcomes = await Promise.all(Array.from({ length: 200 }, (_, i) => visit(i % 2 ? a : b, token)));
    const tally = outcomes.reduce<Record<string, number>>(
      (counts, o) => ({ ...counts, [o]: (counts[o] ?? 0) + 1 }),
      {},
    );
    expect(tally).toEqual({ downloaded: 9, '403 SHARE_LIMIT_REACHED': 191 });
  });

  it('revoking a link, changing its password or deleting its file on one replica holds on the very next request on the other', async () => {
    const json = (method: string, body: unknown) => ({
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const revoked = await sharedFile({});
    expect(await visit(b, revoked.token)).toBe('downloaded');
    expect((await api(a.url, revoked.owner.cookie, `/api/share/${revoked.token}`, { method: 'DELETE' })).status).toBe(
      200,
    );
    expect(await visit(b, revoked.token)).toBe('404 SHARE_NOT_FOUND');

    const protectedLink = await sharedFile({ password: 'first-pass' });
    expect(await visit(b, protectedLink.token, 'first-pass')).toBe('downloaded');
    expect(
      (
        await api(
          a.url,
          protectedLink.owner.cookie,
          `/api/share/${protectedLink.token}`,
          json('PATCH', { password: 'second-pass' }),
        )
      ).status,
    ).toBe(200);
    expect(await visit(b, protectedLink.token, 'first-pass')).toBe('403 WRONG_PASSWORD');
    expect(await visit(b, protectedLink.token, 'second-pass')).toBe('downloaded');

    const deleted = await sharedFile({});
    expect(await visit(b, deleted.token)).toBe('downloaded');
    expect((await api(a.url, deleted.owner.cookie, `/api/files/${deleted.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await visit(b, deleted.token)).toBe('404 SHARE_NOT_FOUND');
    // Deleting puts the file in the trash; restoring it on one replica revives the link on the next request on the other.
    expect(
      (await api(a.url, deleted.owner.cookie, '/api/trash/restore', json('POST', { ids: [deleted.id] }))).status,
    ).toBe(200);
    expect(await visit(b, deleted.token)).toBe('downloaded');
    expect((await api(a.url, deleted.owner.cookie, `/api/files/${deleted.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await visit(b, deleted.token)).toBe('404 SHARE_NOT_FOUND');
  });

  it('restricting a link, setting its limit below the openings counted or moving its file on one replica holds on the very next request on the other', async () => {
    const json = (method: string, body: unknown) => ({
      method,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const restricted = await sharedFile({});
    const owner = restricted.owner;
    expect(await visit(b, restricted.token)).toBe('downloaded');
    const patched = await api(
      a.url,
      restricted.owner.cookie,
      `/api/share/${restricted.token}`,
      json('PATCH', { scope: 'restricted', emails: ['someone@example.com'] }),
    );
    expect(patched.status).toBe(200);
    expect(await visit(b, restricted.token)).toBe('403 SHARE_RESTRICTED');
    expect(
      (await api(a.url, restricted.owner.cookie, `/api/share/${restricted.token}`, json('PATCH', { scope: 'public' })))
        .status,
    ).toBe(200);
    expect(await visit(b, restricted.token)).toBe('downloaded');

    // Openings of a link without a limit are counted in batches on the replica that served them;
    // a limit set on the other replica still sees every one of them.
    const limited = await sharedFile({}, owner);
    for (let i = 0; i < 3; i++) expect(await visit(b, limited.token)).toBe('downloaded');
    expect(
      (await api(a.url, limited.owner.cookie, `/api/share/${limited.token}`, json('PATCH', { maxAccess: 3 }))).status,
    ).toBe(200);
    expect(await visit(b, limited.token)).toBe('403 SHARE_LIMIT_REACHED');
    expect(await visit(a, limited.token)).toBe('403 SHARE_LIMIT_REACHED');
    const listed = await api(
      a.url,
      limited.owner.cookie,
      `/api/share/${limited.token}`,
      json('PATCH', { maxAccess: 4 }),
    );
    expect(listed.body['accessCount']).toBe(3);
    expect(await visit(b, limited.token)).toBe('downloaded');
    expect(await visit(b, limited.token)).toBe('403 SHARE_LIMIT_REACHED');

    // Moved into a folder on A: B still serves it, and refuses it once it is deleted.
    const moved = await sharedFile({}, owner);
    expect(await visit(b, moved.token)).toBe('downloaded');
    const folder = await api(
      a.url,
      moved.owner.cookie,
      '/api/files/folder',
      json('POST', { name: 'Archive', path: '/' }),
    );
    expect(folder.status).toBe(201);
    expect(
      (
        await api(
          a.url,
          moved.owner.cookie,
          '/api/files/move',
          json('PUT', { itemId: moved.id, targetFolderId: folder.body['_id'] }),
        )
      ).status,
    ).toBe(200);
    expect(await visit(b, moved.token)).toBe('downloaded');
    expect((await api(a.url, moved.owner.cookie, `/api/files/${moved.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(await visit(b, moved.token)).toBe('404 SHARE_NOT_FOUND');
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
    await verifyAddressOn(a, recipient.email, recipient.cookie);
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
          {
            next: (v) => (v.data ? resolve(v.data.shareReceived) : reject(new Error(JSON.stringify(v.errors)))),
            error: reject,
            complete: () => undefined,
          },
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
