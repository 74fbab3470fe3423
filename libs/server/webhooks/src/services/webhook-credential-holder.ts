import { Injectable } from '@nestjs/common';
import { AccountCredentialHolders } from '@coffer/server-auth';
import { WebhookRepository } from '../persistence/webhook.repository';

/** An account's webhooks receive its events without its password: they end with its credentials. */
@Injectable()
export class WebhookCredentialHolder extends AccountCredentialHolders {
  constructor(private readonly webhooks: WebhookRepository) {
    super();
  }

  async endAll(userId: string): Promise<void> {
    await this.webhooks.deleteAllOwned(userId);
  }
}
