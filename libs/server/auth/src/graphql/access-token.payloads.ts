import { Field, ID, InputType, ObjectType } from '@nestjs/graphql';
import { Allow } from 'class-validator';
import { UserErrorModel } from '@coffer/server-core';
import { AccessTokenModel } from './access-token.models';

const USER_ERRORS = { description: 'Why nothing changed (validation and business rules); empty on success.' };

@ObjectType('AccessTokenCreatePayload', { description: 'The new token and its secret (shown this once), or why not.' })
export class AccessTokenCreatePayload {
  @Field(() => AccessTokenModel, {
    nullable: true,
    description: 'The stored token; null when userErrors says why not.',
  })
  accessToken: AccessTokenModel | null;
  @Field(() => String, {
    nullable: true,
    description: 'Send as `Authorization: Bearer <token>`. Shown once; store it now.',
  })
  token: string | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}

@InputType('AccessTokenRevokeInput', { description: 'The token to revoke.' })
export class AccessTokenRevokeInput {
  @Allow() @Field(() => ID, { description: 'Global id of one of your tokens.' }) id: string;
}

@ObjectType('AccessTokenRevokePayload', { description: 'The revoked token.' })
export class AccessTokenRevokePayload {
  @Field(() => AccessTokenModel, { nullable: true, description: 'The token, now revoked.' })
  accessToken: AccessTokenModel | null;
  @Field(() => [UserErrorModel], USER_ERRORS) userErrors: UserErrorModel[];
}
