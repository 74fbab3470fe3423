import { readFileSync } from 'node:fs';
import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import type { AppConfig, ConnectionLimits } from '../config/environment';
import { clientAddressGroup } from './client-address';
import { isTrustedProxy } from './trusted-proxy';

const HEADERS_DONE = new Set<string | symbol>(['request', 'upgrade', 'checkContinue', 'checkExpectation', 'connect']);

interface Tracked {
  group: string;
  /** Counted against its address (trusted proxies are not). */
  perAddress: boolean;
  /** Still sending its first request's headers. */
  pending: boolean;
  timer?: NodeJS.Timeout;
}

export interface ConnectionStats {
  open: number;
  pending: number;
  /** Connections refused or dropped by a cap or the headers timeout since start. */
  dropped: number;
  maxConnections: number;
}

/** The soft limit on open descriptors of this process (Linux), or undefined elsewhere. */
export function descriptorLimit(): number | undefined {
  try {
    const line = readFileSync('/proc/self/limits', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.trim().split(/\s+/)[3];
    return soft && /^\d+$/.test(soft) ? Number(soft) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The global cap actually applied: MAX_CONNECTIONS, but never so close to the descriptor limit
 * that files, the database and the health check run out (a fifth is kept back, at least 64).
 */
export function effectiveMaxConnections(configured: number, fdLimit = descriptorLimit()): number {
  if (fdLimit === undefined) return configured;
  return Math.max(1, Math.min(configured, fdLimit - Math.max(64, Math.floor(fdLimit / 5))));
}

/**
 * Bounds what a flood of connections can take, before any HTTP parsing is paid for:
 * - at most `maxConnections` open in all; past it a connection still sending its headers is
 *   dropped to make room, else the new one is refused;
 * - at most `maxConnectionsPerAddress` open and `maxPendingConnectionsPerAddress` still sending
 *   headers from one client address (IPv4, or IPv6 /64); further ones are refused at once.
 *   A trusted proxy (TRUST_PROXY) is exempt: everyone arrives through it;
 * - at most `maxPendingConnections` still sending headers in all; past it the oldest is dropped,
 *   so a new client that sends its request promptly always gets a turn;
 * - a connection must finish its first request's headers within `headersTimeoutSeconds`.
 * Answers the live counters (for tests and diagnostics).
 */
export function limitConnections(
  server: Server,
  limits: ConnectionLimits,
  trustProxy: AppConfig['trustProxy'],
): () => ConnectionStats {
  const maxConnections = effectiveMaxConnections(limits.maxConnections);
  const tracked = new Map<Socket, Tracked>();
  // Insertion-ordered: the first entry is the oldest connection still sending headers.
  const pending = new Set<Socket>();
  const openByGroup = new Map<string, number>();
  const pendingByGroup = new Map<string, number>();
  let dropped = 0;

  const add = (map: Map<string, number>, key: string, delta: number) => {
    const next = (map.get(key) ?? 0) + delta;
    if (next <= 0) map.delete(key);
    else map.set(key, next);
  };

  const drop = (socket: Socket) => {
    dropped++;
    socket.destroy();
  };

  const settle = (socket: Socket) => {
    const entry = tracked.get(socket);
    if (!entry?.pending) return;
    entry.pending = false;
    clearTimeout(entry.timer);
    pending.delete(socket);
    if (entry.perAddress) add(pendingByGroup, entry.group, -1);
  };

  const dropOldestPending = (): boolean => {
    const oldest = pending.values().next().value;
    if (!oldest) return false;
    settle(oldest);
    drop(oldest);
    return true;
  };

  server.on('connection', (socket: Socket) => {
    const group = clientAddressGroup(socket.remoteAddress);
    const perAddress = !isTrustedProxy(socket.remoteAddress, trustProxy);
    if (
      perAddress &&
      ((openByGroup.get(group) ?? 0) >= limits.maxConnectionsPerAddress ||
        (pendingByGroup.get(group) ?? 0) >= limits.maxPendingConnectionsPerAddress)
    ) {
      return drop(socket);
    }
    if (tracked.size >= maxConnections && !dropOldestPending()) return drop(socket);
    if (pending.size >= limits.maxPendingConnections) dropOldestPending();

    const entry: Tracked = { group, perAddress, pending: true };
    tracked.set(socket, entry);
    pending.add(socket);
    if (perAddress) {
      add(openByGroup, group, 1);
      add(pendingByGroup, group, 1);
    }
    entry.timer = setTimeout(() => {
      if (!entry.pending) return;
      settle(socket);
      drop(socket);
    }, limits.headersTimeoutSeconds * 1000);
    entry.timer.unref();
    socket.once('close', () => {
      settle(socket);
      tracked.delete(socket);
      if (perAddress) add(openByGroup, group, -1);
    });
  });

  // A connection's headers are complete when Node emits one of these. Observed on emit rather
  // than with listeners: a listener for 'upgrade' or 'checkContinue' changes how Node treats
  // those requests (it only emits them when someone listens).
  const emit = server.emit.bind(server) as (event: string | symbol, ...args: unknown[]) => boolean;
  server.emit = ((event: string | symbol, ...args: unknown[]) => {
    if (HEADERS_DONE.has(event)) settle((args[0] as IncomingMessage).socket);
    return emit(event, ...args);
  }) as Server['emit'];

  return () => ({ open: tracked.size, pending: pending.size, dropped, maxConnections });
}
