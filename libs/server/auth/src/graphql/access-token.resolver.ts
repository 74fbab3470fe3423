import { Args, Context, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { DomainError, Public, type RateLimitInfo } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../http/current-user.decorator';
import type { AccessTokenEntity } from '../persistence/access-token.entity';
import { AccessTokenService } from '../services/access-token.service';
import {
  AccessTokenConnectionModel,
  AccessTokenModel,
  CreateAccessTokenInput,
  CreatedAccessTokenModel,
  type TokenScopeEnum,
} from './access-token.models';

function toModel(record: AccessTokenEntity): AccessTokenModel {
  return {
    id: record.id,
    name: record.name,
    prefix: record.prefix,
    scopes: record.scopes as unknown as TokenScopeEnum[],
    createdAt: record.createdAt,
    lastUsedAt: record.lastUsedAt,
    expiresAt: record.expiresAt,
    revoked: record.revokedAt !== null,
  };
}

@ObjectType('RateLimit', {
  description: 'Your operation budget for the current minute (as in the RateLimit-* headers and extensions.rateLimit).',
})
class RateLimitModel {
  @Field(() => Int, { description: 'Operations allowed per window.' }) limit: number;
  @Field(() => Int, { description: 'Operations left in this window.' }) remaining: number;
  @Field(() => Int, { description: 'Operations counted in this window, this one included.' }) used: number;
  @Field(() => Int, { description: 'What this operation cost: every operation costs 1, whatever its fields.' })
  cost: number;
  @Field({ description: 'When the window closes and the budget is full again.' }) resetAt: Date;
}

@Resolver(() => AccessTokenModel)
export class AccessTokenResolver {
  constructor(private readonly tokens: AccessTokenService) {}

  @Public()
  @Query(() => RateLimitModel, {
    description: 'Your operation budget: per access token or session, and per client address; the tighter one.',
  })
  rateLimit(@Context() ctx: { req: { rateLimit?: RateLimitInfo } }): RateLimitModel {
    const info = ctx.req.rateLimit;
    if (!info) throw new DomainError('INTERNAL_ERROR', 'No budget was counted for this operation.');
    return { limit: info.limit, remaining: info.remaining, used: info.used, cost: info.cost, resetAt: info.resetAt };
  }

  @Mutation(() => CreatedAccessTokenModel, {
    description: 'Creates a personal access token (signed-in sessions only).',
  })
  async createAccessToken(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Name, scopes and expiry.' }) input: CreateAccessTokenInput,
  ): Promise<CreatedAccessTokenModel> {
    const { token, record } = await this.tokens.create(user.id, input.name, input.scopes, input.expiresInDays);
    return { token, accessToken: toModel(record) };
  }

  @Query(() => AccessTokenConnectionModel, { description: 'Your personal access tokens, newest first.' })
  async accessTokens(
    @CurrentUser() user: AuthenticatedUser,
    @Args('first', { type: () => Int, defaultValue: 50, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after?: string | null,
  ): Promise<AccessTokenConnectionModel> {
    const page = await this.tokens.page(user.id, { first, after });
    return {
      edges: page.items.map(({ item, cursor }) => ({ cursor, node: toModel(item) })),
      pageInfo: { hasNextPage: page.hasNextPage, endCursor: page.endCursor },
      totalCount: page.totalCount,
    };
  }

  @Mutation(() => Boolean, { description: 'Revokes one of your tokens at once (signed-in sessions only).' })
  async revokeAccessToken(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'The token to revoke.' }) id: string,
  ): Promise<boolean> {
    await this.tokens.revoke(user.id, id);
    return true;
  }
}
