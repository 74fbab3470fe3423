import { Inject, Injectable } from '@nestjs/common';
import { JobQueue, TransactionContext, type JobHandler } from '@coffer/server-core';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from '../domain/retry-schedule';
import { WEBHOOK_ATTEMPT_TIMEOUT } from './webhook-sender';

/** The job kind: its key is a message id, followed by `:<nonce>` for a redelivery. */
export const WEBHOOK_JOB = 'webhook';
/** Deliveries in flight at once per replica. */
export const WEBHOOK_WORKERS = 4;

/** Webhook deliveries on core's JobQueue (docs/architecture.md, Background jobs). */
@Injectable()
export class WebhookJobs {
  constructor(
    private readonly queue: JobQueue,
    @Inject(WEBHOOK_ATTEMPT_TIMEOUT) private readonly attemptTimeoutMs: number,
  ) {}

  register(handler: JobHandler): void {
    this.queue.register(WEBHOOK_JOB, handler, {
      // The request's own limit, and the writes before and after it.
      timeoutMs: this.attemptTimeoutMs + 20_000,
      maxAttempts: WEBHOOK_MAX_ATTEMPTS,
      retryDelaysMs: WEBHOOK_RETRY_DELAYS_MS,
      // Deliveries mostly wait on receivers (up to 10 s each): a lane of their own, so a slow
      // endpoint neither holds back thumbnails nor, alone, every other account's deliveries.
      ownWorkers: WEBHOOK_WORKERS,
    });
  }

  /** Schedules a message's delivery; with `transaction`, exactly if it commits. */
  async enqueue(key: string, transaction?: TransactionContext): Promise<void> {
    await this.queue.enqueue(WEBHOOK_JOB, key, transaction && TransactionContext.managerOf(transaction));
  }

  /** Lets a worker look for the jobs just committed. */
  wake(): void {
    this.queue.wake();
  }
}
