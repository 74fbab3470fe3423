import { Injectable, Logger, Module, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { Clock } from '../clock/clock';
import { EventBus, type CredentialsEndedEvent } from '../events/event-bus';
import type { Actor } from '../security/request-context';

/**
 * Close codes of the GraphQL WebSocket, one per cause, so clients can react: sign in again on
 * 4401, give up on 4403, wait and retry on 4429 and 4500.
 */
export const SOCKET_CLOSE = {
  /** No credentials, or they ended (revoked, signed out, expired, password changed, account deleted). */
  unauthenticated: 4401,
  /** Refused for good: a foreign Origin. */
  forbidden: 4403,
  /** The operation budget is spent; the reason says when to retry. */
  rateLimited: 4429,
  /** A fault of the server; never a client's mistake. */
  serverError: 4500,
} as const;

const REASONS: Record<CredentialsEndedEvent['reason'], string> = {
  token_revoked: 'Unauthorized: the access token was revoked',
  signed_out: 'Unauthorized: the session ended',
  password_changed: 'Unauthorized: the password was changed',
  account_deleted: 'Unauthorized: the account was deleted',
};

/** The parts of a WebSocket the registry needs. */
export interface ClosableSocket {
  close(code: number, reason: string): void;
}

/** One open, authenticated socket. */
export interface LiveSocket {
  readonly actor: Actor;
  /** Set once the socket's credentials ended: nothing more may be sent on it. */
  readonly ended: boolean;
  /** Closes the socket as unauthenticated, with `reason`. */
  end(reason: string): void;
  /** Forgets the socket (it closed). */
  remove(): void;
}

const SWEEP_INTERVAL_MS = 1_000;

interface Entry {
  socket: ClosableSocket;
  actor: Actor;
  expiresAt: Date | null;
  ended: boolean;
}

/**
 * Every authenticated GraphQL WebSocket of this process. Sockets close within a second when
 * their credentials end: ended credentials arrive from every replica over the event bus, and
 * expiry is checked every second.
 */
@Injectable()
export class LiveSockets implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('LiveSockets');
  private readonly sockets = new Set<Entry>();
  private sweep?: NodeJS.Timeout;
  private stopListening?: () => void;

  constructor(
    private readonly events: EventBus,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.stopListening = this.events.listen<CredentialsEndedEvent>('credentialsEnded', (event) =>
      this.credentialsEnded(event),
    );
    this.sweep = setInterval(() => this.closeExpired(), SWEEP_INTERVAL_MS);
    this.sweep.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweep);
    this.stopListening?.();
  }

  get size(): number {
    return this.sockets.size;
  }

  add(socket: ClosableSocket, actor: Actor, expiresAt: Date | null): LiveSocket {
    const entry: Entry = { socket, actor, expiresAt, ended: false };
    this.sockets.add(entry);
    return {
      actor,
      get ended() {
        return entry.ended;
      },
      end: (reason: string) => this.close(entry, reason),
      remove: () => void this.sockets.delete(entry),
    };
  }

  private credentialsEnded(event: CredentialsEndedEvent): void {
    const sessions = new Set(event.sessionIds ?? []);
    for (const entry of this.sockets) {
      const { actor } = entry;
      const matches = event.sessionIds
        ? actor.sessionId !== undefined && sessions.has(actor.sessionId)
        : event.tokenId
          ? actor.tokenId === event.tokenId
          : event.userId !== undefined && actor.userId === event.userId;
      if (matches) this.close(entry, REASONS[event.reason] ?? 'Unauthorized');
    }
  }

  private closeExpired(): void {
    const now = this.clock.now();
    for (const entry of this.sockets) {
      if (entry.expiresAt && entry.expiresAt <= now)
        this.close(
          entry,
          entry.actor.via === 'token' ? 'Unauthorized: the access token expired' : 'Unauthorized: the session expired',
        );
    }
  }

  private close(entry: Entry, reason: string): void {
    entry.ended = true;
    this.sockets.delete(entry);
    try {
      entry.socket.close(SOCKET_CLOSE.unauthenticated, reason);
    } catch (error) {
      this.logger.warn({
        msg: 'Could not close a WebSocket',
        error: error instanceof Error ? error.message : String(error),
      });
    }
  }
}

/** Provides the registry; EventBus and Clock come from the global core module. */
@Module({ providers: [LiveSockets], exports: [LiveSockets] })
export class LiveSocketsModule {}
