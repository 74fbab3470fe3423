import { Args, Field, ID, Int, ObjectType, registerEnumType, Resolver, Subscription } from '@nestjs/graphql';
import {
  EventBus,
  requireScope,
  subscriptionAllows,
  toGlobalId,
  type Actor,
  type LiveSocket,
} from '@coffer/server-core';
import { folderFullPath, parseFolderPath } from '../domain/item-path';

/** Why a folder changed; the values are the reasons services publish. */
export enum ItemsChangeReason {
  CREATED = 'created',
  RENAMED = 'renamed',
  MOVED = 'moved',
  UPLOADED = 'uploaded',
  VERSIONED = 'versioned',
  TRASHED = 'trashed',
  RESTORED = 'restored',
  PURGED = 'purged',
}
registerEnumType(ItemsChangeReason, {
  name: 'ItemsChangeReason',
  description: 'Why a folder changed.',
  valuesMap: {
    CREATED: { description: 'A folder was made in it (or a shared file added to it).' },
    RENAMED: { description: 'An item in it was renamed.' },
    MOVED: { description: 'An item moved in or out.' },
    UPLOADED: { description: 'Files were uploaded into it.' },
    VERSIONED: { description: "A file's content was replaced (its old content kept as a version) or restored." },
    TRASHED: { description: 'An item in it went to the trash.' },
    RESTORED: { description: 'An item came back from the trash into it.' },
    PURGED: { description: 'An item that was in it was deleted for good from the trash.' },
  },
});

@ObjectType('ItemsChangedEvent', { description: 'Something in one of your folders changed; refetch it.' })
export class ItemsChangedEventModel {
  @Field({
    description:
      'Full path of the folder that changed (for trashed, restored and purged items: the folder they are or were in).',
  })
  path: string;
  @Field(() => ItemsChangeReason, { description: 'What happened.' }) reason: ItemsChangeReason;
}

@ObjectType('UploadCompletedEvent', { description: 'One of your uploads was committed.' })
export class UploadCompletedEventModel {
  @Field(() => [ID], { description: 'The created files, in request order: their database ids (UUIDs).' })
  fileIds: string[];
  @Field(() => [ID], { description: 'The created files, in request order: their global ids (Item.id).' })
  fileGlobalIds: string[];
  @Field(() => Int, { description: 'How many files.' }) count: number;
}

interface SubscriptionContext {
  req?: { actor?: Actor; liveSocket?: LiveSocket };
}

interface ItemsChangedPayload {
  userId: string;
  path: string;
  reason: ItemsChangeReason;
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
    resolve: (payload: { fileIds: string[] }): UploadCompletedEventModel => ({
      fileIds: payload.fileIds,
      fileGlobalIds: payload.fileIds.map((id) => toGlobalId('Item', id)),
      count: payload.fileIds.length,
    }),
  })
  uploadCompleted() {
    requireScope('read');
    return this.events.iterator('uploadCompleted');
  }
}
