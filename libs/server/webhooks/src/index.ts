export { WebhooksModule } from './webhooks.module';
export { WebhooksService, type Webhook, type WebhookInputError } from './services/webhooks.service';
export { WebhookDispatcher } from './services/webhook-dispatcher';
export { WebhookHostResolver, type ResolvedAddress } from './services/webhook-target';
export { WEBHOOK_JOB } from './services/webhook-jobs';
export { WEBHOOK_ATTEMPT_TIMEOUT } from './services/webhook-sender';
export { WEBHOOK_EVENTS, type WebhookEventName } from './domain/webhook-events';
export { WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_TIMEOUT_MS } from './domain/retry-schedule';
export { isPublicAddress } from './domain/address-policy';
