import { Field, ID, InputType, Int, ObjectType, registerEnumType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { PageInfoModel } from '@coffer/server-core';

export enum TokenScopeEnum {
  READ = 'read',
  WRITE = 'write',
  SHARE = 'share',
}
registerEnumType(TokenScopeEnum, {
  name: 'TokenScope',
  description: 'READ: list, read and download. WRITE: upload, create, rename, move, delete, add shared files. SHARE: links and direct shares.',
});

@ObjectType('AccessToken', { description: 'A personal access token (the secret itself is shown only when created).' })
export class AccessTokenModel {
  @Field(() => ID) id: string;
  @Field({ description: 'What the token is for.' }) name: string;
  @Field({ description: 'The first characters of the token, to tell tokens apart.' }) prefix: string;
  @Field(() => [TokenScopeEnum]) scopes: TokenScopeEnum[];
  @Field() createdAt: Date;
  @Field(() => Date, { nullable: true, description: 'Last request made with it (to the minute).' }) lastUsedAt: Date | null;
  @Field(() => Date, { nullable: true, description: 'Null: never expires.' }) expiresAt: Date | null;
  @Field({ description: 'Revoked tokens are refused.' }) revoked: boolean;
}

@ObjectType('CreatedAccessToken')
export class CreatedAccessTokenModel {
  @Field({ description: 'Send as `Authorization: Bearer <token>`. Shown once; store it now.' }) token: string;
  @Field(() => AccessTokenModel) accessToken: AccessTokenModel;
}

@ObjectType('AccessTokenEdge')
export class AccessTokenEdgeModel {
  @Field({ description: 'Opaque position of this edge.' }) cursor: string;
  @Field(() => AccessTokenModel) node: AccessTokenModel;
}

@ObjectType('AccessTokenConnection', { description: 'Your access tokens, newest first.' })
export class AccessTokenConnectionModel {
  @Field(() => [AccessTokenEdgeModel]) edges: AccessTokenEdgeModel[];
  @Field(() => PageInfoModel) pageInfo: PageInfoModel;
  @Field(() => Int) totalCount: number;
}

@InputType('CreateAccessTokenInput')
export class CreateAccessTokenInput {
  @Allow() @Field({ description: '1 to 100 characters.' }) name: string;
  @Allow() @Field(() => [TokenScopeEnum]) scopes: TokenScopeEnum[];
  @Allow() @Field(() => Int, { nullable: true, description: 'Days until it expires (1–3650); null: never.' }) expiresInDays?: number | null;
}
