import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { PageInfoModel } from '@coffer/server-core';
import { ItemModel } from '@coffer/server-files';

export enum ShareScopeEnum {
  PUBLIC = 'public',
  RESTRICTED = 'restricted',
}
registerEnumType(ShareScopeEnum, { name: 'ShareScope', description: 'PUBLIC: anyone with the link. RESTRICTED: only the owner and signed-in accounts with a listed e-mail.' });

@ObjectType('ShareLink', { description: 'A link to one of your files (visible to you only).' })
export class ShareLinkModel {
  @Field(() => ID) id: string;
  @Field(() => ID) fileId: string;
  @Field({ description: 'Server-generated secret (192 bits, base64url).' }) token: string;
  @Field({ description: 'The page that opens the link.' }) url: string;
  @Field(() => ShareScopeEnum) scope: ShareScopeEnum;
  @Field(() => Date, { nullable: true, description: 'Null: never expires.' }) expiresAt: Date | null;
  @Field(() => Int, { nullable: true, description: 'Download limit; null: unlimited.' }) maxAccess: number | null;
  @Field(() => Int) accessCount: number;
  @Field() hasPassword: boolean;
  @Field(() => [String], { description: 'E-mails a restricted link admits.' }) allowedEmails: string[];
  @Field() revoked: boolean;
  @Field() createdAt: Date;
}

@ObjectType('ShareOwner', { description: 'Who shared a file.' })
export class ShareOwnerModel {
  @Field(() => ID) id: string;
  @Field() name: string;
  @Field() email: string;
}

@ObjectType('SharedFile', { description: 'A file someone shared with you.' })
export class SharedFileModel {
  @Field(() => ItemModel) item: ItemModel;
  @Field(() => ShareOwnerModel) owner: ShareOwnerModel;
  @Field() sharedAt: Date;
  @Field({ description: 'Not opened or downloaded yet ("New").' }) isNew: boolean;
  @Field(() => String, { nullable: true, description: 'Token of the newest active restricted link that lists you; null for a direct share.' })
  shareToken: string | null;
  @Field({ description: 'That link asks for a password.' }) requiresPassword: boolean;
}

@ObjectType('SharedFileEdge')
export class SharedFileEdgeModel {
  @Field() cursor: string;
  @Field(() => SharedFileModel) node: SharedFileModel;
}

@ObjectType('SharedFileConnection')
export class SharedFileConnectionModel {
  @Field(() => [SharedFileEdgeModel]) edges: SharedFileEdgeModel[];
  @Field(() => PageInfoModel) pageInfo: PageInfoModel;
  @Field(() => Int) totalCount: number;
}

@ObjectType('UnseenShares', { description: 'Files shared with you that you have not opened yet, one entry per file.' })
export class UnseenSharesModel {
  @Field(() => Int) count: number;
  @Field(() => [SharedFileModel]) files: SharedFileModel[];
}

@ObjectType('SharedFileAccess', { description: 'An opened link: what it holds and a download URL valid for 5 minutes, usable without credentials.' })
export class SharedFileAccessModel {
  @Field() downloadUrl: string;
  @Field() originalName: string;
  @Field(() => String, { nullable: true }) mimeType: string | null;
  @Field(() => Float, { nullable: true }) size: number | null;
  @Field(() => String, { nullable: true }) encryptionType: string | null;
  @Field(() => String, { nullable: true, description: "The owner's name." }) ownerName: string | null;
  @Field(() => String, { nullable: true, description: "The owner's e-mail." }) ownerEmail: string | null;
}

@InputType('CreateShareLinkInput')
export class CreateShareLinkInput {
  @Allow() @Field(() => ID) fileId: string;
  @Allow() @Field(() => ShareScopeEnum, { defaultValue: ShareScopeEnum.PUBLIC }) scope: ShareScopeEnum;
  @Allow() @Field(() => Int, { nullable: true, description: '86400 (24 hours) or 604800 (7 days); null or absent: never.' }) expiresIn?: number | null;
  @Allow() @Field(() => [String], { nullable: true, description: 'RESTRICTED only: who may open it.' }) emails?: string[] | null;
  @Allow() @Field(() => Int, { nullable: true, description: 'Download limit.' }) maxAccess?: number | null;
  @Allow() @Field(() => String, { nullable: true, description: 'Protects the link.' }) password?: string | null;
}

@InputType('UpdateShareLinkInput', { description: 'Only the fields you send change.' })
export class UpdateShareLinkInput {
  @Allow() @Field(() => ID) id: string;
  @Allow() @Field(() => Int, { nullable: true, description: '86400 or 604800 seconds from now; null: never.' }) expiresIn?: number | null;
  @Allow() @Field(() => String, { nullable: true, description: 'A new password; null removes it. Voids issued download URLs.' }) password?: string | null;
  @Allow() @Field(() => [String], { nullable: true }) emails?: string[] | null;
  @Allow() @Field(() => Int, { nullable: true, description: 'null: unlimited.' }) maxAccess?: number | null;
  @Allow() @Field(() => ShareScopeEnum, { nullable: true }) scope?: ShareScopeEnum | null;
}
