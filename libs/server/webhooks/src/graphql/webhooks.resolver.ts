import { Args, ID, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import { CurrentUser, NodeRegistry, type AuthenticatedUser } from '@coffer/server-auth';
import { databaseIdOf, toConnection, toGlobalId, type UserErrorModel } from '@coffer/server-core';
import { webhookMessageId } from '../domain/standard-webhooks';
import type { DeliveryRecord } from '../persistence/webhook-message.repository';
import { WebhooksService, type Webhook, type WebhookInputError } from '../services/webhooks.service';
import {
  CreateWebhookInput,
  DeleteWebhookInput,
  RedeliverWebhookInput,
  RotateWebhookSecretInput,
  UpdateWebhookInput,
  WebhookPageArgs,
} from './webhook.inputs';
import {
  CreateWebhookPayload,
  DeleteWebhookPayload,
  RedeliverWebhookPayload,
  RotateWebhookSecretPayload,
  UpdateWebhookPayload,
  WebhookConnectionModel,
  WebhookDeliveryConnectionModel,
  WebhookModel,
  type WebhookDeliveryModel,
  type WebhookDeliveryStatusEnum,
  type WebhookEventTypeEnum,
} from './webhook.models';

const toModel = (webhook: Webhook): WebhookModel => ({
  ...webhook,
  eventTypes: webhook.eventTypes as unknown as WebhookEventTypeEnum[],
});

const toDelivery = (d: DeliveryRecord): WebhookDeliveryModel => ({
  id: d.id,
  messageId: webhookMessageId(d.messageId),
  eventType: d.eventType as unknown as WebhookEventTypeEnum,
  status: d.status as WebhookDeliveryStatusEnum,
  attempt: d.attempt,
  responseCode: d.responseCode,
  latencyMs: d.latencyMs,
  error: d.error,
  attemptedAt: d.attemptedAt,
  nextAttemptAt: d.nextAttemptAt,
});

const userErrors = (errors: WebhookInputError[]): UserErrorModel[] =>
  errors.map((e) => ({ field: ['input', ...e.field], code: e.code, message: e.message }));

/** A folder filter names an item: by its global id, or (for one release) its UUID. */
function withFolderUuid<T extends { folderId?: string | null }>(input: T): T {
  return input.folderId ? { ...input, folderId: databaseIdOf(input.folderId, 'Item') } : input;
}

/** Webhooks over GraphQL: each field one WebhooksService call. */
@Resolver(() => WebhookModel)
export class WebhooksResolver {
  constructor(
    private readonly service: WebhooksService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('Webhook', async (viewer, id) => toModel(await this.service.get(viewer.id, id)));
    this.nodes.register('WebhookDelivery', async (viewer, id) =>
      toDelivery(await this.service.delivery(viewer.id, id)),
    );
  }

  @Query(() => WebhookConnectionModel, { description: 'Your webhooks, newest first.' })
  async webhooks(
    @CurrentUser() user: AuthenticatedUser,
    @Args() args: WebhookPageArgs,
  ): Promise<WebhookConnectionModel> {
    return toConnection(await this.service.page(user.id, args), toModel);
  }

  @Query(() => WebhookModel, { description: 'One of your webhooks (with its deliveries).' })
  async webhook(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'The webhook.' }) id: string,
  ): Promise<WebhookModel> {
    return toModel(await this.service.get(user.id, databaseIdOf(id, 'Webhook')));
  }

  @ResolveField(() => WebhookDeliveryConnectionModel, { description: 'Delivery attempts, newest first.' })
  async deliveries(
    @CurrentUser() user: AuthenticatedUser,
    @Parent() webhook: WebhookModel,
    @Args() args: WebhookPageArgs,
  ): Promise<WebhookDeliveryConnectionModel> {
    return toConnection(await this.service.deliveries(user.id, webhook.id, args), toDelivery);
  }

  @Mutation(() => CreateWebhookPayload, {
    description: 'Registers a webhook; its signing secret is in the payload, this once.',
  })
  async createWebhook(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'URL, events, folder filter, description.' }) input: CreateWebhookInput,
  ): Promise<CreateWebhookPayload> {
    const outcome = await this.service.create(user.id, withFolderUuid(input));
    return outcome.ok
      ? { webhook: toModel(outcome.value.webhook), secret: outcome.value.secret, userErrors: [] }
      : { webhook: null, secret: null, userErrors: userErrors(outcome.errors) };
  }

  @Mutation(() => UpdateWebhookPayload, { description: 'Changes a webhook; omitted fields stay.' })
  async updateWebhook(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The webhook and what to change.' }) input: UpdateWebhookInput,
  ): Promise<UpdateWebhookPayload> {
    const outcome = await this.service.update(user.id, {
      ...withFolderUuid(input),
      id: databaseIdOf(input.id, 'Webhook'),
    });
    return outcome.ok
      ? { webhook: toModel(outcome.value), userErrors: [] }
      : { webhook: null, userErrors: userErrors(outcome.errors) };
  }

  @Mutation(() => DeleteWebhookPayload, { description: 'Deletes a webhook and its delivery log.' })
  async deleteWebhook(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The webhook.' }) input: DeleteWebhookInput,
  ): Promise<DeleteWebhookPayload> {
    const deleted = await this.service.delete(user.id, databaseIdOf(input.id, 'Webhook'));
    return { deletedWebhookId: toGlobalId('Webhook', deleted), userErrors: [] };
  }

  @Mutation(() => RotateWebhookSecretPayload, {
    description: 'Replaces the signing secret; the new one is shown once.',
  })
  async rotateWebhookSecret(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The webhook.' }) input: RotateWebhookSecretInput,
  ): Promise<RotateWebhookSecretPayload> {
    const { webhook, secret } = await this.service.rotateSecret(user.id, databaseIdOf(input.id, 'Webhook'));
    return { webhook: toModel(webhook), secret, userErrors: [] };
  }

  @Mutation(() => RedeliverWebhookPayload, {
    description: 'Sends a delivered or failed message again (same webhook-id).',
  })
  async redeliverWebhook(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The delivery.' }) input: RedeliverWebhookInput,
  ): Promise<RedeliverWebhookPayload> {
    const messageId = await this.service.redeliver(user.id, databaseIdOf(input.deliveryId, 'WebhookDelivery'));
    return { messageId: webhookMessageId(messageId), userErrors: [] };
  }
}
