import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { NodeInterface, PageInfoModel } from '@coffer/server-core';
import { ItemModel, ShareScopeEnum } from '@coffer/server-files';

export { ShareScopeEnum };

export enum ShareLinkKindEnum {
  FILE = 'FILE',
  FOLDER = 'FOLDER',
  SET = 'SET',
}
registerEnumType(ShareLinkKindEnum, {
  name: 'ShareLinkKind',
  description: 'What a link names.',
  valuesMap: {
    FILE: { description: 'One file.' },
    FOLDER: { description: 'One folder: what is below it at each visit.' },
    SET: { description: 'A fixed set of files.' },
  },
});

@ObjectType('ShareLink', {
  description: 'A link to one of your files, one of your folders or a set of your files (visible to you only).',
  implements: () => [NodeInterface],
})
export class ShareLinkModel {
  /** The row's UUID; the schema's `id` is the global id. */
  id: string;
  @Field(() => ShareLinkKindEnum, { description: 'What it names.' }) kind: ShareLinkKindEnum;
  @Field(() => ID, {
    nullable: true,
    description: 'The linked file (FILE links): its database id (the UUID REST paths take); null otherwise.',
  })
  fileId: string | null;
  @Field(() => ID, {
    nullable: true,
    description: 'The linked file (FILE links): its global id (Item.id; pass it to node(id:) and id arguments).',
  })
  fileGlobalId: string | null;
  /** The folder of a FOLDER link (resolved as `folder`). */
  folderId: string | null;
  @Field(() => [ID], {
    description: 'The files of a SET link still in it, as database ids (node(id:) takes them too); empty otherwise.',
  })
  fileIds: string[];
  @Field({ description: 'Server-generated secret (192 bits, base64url).' }) token: string;
  @Field({ description: 'The page that opens the link.' }) url: string;
  @Field(() => ShareScopeEnum, { description: 'Who may open it.' }) scope: ShareScopeEnum;
  @Field(() => Date, { nullable: true, description: 'Null: never expires.' }) expiresAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'Download limit; null: unlimited.' }) maxAccess: number | null;
  @Field(() => Int, {
    description: 'FILE links: times it was opened (and added). FOLDER and SET links: downloads (each file or zip).',
  })
  accessCount: number;
  @Field({ description: 'Opening it needs a password.' }) hasPassword: boolean;
  @Field(() => [String], { description: 'E-mails a restricted link admits.' }) allowedEmails: string[];
  @Field({ description: 'Revoked links open nothing.' }) revoked: boolean;
  @Field({ description: 'When it was created.' }) createdAt: Date;
}

@ObjectType('ShareOwner', { description: 'Who shared a file.' })
export class ShareOwnerModel {
  @Field(() => ID, { description: 'Account id: the database id (UUID).' }) id: string;
  @Field({ description: 'Display name.' }) name: string;
  @Field({ description: 'E-mail address.' }) email: string;
}

@ObjectType('DirectShare', { description: 'An e-mail address a file is shared with directly.' })
export class DirectShareModel {
  @Field({ description: 'The address, trimmed and lowercased.' }) email: string;
}

@ObjectType('SharedFile', { description: 'A file someone shared with you.' })
export class SharedFileModel {
  @Field(() => ItemModel, { description: 'The file.' }) item: ItemModel;
  @Field(() => ShareOwnerModel, { description: 'Who shared it.' }) owner: ShareOwnerModel;
  @Field({ description: 'When it was shared with you.' }) sharedAt: Date;
  @Field({ description: 'Not opened or downloaded yet ("New").' }) isNew: boolean;
  @Field(() => String, {
    nullable: true,
    description: 'Token of the newest active restricted link that lists you; null for a direct share.',
  })
  shareToken: string | null;
  @Field({ description: 'That link asks for a password.' }) requiresPassword: boolean;
}

@ObjectType('ShareLinkEdge', { description: 'One link in a page.' })
export class ShareLinkEdgeModel {
  @Field({ description: 'Opaque position; pass as `after` or `before`.' }) cursor: string;
  @Field(() => ShareLinkModel, { description: 'The link.' }) node: ShareLinkModel;
}

@ObjectType('ShareLinkConnection', { description: 'A page of your links, newest first (revoked ones included).' })
export class ShareLinkConnectionModel {
  @Field(() => [ShareLinkEdgeModel], { description: 'This page.' }) edges: ShareLinkEdgeModel[];
  @Field(() => [ShareLinkModel], { description: 'The links of this page (the edges without cursors).' })
  nodes: ShareLinkModel[];
  @Field(() => PageInfoModel, { description: 'Where the next and previous pages start.' }) pageInfo: PageInfoModel;
  @Field(() => Int, { description: 'Links over all pages.' }) totalCount: number;
}

@ObjectType('SharedFileEdge', { description: 'One shared file in a page.' })
export class SharedFileEdgeModel {
  @Field({ description: 'Opaque position; pass as `after`.' }) cursor: string;
  @Field(() => SharedFileModel, { description: 'The shared file.' }) node: SharedFileModel;
}

@ObjectType('SharedFileConnection', { description: 'A page of files shared with you.' })
export class SharedFileConnectionModel {
  @Field(() => [SharedFileEdgeModel], { description: 'This page.' }) edges: SharedFileEdgeModel[];
  @Field(() => [SharedFileModel], { description: 'The shared files of this page (the edges without cursors).' })
  nodes: SharedFileModel[];

  @Field(() => PageInfoModel, { description: 'Where the next page starts.' }) pageInfo: PageInfoModel;
  @Field(() => Int, { description: 'Shared files over all pages.' }) totalCount: number;
}

@ObjectType('UnseenShares', { description: 'Files shared with you that you have not opened yet, one entry per file.' })
export class UnseenSharesModel {
  @Field(() => Int, { description: 'How many (the badge).' }) count: number;
  @Field(() => [SharedFileModel], {
    description: 'One entry per file, newest first.',
    deprecationReason: 'Use sharedWithMe(unseen: true), a connection.',
  })
  files: SharedFileModel[];
}

@ObjectType('SharedFileAccess', {
  description: 'An opened link: what it holds and a download URL valid for 5 minutes, usable without credentials.',
})
export class SharedFileAccessModel {
  @Field({ description: 'Signed URL, valid 5 minutes, needs no cookie.' }) downloadUrl: string;
  @Field(() => String, {
    nullable: true,
    description:
      'Signed URL of a 512-pixel WebP thumbnail (PNG, JPEG and PDF files; null otherwise), valid 5 minutes, needs no cookie; append `&size=small` for 128 pixels. Showing it never counts a download.',
  })
  thumbnailUrl: string | null;
  @Field({ description: 'The name it was uploaded with.' }) originalName: string;
  @Field(() => String, { nullable: true, description: 'Its type.' }) mimeType: string | null;
  @Field(() => Float, { nullable: true, description: 'Size in bytes.' }) size: number | null;
  @Field(() => String, { nullable: true, description: 'Client-side encryption type, if the uploader set one.' })
  encryptionType: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'For `aes128gcm` files: the name and type encrypted with the file key (base64url).',
  })
  encryptedMetadata: string | null;
  @Field({
    description:
      'The link has a download limit. Every request of the download URL from byte 0 (an image shown from it too) counts as a download.',
  })
  hasDownloadLimit: boolean;
  @Field(() => String, { nullable: true, description: "The owner's name." }) ownerName: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The owner's e-mail: only for the owner and invited recipients, or when the owner has no name.",
  })
  ownerEmail: string | null;
}

@InputType('CreateShareLinkInput', { description: 'A link to create.' })
export class CreateShareLinkInput {
  @Allow()
  @Field(() => ID, {
    nullable: true,
    description: 'One of your files (a FILE link). Exactly one of fileId, folderId, fileIds.',
  })
  fileId?: string | null;
  @Allow()
  @Field(() => ID, { nullable: true, description: 'One of your folders (a FOLDER link).' })
  folderId?: string | null;
  @Allow()
  @Field(() => [ID], { nullable: true, description: '1 to 1000 of your files (a SET link).' })
  fileIds?: string[] | null;
  @Allow()
  @Field(() => ShareScopeEnum, { defaultValue: ShareScopeEnum.PUBLIC, description: 'Who may open it.' })
  scope: ShareScopeEnum;
  @Allow()
  @Field(() => Int, { nullable: true, description: '86400 (24 hours) or 604800 (7 days); null or absent: never.' })
  expiresIn?: number | null;
  @Allow() @Field(() => [String], { nullable: true, description: 'RESTRICTED only: who may open it.' }) emails?:
    string[] | null;
  @Allow() @Field(() => Int, { nullable: true, description: 'Download limit.' }) maxAccess?: number | null;
  @Allow() @Field(() => String, { nullable: true, description: 'Protects the link.' }) password?: string | null;
  @Allow()
  @Field(() => Boolean, {
    nullable: true,
    description:
      'true: mail the listed addresses that you shared the file with them (names you and the file, links to it).',
  })
  notify?: boolean | null;
}

@InputType('UpdateShareLinkInput', { description: 'Only the fields you send change.' })
export class UpdateShareLinkInput {
  @Allow() @Field(() => ID, { description: 'The link.' }) id: string;
  @Allow()
  @Field(() => Int, { nullable: true, description: '86400 or 604800 seconds from now; null: never.' })
  expiresIn?: number | null;
  @Allow()
  @Field(() => String, { nullable: true, description: 'A new password; null removes it. Voids issued download URLs.' })
  password?: string | null;
  @Allow() @Field(() => [String], { nullable: true, description: 'Who a restricted link admits.' }) emails?:
    string[] | null;
  @Allow() @Field(() => Int, { nullable: true, description: 'null: unlimited.' }) maxAccess?: number | null;
  @Allow()
  @Field(() => Boolean, {
    nullable: true,
    description: 'true: mail the addresses this change adds that you shared the file with them.',
  })
  notify?: boolean | null;
  @Allow()
  @Field(() => ShareScopeEnum, { nullable: true, description: 'Who may open it.' })
  scope?: ShareScopeEnum | null;
}

@ObjectType('ShareCodeAccess', {
  description:
    'A right one-time code: this browser may open the link until expiresAt (its password and limits still apply).',
})
export class ShareCodeAccessModel {
  @Field({ description: 'When the access ends.' }) expiresAt: Date;
}

@ObjectType('AddedSharedFile', { description: 'Your copy of a shared file, made now or earlier.' })
export class AddedSharedFileModel {
  @Field(() => ItemModel, {
    description: 'Your copy (in your root when just made; wherever you moved it since otherwise).',
  })
  item: ItemModel;
  @Field({ description: 'True when you had already added this file: nothing new was made or counted.' })
  alreadyAdded: boolean;
}

@ObjectType('SharedFolderAccess', {
  description: 'An opened FOLDER or SET link: a grant (1 hour) to list it and download from it over REST.',
})
export class SharedFolderAccessModel {
  @Field(() => ShareLinkKindEnum, { description: 'FOLDER or SET.' }) kind: ShareLinkKindEnum;
  @Field({ description: 'The folder\'s name, or "N files" for a set.' }) name: string;
  @Field(() => Int, { description: "The folder's direct children, or the set's files." }) itemCount: number;
  @Field({ description: 'GET it for the listing (add `&path=a/b` for a sub-folder); needs no cookie.' })
  browseUrl: string;
  @Field({ description: 'The whole share as a zip (add `&ids=<id>,<id>` for a selection).' }) zipUrl: string;
  @Field({ description: 'When the grant runs out: open the link again.' }) validUntil: Date;
  @Field({ description: 'False under a download limit: no full-size previews.' }) previewable: boolean;
  @Field(() => String, { nullable: true, description: "The owner's name." }) ownerName: string | null;
  @Field(() => String, {
    nullable: true,
    description: "The owner's e-mail: for the owner and invited visitors, or when the owner has no name.",
  })
  ownerEmail: string | null;
}
