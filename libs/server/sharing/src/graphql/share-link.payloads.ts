import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { UserErrorModel } from '@coffer/server-core';
import { ItemModel } from '@coffer/server-files';
import { DirectShareModel, ShareLinkModel } from './sharing.models';

const USER_ERRORS = { description: 'Why nothing changed (validation and business rules); empty on success.' };

@ObjectType('ShareLinkPayload', { description: 'The link created or changed, or why not.' })
export class ShareLinkPayload {
  @Field(() => ShareLinkModel, {
    nullable: true,
    description: 'The link as it is now; null when userErrors says why not.',
  })
  shareLink: ShareLinkModel | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@InputType('ShareLinkRevokeInput', { description: 'The link to revoke.' })
export class ShareLinkRevokeInput {
  @Allow() @Field(() => ID, { description: 'Global id of one of your links.' }) id: string;
}

@InputType('DirectSharesAddInput', { description: 'A file and the addresses to share it with.' })
export class DirectSharesAddInput {
  @Allow() @Field(() => ID, { description: 'Global id of one of your files.' }) fileId: string;
  @Allow() @Field(() => [String], { description: 'E-mail addresses.' }) emails: string[];
  @Allow()
  @Field(() => Boolean, {
    nullable: true,
    description: 'true: mail them that you shared the file (names you and the file, links to Shared with me).',
  })
  notify?: boolean | null;
}

@InputType('DirectSharesRemoveInput', { description: 'A file and the addresses to stop sharing it with.' })
export class DirectSharesRemoveInput {
  @Allow() @Field(() => ID, { description: 'Global id of one of your files.' }) fileId: string;
  @Allow() @Field(() => [String], { description: 'E-mail addresses.' }) emails: string[];
}

@ObjectType('DirectSharesPayload', {
  description: 'The addresses a direct share was added or removed for (the same whether or not they have accounts).',
})
export class DirectSharesPayload {
  @Field(() => [DirectShareModel], {
    nullable: true,
    description: 'The addresses, trimmed and lowercased; null when userErrors says why not.',
  })
  directShares: DirectShareModel[] | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@InputType('SharedFileAddInput', { description: 'The link of the shared file to add.' })
export class SharedFileAddInput {
  @Allow() @Field({ description: 'The link token (last part of its URL).' }) token: string;
  @Allow()
  @Field(() => String, { nullable: true, description: 'Needed when the link is protected.' })
  password?: string | null;
}

@ObjectType('SharedFileAddPayload', { description: 'Your copy of the shared file, or why not.' })
export class SharedFileAddPayload {
  @Field(() => ItemModel, {
    nullable: true,
    description:
      'Your copy (in your root when just made; wherever you moved it since otherwise); null when userErrors says why not.',
  })
  item: ItemModel | null;
  @Field(() => Boolean, {
    nullable: true,
    description: 'True when you had already added this file: nothing new was made or counted.',
  })
  alreadyAdded: boolean | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}
