import { Field, ID, ObjectType, Resolver, Subscription } from '@nestjs/graphql';
import {
  EventBus,
  requireScope,
  subscriptionAllows,
  toGlobalId,
  type Actor,
  type LiveSocket,
} from '@coffer/server-core';
import { ShareOwnerModel } from './sharing.models';

@ObjectType('ShareReceivedEvent', { description: 'Someone shared a file with you.' })
export class ShareReceivedEventModel {
  @Field(() => ID, { description: 'The shared file: its database id (UUID).' }) fileId: string;
  @Field(() => ID, { description: 'The shared file: its global id (Item.id).' }) fileGlobalId: string;
  @Field({ description: 'Its name.' }) fileName: string;
  @Field(() => ShareOwnerModel, { nullable: true, description: 'Who shared it.' }) sharedBy: ShareOwnerModel | null;
}

interface Payload extends Omit<ShareReceivedEventModel, 'fileGlobalId'> {
  userId: string;
}

@ObjectType('ShareWithdrawnEvent', { description: 'A share that reached you ended.' })
export class ShareWithdrawnEventModel {
  @Field(() => ID, { description: 'The file (it may still reach you through another share): its database id (UUID).' })
  fileId: string;
  @Field(() => ID, { description: 'The file: its global id (Item.id).' }) fileGlobalId: string;
}

interface WithdrawnPayload extends Omit<ShareWithdrawnEventModel, 'fileGlobalId'> {
  userId: string;
}

type SubscriptionContext = { req?: { actor?: Actor; liveSocket?: LiveSocket } };

@Resolver()
export class SharingEventsResolver {
  constructor(private readonly events: EventBus) {}

  @Subscription(() => ShareReceivedEventModel, {
    description: 'Files shared with you from now on (direct shares and restricted links listing you).',
    // Files shared with you are read data (like `sharedWithMe`): tokens need the read scope.
    filter: (payload: Payload, _variables: unknown, context: SubscriptionContext) =>
      subscriptionAllows(context, payload.userId, 'read'),
    resolve: (payload: Payload): ShareReceivedEventModel => ({
      fileId: payload.fileId,
      fileGlobalId: toGlobalId('Item', payload.fileId),
      fileName: payload.fileName,
      sharedBy: payload.sharedBy,
    }),
  })
  shareReceived() {
    requireScope('read');
    return this.events.iterator('shareReceived');
  }

  @Subscription(() => ShareWithdrawnEventModel, {
    description:
      'Shares that reached you and ended from now on: a restricted link listing you revoked or no longer listing you, a direct share removed.',
    filter: (payload: WithdrawnPayload, _variables: unknown, context: SubscriptionContext) =>
      subscriptionAllows(context, payload.userId, 'read'),
    resolve: (payload: WithdrawnPayload): ShareWithdrawnEventModel => ({
      fileId: payload.fileId,
      fileGlobalId: toGlobalId('Item', payload.fileId),
    }),
  })
  shareWithdrawn() {
    requireScope('read');
    return this.events.iterator('shareWithdrawn');
  }
}
