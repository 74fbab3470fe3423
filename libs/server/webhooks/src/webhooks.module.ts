import { Module } from '@nestjs/common';
import { AccountCredentialHolders, AuthModule } from '@coffer/server-auth';
import { FilesModule } from '@coffer/server-files';
import { WEBHOOK_TIMEOUT_MS } from './domain/retry-schedule';
import { WebhooksResolver } from './graphql/webhooks.resolver';
import { WebhookMessageRepository } from './persistence/webhook-message.repository';
import { WebhookRepository } from './persistence/webhook.repository';
import { WebhookCredentialHolder } from './services/webhook-credential-holder';
import { WebhookDelivery } from './services/webhook-delivery';
import { WebhookDispatcher } from './services/webhook-dispatcher';
import { WebhookJobs } from './services/webhook-jobs';
import { WEBHOOK_ATTEMPT_TIMEOUT, WebhookSender } from './services/webhook-sender';
import { WebhookHostResolver, WebhookTargetPolicy } from './services/webhook-target';
import { WebhooksService } from './services/webhooks.service';

/** Signed event deliveries to integrators' endpoints (docs/architecture.md, Webhooks). */
@Module({
  imports: [AuthModule, FilesModule],
  providers: [
    WebhookRepository,
    WebhookMessageRepository,
    WebhookHostResolver,
    WebhookTargetPolicy,
    { provide: WEBHOOK_ATTEMPT_TIMEOUT, useValue: WEBHOOK_TIMEOUT_MS },
    WebhookSender,
    WebhookJobs,
    WebhooksService,
    WebhookDispatcher,
    WebhookDelivery,
    WebhooksResolver,
    { provide: AccountCredentialHolders, useClass: WebhookCredentialHolder },
  ],
  exports: [WebhooksService],
})
export class WebhooksModule {}
