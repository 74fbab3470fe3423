import { Args, Field, ID, Int, ObjectType, Resolver, Subscription } from '@nestjs/graphql';
import { EventBus, requireScope, subscriptionAllows, type Actor, type LiveSocket } from '@coffer/server-core';
import { folderFullPath, parseFolderPath } from '../domain/item-path';

@ObjectType('ItemsChangedEvent', { description: 'Something in one of your folders changed; refetch it.' })
export class ItemsChangedEventModel {
  @Field({
    description:
      'Full path of the folder that changed (for trashed, restored and purged items: the folder they are or were in).',
  })
  path: string;
  @Field({ description: 'created, renamed, moved, uploaded, trashed, restored or purged.' }) reason: string;
}

@ObjectType('UploadCompletedEvent', { description: 'One of your uploads was committed.' })
export class UploadCompletedEventModel {
  @Field(() => [ID], { description: 'The created files, in request order.' }) fileIds: string[];
  @Field(() => Int, { description: 'How many files.' }) count: number;
}

interface SubscriptionContext {
  req?: { actor?: Actor; liveSocket?: LiveSocket };
}

interface ItemsChangedPayload {
  userId: string;
  path: string;
  reason: string;
}

@Resolver()
export class FilesEventsResolver {
  constructor(private readonly events: EventBus) {}

  @Subscription(() => ItemsChangedEventModel, {
    description: 'Your folder at `path` changed (any of your folders when `path` is omitted).',
    filter: (payload: ItemsChangedPayload, variables: { path?: string | null }, context: SubscriptionContext) =>
      subscriptionAllows(context, payload.userId, 'read') &&
      (!variables.path || folderFullPath(parseFolderPath(variables.path)) === payload.path),
    resolve: (payload: ItemsChangedPayload) => ({ path: payload.path, reason: payload.reason }),
  })
  itemsChanged(
    @Args('path', { type: () => String, nullable: true, description: 'A full folder path; omitted: all your folders.' })
    _path?: string | null,
  ) {
    // Listing folders needs the read scope; so does hearing about their changes.
    requireScope('read');
    return this.events.iterator('itemsChanged');
  }

  @Subscription(() => UploadCompletedEventModel, {
    description: 'Each of your uploads, once committed.',
    filter: (payload: { userId: string }, _variables: unknown, context: SubscriptionContext) =>
      subscriptionAllows(context, payload.userId, 'read'),
    resolve: (payload: { fileIds: string[] }) => ({ fileIds: payload.fileIds, count: payload.fileIds.length }),
  })
  uploadCompleted() {
    requireScope('read');
    return this.events.iterator('uploadCompleted');
  }
}
