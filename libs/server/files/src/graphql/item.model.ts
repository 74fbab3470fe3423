import { Field, Float, ID, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { NodeInterface, PageInfoModel, type TotalCount } from '@coffer/server-core';

export enum ItemKind {
  FILE = 'file',
  FOLDER = 'folder',
}
registerEnumType(ItemKind, {
  name: 'ItemType',
  description: 'A file or a folder.',
  valuesMap: { FILE: { description: 'A file: it has bytes.' }, FOLDER: { description: 'A folder: it holds items.' } },
});

export enum ShareScopeEnum {
  PUBLIC = 'public',
  RESTRICTED = 'restricted',
}
registerEnumType(ShareScopeEnum, {
  name: 'ShareScope',
  description: 'PUBLIC: anyone with the link. RESTRICTED: only the owner and signed-in accounts with a listed e-mail.',
  valuesMap: {
    PUBLIC: { description: 'Anyone with the link (and its password, if it has one).' },
    RESTRICTED: {
      description: 'Only the owner and the listed addresses (a verified account or a one-time code mailed to them).',
    },
  },
});

@ObjectType('Item', { description: "A file or folder in its owner's tree.", implements: () => [NodeInterface] })
export class ItemModel {
  /** The row's UUID; the schema's `id` is the global id (NodeInterface). */
  id: string;

  @Field(() => ItemKind, { description: 'File or folder.' })
  type: ItemKind;

  @Field({ description: 'Name within its folder (NFC).' })
  name: string;

  @Field({ description: "The parent folder's full path, with `/` at both ends; the root is `/`." })
  path: string;

  @Field(() => String, {
    nullable: true,
    description: "A folder's own full path (`path + name + '/'`); null for files.",
  })
  fullPath: string | null;

  @Field(() => String, { nullable: true, description: 'The type proven by the bytes (files only).' })
  mimeType: string | null;

  @Field(() => Float, { nullable: true, description: 'Size in bytes (files only).' })
  size: number | null;

  @Field(() => String, {
    nullable: true,
    description: '`aes128gcm` for an end-to-end encrypted file (its name is a placeholder, its bytes ciphertext).',
  })
  encryptionType: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'For `aes128gcm` files: the name and type encrypted with the file key (base64url).',
  })
  encryptedMetadata: string | null;

  @Field({ description: 'When it was created (uploaded, for files).' })
  createdAt: Date;

  @Field({ description: 'Last change of name or place.' })
  updatedAt: Date;

  @Field(() => String, {
    nullable: true,
    description: 'Absolute URL of an inline preview (PNG and JPEG files only; cookie or token auth).',
  })
  previewUrl: string | null;

  /** The content a file holds now (null for folders); not in the schema: `downloadUrl` is signed for it. */
  blobId: string | null;

  /**
   * Its SHA-256 when the item was read with it (absent otherwise); not a field of its own here:
   * `contentHash` and `etag` are resolved from it, or from `blobId` in one batch per operation.
   */
  contentHash?: string | null;

  @Field(() => Int, { description: 'How many users the file is shared with directly.' })
  sharedWithCount: number;

  @Field({ description: 'The file has a share link that is not revoked.' })
  hasShareLink: boolean;

  @Field(() => String, { nullable: true, description: 'URL of the newest share link that is not revoked.' })
  shareUrl: string | null;

  @Field(() => ShareScopeEnum, {
    nullable: true,
    description:
      'Who may open the newest live share link (neither revoked nor expired); null when no link is live. A file is shared when this is set or `sharedWithCount` > 0 (what `dashboard.sharedFiles` counts).',
  })
  liveLinkScope: ShareScopeEnum | null;

  @Field(() => String, { nullable: true, description: 'URL of the newest live share link; null when no link is live.' })
  liveLinkUrl: string | null;

  @Field({ description: 'The newest live share link asks for a password.' })
  requiresPassword: boolean;
}

@ObjectType('ItemEdge', { description: 'One item in a page.' })
export class ItemEdgeModel {
  @Field({ description: 'Opaque position of this edge; pass as `after`.' })
  cursor: string;

  @Field(() => ItemModel, { description: 'The item.' })
  node: ItemModel;
}

@ObjectType('ItemConnection', { description: 'A page of items.' })
export class ItemConnectionModel {
  @Field(() => [ItemEdgeModel], { description: 'This page.' })
  edges: ItemEdgeModel[];

  @Field(() => [ItemModel], { description: 'The items of this page (the edges without cursors).' })
  nodes: ItemModel[];

  @Field(() => PageInfoModel, { description: 'Where the next page starts.' })
  pageInfo: PageInfoModel;

  @Field(() => Int, { description: 'Items matching the filter, over all pages.' })
  totalCount: number;
}

@ObjectType('ItemSearchConnection', { description: 'A page of search hits, best first.' })
export class ItemSearchConnectionModel {
  @Field(() => [ItemEdgeModel], { description: 'This page.' })
  edges: ItemEdgeModel[];

  @Field(() => [ItemModel], { description: 'The hits of this page (the edges without cursors).' })
  nodes: ItemModel[];

  @Field(() => PageInfoModel, { description: 'Where the next page starts.' })
  pageInfo: PageInfoModel;

  @Field(() => Int, { description: 'Hits over all pages (counted only when you ask for it).' })
  totalCount: TotalCount;
}

@ObjectType('StorageUsage', { description: "The caller's storage in bytes." })
export class StorageUsageModel {
  @Field(() => Float, { description: 'Bytes used by your files, those in the trash included.' })
  used: number;

  @Field(() => Float, { description: 'The quota.' })
  total: number;

  @Field(() => Float, { description: 'Bytes of your files in the trash (part of `used` until they are purged).' })
  trashBytes: number;

  @Field(() => Int, { description: 'Days a deleted item stays in the trash before it is deleted for good.' })
  trashRetentionDays: number;
}

@ObjectType('TrashEntry', {
  description: 'An item you deleted, with everything that went with it; restorable until `expiresAt`.',
  implements: () => [NodeInterface],
})
export class TrashEntryModel {
  /** The deleted item's UUID: one entry per item. */
  id: string;

  @Field(() => ItemModel, { description: 'The item as it was: `path` is the folder it goes back to.' })
  item: ItemModel;

  @Field({ description: 'When it was deleted.' })
  trashedAt: Date;

  @Field({ description: 'When it is deleted for good.' })
  expiresAt: Date;

  @Field(() => Float, { description: 'Bytes of the files that went with it (itself included).' })
  totalBytes: number;

  @Field(() => Int, { description: 'How many items went with it (itself included).' })
  itemCount: number;
}

@ObjectType('TrashEntryEdge', { description: 'A trash entry and its cursor.' })
export class TrashEntryEdgeModel {
  @Field({ description: 'Pass as `after` to continue after this entry.' })
  cursor: string;

  @Field(() => TrashEntryModel, { description: 'The entry.' })
  node: TrashEntryModel;
}

@ObjectType('TrashConnection', { description: 'A page of your trash, newest first.' })
export class TrashConnectionModel {
  @Field(() => [TrashEntryEdgeModel], { description: 'The entries of this page.' })
  edges: TrashEntryEdgeModel[];

  @Field(() => [TrashEntryModel], { description: 'The entries of this page (the edges without cursors).' })
  nodes: TrashEntryModel[];

  @Field(() => PageInfoModel, { description: 'How to get the next page.' })
  pageInfo: PageInfoModel;

  @Field(() => Int, { description: 'Entries in the trash.' })
  totalCount: number;
}

@ObjectType('DashboardSummary', { description: 'Everything the dashboard shows, in one query.' })
export class DashboardSummaryModel {
  @Field(() => Int, { description: 'Files in your cloud (all folders).' })
  totalFiles: number;

  @Field(() => Int, { description: 'Folders in your cloud.' })
  totalFolders: number;

  @Field(() => Int, {
    description: 'Your files with a live share link (neither revoked nor expired), or shared directly.',
  })
  sharedFiles: number;

  @Field(() => StorageUsageModel, { description: 'Your storage use and quota.' })
  storage: StorageUsageModel;

  @Field(() => [ItemModel], { description: 'The five newest files.' })
  recentUploads: ItemModel[];
}

@ObjectType('FileVersion', {
  description: 'An earlier content of one of your files (the file itself holds the current one).',
  implements: () => [NodeInterface],
})
export class FileVersionModel {
  /** The row's UUID; the schema's `id` is the global id. */
  id: string;

  @Field(() => Float, { description: 'Bytes.' })
  size: number;

  @Field({ description: 'The type decided by the bytes.' })
  mimeType: string;

  @Field(() => String, { nullable: true, description: 'The file name it was uploaded under.' })
  originalName: string | null;

  @Field(() => ID, { nullable: true, description: 'Who uploaded it (null once that account is gone).' })
  uploadedBy: string | null;

  @Field({ description: 'When it was uploaded.' })
  uploadedAt: Date;

  @Field({ description: 'When newer content replaced it.' })
  replacedAt: Date;

  @Field({ description: 'Where to download it (session cookie or access token with the read scope).' })
  downloadUrl: string;
}

@ObjectType('FileVersionEdge', { description: 'A version and its cursor.' })
export class FileVersionEdgeModel {
  @Field({ description: 'Pass as `after` to continue after this version.' })
  cursor: string;

  @Field(() => FileVersionModel, { description: 'The version.' })
  node: FileVersionModel;
}

@ObjectType('FileVersionConnection', { description: "A page of a file's earlier versions, newest first." })
export class FileVersionConnectionModel {
  @Field(() => [FileVersionEdgeModel], { description: 'The versions of this page.' })
  edges: FileVersionEdgeModel[];

  @Field(() => [FileVersionModel], { description: 'The versions of this page (the edges without cursors).' })
  nodes: FileVersionModel[];

  @Field(() => PageInfoModel, { description: 'How to get the next page.' })
  pageInfo: PageInfoModel;

  @Field(() => Int, { description: 'Versions kept for the file.' })
  totalCount: number;
}
