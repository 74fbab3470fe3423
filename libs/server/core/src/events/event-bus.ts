import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { PubSub } from 'graphql-subscriptions';
import { randomUUID } from 'node:crypto';
import { Client, type Notification } from 'pg';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Topics published on the bus; payloads always carry the user they concern. */
export const EVENT_TOPICS = {
  itemsChanged: 'itemsChanged',
  uploadCompleted: 'uploadCompleted',
  shareReceived: 'shareReceived',
  /** A share that reached a user ended (revoked link, unshared, removed from a link). */
  shareWithdrawn: 'shareWithdrawn',
  /** Credentials ended (revoked token, sign-out, password change, account deletion): sockets using them close. */
  credentialsEnded: 'credentialsEnded',
  /** Share links changed (revoked, password, expiry, limit, scope or list): whatever a replica keeps of them is stale. */
  shareLinksChanged: 'shareLinksChanged',
  /** A share link was made (its owner's webhooks hear of it; nothing is kept of it yet). */
  shareLinkCreated: 'shareLinkCreated',
  /** A file arrived through one of the user's file requests. */
  fileRequestReceived: 'fileRequestReceived',
} as const;
export type EventTopic = (typeof EVENT_TOPICS)[keyof typeof EVENT_TOPICS];

/**
 * Which credentials ended: the listed sessions (stored hashes, never cookie values), or one
 * token; an event with only `userId` ends every credential of that user (account deletion).
 */
export interface CredentialsEndedEvent {
  userId?: string;
  sessionIds?: string[];
  tokenId?: string;
  reason: 'token_revoked' | 'signed_out' | 'password_changed' | 'account_deleted';
}

/** A new share link, committed. */
export interface ShareLinkCreatedEvent {
  userId: string;
  linkId: string;
  kind: 'file' | 'folder' | 'set';
  /** The file of a file link, the folder of a folder link; null for a set. */
  fileId: string | null;
  folderId: string | null;
  /** The files of a set link. */
  fileIds: string[];
}

/** A file that arrived through a file request, committed. */
export interface FileRequestReceivedEvent {
  userId: string;
  requestId: string;
  /** The file_request_file row. */
  receiptId: string;
  fileId: string;
  name: string;
  size: number;
  senderId: string;
  senderName: string | null;
  senderEmail: string | null;
}

const CHANNEL = 'coffer_events';
/** How long publishDelivered waits for its own notification to come back before giving up waiting. */
const DELIVERY_WAIT_MS = 2000;

/** Does an event published here reach every replica, and since when (see EventBus.reach)? */
export interface EventReach {
  everyReplica: boolean;
  /** Other processes may share the database (an external PostgreSQL): an event reaches them a little later than this answer. */
  otherProcesses: boolean;
  /** Changes whenever the link between replicas is made or lost: events may have been missed in between. */
  epoch: number;
}

/**
 * Live events for GraphQL subscriptions and for what replicas keep in memory. An event is
 * delivered in the publishing process at once; on an external PostgreSQL it also goes out with
 * NOTIFY and every other replica hears it through LISTEN, so a subscriber on one process receives
 * events caused on another. The embedded database serves a single process: events stay in memory.
 */
@Injectable()
export class EventBus implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('EventBus');
  private readonly pubsub = new PubSub();
  private listener?: Client;
  private publisher?: Client;
  private closing = false;
  /** NOTIFYs go out one after another: a pg client runs one query at a time. */
  private sending: Promise<unknown> = Promise.resolve();
  private epoch = 0;
  /** Marks this replica's own notifications: it has delivered them already when it hears them back. */
  private readonly origin = randomUUID();
  private echoes = 0;
  private readonly awaitingEcho = new Map<string, () => void>();
  private readonly localListeners = new Set<(topic: EventTopic, payload: object) => void>();

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  async onModuleInit(): Promise<void> {
    if (!this.config.databaseUrl) return;
    await this.connect();
  }

  async onApplicationShutdown(): Promise<void> {
    this.closing = true;
    await Promise.all([this.listener?.end().catch(() => undefined), this.publisher?.end().catch(() => undefined)]);
  }

  /** Delivers the event here at once, and to the other replicas through the database. */
  publish(topic: EventTopic, payload: object): void {
    void this.pubsub.publish(topic, payload);
    this.tellLocal(topic, payload);
    if (this.publisher) this.notify({ topic, payload });
  }

  /**
   * Publishes, then waits until the database has handed the event to the listening replicas
   * (this one hears it back), so an answer sent after it finds every replica told. In one
   * process the handlers have run when it returns.
   */
  async publishDelivered(topic: EventTopic, payload: object): Promise<void> {
    await this.pubsub.publish(topic, payload);
    this.tellLocal(topic, payload);
    if (!this.publisher) return;
    const echo = `${process.pid}:${++this.echoes}`;
    const heard = new Promise<void>((resolve) => {
      const timer = setTimeout(() => settle(), DELIVERY_WAIT_MS);
      const settle = () => {
        clearTimeout(timer);
        this.awaitingEcho.delete(echo);
        resolve();
      };
      this.awaitingEcho.set(echo, settle);
    });
    this.notify({ topic, payload, echo });
    await heard;
  }

  /**
   * Events reach every replica when the database delivers NOTIFY, or when there is only this
   * process (the embedded database). What a replica keeps about shared data is safe only then.
   */
  reach(): EventReach {
    return {
      everyReplica: !this.config.databaseUrl || this.listener !== undefined,
      otherProcesses: Boolean(this.config.databaseUrl),
      epoch: this.epoch,
    };
  }

  private notify(message: { topic: EventTopic; payload: object; echo?: string }): void {
    const publisher = this.publisher!;
    this.sending = this.sending
      .then(() =>
        publisher.query('SELECT pg_notify($1, $2)', [CHANNEL, JSON.stringify({ ...message, origin: this.origin })]),
      )
      .catch((error: unknown) => {
        this.logger.warn(
          `Could not publish ${message.topic}: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
  }

  iterator<T>(topic: EventTopic): AsyncIterableIterator<T> {
    return this.pubsub.asyncIterableIterator<T>(topic);
  }

  /** Calls `handler` for every event on `topic` from any replica; answers the unsubscribe function. */
  listen<T>(topic: EventTopic, handler: (payload: T) => void): () => void {
    const id = this.pubsub.subscribe(topic, handler as (payload: unknown) => void);
    return () => void id.then((n) => this.pubsub.unsubscribe(n));
  }

  /**
   * Calls `handler` for every event published by this process only, whatever its topic: for work
   * that must happen once per event across replicas (each replica also hears the others' events
   * through `listen`). A throwing handler is logged, never the publisher's failure.
   */
  listenLocal(handler: (topic: EventTopic, payload: object) => void): () => void {
    this.localListeners.add(handler);
    return () => void this.localListeners.delete(handler);
  }

  private tellLocal(topic: EventTopic, payload: object): void {
    for (const handler of this.localListeners) {
      try {
        handler(topic, payload);
      } catch (error) {
        this.logger.warn(`A listener of ${topic} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  private async connect(): Promise<void> {
    const listener = new Client({ connectionString: this.config.databaseUrl });
    const publisher = new Client({ connectionString: this.config.databaseUrl });
    // A database restart drops these connections: reconnect until it is back.
    const onLost = () => {
      if (this.closing || this.listener !== listener) return;
      this.epoch++;
      this.listener = undefined;
      this.publisher = undefined;
      setTimeout(() => void this.connect().catch(() => onLost()), 1000).unref();
    };
    listener.on('error', onLost);
    publisher.on('error', onLost);
    listener.on('end', onLost);
    listener.on('notification', (message: Notification) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      const { topic, payload, echo, origin } = JSON.parse(message.payload) as {
        topic: EventTopic;
        payload: Record<string, unknown>;
        echo?: string;
        origin?: string;
      };
      if (origin === this.origin) {
        if (echo) this.awaitingEcho.get(echo)?.();
        return;
      }
      void this.pubsub.publish(topic, payload);
    });
    await listener.connect();
    await publisher.connect();
    await listener.query(`LISTEN ${CHANNEL}`);
    // Some wire-compatible servers (PGlite behind a socket) accept NOTIFY without delivering it.
    if (!(await this.roundTrips(listener, publisher))) {
      this.logger.warn('This database does not deliver NOTIFY; live events stay within this process.');
      this.closing = true;
      await Promise.all([listener.end().catch(() => undefined), publisher.end().catch(() => undefined)]);
      return;
    }
    this.epoch++;
    this.listener = listener;
    this.publisher = publisher;
  }

  private roundTrips(listener: Client, publisher: Client): Promise<boolean> {
    const probe = `probe:${Math.random().toString(36).slice(2)}`;
    return new Promise((resolve) => {
      const timer = setTimeout(() => done(false), 2000);
      const onMessage = (message: Notification) => {
        if (message.channel === `${CHANNEL}_probe` && message.payload === probe) done(true);
      };
      const done = (ok: boolean) => {
        clearTimeout(timer);
        listener.off('notification', onMessage);
        void listener.query(`UNLISTEN ${CHANNEL}_probe`).catch(() => undefined);
        resolve(ok);
      };
      listener.on('notification', onMessage);
      listener
        .query(`LISTEN ${CHANNEL}_probe`)
        .then(() => publisher.query('SELECT pg_notify($1, $2)', [`${CHANNEL}_probe`, probe]))
        .catch(() => done(false));
    });
  }
}
