import { Field, ID, InputType, Int, ObjectType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { UserErrorModel } from '@coffer/server-core';
import { IF_MATCH_FIELD } from './files.inputs';
import { ItemModel } from './item.model';

const USER_ERRORS = { description: 'Why nothing changed (validation and business rules); empty on success.' };

@ObjectType('FolderCreatePayload', { description: 'The folder made, or why not.' })
export class FolderCreatePayload {
  @Field(() => ItemModel, { nullable: true, description: 'The new folder; null when userErrors says why not.' })
  item: ItemModel | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@ObjectType('ItemRenamePayload', { description: 'The renamed item, or why not.' })
export class ItemRenamePayload {
  @Field(() => ItemModel, {
    nullable: true,
    description: 'The item with its new name; null when userErrors says why not.',
  })
  item: ItemModel | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@ObjectType('ItemMovePayload', { description: 'The moved item, or why not.' })
export class ItemMovePayload {
  @Field(() => ItemModel, {
    nullable: true,
    description: 'The item in its new place; null when userErrors says why not.',
  })
  item: ItemModel | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@InputType('ItemsTrashInput', { description: 'Items to move to the trash.' })
export class ItemsTrashInput {
  @Allow()
  @Field(() => [ID], { description: 'Global ids of your items (folders go with everything inside); all or none.' })
  ids: string[];
  @Allow()
  @Field(() => String, {
    nullable: true,
    description:
      "Trash them only while every item's `etag` is one of these (the If-Match syntax: `*`, or a comma-separated list of quoted tags); otherwise nothing changes and PRECONDITION_FAILED comes back in userErrors.",
  })
  ifMatch?: string | null;
}

@ObjectType('ItemsTrashPayload', { description: 'What went to the trash.' })
export class ItemsTrashPayload {
  @Field(() => [ItemModel], {
    nullable: true,
    description: 'The items now in the trash; null when userErrors says why not.',
  })
  items: ItemModel[] | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@InputType('ItemsRestoreInput', { description: 'Trash entries to put back.' })
export class ItemsRestoreInput {
  @Allow()
  @Field(() => [ID], {
    description: 'Global ids of your trash entries (or of their items); all or none.',
  })
  ids: string[];
}

@ObjectType('ItemsRestorePayload', { description: 'What came back from the trash.' })
export class ItemsRestorePayload {
  @Field(() => [ItemModel], {
    nullable: true,
    description: 'The items where they are now (a taken name comes back suffixed); null when userErrors says why not.',
  })
  items: ItemModel[] | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@InputType('ItemsPurgeInput', { description: 'Trash entries to delete for good.' })
export class ItemsPurgeInput {
  @Allow()
  @Field(() => [ID], {
    description: 'Global ids of your trash entries (or of their items); all or none.',
  })
  ids: string[];
}

@ObjectType('ItemsPurgePayload', { description: 'What was deleted for good.' })
export class ItemsPurgePayload {
  @Field(() => [ID], {
    nullable: true,
    description: 'Global ids of the items deleted for good; null when userErrors says why not.',
  })
  deletedItemIds: string[] | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@ObjectType('TrashEmptyPayload', { description: 'How much went when the trash was emptied.' })
export class TrashEmptyPayload {
  @Field(() => Int, {
    nullable: true,
    description: 'How many files were deleted for good; null when userErrors says why not.',
  })
  deletedFileCount: number | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@InputType('VersionRestoreInput', { description: 'The version to make the content again.' })
export class VersionRestoreInput {
  @Allow() @Field(() => ID, { description: 'Global id of one of your files.' }) fileId: string;
  @Allow() @Field(() => ID, { description: 'Global id of one of its versions.' }) versionId: string;
  @Allow() @Field(() => String, IF_MATCH_FIELD) ifMatch?: string | null;
}

@ObjectType('VersionRestorePayload', { description: 'The file with its restored content, or why not.' })
export class VersionRestorePayload {
  @Field(() => ItemModel, {
    nullable: true,
    description: 'The file as it is now; null when userErrors says why not.',
  })
  item: ItemModel | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@InputType('VersionDeleteInput', { description: 'The version to delete for good.' })
export class VersionDeleteInput {
  @Allow() @Field(() => ID, { description: 'Global id of one of your files.' }) fileId: string;
  @Allow() @Field(() => ID, { description: 'Global id of one of its versions.' }) versionId: string;
}

@ObjectType('VersionDeletePayload', { description: 'Which version was deleted, or why not.' })
export class VersionDeletePayload {
  @Field(() => ID, {
    nullable: true,
    description: 'Global id of the deleted version; null when userErrors says why not.',
  })
  deletedVersionId: string | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}
