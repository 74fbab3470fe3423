import { Field, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { NodeInterface, PageInfoModel } from '@coffer/server-core';

export enum TokenScopeEnum {
  READ = 'read',
  WRITE = 'write',
  SHARE = 'share',
  DAV = 'dav',
}
registerEnumType(TokenScopeEnum, {
  name: 'TokenScope',
  description:
    'READ: list, read and download. WRITE: upload, create, rename, move, delete, add shared files. SHARE: links and direct shares. DAV: sign in from WebDAV clients (an app password).',
  valuesMap: {
    READ: { description: 'List, search, read and download your files.' },
    WRITE: { description: 'Upload, create, rename, move, delete and add shared files.' },
    SHARE: { description: 'Create and change links and direct shares.' },
    DAV: {
      description:
        'Sign in from WebDAV clients at /dav with this token as the password (an app password); what it may do there is what READ and WRITE allow.',
    },
  },
});

@ObjectType('AccessToken', {
  description: 'A personal access token (the secret itself is shown only when created).',
  implements: () => [NodeInterface],
})
export class AccessTokenModel {
  /** The row's UUID; the schema's `id` is the global id. */
  id: string;
  @Field({ description: 'What the token is for.' }) name: string;
  @Field({ description: 'The first characters of the token, to tell tokens apart.' }) prefix: string;
  @Field(() => [TokenScopeEnum], { description: 'What the token may do.' }) scopes: TokenScopeEnum[];
  @Field({ description: 'When it was created.' }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'Last request made with it (to the minute).' })
  lastUsedAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Null: never expires.' }) expiresAt: Date | null;
  @Field({ description: 'Revoked tokens are refused.' }) revoked: boolean;
}

@ObjectType('CreatedAccessToken', { description: 'A new token and its secret, shown this once.' })
export class CreatedAccessTokenModel {
  @Field({ description: 'Send as `Authorization: Bearer <token>`. Shown once; store it now.' }) token: string;
  @Field(() => AccessTokenModel, { description: 'The stored token (without its secret).' })
  accessToken: AccessTokenModel;
}

@ObjectType('AccessTokenEdge', { description: 'One token in a page.' })
export class AccessTokenEdgeModel {
  @Field({ description: 'Opaque position of this edge.' }) cursor: string;
  @Field(() => AccessTokenModel, { description: 'The token.' }) node: AccessTokenModel;
}

@ObjectType('AccessTokenConnection', { description: 'Your access tokens, newest first.' })
export class AccessTokenConnectionModel {
  @Field(() => [AccessTokenEdgeModel], { description: 'This page.' }) edges: AccessTokenEdgeModel[];
  @Field(() => [AccessTokenModel], { description: 'The tokens of this page (the edges without cursors).' })
  nodes: AccessTokenModel[];

  @Field(() => PageInfoModel, { description: 'Where the next page starts.' }) pageInfo: PageInfoModel;
  @Field(() => Int, { description: 'Tokens over all pages.' }) totalCount: number;
}

@InputType('CreateAccessTokenInput', { description: 'A token to create.' })
export class CreateAccessTokenInput {
  @Allow() @Field({ description: '1 to 100 characters.' }) name: string;
  @Allow() @Field(() => [TokenScopeEnum], { description: 'At least one scope.' }) scopes: TokenScopeEnum[];
  @Allow()
  @Field(() => Int, { nullable: true, description: 'Days until it expires (1–3650); null: never.' })
  expiresInDays?: number | null;
}
