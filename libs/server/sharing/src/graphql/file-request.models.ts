import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { NodeInterface, PageInfoModel, UserErrorModel, type TotalCount } from '@coffer/server-core';

export enum FileRequestStateEnum {
  OPEN = 'open',
  EXPIRED = 'expired',
  CLOSED = 'closed',
}
registerEnumType(FileRequestStateEnum, {
  name: 'FileRequestState',
  description: 'Whether a file request takes files.',
  valuesMap: {
    OPEN: { description: 'It takes files.' },
    EXPIRED: { description: 'Its expiry passed.' },
    CLOSED: { description: 'Its owner closed it.' },
  },
});

@ObjectType('FileRequest', {
  description: 'A link through which visitors send files into one of your folders (visible to you only).',
  implements: () => [NodeInterface],
})
export class FileRequestModel {
  /** The row's UUID; the schema's `id` is the global id. */
  id: string;
  /** For the `folder` field. */
  folderId: string;
  @Field({ description: 'The page visitors open to send files.' }) url: string;
  @Field({ description: 'Shown to visitors.' }) title: string;
  @Field({ description: 'Shown to visitors under the title.' }) message: string;
  @Field(() => Date, { nullable: true, description: 'When it stops taking files; null: never.' })
  expiresAt: Date | null;
  @Field({ description: 'Visitors must type a password.' }) hasPassword: boolean;
  @Field(() => [String], {
    description: 'Addresses it is restricted to (one-time codes); empty: anyone with the link.',
  })
  recipients: string[];
  @Field({ description: 'Visitors must give a name.' }) requireName: boolean;
  @Field({ description: 'Visitors must give an address.' }) requireEmail: boolean;
  @Field(() => Int, { nullable: true, description: 'Files it takes in all; null: no limit.' }) maxFiles: number | null;
  @Field(() => Float, { nullable: true, description: 'Bytes per file; null: the instance limit.' })
  maxFileBytes: number | null;
  @Field(() => Float, { nullable: true, description: 'Bytes over all files; null: no limit.' })
  maxTotalBytes: number | null;
  @Field(() => [String], { description: 'Media types it takes; empty: every type the instance takes.' })
  acceptedTypes: string[];
  @Field(() => FileRequestStateEnum, { description: 'Whether it takes files now.' }) state: FileRequestStateEnum;
  @Field(() => Date, { nullable: true, description: 'When you closed it.' }) closedAt: Date | null;
  @Field({ description: 'When it was made.' }) createdAt: Date;
  @Field({ description: 'When its settings last changed.' }) updatedAt: Date;
  @Field(() => Int, { description: 'Files that arrived.' }) receivedFiles: number;
  @Field(() => Float, { description: 'Bytes that arrived.' }) receivedBytes: number;
  @Field(() => Date, { nullable: true, description: 'When the last file arrived.' }) lastReceivedAt: Date | null;
}

@ObjectType('FileRequestFile', { description: 'A file that arrived through a request, with who sent it.' })
export class FileRequestFileModel {
  @Field(() => ID, { description: 'The receipt’s id.' }) id: string;
  /** For the `item` field. */
  itemId: string | null;
  @Field({ description: 'Its name (now, or when it arrived if it is gone).' }) name: string;
  @Field(() => String, { nullable: true, description: 'Its folder’s path now; null in the trash or purged.' })
  path: string | null;
  @Field(() => Float, { description: 'Its size in bytes.' }) size: number;
  @Field(() => String, { nullable: true, description: 'Its media type; null in the trash or purged.' })
  mimeType: string | null;
  @Field(() => ID, { description: 'Who sent it: the same for all files of one visitor’s grant.' }) senderId: string;
  @Field(() => String, { nullable: true, description: 'The name the sender gave.' }) senderName: string | null;
  @Field(() => String, { nullable: true, description: 'The address the sender gave (or proved).' })
  senderEmail: string | null;
  @Field({ description: 'The address was proven with a one-time code (restricted requests).' })
  senderVerified: boolean;
  @Field({ description: 'When it arrived.' }) receivedAt: Date;
  @Field({ description: 'It is in the trash or purged.' }) inTrash: boolean;
}

@ObjectType('FileRequestEdge', { description: 'One request in a page.' })
export class FileRequestEdgeModel {
  @Field({ description: 'Opaque position; pass as `after` or `before`.' }) cursor: string;
  @Field(() => FileRequestModel, { description: 'The request.' }) node: FileRequestModel;
}

@ObjectType('FileRequestConnection', { description: 'A page of your file requests, newest first.' })
export class FileRequestConnectionModel {
  @Field(() => [FileRequestEdgeModel], { description: 'This page.' }) edges: FileRequestEdgeModel[];
  @Field(() => [FileRequestModel], { description: 'The requests of this page.' }) nodes: FileRequestModel[];
  @Field(() => PageInfoModel, { description: 'Where the next and previous pages start.' }) pageInfo: PageInfoModel;
  @Field(() => Int, { description: 'Requests over all pages.' }) totalCount: TotalCount;
}

@ObjectType('FileRequestFileEdge', { description: 'One received file in a page.' })
export class FileRequestFileEdgeModel {
  @Field({ description: 'Opaque position; pass as `after` or `before`.' }) cursor: string;
  @Field(() => FileRequestFileModel, { description: 'The file.' }) node: FileRequestFileModel;
}

@ObjectType('FileRequestFileConnection', { description: 'A page of the files a request received, newest first.' })
export class FileRequestFileConnectionModel {
  @Field(() => [FileRequestFileEdgeModel], { description: 'This page.' }) edges: FileRequestFileEdgeModel[];
  @Field(() => [FileRequestFileModel], { description: 'The files of this page.' }) nodes: FileRequestFileModel[];
  @Field(() => PageInfoModel, { description: 'Where the next and previous pages start.' }) pageInfo: PageInfoModel;
  @Field(() => Int, { description: 'Files over all pages.' }) totalCount: TotalCount;
}

@InputType('FileRequestCreateInput', { description: 'A file request to make.' })
export class FileRequestCreateInput {
  @Allow()
  @Field(() => ID, { description: 'One of your folders (global or database id): files land below it.' })
  folderId: string;
  @Allow() @Field({ description: '1–200 characters, shown to visitors.' }) title: string;
  @Allow() @Field(() => String, { nullable: true, description: '0–2 000 characters.' }) message?: string | null;
  @Allow() @Field(() => Date, { nullable: true, description: 'In the future; absent: never.' }) expiresAt?: Date | null;
  @Allow() @Field(() => String, { nullable: true, description: 'Visitors must type it.' }) password?: string | null;
  @Allow()
  @Field(() => [String], { nullable: true, description: 'Restrict it to these addresses (one-time codes).' })
  recipients?: string[] | null;
  @Allow()
  @Field(() => Boolean, { nullable: true, description: 'Visitors must give a name.' })
  requireName?: boolean | null;
  @Allow()
  @Field(() => Boolean, { nullable: true, description: 'Visitors must give an address.' })
  requireEmail?: boolean | null;
  @Allow() @Field(() => Int, { nullable: true, description: 'Files in all, 1–10 000.' }) maxFiles?: number | null;
  @Allow() @Field(() => Float, { nullable: true, description: 'Bytes per file.' }) maxFileBytes?: number | null;
  @Allow() @Field(() => Float, { nullable: true, description: 'Bytes over all files.' }) maxTotalBytes?: number | null;
  @Allow()
  @Field(() => [String], { nullable: true, description: 'Media types it takes; absent or empty: all.' })
  acceptedTypes?: string[] | null;
}

@InputType('FileRequestUpdateInput', {
  description: 'Changes to a file request: fields absent or null stay; the clear* fields remove a setting.',
})
export class FileRequestUpdateInput {
  @Allow() @Field(() => ID, { description: 'The request (global or database id).' }) id: string;
  @Allow() @Field(() => String, { nullable: true, description: 'A new title.' }) title?: string | null;
  @Allow()
  @Field(() => String, { nullable: true, description: 'A new message ("" for none).' })
  message?: string | null;
  @Allow()
  @Field(() => Date, { nullable: true, description: 'A new expiry, in the future.' })
  expiresAt?: Date | null;
  @Allow() @Field(() => Boolean, { nullable: true, description: 'Never expire.' }) clearExpiry?: boolean | null;
  @Allow()
  @Field(() => String, { nullable: true, description: 'A new password (grants issued before are void).' })
  password?: string | null;
  @Allow() @Field(() => Boolean, { nullable: true, description: 'Remove the password.' }) clearPassword?:
    boolean | null;
  @Allow() @Field(() => [String], { nullable: true, description: '[] makes it public.' }) recipients?: string[] | null;
  @Allow()
  @Field(() => Boolean, { nullable: true, description: 'Visitors must give a name.' })
  requireName?: boolean | null;
  @Allow()
  @Field(() => Boolean, { nullable: true, description: 'Visitors must give an address.' })
  requireEmail?: boolean | null;
  @Allow() @Field(() => Int, { nullable: true, description: 'Files in all, 1–10 000.' }) maxFiles?: number | null;
  @Allow() @Field(() => Float, { nullable: true, description: 'Bytes per file.' }) maxFileBytes?: number | null;
  @Allow()
  @Field(() => Float, { nullable: true, description: 'Bytes over all files.' })
  maxTotalBytes?: number | null;
  @Allow()
  @Field(() => [String], {
    nullable: true,
    description: 'Limits to remove: any of maxFiles, maxFileBytes, maxTotalBytes.',
  })
  clearLimits?: string[] | null;
  @Allow()
  @Field(() => [String], { nullable: true, description: 'Media types it takes; [] for all.' })
  acceptedTypes?: string[] | null;
}

@InputType('FileRequestIdInput', { description: 'A file request.' })
export class FileRequestIdInput {
  @Allow() @Field(() => ID, { description: 'The request (global or database id).' }) id: string;
}

@InputType('FileRequestBlockSenderInput', { description: 'A sender to refuse from now on.' })
export class FileRequestBlockSenderInput {
  @Allow() @Field(() => ID, { description: 'The request they sent to.' }) id: string;
  @Allow() @Field(() => ID, { description: 'The senderId of one of its files.' }) senderId: string;
  @Allow()
  @Field(() => Boolean, { defaultValue: false, description: 'Also move what they sent to this request to the trash.' })
  trashFiles: boolean;
}

const USER_ERRORS = { description: 'Why nothing changed (validation and business rules); empty on success.' };

@ObjectType('FileRequestPayload', { description: 'The request made or changed, or why not.' })
export class FileRequestPayload {
  @Field(() => FileRequestModel, {
    nullable: true,
    description: 'The request as it is now; null when userErrors says why not.',
  })
  fileRequest: FileRequestModel | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@ObjectType('FileRequestDeletePayload', { description: 'The request deleted, or why not.' })
export class FileRequestDeletePayload {
  @Field(() => ID, { nullable: true, description: 'The deleted request’s global id.' }) deletedId: string | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@ObjectType('FileRequestBlockSenderPayload', { description: 'What blocking a sender did.' })
export class FileRequestBlockSenderPayload {
  @Field({ description: 'The sender is refused on all your requests from now on.' }) blocked: boolean;
  @Field(() => Int, { description: 'Files moved to the trash.' }) trashed: number;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@ObjectType('FileRequestReceivedEvent', { description: 'A file arrived through one of your requests.' })
export class FileRequestReceivedEventModel {
  @Field(() => FileRequestModel, { description: 'The request.' }) fileRequest: FileRequestModel;
  @Field(() => FileRequestFileModel, { description: 'The file.' }) file: FileRequestFileModel;
}
