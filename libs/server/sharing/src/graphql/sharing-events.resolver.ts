import { Field, ID, ObjectType, Resolver, Subscription } from '@nestjs/graphql';
import { EventBus } from '@coffer/server-core';
import type { AuthenticatedUser } from '@coffer/server-auth';
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
    filter: (payload: Payload, _variables: unknown, context: { req: { user?: AuthenticatedUser } }) => payload.userId === context.req.user?.id,
    resolve: (payload: Payload) => ({ fileId: payload.fileId, fileName: payload.fileName, sharedBy: payload.sharedBy }),
  })
  shareReceived() {
    return this.events.iterator('shareReceived');
  }
}
