import { Args, Context, Mutation, Parent, ResolveField, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import { DomainError, requireSession } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../http/current-user.decorator';
import { ACCOUNT_NEEDS_SESSION } from '../services/email-verification.service';
import { SecondFactorService } from '../services/second-factor.service';
import {
  TwoFactorConfirmInput,
  TwoFactorEnableInput,
  TwoFactorSetupInput,
  TwoFactorSetupModel,
  TwoFactorStatusModel,
} from './two-factor.models';
import { UserModel } from './user.model';

/** Authenticator codes and recovery codes over GraphQL; the same service as REST. Sessions only. */
@Resolver(() => UserModel)
export class TwoFactorResolver {
  constructor(private readonly factors: SecondFactorService) {}

  @ResolveField(() => TwoFactorStatusModel, {
    description: 'Two-step verification: on or off, recovery codes left. Sessions only.',
  })
  twoFactor(@CurrentUser() user: AuthenticatedUser, @Parent() account: UserModel): Promise<TwoFactorStatusModel> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    if (account.id !== user.id) throw new DomainError('NOT_FOUND', 'Not found.');
    return this.factors.status(user.id);
  }

  @Mutation(() => TwoFactorSetupModel, {
    description:
      'Starts setting up an authenticator app: a new secret; nothing changes at sign-in until twoFactorEnable confirms it. Sessions only.',
  })
  twoFactorSetup(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The current password.' }) input: TwoFactorSetupInput,
  ): Promise<TwoFactorSetupModel> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.factors.beginTotpSetup(user, input.password);
  }

  @Mutation(() => [String], {
    description:
      'Turns two-step verification on with a first code; answers ten recovery codes, shown this once. Sessions only.',
  })
  twoFactorEnable(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'A code from the app.' }) input: TwoFactorEnableInput,
    @Context() ctx: { req: Request },
  ): Promise<string[]> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.factors.enableTotp(user, input.code, ctx.req.ip);
  }

  @Mutation(() => Boolean, {
    description: 'Turns two-step verification off (the recovery codes stop working). Sessions only.',
  })
  async twoFactorDisable(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The current password and a code.' }) input: TwoFactorConfirmInput,
    @Context() ctx: { req: Request },
  ): Promise<boolean> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.factors.disable(user, input.password, input, ctx.req.ip);
    return true;
  }

  @Mutation(() => [String], {
    description: 'Ten new recovery codes in place of the old ones, shown this once. Sessions only.',
  })
  recoveryCodesRegenerate(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The current password and a code.' }) input: TwoFactorConfirmInput,
    @Context() ctx: { req: Request },
  ): Promise<string[]> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.factors.regenerateRecoveryCodes(user, input.password, input, ctx.req.ip);
  }
}
