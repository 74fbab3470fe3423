/**
 * @jest-environment node
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gql } from '@apollo/client';
import { buildSchema } from 'graphql';
import { CloseCode } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocket, WebSocketServer } from 'ws';
import { createApolloClient } from './apollo-client';
import {
  LIVE_CLOSE,
  LIVE_RETRY_MAX_MS,
  graphqlWsUrl,
  liveConnectionOf,
  liveRetryDelayMs,
  shouldRetryLive,
  type LiveStatus,
} from './live-events';

const schema = buildSchema(`
  type Query { ping: String }
  type Event { n: Int! }
  type Subscription { ticks: Event! }
`);

const TICKS = gql`
  subscription Ticks {
    ticks {
      n
    }
  }
`;

const PING = gql`
  query Ping {
    ping
  }
`;

describe('live events helpers', () => {
  it('derives ws:// or wss:// from the page origin', () => {
    expect(graphqlWsUrl({ protocol: 'http:', host: 'localhost:3000' }, '/api/graphql')).toBe(
      'ws://localhost:3000/api/graphql',
    );
    expect(graphqlWsUrl({ protocol: 'https:', host: 'cloud.example.com' }, '/api/graphql')).toBe(
      'wss://cloud.example.com/api/graphql',
    );
  });

  it('backs off exponentially with jitter, capped at 30 s', () => {
    expect(liveRetryDelayMs(0, () => 0)).toBe(500);
    expect(liveRetryDelayMs(0, () => 1)).toBe(1000);
    expect(liveRetryDelayMs(3, () => 1)).toBe(8000);
    expect(liveRetryDelayMs(50, () => 1)).toBe(LIVE_RETRY_MAX_MS);
    expect(liveRetryDelayMs(50, () => 0)).toBe(LIVE_RETRY_MAX_MS / 2);
  });

  it('does not retry a refused handshake (signed out, foreign origin), retries anything else', () => {
    expect(shouldRetryLive({ code: CloseCode.Forbidden, reason: 'Forbidden' })).toBe(false);
    expect(shouldRetryLive({ code: CloseCode.Unauthorized, reason: 'Unauthorized' })).toBe(false);
    expect(shouldRetryLive({ code: 1006, reason: '' })).toBe(true);
    expect(shouldRetryLive({ code: 1001, reason: 'Going away' })).toBe(true);
    expect(shouldRetryLive(new Error('connect ECONNREFUSED'))).toBe(true);
  });

  it("reads Coffer's close codes: no retry once credentials ended or for a foreign origin", () => {
    expect(shouldRetryLive({ code: LIVE_CLOSE.unauthenticated, reason: 'Unauthorized: the session ended' })).toBe(
      false,
    );
    expect(shouldRetryLive({ code: LIVE_CLOSE.forbidden, reason: 'Forbidden' })).toBe(false);
  });
});

describe('subscriptions over graphql-ws (split link)', () => {
  let server: Server;
  let wss: WebSocketServer;
  let url: string;
  let allow = true;
  /** Close the next handshake with this code (once). */
  let closeWith: number | undefined;
  let connections = 0;
  let emit: ((n: number) => void) | undefined;

  beforeAll(async () => {
    server = createServer();
    wss = new WebSocketServer({ server, path: '/api/graphql' });
    useServer(
      {
        schema,
        onConnect: (ctx) => {
          connections += 1;
          if (closeWith !== undefined) {
            (ctx.extra as { socket: WebSocket }).socket.close(closeWith, 'closed by the test');
            closeWith = undefined;
            return false;
          }
          return allow;
        },
        roots: {
          subscription: {
            ticks: async function* () {
              const queue: number[] = [];
              let wake: (() => void) | undefined;
              emit = (n) => {
                queue.push(n);
                wake?.();
              };
              for (;;) {
                while (queue.length) yield { ticks: { n: queue.shift() } };
                await new Promise<void>((resolve) => (wake = resolve));
              }
            },
          },
        },
      },
      wss,
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/api/graphql`;
  });

  afterAll(async () => {
    for (const socket of wss.clients) socket.terminate();
    await new Promise((resolve) => wss.close(resolve));
    await new Promise((resolve) => server.close(resolve));
  });

  beforeEach(() => {
    allow = true;
    closeWith = undefined;
    connections = 0;
    emit = undefined;
  });

  async function until(check: () => boolean, timeoutMs = 5000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!check()) {
      if (Date.now() > deadline) throw new Error('timed out');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }

  it('opens the socket only for a subscription, delivers events, and closes it when asked (sign-out)', async () => {
    const fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ data: { ping: 'pong' } }), { headers: { 'Content-Type': 'application/json' } }),
    );
    const client = createApolloClient({ onUnauthorized: jest.fn(), fetch, live: { url, webSocketImpl: WebSocket } });
    const live = liveConnectionOf(client)!;
    const statuses: LiveStatus[] = [];
    live.onStatus(() => statuses.push(live.status()));

    await client.query({ query: PING });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(connections).toBe(0);
    expect(live.status()).toBe('idle');

    const received: number[] = [];
    const subscription = client
      .subscribe({ query: TICKS })
      .subscribe({ next: (r) => received.push((r.data as { ticks: { n: number } }).ticks.n) });
    await until(() => live.status() === 'connected' && emit !== undefined);
    expect(fetch).toHaveBeenCalledTimes(1);
    emit!(1);
    emit!(2);
    await until(() => received.length === 2);
    expect(received).toEqual([1, 2]);

    live.close();
    expect(live.status()).toBe('idle');
    await until(() => wss.clients.size === 0);
    subscription.unsubscribe();
    expect(statuses).toEqual(['connecting', 'connected', 'idle']);
  });

  it('after close() a new subscription opens a fresh socket (the next sign-in)', async () => {
    const client = createApolloClient({ onUnauthorized: jest.fn(), live: { url, webSocketImpl: WebSocket } });
    const live = liveConnectionOf(client)!;
    const first = client.subscribe({ query: TICKS }).subscribe({});
    await until(() => live.status() === 'connected');
    live.close();
    first.unsubscribe();
    await until(() => wss.clients.size === 0);

    const second = client.subscribe({ query: TICKS }).subscribe({});
    await until(() => {
      console.log(live.status(), connections);
      return live.status() === 'connected';
    }, 12_000);
    expect(connections).toBe(2);
    second.unsubscribe();
    await until(() => live.status() === 'idle' && wss.clients.size === 0);
  });

  it('gives up on a refused handshake and reports the error to the subscriber', async () => {
    allow = false;
    const client = createApolloClient({ onUnauthorized: jest.fn(), live: { url, webSocketImpl: WebSocket } });
    const error = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: TICKS }).subscribe({ next: (r) => r.error && resolve(r.error), error: resolve });
    });
    expect(error instanceof Error ? error.message : String(error)).toMatch(/4403/);
    expect(connections).toBe(1);
    expect(liveConnectionOf(client)!.status()).not.toBe('connected');
  });

  it('sends the tab to sign-in when the server closes with 4401, without reconnecting', async () => {
    closeWith = LIVE_CLOSE.unauthenticated;
    const onUnauthorized = jest.fn();
    const client = createApolloClient({ onUnauthorized, live: { url, webSocketImpl: WebSocket } });
    client.subscribe({ query: TICKS }).subscribe({ error: () => undefined });
    await until(() => onUnauthorized.mock.calls.length > 0);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(connections).toBe(1);
    expect(liveConnectionOf(client)!.status()).toBe('idle');
  });

  it('does not report a 4401 that a sign-out in this tab caused (the tab closed its socket meanwhile)', async () => {
    closeWith = LIVE_CLOSE.unauthenticated;
    const onUnauthorized = jest.fn();
    const client = createApolloClient({ onUnauthorized, live: { url, webSocketImpl: WebSocket } });
    client.subscribe({ query: TICKS }).subscribe({ error: () => undefined });
    await until(() => connections === 1);
    liveConnectionOf(client)!.close();
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands a 4429 refusal to the subscriber (which tries again later), without signing the tab out', async () => {
    closeWith = LIVE_CLOSE.rateLimited;
    const onUnauthorized = jest.fn();
    const client = createApolloClient({ onUnauthorized, live: { url, webSocketImpl: WebSocket } });
    const error = await new Promise<unknown>((resolve) => {
      client.subscribe({ query: TICKS }).subscribe({ next: (r) => r.error && resolve(r.error), error: resolve });
    });
    expect(error instanceof Error ? error.message : String(error)).toMatch(/4429/);
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});
