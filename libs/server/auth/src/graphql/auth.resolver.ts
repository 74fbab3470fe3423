import { Inject } from '@nestjs/common';
import { Args, Context, Mutation, Query, Resolver } from '@nestjs/graphql';
import type { Request, Response } from 'express';
import { APP_CONFIG, Public, type AppConfig } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../http/current-user.decorator';
import {
  clearSessionCookie,
  clearSignInChallengeCookie,
  holdingSignInChallenge,
  readClientBinding,
  readSessionToken,
  readSignInChallenge,
  signInRequest,
  setSessionCookie,
} from '../http/session-cookie';
import { PasskeySignInInput, SecondFactorInput } from './two-factor.models';
import { parseWebauthnJson } from './webauthn-json';
import { PasskeyService } from '../services/passkey.service';
import { SecondFactorService } from '../services/second-factor.service';
import { AuthService, type SignedIn } from '../services/auth.service';
import { LoginInput, RegisterInput } from './auth.inputs';
import { UserModel } from './user.model';
import { NodeRegistry } from '../node/node-registry.service';

interface HttpContext {
  req: Request;
  res: Response;
}

@Resolver(() => UserModel)
export class AuthResolver {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly nodes: NodeRegistry,
    private readonly factors: SecondFactorService,
    private readonly passkeys: PasskeyService,
  ) {}

  @Public()
  @Mutation(() => UserModel, { description: 'Creates an account and signs it in (sets the session cookie).' })
  async register(
    @Args('input', { description: 'The new account.' }) input: RegisterInput,
    @Context() ctx: HttpContext,
  ): Promise<UserModel> {
    const signedIn = await this.auth.register({
      ...input,
      ...signInRequest(ctx.req, this.config),
    });
    return this.signIn(ctx, signedIn);
  }

  @Public()
  // Nullable so that each aliased attempt in one request runs and is counted by the throttle.
  @Mutation(() => UserModel, {
    nullable: true,
    description:
      'Signs in with e-mail and password (sets the session cookie). Every attempt counts towards the login throttle, aliases included.',
  })
  async login(
    @Args('input', { description: 'The credentials.' }) input: LoginInput,
    @Context() ctx: HttpContext,
  ): Promise<UserModel> {
    const signedIn = await holdingSignInChallenge(ctx.res, this.config, () =>
      this.auth.login({
        ...input,
        ...signInRequest(ctx.req, this.config),
      }),
    );
    return this.signIn(ctx, signedIn);
  }

  @Public()
  @Mutation(() => UserModel, {
    description:
      'Completes a sign-in that answered SECOND_FACTOR_REQUIRED (its challenge is in a cookie for 5 minutes) with a code from the authenticator app or a recovery code; sets the session cookie.',
  })
  async loginSecondFactor(
    @Args('input', { description: 'The code.' }) input: SecondFactorInput,
    @Context() ctx: HttpContext,
  ): Promise<UserModel> {
    const signedIn = await this.auth.completeSecondFactor({
      code: input.code,
      recoveryCode: input.recoveryCode,
      passkey: parseWebauthnJson(input.passkeyResponseJson),
      challenge: readSignInChallenge(ctx.req, this.config),
      ...signInRequest(ctx.req, this.config),
    });
    clearSignInChallengeCookie(ctx.res, this.config);
    return this.signIn(ctx, signedIn);
  }

  @Public()
  @Mutation(() => String, {
    description:
      "Options for navigator.credentials.get() in the second step of a sign-in, as JSON text: a challenge for one of the account's passkeys (the sign-in's challenge cookie names the account). Answer with loginSecondFactor { passkeyResponseJson }.",
  })
  async loginSecondFactorPasskeyOptions(@Context() ctx: HttpContext): Promise<string> {
    return JSON.stringify(
      await this.factors.passkeyOptions(readSignInChallenge(ctx.req, this.config), readClientBinding(ctx.req.headers)),
    );
  }

  @Public()
  @Mutation(() => String, {
    description:
      'Options for navigator.credentials.get() to sign in without a password, as JSON text: a challenge any passkey of this site may sign, once, within 5 minutes.',
  })
  async loginPasskeyOptions(@Context() ctx: HttpContext): Promise<string> {
    return JSON.stringify(await this.passkeys.signInOptions(ctx.req.ip));
  }

  @Public()
  @Mutation(() => UserModel, {
    description:
      'Signs in with a passkey alone (its authenticator checks its holder): the answer to loginPasskeyOptions. Sets the session cookie.',
  })
  async loginPasskey(
    @Args('input', { description: "The passkey's answer." }) input: PasskeySignInInput,
    @Context() ctx: HttpContext,
  ): Promise<UserModel> {
    const signedIn = await this.auth.signInWithPasskey({
      response: parseWebauthnJson(input.responseJson),
      ...signInRequest(ctx.req, this.config),
    });
    return this.signIn(ctx, signedIn);
  }

  @Public()
  @Mutation(() => Boolean, { description: 'Ends the current session; true also when there was none.' })
  async logout(@Context() ctx: HttpContext): Promise<boolean> {
    await this.auth.logout(readSessionToken(ctx.req, this.config));
    clearSessionCookie(ctx.res, this.config);
    return true;
  }

  onModuleInit(): void {
    // Other accounts are not objects the viewer can fetch (a share's owner comes with the share).
    this.nodes.register('User', (viewer, id) =>
      Promise.resolve(viewer.id === id ? { id: viewer.id, email: viewer.email, name: viewer.name } : null),
    );
  }

  @Query(() => UserModel, { description: 'The signed-in user.' })
  me(@CurrentUser() user: AuthenticatedUser): UserModel {
    return { id: user.id, email: user.email, name: user.name };
  }

  private signIn(ctx: HttpContext, { user, session }: SignedIn): UserModel {
    setSessionCookie(ctx.res, this.config, session.token, session.maxAgeSeconds);
    return { id: user.id, email: user.email, name: user.name };
  }
}
