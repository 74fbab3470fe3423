import { ArgsType, Field, ID, InputType, Int } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { BackwardPageArgs } from '@coffer/server-core';

@InputType('CreateWebhookInput', { description: 'A webhook to register.' })
export class CreateWebhookInput {
  @Allow()
  @Field({ description: 'https URL (http only to a private host where the server allows those).' })
  url: string;
  @Allow()
  @Field(() => [String], { description: 'WebhookEventType names, e.g. ["UPLOAD_COMPLETED", "ITEMS_CHANGED"].' })
  eventTypes: string[];
  @Allow()
  @Field(() => ID, { nullable: true, description: 'Only events about items in this folder, recursively.' })
  folderId?: string | null;
  @Allow() @Field(() => String, { nullable: true, description: 'Up to 500 characters.' }) description?: string | null;
  @Allow()
  @Field(() => Boolean, {
    nullable: true,
    description: 'Bind it to the access token making this request: deleted when the token is revoked.',
  })
  boundToToken?: boolean | null;
}

@InputType('UpdateWebhookInput', { description: 'Omitted fields stay as they are.' })
export class UpdateWebhookInput {
  @Allow() @Field(() => ID, { description: 'The webhook to change.' }) id: string;
  @Allow() @Field(() => String, { nullable: true, description: 'A new URL (checked as when registering).' }) url?:
    string | null;
  @Allow() @Field(() => [String], { nullable: true, description: 'WebhookEventType names.' }) eventTypes?:
    string[] | null;
  @Allow() @Field(() => ID, { nullable: true, description: 'null removes the folder filter.' }) folderId?:
    string | null;
  @Allow() @Field(() => String, { nullable: true, description: 'Up to 500 characters.' }) description?: string | null;
  @Allow()
  @Field(() => Boolean, { nullable: true, description: 'true enables it again after it was disabled.' })
  enabled?: boolean | null;
}

@InputType('DeleteWebhookInput', { description: 'The webhook to delete.' })
export class DeleteWebhookInput {
  @Allow() @Field(() => ID, { description: 'Its id.' }) id: string;
}

@InputType('RotateWebhookSecretInput', { description: 'The webhook whose secret to replace.' })
export class RotateWebhookSecretInput {
  @Allow() @Field(() => ID, { description: 'Its id.' }) id: string;
}

@InputType('RedeliverWebhookInput', { description: 'The message to send again.' })
export class RedeliverWebhookInput {
  @Allow()
  @Field(() => ID, { description: 'Global id of a delivery (attempt) of the message to send again.' })
  deliveryId: string;
}

@ArgsType()
export class WebhookPageArgs extends BackwardPageArgs {
  @Allow()
  @Field(() => Int, { nullable: true, defaultValue: 50, description: 'Page size, 1 to 200.' })
  first?: number | null;
  @Allow() @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' }) after?:
    string | null;
}
