import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { Clock, EventBus, TransactionContext, TransactionRunner, type EventTopic } from '@coffer/server-core';
import { FilesService } from '@coffer/server-files';
import { isUnder, toWebhookEvent, WEBHOOK_EVENTS, type WebhookEvent } from '../domain/webhook-events';
import { WebhookMessageRepository } from '../persistence/webhook-message.repository';
import { WebhookRepository } from '../persistence/webhook.repository';
import { WebhookJobs } from './webhook-jobs';

/**
 * Turns events published by this replica (once each, whichever replicas hear them) into messages:
 * one per subscribed endpoint, recorded with its delivery job in one transaction. This runs after
 * the causing request's own commit and apart from it: a failure here is logged, never the request's.
 */
@Injectable()
export class WebhookDispatcher implements OnModuleInit, BeforeApplicationShutdown, OnModuleDestroy {
  private readonly logger = new Logger('Webhooks');
  private unsubscribe?: () => void;
  private readonly inFlight = new Set<Promise<void>>();

  constructor(
    private readonly events: EventBus,
    private readonly webhooks: WebhookRepository,
    private readonly messages: WebhookMessageRepository,
    private readonly files: FilesService,
    private readonly jobs: WebhookJobs,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.listenLocal((topic, payload) => {
      const work = this.dispatch(topic, payload).catch((error: unknown) =>
        this.logger.warn(
          `Webhooks for ${topic} were not recorded: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
      this.inFlight.add(work);
      void work.finally(() => this.inFlight.delete(work));
    });
  }

  // Events published just before a stop still get their messages, while the database is open.
  async beforeApplicationShutdown(): Promise<void> {
    await this.idle();
  }

  onModuleDestroy(): void {
    this.unsubscribe?.();
  }

  /** Resolves once the events published so far have their messages recorded (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private async dispatch(topic: EventTopic, payload: object): Promise<void> {
    const raw = payload as { tokenId?: unknown; reason?: unknown };
    if (topic === 'credentialsEnded' && raw.reason === 'token_revoked' && typeof raw.tokenId === 'string') {
      await this.webhooks.deleteByToken(raw.tokenId);
    }
    const event = toWebhookEvent(topic, payload);
    if (!event) return;
    const now = this.clock.now();
    const subscribers = await this.webhooks.subscribers(event.userId, event.name, now);
    if (subscribers.length === 0) return;
    const { data, paths } = await this.describe(event);
    const targets = subscribers.filter((s) => s.folderPath === null || paths.some((p) => isUnder(p, s.folderPath!)));
    if (targets.length === 0) return;
    const body = JSON.stringify({ type: WEBHOOK_EVENTS[event.name], timestamp: now.toISOString(), data });
    await this.tx.run(async (manager) => {
      for (const target of targets) {
        const id = await this.messages.insert(manager, target.id, event.name, body);
        await this.jobs.enqueue(id, TransactionContext.of(manager));
      }
    });
    this.jobs.wake();
  }

  /** The event's data (an upload lists its files) and the parent paths of the items it concerns. */
  private async describe(event: WebhookEvent): Promise<{ data: Record<string, unknown>; paths: string[] }> {
    if (event.fileIds.length === 0) return { data: event.data, paths: event.paths };
    const files = (await this.files.findAnyMany(event.fileIds)).filter((f) => f.ownerId === event.userId);
    const paths = [...event.paths, ...files.map((f) => f.path)];
    if (event.name !== 'UPLOAD_COMPLETED') return { data: event.data, paths };
    return {
      data: {
        ...event.data,
        files: files.map((f) => ({ id: f.id, name: f.name, path: f.path, size: f.size, mimeType: f.mimeType })),
      },
      paths,
    };
  }
}
