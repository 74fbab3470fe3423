import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { APP_CONFIG, DomainError, Public, requireSession, type AppConfig } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { clientBindingHash } from '../domain/client-binding';
import { CurrentUser } from '../http/current-user.decorator';
import { readClientBinding, setSsoStateCookie } from '../http/session-cookie';
import { ACCOUNT_NEEDS_SESSION } from '../services/email-verification.service';
import { SSO_ATTEMPT_SECONDS, SsoService } from '../services/sso.service';
import { LinkedIdentityModel, SignInOptionsModel } from './sso.models';
import { UserModel } from './user.model';

/** Single sign-on over GraphQL; the same service as REST (the provider's callback is REST only: it is a redirect). */
@Resolver(() => UserModel)
export class SsoResolver {
  constructor(
    private readonly sso: SsoService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Query(() => SignInOptionsModel, {
    description: 'How people sign in here: the providers, and whether passwords work.',
  })
  signInOptions(): SignInOptionsModel {
    return this.sso.signInOptions();
  }

  @Public()
  @Mutation(() => String, {
    description:
      'Starts signing in with a provider: answers its authorization URL (open it in the same browser) and sets the cookie the callback checks. The session will be bound to the web app that asked.',
  })
  async ssoStart(
    @Args('provider', { description: "The provider's id." }) provider: string,
    @Args('returnTo', {
      type: () => String,
      nullable: true,
      description: 'A path of the web app to open once signed in.',
    })
    returnTo: string | null,
    @Context() ctx: { req: Request; res: Response },
  ): Promise<string> {
    const { url, state } = await this.sso.start(
      provider,
      returnTo,
      clientBindingHash(readClientBinding(ctx.req.headers)),
      ctx.req.ip,
    );
    setSsoStateCookie(ctx.res, this.config, state, SSO_ATTEMPT_SECONDS);
    return url;
  }

  @Mutation(() => LinkedIdentityModel, {
    description:
      "Links a provider's identity to your account, as proposed by a sign-in with it for your own address. Sessions only.",
  })
  ssoLinkConfirm(
    @CurrentUser() user: AuthenticatedUser,
    @Args('token', { description: 'The `sso_link` the login screen was sent back with.' }) token: string,
  ): Promise<LinkedIdentityModel> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.sso.confirmLink(user, token);
  }

  @ResolveField(() => [LinkedIdentityModel], { description: 'Your linked single sign-on identities. Sessions only.' })
  identities(@CurrentUser() user: AuthenticatedUser, @Parent() account: UserModel): Promise<LinkedIdentityModel[]> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    if (account.id !== user.id) throw new DomainError('NOT_FOUND', 'Not found.');
    return this.sso.identities(user.id);
  }

  @Mutation(() => Boolean, {
    description: 'Unlinks a provider from your account (refused when it is the only way in). Sessions only.',
  })
  async identityUnlink(
    @CurrentUser() user: AuthenticatedUser,
    @Args('provider', { description: "The provider's id." }) provider: string,
  ): Promise<boolean> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.sso.unlink(user.id, provider);
    return true;
  }
}
