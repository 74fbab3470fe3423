import { ArgsType, Field, ID, InputType, Int, registerEnumType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { BackwardPageArgs } from '@coffer/server-core';

/** The `ifMatch` input field of writes on items (If-Match over REST). */
export const IF_MATCH_FIELD = {
  nullable: true,
  description:
    "Write only while the item's `etag` is one of these (the If-Match syntax: `*`, or a comma-separated list of quoted tags); otherwise nothing changes and PRECONDITION_FAILED comes back in userErrors.",
} as const;

export enum ItemSort {
  NAME = 'name',
  DATE = 'date',
  SIZE = 'size',
}
registerEnumType(ItemSort, {
  name: 'ItemSort',
  description: 'Folders always come first; ties break by id.',
  valuesMap: {
    NAME: { description: 'By name, ignoring case.' },
    DATE: { description: 'By creation (upload) time.' },
    SIZE: { description: 'By size in bytes (folders count as 0).' },
  },
});

export enum ItemFilter {
  ALL = 'all',
  FILES = 'files',
  FOLDERS = 'folders',
  IMAGES = 'images',
  DOCUMENTS = 'documents',
  VIDEOS = 'videos',
}
registerEnumType(ItemFilter, {
  name: 'ItemFilter',
  description: 'images: image/*; documents: pdf, document or text types; videos: video/*.',
  valuesMap: {
    ALL: { description: 'Files and folders.' },
    FILES: { description: 'Files only.' },
    FOLDERS: { description: 'Folders only.' },
    IMAGES: { description: 'Files of an image/* type.' },
    DOCUMENTS: { description: 'Files whose type names pdf, document or text.' },
    VIDEOS: { description: 'Files of a video/* type.' },
  },
});

@ArgsType()
export class FolderArgs extends BackwardPageArgs {
  @Allow() @Field({ defaultValue: '/', description: 'Full folder path, `/` for the root.' }) path: string;
  @Allow() @Field(() => Int, { defaultValue: 100, description: 'Page size, 1 to 200.' }) first: number;
  @Allow() @Field(() => String, { nullable: true, description: 'endCursor of the previous page.' }) after?:
    string | null;
  @Allow()
  @Field(() => ItemSort, { defaultValue: ItemSort.NAME, description: 'Sort key (folders always first).' })
  sort: ItemSort;
  @Allow() @Field({ defaultValue: false, description: 'Reverse the sort.' }) descending: boolean;
  @Allow()
  @Field(() => ItemFilter, { defaultValue: ItemFilter.ALL, description: 'Which items to include.' })
  filter: ItemFilter;
  @Allow() @Field(() => String, { nullable: true, description: 'Case-insensitive substring of the name.' }) search?:
    string | null;
}

@InputType('CreateFolderInput', { description: 'A folder to create.' })
export class CreateFolderInput {
  @Allow()
  @Field({ defaultValue: '/', description: 'Parent folder path; missing folders along it are created.' })
  path: string;
  @Allow() @Field({ description: 'Trimmed; a taken name gets a " (n)" suffix.' }) name: string;
}

@InputType('RenameItemInput', { description: 'A new name for an item.' })
export class RenameItemInput {
  @Allow() @Field(() => ID, { description: 'The item.' }) id: string;
  @Allow() @Field({ description: 'Trimmed; a taken name gets a " (n)" suffix unless keepBoth is false.' }) name: string;
  @Allow()
  @Field({
    defaultValue: true,
    description:
      'When the name is taken in the folder: true takes the first free " (n)" name; false changes nothing and answers NAME_TAKEN.',
  })
  keepBoth: boolean;
  @Allow() @Field(() => String, IF_MATCH_FIELD) ifMatch?: string | null;
}

@InputType('MoveItemInput', { description: 'Where to move an item.' })
export class MoveItemInput {
  @Allow() @Field(() => ID, { description: 'The item (a folder moves with everything inside).' }) id: string;
  @Allow() @Field(() => ID, { nullable: true, description: 'Target folder; null for the root.' }) targetFolderId?:
    string | null;
  @Allow() @Field(() => String, IF_MATCH_FIELD) ifMatch?: string | null;
}
