import type { Client } from 'graphql-ws';
import {
  openGraphqlSocket,
  signUpOn,
  startServerProcess,
  verifyAddressOn,
  type ServerProcess,
} from '@coffer/server-testing';
import { api } from './support/harness';

/** The default budget of one access token (OPERATIONS_PER_MINUTE). */
const BUDGET = 600;
const OPERATIONS = 2_000;
/** Operations in flight at once, on the socket and over HTTP alike. */
const CONCURRENCY = 16;

// 'ok', 'RATE_LIMITED' or another error code.
type Outcome = string;

/**
 * 2 000 operations over one WebSocket and 2 000 over HTTP, each with its own access token and
 * client address: both see the same budget (600 a minute, the socket's handshake being one of
 * them), refusals are RATE_LIMITED and never a 5xx, and the log stays JSON without stack traces.
 */
describe('the operation budget under load, on both transports', () => {
  let server: ServerProcess;
  let client: Client | undefined;

  beforeAll(async () => {
    server = await startServerProcess({ LOG_LEVEL: 'info' });
  });

  afterAll(async () => {
    await client?.dispose();
    if (server && server.child.exitCode === null) server.child.kill('SIGTERM');
    await server?.exited;
  });

  async function mint(cookie: string): Promise<string> {
    const res = await api(server.url, cookie, '/api/graphql', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation { createAccessToken(input: { name: "load", scopes: [READ] }) { token } }',
      }),
    });
    return (res.body['data'] as { createAccessToken: { token: string } }).createAccessToken.token;
  }

  async function inBatches(run: (i: number) => Promise<Outcome>): Promise<Outcome[]> {
    const outcomes: Outcome[] = [];
    for (let start = 0; start < OPERATIONS; start += CONCURRENCY) {
      const batch = Array.from({ length: Math.min(CONCURRENCY, OPERATIONS - start) }, (_, k) => run(start + k));
      outcomes.push(...(await Promise.all(batch)));
    }
    return outcomes;
  }

  const count = (outcomes: Outcome[]) =>
    outcomes.reduce<Record<string, number>>((acc, o) => ({ ...acc, [o]: (acc[o] ?? 0) + 1 }), {});

  it('applies the same budget to 2 000 operations over HTTP and over one socket', async () => {
    const user = await signUpOn(server.url);
    // Only an account whose address is confirmed may mint tokens.
    await verifyAddressOn(server, user.email, user.cookie);
    const httpToken = await mint(user.cookie);
    const socketToken = await mint(user.cookie);
    const statuses: number[] = [];

    const overHttp = await inBatches(async () => {
      const res = await fetch(`${server.url}/api/graphql`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${httpToken}`,
          'X-Forwarded-For': '198.51.100.10',
        },
        body: JSON.stringify({ query: '{ me { id: databaseId } storageUsage { used } }' }),
      });
      statuses.push(res.status);
      const body = (await res.json()) as {
        data?: { me: { id: string } };
        errors?: Array<{ extensions: { code: string } }>;
      };
      return body.errors ? body.errors[0]!.extensions.code : body.data?.me.id === user.id ? 'ok' : 'wrong data';
    });

    const opened = openGraphqlSocket(
      server.url,
      { 'X-Forwarded-For': '198.51.100.20' },
      { authorization: `Bearer ${socketToken}` },
    );
    client = opened.client;
    const closes: number[] = [];
    void opened.closed.then(({ code }) => closes.push(code));
    await opened.connected;
    const socket = client;
    const overSocket = await inBatches(
      () =>
        new Promise<Outcome>((resolve) => {
          socket.subscribe<{ me: { id: string } }>(
            { query: '{ me { id: databaseId } storageUsage { used } }' },
            {
              next: (result) =>
                resolve(
                  result.errors
                    ? String(result.errors[0]!.extensions?.['code'])
                    : result.data?.me.id === user.id
                      ? 'ok'
                      : 'wrong data',
                ),
              error: (error: unknown) =>
                resolve(
                  Array.isArray(error)
                    ? String((error[0] as { extensions?: { code?: string } }).extensions?.code)
                    : `closed ${(error as { code?: number }).code}`,
                ),
              complete: () => undefined,
            },
          );
        }),
    );

    expect(count(overHttp)).toEqual({ ok: BUDGET, RATE_LIMITED: OPERATIONS - BUDGET });
    // The socket's handshake was the first operation of its budget.
    expect(count(overSocket)).toEqual({ ok: BUDGET - 1, RATE_LIMITED: OPERATIONS - BUDGET + 1 });
    expect(closes).toEqual([]);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200, 429]));

    // Every log line is JSON; none reports a 5xx or carries a plain-text stack trace.
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() !== '');
    const plain = lines.filter((line) => !line.startsWith('{') && !/^Coffer is listening on /.test(line));
    expect(plain).toEqual([]);
    const entries = lines
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; res?: { statusCode: number } });
    expect(entries.filter((e) => e.level >= 50 || (e.res?.statusCode ?? 0) >= 500)).toEqual([]);
  });
});
