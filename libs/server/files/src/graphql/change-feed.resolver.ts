import { Args, Context, Field, Float, ID, Int, ObjectType, Query, registerEnumType, Resolver } from '@nestjs/graphql';
import type { Response } from 'express';
import { toGlobalId } from '@coffer/server-core';
import { CurrentUser, type AuthenticatedUser } from '@coffer/server-auth';
import { childPath } from '../domain/item-path';
import { closedSignal } from '../rest/closed-signal';
import {
  CHANGES_DEFAULT_PAGE,
  CHANGES_MAX_PAGE,
  CHANGES_MAX_WAIT_SECONDS,
  ChangeFeedService,
  type ItemChange,
} from '../services/change-feed.service';
import { ItemKind } from './item.model';

export enum ItemChangeKindEnum {
  CREATED = 'created',
  UPDATED = 'updated',
  MOVED = 'moved',
  RENAMED = 'renamed',
  TRASHED = 'trashed',
  RESTORED = 'restored',
  PURGED = 'purged',
}
registerEnumType(ItemChangeKindEnum, {
  name: 'ItemChangeKind',
  description: 'What happened to an item (docs/change-feed.md, What is recorded).',
  valuesMap: {
    CREATED: {
      description: 'It was made: uploaded, a folder created, added from a share, received through a request.',
    },
    UPDATED: { description: "A file's content was replaced (an upload with REPLACE, a version restored)." },
    MOVED: {
      description:
        'Its folder changed: it was moved, or a folder above it was moved or renamed (`path` is the new one).',
    },
    RENAMED: { description: 'Its name changed in place.' },
    TRASHED: { description: 'It went to the trash (itself, or with a folder above it).' },
    RESTORED: { description: 'It came back from the trash (`path` and `name` are where it landed).' },
    PURGED: { description: 'It was deleted for good; its id names nothing any more.' },
  },
});

@ObjectType('ItemChange', { description: 'One change of one of your items, with the item as it was then.' })
export class ItemChangeModel {
  @Field({ description: 'The position right after this change: pass it as `after` to go on from here.' })
  cursor: string;

  @Field(() => ItemChangeKindEnum, { description: 'What happened.' })
  kind: ItemChangeKindEnum;

  @Field({ description: 'When the change was committed.' })
  at: Date;

  @Field(() => ID, { description: "The item's global id (`Item.id`)." })
  itemId: string;

  @Field(() => ID, { description: "The item's database id (`Item.databaseId`, the REST `_id`)." })
  itemDatabaseId: string;

  @Field(() => ItemKind, { description: 'File or folder.' })
  type: ItemKind;

  @Field({ description: 'Its name after the change.' })
  name: string;

  @Field({ description: "Its parent folder's full path after the change, with `/` at both ends." })
  path: string;

  @Field(() => String, {
    nullable: true,
    description: "A folder's own full path (`path + name + '/'`); null for files.",
  })
  fullPath: string | null;

  @Field(() => Float, { nullable: true, description: 'Size in bytes (files only).' })
  size: number | null;

  @Field(() => String, {
    nullable: true,
    description:
      'The SHA-256 of the content the file held after the change (hex), as recorded then (also once those bytes are gone); null for folders.',
  })
  contentHash: string | null;

  @Field({ description: "The item's `etag` after the change." })
  etag: string;

  @Field({ description: 'It is in the trash after the change (trashed; purged from the trash).' })
  trashed: boolean;
}

@ObjectType('ItemChanges', { description: 'A page of your change feed, oldest first.' })
export class ItemChangesModel {
  @Field(() => [ItemChangeModel], { description: 'The changes, in the order they were committed.' })
  changes: ItemChangeModel[];

  @Field({
    description:
      'Where to go on: after the last change of the page, or the cursor you sent when the page is empty. Keep it for the next call.',
  })
  cursor: string;

  @Field({ description: 'More changes follow already: ask again at once (without `wait`).' })
  hasMore: boolean;
}

/** The change feed over GraphQL: thin over ChangeFeedService (docs/change-feed.md). */
@Resolver()
export class ChangeFeedResolver {
  constructor(private readonly feed: ChangeFeedService) {}

  @Query(() => ItemChangesModel, {
    description:
      'Every change of your items after the cursor `after`, in commit order (docs/change-feed.md). With `wait`, an empty answer ' +
      'waits up to that many seconds for a change. CURSOR_EXPIRED: the cursor is older than the feed keeps; list again.',
  })
  async changes(
    @CurrentUser() user: AuthenticatedUser,
    @Args('after', { type: () => String, description: 'A cursor from `changesCursor` or an earlier answer.' })
    after: string,
    @Args('first', {
      type: () => Int,
      defaultValue: CHANGES_DEFAULT_PAGE,
      description: `Page size, 1 to ${CHANGES_MAX_PAGE}.`,
    })
    first: number,
    @Args('wait', {
      type: () => Int,
      defaultValue: 0,
      description: `Seconds (0 to ${CHANGES_MAX_WAIT_SECONDS}) to wait for a change when there is none yet; 0 answers at once.`,
    })
    wait: number,
    @Context('res') res: Response | undefined,
  ): Promise<ItemChangesModel> {
    const page = await this.feed.changesAfter(user.id, { after, first, wait }, res ? closedSignal(res) : undefined);
    return { ...page, changes: page.changes.map(toModel) };
  }

  @Query(() => String, {
    description:
      'The cursor after everything committed so far: take it before listing your files, then follow `changes` from it.',
  })
  changesCursor(@CurrentUser() user: AuthenticatedUser): Promise<string> {
    return this.feed.cursor(user.id);
  }
}

function toModel(change: ItemChange): ItemChangeModel {
  const isFile = change.type === 'file';
  return {
    cursor: change.cursor,
    kind: change.kind as ItemChangeKindEnum,
    at: change.at,
    itemId: toGlobalId('Item', change.itemId),
    itemDatabaseId: change.itemId,
    type: isFile ? ItemKind.FILE : ItemKind.FOLDER,
    name: change.name,
    path: change.path,
    fullPath: isFile ? null : childPath(change.path, change.name),
    size: change.size,
    contentHash: change.contentHash,
    etag: change.etag,
    trashed: change.trashed,
  };
}
