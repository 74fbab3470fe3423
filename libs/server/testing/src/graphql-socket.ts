import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface SocketClose {
  code: number;
  reason: string;
}

export interface GraphqlSocket {
  client: Client;
  /** Resolves with the acknowledgement's payload; rejects if the socket closed first. */
  connected: Promise<Record<string, unknown> | undefined>;
  /** Resolves with the close frame, whoever closed. */
  closed: Promise<SocketClose>;
}

/**
 * A real `graphql-ws` client on `${baseUrl}/api/graphql`, connected at once and kept open between
 * operations, never retrying, with `headers` on the upgrade request (Cookie, Origin,
 * X-Forwarded-For). Dispose `client` when done.
 */
export function openGraphqlSocket(
  baseUrl: string,
  headers: Record<string, string> = {},
  connectionParams?: Record<string, string>,
): GraphqlSocket {
  let onConnected!: (payload: Record<string, unknown> | undefined) => void;
  let onClosed!: (closed: SocketClose) => void;
  let failConnect!: (error: Error) => void;
  const connected = new Promise<Record<string, unknown> | undefined>(
    (resolve, reject) => ((onConnected = resolve), (failConnect = reject)),
  );
  const closed = new Promise<SocketClose>((resolve) => (onClosed = resolve));
  connected.catch(() => undefined);
  const client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/api/graphql',
    connectionParams,
    lazy: false,
    // The client would close an idle socket at once; tests keep it open between operations.
    lazyCloseTimeout: 60_000,
    // Closes are what tests look at; the client would print each one to stderr.
    onNonLazyError: () => undefined,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    on: {
      connected: (_socket, payload) => onConnected(payload),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        failConnect(new Error(`closed ${code} ${reason}`));
        onClosed({ code, reason: String(reason) });
      },
    },
  });
  return { client, connected, closed };
}
