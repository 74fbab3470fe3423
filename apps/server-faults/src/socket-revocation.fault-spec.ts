import type { Client } from 'graphql-ws';
import {
  openGraphqlSocket,
  signUpOn,
  startServerProcess,
  verifyAddressOn,
  type ServerProcess,
} from '@coffer/server-testing';
import { api, replicaEnvironment } from './support/harness';

/**
 * Sockets close when their credentials end, on every replica: two server processes share one
 * PostgreSQL; the credential ends on one, the socket lives on the other. Uses CI's PostgreSQL
 * when DATABASE_URL is set, else a private cluster.
 */
describe('closing WebSockets across replicas', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let cleanup: () => Promise<void>;
  const clients: Client[] = [];

  beforeAll(async () => {
    const { env, drop } = await replicaEnvironment();
    cleanup = drop;
    a = await startServerProcess(env);
    b = await startServerProcess(env, a.dataDir);
  });

  afterAll(async () => {
    await Promise.all(clients.map(async (c) => c.dispose()));
    for (const s of [a, b]) if (s && s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGTERM');
    await Promise.all([a?.exited, b?.exited]);
    await cleanup?.();
  });

  /** A socket on `server`, acknowledged and subscribed to shareReceived; `closed` settles with its close frame. */
  async function subscribedSocket(
    server: ServerProcess,
    headers: Record<string, string>,
    params?: Record<string, string>,
  ) {
    const socket = openGraphqlSocket(server.url, headers, params);
    clients.push(socket.client);
    socket.client.subscribe(
      { query: 'subscription { shareReceived { fileId } }' },
      { next: () => undefined, error: () => undefined, complete: () => undefined },
    );
    await socket.connected.catch((error: Error) => {
      throw new Error(
        `the socket closed before it was acknowledged: ${error.message}\n${server.output().slice(-2000)}`,
      );
    });
    // Wrapped: an async function returning the promise itself would wait for the close.
    return { closed: socket.closed };
  }

  const json = (body: unknown) => ({
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

  it('closes a token socket on replica B with 4401 when the token is revoked on replica A', async () => {
    const user = await signUpOn(a.url);
    // Only an account whose address is confirmed may mint tokens.
    await verifyAddressOn(a, user.email, user.cookie);
    const minted = await api(
      a.url,
      user.cookie,
      '/api/graphql',
      json({
        query:
          'mutation { createAccessToken(input: { name: "replica", scopes: [READ] }) { token accessToken { id } } }',
      }),
    );
    const { token, accessToken } = (
      minted.body['data'] as { createAccessToken: { token: string; accessToken: { id: string } } }
    ).createAccessToken;
    const { closed } = await subscribedSocket(b, {}, { authorization: `Bearer ${token}` });
    const revoked = await api(
      a.url,
      user.cookie,
      '/api/graphql',
      json({ query: 'mutation($id: ID!) { revokeAccessToken(id: $id) }', variables: { id: accessToken.id } }),
    );
    expect(revoked.body['data']).toEqual({ revokeAccessToken: true });
    expect(await closed).toEqual({ code: 4401, reason: expect.stringMatching(/revoked/) });
  });

  it('closes a session socket on replica B with 4401 when the session signs out on replica A', async () => {
    const user = await signUpOn(a.url);
    const { closed } = await subscribedSocket(b, { Cookie: user.cookie });
    expect((await api(a.url, user.cookie, '/api/auth/logout', json({}))).status).toBe(200);
    expect(await closed).toEqual({ code: 4401, reason: expect.stringMatching(/session ended/) });
  });

  it("closes the other sessions' sockets on replica B when the password is changed on replica A", async () => {
    const user = await signUpOn(a.url);
    const login = await fetch(`${b.url}/api/auth/login`, json({ email: user.email, password: 'Fault!pass1' }));
    expect(login.status).toBe(200);
    const otherCookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { closed } = await subscribedSocket(b, { Cookie: otherCookie });
    const changed = await api(
      a.url,
      user.cookie,
      '/api/auth/password',
      json({ currentPassword: 'Fault!pass1', newPassword: 'Fault!pass2-new' }),
    );
    expect(changed.status).toBe(200);
    expect(await closed).toEqual({ code: 4401, reason: expect.stringMatching(/password was changed/) });
  });
});
