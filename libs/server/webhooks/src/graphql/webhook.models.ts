import { Field, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NodeInterface, PageInfoModel, UserErrorModel } from '@coffer/server-core';
import { WEBHOOK_EVENTS } from '../domain/webhook-events';

/** The GraphQL enum: each name's value is itself; the description names the JSON `type`. */
export enum WebhookEventTypeEnum {
  UPLOAD_COMPLETED = 'UPLOAD_COMPLETED',
  ITEMS_CHANGED = 'ITEMS_CHANGED',
  SHARE_LINK_CREATED = 'SHARE_LINK_CREATED',
  SHARE_LINK_UPDATED = 'SHARE_LINK_UPDATED',
  SHARE_LINK_REVOKED = 'SHARE_LINK_REVOKED',
  SHARE_RECEIVED = 'SHARE_RECEIVED',
  SHARE_WITHDRAWN = 'SHARE_WITHDRAWN',
  CREDENTIALS_ENDED = 'CREDENTIALS_ENDED',
  FILE_REQUEST_RECEIVED = 'FILE_REQUEST_RECEIVED',
}
registerEnumType(WebhookEventTypeEnum, {
  name: 'WebhookEventType',
  description: 'What a webhook can hear of; the delivered JSON carries the `type` named with each value.',
  valuesMap: {
    UPLOAD_COMPLETED: {
      description: `\`${WEBHOOK_EVENTS.UPLOAD_COMPLETED}\`: files finished uploading (any transport); data.files lists them.`,
    },
    ITEMS_CHANGED: {
      description: `\`${WEBHOOK_EVENTS.ITEMS_CHANGED}\`: items in data.path were created, uploaded, versioned, renamed, moved, trashed, restored or purged (data.reason).`,
    },
    SHARE_LINK_CREATED: {
      description: `\`${WEBHOOK_EVENTS.SHARE_LINK_CREATED}\`: a share link was made (data.linkId, data.fileId).`,
    },
    SHARE_LINK_UPDATED: {
      description: `\`${WEBHOOK_EVENTS.SHARE_LINK_UPDATED}\`: share links' settings changed (data.linkIds).`,
    },
    SHARE_LINK_REVOKED: {
      description: `\`${WEBHOOK_EVENTS.SHARE_LINK_REVOKED}\`: a share link was revoked (data.linkIds, data.fileId).`,
    },
    SHARE_RECEIVED: { description: `\`${WEBHOOK_EVENTS.SHARE_RECEIVED}\`: someone shared a file with you.` },
    SHARE_WITHDRAWN: {
      description: `\`${WEBHOOK_EVENTS.SHARE_WITHDRAWN}\`: a file shared with you is no longer shared.`,
    },
    CREDENTIALS_ENDED: {
      description: `\`${WEBHOOK_EVENTS.CREDENTIALS_ENDED}\`: an access token was revoked or sessions ended (data.reason, data.tokenId).`,
    },
    FILE_REQUEST_RECEIVED: {
      description: `\`${WEBHOOK_EVENTS.FILE_REQUEST_RECEIVED}\`: a file arrived through one of your file requests (data.requestId, data.itemId, data.name, data.size, data.senderName, data.senderEmail).`,
    },
  },
});

export enum WebhookDeliveryStatusEnum {
  DELIVERED = 'delivered',
  FAILED = 'failed',
}
registerEnumType(WebhookDeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description:
    'DELIVERED: the endpoint answered 2xx. FAILED: anything else (3xx included), a timeout or a network error.',
});

@ObjectType('Webhook', {
  description: 'An endpoint that receives signed events (Standard Webhooks).',
  implements: () => [NodeInterface],
})
export class WebhookModel {
  /** The row's UUID; the schema's `id` is the global id. */
  id: string;
  @Field({ description: 'Where events are POSTed.' }) url: string;
  @Field({ description: 'What it is for.' }) description: string;
  @Field(() => [WebhookEventTypeEnum], { description: 'The events it receives.' }) eventTypes: WebhookEventTypeEnum[];
  @Field(() => ID, { nullable: true, description: 'Only events about items in this folder (and below); null: all.' })
  folderId: string | null;
  @Field({ description: 'Bound to the access token that made it: deleted when that token is revoked.' })
  boundToToken: boolean;
  @Field({ description: 'False after 24 hours of failed deliveries (or when switched off); updateWebhook enables it.' })
  enabled: boolean;
  @Field(() => String, { nullable: true, description: 'Why it was disabled.' }) disabledReason: string | null;
  @Field(() => Date, { nullable: true, description: 'Start of the current run of failed attempts.' })
  failingSince: Date | null;
  @Field({ description: 'When it was registered.' }) createdAt: Date;
  @Field({ description: 'When it was last changed.' }) updatedAt: Date;
}

@ObjectType('WebhookDelivery', {
  description: 'One delivery attempt of one message; redeliverWebhook takes its id.',
  implements: () => [NodeInterface],
})
export class WebhookDeliveryModel {
  /** The row's UUID; the schema's `id` is the global id. */
  id: string;
  @Field({ description: 'The `webhook-id` header: the same on every attempt of one message.' }) messageId: string;
  @Field(() => WebhookEventTypeEnum, { description: 'The event the message reports.' }) eventType: WebhookEventTypeEnum;
  @Field(() => WebhookDeliveryStatusEnum, { description: 'What the attempt came to.' })
  status: WebhookDeliveryStatusEnum;
  @Field(() => Int, { description: 'Attempts of this message so far, this one included.' }) attempt: number;
  @Field(() => Int, { nullable: true, description: 'HTTP status answered, if any.' }) responseCode: number | null;
  @Field(() => Int, { nullable: true, description: 'Milliseconds until the answer (or the failure).' })
  latencyMs: number | null;
  @Field(() => String, { nullable: true, description: 'Why it failed.' }) error: string | null;
  @Field({ description: 'When the attempt was made.' }) attemptedAt: Date;
  @Field(() => Date, { nullable: true, description: 'When the next attempt is due; null: no more.' })
  nextAttemptAt: Date | null;
}

@ObjectType('WebhookDeliveryEdge', { description: 'One attempt in a page.' })
export class WebhookDeliveryEdgeModel {
  @Field({ description: 'Opaque position of this edge.' }) cursor: string;
  @Field(() => WebhookDeliveryModel, { description: 'The attempt.' }) node: WebhookDeliveryModel;
}

@ObjectType('WebhookDeliveryConnection', { description: 'Delivery attempts, newest first.' })
export class WebhookDeliveryConnectionModel {
  @Field(() => [WebhookDeliveryEdgeModel], { description: 'This page.' }) edges: WebhookDeliveryEdgeModel[];
  @Field(() => [WebhookDeliveryModel], { description: 'The attempts of this page (the edges without cursors).' })
  nodes: WebhookDeliveryModel[];

  @Field(() => PageInfoModel, { description: 'Where the next page starts.' }) pageInfo: PageInfoModel;
  @Field(() => Int, { description: 'Attempts over all pages.' }) totalCount: number;
}

@ObjectType('WebhookEdge', { description: 'One webhook in a page.' })
export class WebhookEdgeModel {
  @Field({ description: 'Opaque position of this edge.' }) cursor: string;
  @Field(() => WebhookModel, { description: 'The webhook.' }) node: WebhookModel;
}

@ObjectType('WebhookConnection', { description: 'Your webhooks, newest first.' })
export class WebhookConnectionModel {
  @Field(() => [WebhookEdgeModel], { description: 'This page.' }) edges: WebhookEdgeModel[];
  @Field(() => [WebhookModel], { description: 'The webhooks of this page (the edges without cursors).' })
  nodes: WebhookModel[];

  @Field(() => PageInfoModel, { description: 'Where the next page starts.' }) pageInfo: PageInfoModel;
  @Field(() => Int, { description: 'Webhooks over all pages.' }) totalCount: number;
}

@ObjectType('CreateWebhookPayload', { description: 'The new webhook and its secret, or why it was not created.' })
export class CreateWebhookPayload {
  @Field(() => WebhookModel, { nullable: true, description: 'The webhook; null when userErrors says why not.' })
  webhook: WebhookModel | null;
  @Field(() => String, {
    nullable: true,
    description: 'The signing secret (`whsec_…`), shown this once: store it now.',
  })
  secret: string | null;
  @Field(() => [UserErrorModel], { description: 'Input that was refused; empty on success.' })
  userErrors: UserErrorModel[];
}

@ObjectType('UpdateWebhookPayload', { description: 'The changed webhook, or why nothing changed.' })
export class UpdateWebhookPayload {
  @Field(() => WebhookModel, { nullable: true, description: 'The webhook; null when userErrors says why not.' })
  webhook: WebhookModel | null;
  @Field(() => [UserErrorModel], { description: 'Input that was refused; empty on success.' })
  userErrors: UserErrorModel[];
}

@ObjectType('DeleteWebhookPayload', { description: 'Which webhook was deleted.' })
export class DeleteWebhookPayload {
  @Field(() => ID, { nullable: true, description: 'The id of the deleted webhook.' }) deletedWebhookId: string | null;
  @Field(() => [UserErrorModel], { description: 'Input that was refused; empty on success.' })
  userErrors: UserErrorModel[];
}

@ObjectType('RotateWebhookSecretPayload', { description: 'The webhook and its new secret.' })
export class RotateWebhookSecretPayload {
  @Field(() => WebhookModel, { nullable: true, description: 'The webhook; null when userErrors says why not.' })
  webhook: WebhookModel | null;
  @Field(() => String, { nullable: true, description: 'The new secret, shown this once; the old one stops at once.' })
  secret: string | null;
  @Field(() => [UserErrorModel], { description: 'Input that was refused; empty on success.' })
  userErrors: UserErrorModel[];
}

@ObjectType('RedeliverWebhookPayload', { description: 'The message queued again.' })
export class RedeliverWebhookPayload {
  @Field(() => String, { nullable: true, description: 'The `webhook-id` of the message queued again.' })
  messageId: string | null;
  @Field(() => [UserErrorModel], { description: 'Input that was refused; empty on success.' })
  userErrors: UserErrorModel[];
}
