import { ApolloLink, Observable, type ApolloClient } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useSyncExternalStore } from 'react';
import type { FormattedExecutionResult } from 'graphql';
import type { Client, Sink } from 'graphql-ws/client';
import { reportUnauthorized } from './error-link';

/**
 * State of the live-events socket. `idle`: no socket (nothing subscribed, or closed on sign-out);
 * `connecting`; `connected`: events arrive, polling can rest; `down`: lost, being retried.
 */
export type LiveStatus = 'idle' | 'connecting' | 'connected' | 'down';

/** Reconnection backoff: 1 s doubling up to 30 s, with jitter (half fixed, half random). */
export const LIVE_RETRY_BASE_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;

export function liveRetryDelayMs(retries: number, random: () => number = Math.random): number {
  const ceiling = Math.min(LIVE_RETRY_MAX_MS, LIVE_RETRY_BASE_MS * 2 ** Math.max(0, retries));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * The server's close codes: 4401 the session or token ended (or never was), 4403 refused for
 * good (a foreign Origin), 4429 too many requests (retry later), 4500 a fault on its side.
 */
export const LIVE_CLOSE = { unauthenticated: 4401, forbidden: 4403, rateLimited: 4429, serverError: 4500 } as const;

function closeCodeOf(errOrCloseEvent: unknown): number | undefined {
  if (typeof errOrCloseEvent !== 'object' || errOrCloseEvent === null || !('code' in errOrCloseEvent)) return undefined;
  const code = errOrCloseEvent.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Whether a lost or refused socket is worth retrying: not when the credentials ended (4401: the
 * tab goes to sign-in instead) or the socket is refused for good (4403); after a network loss,
 * yes, with backoff. graphql-ws itself never retries 4429 and 4500: the subscriptions see the
 * error and their owners subscribe again later (useLiveFileEvents), polling meanwhile.
 */
export function shouldRetryLive(errOrCloseEvent: unknown): boolean {
  const code = closeCodeOf(errOrCloseEvent);
  // graphql-ws's own Unauthorized and Forbidden codes are these same two numbers.
  return code !== LIVE_CLOSE.unauthenticated && code !== LIVE_CLOSE.forbidden;
}

/**
 * A tab signing out closes its own socket; the server's 4401 for the same sign-out may arrive
 * first. Waiting this long before applying the session-expiry rule lets the sign-out finish.
 */
export const LIVE_UNAUTHORIZED_GRACE_MS = 2_000;

/** ws(s)://<same origin><path>: the socket goes where the page came from (cookies included). */
export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'>, path: string): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}`;
}

export interface LiveConnectionOptions {
  /** Absolute ws(s) URL, or a path on the page's origin (default: derived at connect time). */
  url: string | (() => string);
  /** For tests: a WebSocket implementation. */
  webSocketImpl?: unknown;
  /** Called when a socket is (re)established; `wasRetry` after it had been lost. */
  onConnected?: (wasRetry: boolean) => void;
}

/**
 * The subscription transport: graphql-ws over one lazy socket (opened by the first subscription,
 * closed after the last), retried for ever with backoff. `close()` ends the socket at once and
 * starts a fresh client for whoever subscribes next (sign-out, then a different sign-in).
 */
export interface LiveConnection {
  link: ApolloLink;
  status(): LiveStatus;
  /** Listens to status changes; returns the unsubscribe function. */
  onStatus(listener: () => void): () => void;
  /** Listens to (re)connections; `wasRetry` is true after the socket had been lost. */
  onConnected(listener: (wasRetry: boolean) => void): () => void;
  close(): void;
}

/** The socket's code: fetched with the first subscription, so screens without one never load it. */
interface SocketModules {
  createClient: typeof import('graphql-ws/client').createClient;
  GraphQLWsLink: typeof import('@apollo/client/link/subscriptions').GraphQLWsLink;
}
let socketModules: Promise<SocketModules> | undefined;
function loadSocketModules(): Promise<SocketModules> {
  socketModules ??= Promise.all([import('graphql-ws/client'), import('@apollo/client/link/subscriptions')]).then(
    ([ws, link]) => ({
      createClient: ws.createClient,
      GraphQLWsLink: link.GraphQLWsLink,
    }),
  );
  return socketModules;
}

export function createLiveConnection({ url, webSocketImpl }: LiveConnectionOptions): LiveConnection {
  let status: LiveStatus = 'idle';
  const statusListeners = new Set<() => void>();
  const connectedListeners = new Set<(wasRetry: boolean) => void>();
  const setStatus = (next: LiveStatus) => {
    if (next === status) return;
    status = next;
    for (const listener of [...statusListeners]) listener();
  };

  const newClient = (createClient: SocketModules['createClient']): Client => {
    let subscribed = 0;
    const client = createClient({
      url: typeof url === 'function' ? url : () => url,
      lazy: true,
      retryAttempts: Infinity,
      retryWait: (retries) => new Promise((resolve) => setTimeout(resolve, liveRetryDelayMs(retries))),
      shouldRetry: shouldRetryLive,
      ...(webSocketImpl ? { webSocketImpl } : {}),
      on: {
        connecting: () => {
          if (current === client) setStatus(status === 'down' ? 'down' : 'connecting');
        },
        connected: (_socket, _payload, wasRetry) => {
          if (current !== client) return;
          setStatus('connected');
          for (const listener of [...connectedListeners]) listener(wasRetry);
        },
        // A close with subscriptions still active is a loss (retried); without, the lazy close.
        // 4401: the session or token ended (signed out elsewhere, expired, password changed):
        // the session-expiry rule sends the tab to sign-in, unless this tab is signing out.
        closed: (event) => {
          if (current !== client) return;
          if (closeCodeOf(event) === LIVE_CLOSE.unauthenticated) {
            setStatus('idle');
            setTimeout(() => {
              if (current === client) reportUnauthorized();
            }, LIVE_UNAUTHORIZED_GRACE_MS);
            return;
          }
          setStatus(subscribed > 0 ? 'down' : 'idle');
        },
        error: () => {
          if (current === client) setStatus(subscribed > 0 ? 'down' : 'idle');
        },
      },
    });
    const subscribe = client.subscribe.bind(client);
    // Counts active subscriptions, so a close can be told apart from the lazy close after the last.
    client.subscribe = <Data, Extensions>(
      payload: Parameters<Client['subscribe']>[0],
      sink: Sink<FormattedExecutionResult<Data, Extensions>>,
    ) => {
      subscribed += 1;
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        subscribed -= 1;
      };
      const dispose = subscribe<Data, Extensions>(payload, {
        next: (value) => sink.next(value),
        error: (error) => {
          release();
          sink.error(error);
        },
        complete: () => {
          release();
          sink.complete();
        },
      });
      return () => {
        release();
        dispose();
      };
    };
    return client;
  };

  // Made by the first subscription after creation or after close().
  let current: Client | undefined;
  let wsLink: InstanceType<SocketModules['GraphQLWsLink']> | undefined;
  let closes = 0;
  const socketLink = async (): Promise<typeof wsLink> => {
    const before = closes;
    const { createClient, GraphQLWsLink } = await loadSocketModules();
    // Closed while the code loaded: that subscription belonged to the session that ended.
    if (before !== closes) return undefined;
    if (!current || !wsLink) {
      current = newClient(createClient);
      wsLink = new GraphQLWsLink(current);
    }
    return wsLink;
  };

  return {
    link: new ApolloLink(
      (operation) =>
        new Observable((observer) => {
          let inner: { unsubscribe(): void } | undefined;
          let cancelled = false;
          socketLink().then(
            (link) => {
              if (cancelled) return;
              if (!link) return observer.complete();
              inner = link.request(operation).subscribe(observer);
            },
            (error: unknown) => observer.error(error),
          );
          return () => {
            cancelled = true;
            inner?.unsubscribe();
          };
        }),
    ),
    status: () => status,
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    onConnected(listener) {
      connectedListeners.add(listener);
      return () => connectedListeners.delete(listener);
    },
    close() {
      const old = current;
      current = undefined;
      wsLink = undefined;
      closes += 1;
      setStatus('idle');
      void old?.dispose();
    },
  };
}

const connections = new WeakMap<ApolloClient, LiveConnection>();

/** Links an Apollo client to its live connection (done by createApolloClient). */
export function registerLiveConnection(client: ApolloClient, connection: LiveConnection): void {
  connections.set(client, connection);
}

/** The live connection of an Apollo client (none under MockedProvider or without WebSocket). */
export function liveConnectionOf(client: ApolloClient): LiveConnection | undefined {
  return connections.get(client);
}

/** Closes the live-events socket of `client` (sign-out, session expiry). */
export function closeLiveEvents(client: ApolloClient): void {
  connections.get(client)?.close();
}

const noStatus = () => () => undefined;

/** The live socket's status for the app's client; 'idle' when there is no live connection. */
export function useLiveStatus(): LiveStatus {
  const connection = liveConnectionOf(useApolloClient());
  return useSyncExternalStore(
    connection ? (listener) => connection.onStatus(listener) : noStatus,
    () => connection?.status() ?? 'idle',
    () => 'idle',
  );
}
