import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Clock, SecretsService, type JobContext } from '@coffer/server-core';
import { WEBHOOK_DISABLE_AFTER_MS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_MS } from '../domain/retry-schedule';
import { signedHeaders, webhookMessageId } from '../domain/standard-webhooks';
import { WebhookMessageRepository } from '../persistence/webhook-message.repository';
import { WebhookRepository } from '../persistence/webhook.repository';
import { WebhookJobs } from './webhook-jobs';
import { WebhookSender, type AttemptResult } from './webhook-sender';
import { WebhookTargetPolicy } from './webhook-target';

/**
 * One delivery attempt per run of a `webhook` job: the target is checked again, the message is
 * signed and sent, the attempt is logged, and a failure throws so the queue retries it on the
 * webhook schedule. An endpoint failing for 24 h without a success is disabled.
 */
@Injectable()
export class WebhookDelivery implements OnModuleInit {
  private readonly logger = new Logger('Webhooks');

  constructor(
    private readonly jobs: WebhookJobs,
    private readonly messages: WebhookMessageRepository,
    private readonly webhooks: WebhookRepository,
    private readonly targets: WebhookTargetPolicy,
    private readonly sender: WebhookSender,
    private readonly secrets: SecretsService,
    private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.jobs.register((job) => this.deliver(job));
  }

  private async deliver(job: JobContext): Promise<void> {
    const message = await this.messages.pending(job.key.slice(0, 36));
    const now = this.clock.now();
    // Deleted, disabled, or bound to a token that ended: nothing more to send.
    if (!message || !(await this.webhooks.isDeliverable(message.endpointId, now))) return;
    const check = await this.targets.check(message.url);
    let result: AttemptResult;
    if (check.ok) {
      const headers = signedHeaders(
        this.secrets.decrypt(message.secretSealed),
        webhookMessageId(message.id),
        Math.floor(now.getTime() / 1000),
        message.body,
      );
      result = await this.sender.send(check.url, check.address, headers, message.body, job.signal);
    } else {
      result = { status: null, latencyMs: 0, error: `Refused: ${check.message}` };
    }
    const delivered = result.status !== null && result.status >= 200 && result.status < 300;
    if (delivered) {
      await this.messages.recordAttempt({
        messageId: message.id,
        endpointId: message.endpointId,
        status: 'delivered',
        responseCode: result.status,
        latencyMs: result.latencyMs,
        error: null,
        attemptedAt: now,
        nextAttemptAt: null,
      });
      await this.webhooks.succeeded(message.endpointId);
      return;
    }
    let error = result.error ?? `The endpoint answered ${result.status} (only 2xx counts as delivered).`;
    const disabled = await this.webhooks.failed(
      message.endpointId,
      now,
      new Date(now.getTime() - WEBHOOK_DISABLE_AFTER_MS),
      `Disabled after failing for 24 hours: ${error}`.slice(0, 1000),
    );
    if (disabled) {
      error = `${error} The webhook failed for 24 hours without a success and is now disabled.`;
      this.logger.warn(`Webhook ${message.endpointId} disabled after 24 h of failed deliveries`);
    }
    const retries = !disabled && job.attempt < WEBHOOK_MAX_ATTEMPTS;
    await this.messages.recordAttempt({
      messageId: message.id,
      endpointId: message.endpointId,
      status: 'failed',
      responseCode: result.status,
      latencyMs: result.latencyMs,
      error,
      attemptedAt: now,
      nextAttemptAt: retries ? new Date(now.getTime() + WEBHOOK_RETRY_DELAYS_MS[job.attempt - 1]!) : null,
    });
    if (retries) throw new Error(error);
  }
}
