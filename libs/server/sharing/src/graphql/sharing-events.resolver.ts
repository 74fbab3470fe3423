import { Field, ID, ObjectType, Resolver, Subscription } from '@nestjs/graphql';
import { EventBus, requireScope, subscriptionAllows, type Actor, type LiveSocket } from '@coffer/server-core';
import { ShareOwnerModel } from './sharing.models';

@ObjectType('ShareReceivedEvent', { description: 'Someone shared a file with you.' })
export class ShareReceivedEventModel {
  @Field(() => ID, { description: 'The shared file.' }) fileId: string;
  @Field({ description: 'Its name.' }) fileName: string;
  @Field(() => ShareOwnerModel, { nullable: true, description: 'Who shared it.' }) sharedBy: ShareOwnerModel | null;
}

interface Payload extends ShareReceivedEventModel {
  userId: string;
}

@Resolver()
export class SharingEventsResolver {
  constructor(private readonly events: EventBus) {}

  @Subscription(() => ShareReceivedEventModel, {
    description: 'Files shared with you from now on (direct shares and restricted links listing you).',
    // Files shared with you are read data (like `sharedWithMe`): tokens need the read scope.
    filter: (payload: Payload, _variables: unknown, context: { req?: { actor?: Actor; liveSocket?: LiveSocket } }) => subscriptionAllows(context, payload.userId, 'read'),
    resolve: (payload: Payload) => ({ fileId: payload.fileId, fileName: payload.fileName, sharedBy: payload.sharedBy }),
  })
  shareReceived() {
    requireScope('read');
    return this.events.iterator('shareReceived');
  }
}
