import { Args, Context, Field, ID, Int, Mutation, ObjectType, Query, Resolver } from '@nestjs/graphql';
import {
  BEFORE_ARG,
  LAST_ARG,
  databaseIdOf,
  DomainError,
  Public,
  toConnection,
  withUserErrors,
  type RateLimitInfo,
} from '@coffer/server-core';
import { NodeRegistry } from '../node/node-registry.service';
import { AccessTokenCreatePayload, AccessTokenRevokeInput, AccessTokenRevokePayload } from './access-token.payloads';
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
  constructor(
    private readonly tokens: AccessTokenService,
    private readonly nodes: NodeRegistry,
  ) {}

  onModuleInit(): void {
    this.nodes.register('AccessToken', async (viewer, id) => toModel(await this.tokens.get(viewer.id, id)));
  }

  @Public()
  @Query(() => RateLimitModel, {
    description: 'Your operation budget: per access token or session, and per client address; the tighter one.',
  })
  rateLimit(@Context() ctx: { req: { rateLimit?: RateLimitInfo } }): RateLimitModel {
    const info = ctx.req.rateLimit;
    if (!info) throw new DomainError('INTERNAL_ERROR', 'No budget was counted for this operation.');
    return { limit: info.limit, remaining: info.remaining, used: info.used, cost: info.cost, resetAt: info.resetAt };
  }

  @Mutation(() => AccessTokenCreatePayload, {
    description:
      'Creates a personal access token (signed-in sessions only); a name, scopes or expiry it refuses come back in userErrors.',
  })
  accessTokenCreate(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Name, scopes and expiry.' }) input: CreateAccessTokenInput,
  ): Promise<AccessTokenCreatePayload> {
    return withUserErrors('accessToken', async () =>
      this.tokens.create(user.id, input.name, input.scopes, input.expiresInDays),
    ).then(({ accessToken: created, userErrors }) => ({
      accessToken: created ? toModel(created.record) : null,
      token: created?.token ?? null,
      userErrors,
    }));
  }

  @Mutation(() => AccessTokenRevokePayload, {
    description: 'Revokes one of your tokens at once (signed-in sessions only).',
  })
  accessTokenRevoke(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The token.' }) input: AccessTokenRevokeInput,
  ): Promise<AccessTokenRevokePayload> {
    const id = databaseIdOf(input.id, 'AccessToken');
    return withUserErrors('accessToken', async () => {
      await this.tokens.revoke(user.id, id);
      return toModel(await this.tokens.get(user.id, id));
    });
  }

  @Mutation(() => CreatedAccessTokenModel, {
    description: 'Creates a personal access token (signed-in sessions only).',
    deprecationReason: 'Use accessTokenCreate.',
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
    after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<AccessTokenConnectionModel> {
    return toConnection(await this.tokens.page(user.id, { first, after, last, before }), toModel);
  }

  @Mutation(() => Boolean, {
    description: 'Revokes one of your tokens at once (signed-in sessions only).',
    deprecationReason: 'Use accessTokenRevoke.',
  })
  async revokeAccessToken(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'The token to revoke.' }) id: string,
  ): Promise<boolean> {
    await this.tokens.revoke(user.id, databaseIdOf(id, 'AccessToken'));
    return true;
  }
}
