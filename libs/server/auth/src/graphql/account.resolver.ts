import { Inject } from '@nestjs/common';
import { Args, Context, ID, Int, Mutation, Parent, Query, ResolveField, Resolver } from '@nestjs/graphql';
import type { Request } from 'express';
import {
  APP_CONFIG,
  BEFORE_ARG,
  DomainError,
  LAST_ARG,
  Public,
  requireSession,
  toConnection,
  withUserErrors,
  type AppConfig,
} from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../http/current-user.decorator';
import { readSessionToken } from '../http/session-cookie';
import { ACCOUNT_NEEDS_SESSION, EmailVerificationService } from '../services/email-verification.service';
import { PasswordService } from '../services/password.service';
import { SessionService } from '../services/session.service';
import { SessionConnectionModel, SessionModel } from './session.model';
import { SessionEndInput, SessionEndPayload, SessionsEndOthersPayload } from './session.payloads';
import { ChangeEmailInput, ChangePasswordInput, ResetPasswordInput } from './account.inputs';
import { UserModel } from './user.model';

/** Address verification and passwords over GraphQL; the same services as REST. */
@Resolver(() => UserModel)
export class AccountResolver {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @ResolveField(() => Boolean, {
    description:
      'Whether the owner proved they receive mail at this address. Until then nothing shared with the address is shown.',
  })
  emailVerified(@Parent() user: UserModel): Promise<boolean> {
    return this.verification.isVerified(user.id);
  }

  @Public()
  @Mutation(() => UserModel, { description: 'Verifies the address with the token from the verification e-mail.' })
  verifyEmail(
    @Args('token', { description: 'The token from the verification link.' }) token: string,
  ): Promise<UserModel> {
    return this.verification.verify(token);
  }

  @Mutation(() => Boolean, {
    description: 'Sends a new verification e-mail (earlier links stop working). Sessions only.',
  })
  async sendVerificationEmail(@CurrentUser() user: AuthenticatedUser): Promise<boolean> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.verification.send(user);
    return true;
  }

  @Mutation(() => Boolean, {
    description:
      'Mails a confirmation link to a new address; the account moves to it when the link is opened. Sessions only.',
  })
  async changeEmail(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'New address and current password.' }) input: ChangeEmailInput,
  ): Promise<boolean> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.verification.requestChange(user, input.email, input.currentPassword);
    return true;
  }

  @Mutation(() => Boolean, { description: 'Changes the password; every other session is signed out. Sessions only.' })
  async changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'Current and new password.' }) input: ChangePasswordInput,
    @Context() ctx: { req: Request },
  ): Promise<boolean> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.passwords.change({ user, currentSessionToken: readSessionToken(ctx.req, this.config), ...input });
    return true;
  }

  @Public()
  @Mutation(() => Boolean, {
    description:
      'Mails a password reset link if an account uses this address. Always answers true, so it tells nothing about accounts.',
  })
  async requestPasswordReset(
    @Args('email', { description: 'The address of the account.' }) email: string,
    @Context() ctx: { req: Request },
  ): Promise<boolean> {
    await this.passwords.requestReset(email, ctx.req.ip);
    return true;
  }

  @Public()
  @Mutation(() => Boolean, {
    description: 'Sets a new password with a reset link; every session of the account is signed out.',
  })
  async resetPassword(
    @Args('input', { description: 'Token and new password.' }) input: ResetPasswordInput,
  ): Promise<boolean> {
    await this.passwords.reset(input.token, input.password);
    return true;
  }

  @ResolveField('sessions', () => SessionConnectionModel, {
    description: 'Your signed-in sessions, most recently used first (`current` marks this one). Sessions only.',
  })
  async viewerSessions(
    @CurrentUser() user: AuthenticatedUser,
    @Parent() account: UserModel,
    @Context() ctx: { req: Request },
    @Args('first', { type: () => Int, defaultValue: 50, description: 'Page size, 1 to 200.' }) first: number,
    @Args('after', { type: () => String, nullable: true, description: 'endCursor of the previous page.' })
    after: string | null,
    @Args('last', LAST_ARG) last: number | null,
    @Args('before', BEFORE_ARG) before: string | null,
  ): Promise<SessionConnectionModel> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    // A User is only ever the viewer; nobody else's sessions are anyone's business.
    if (account.id !== user.id) throw new DomainError('NOT_FOUND', 'Not found.');
    const page = await this.sessions.page(user.id, ctx.req.actor?.sessionId, { first, after, last, before });
    return toConnection(page, (session) => session);
  }

  @Mutation(() => SessionEndPayload, {
    description:
      "Signs one of your sessions out; its live connections close. Another user's or an unknown id is NOT_FOUND. Sessions only.",
  })
  sessionEnd(
    @CurrentUser() user: AuthenticatedUser,
    @Args('input', { description: 'The session.' }) input: SessionEndInput,
  ): Promise<SessionEndPayload> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return withUserErrors('endedSessionId', async () => {
      await this.sessions.endById(user.id, input.id);
      return input.id;
    });
  }

  @Mutation(() => SessionsEndOthersPayload, {
    description: 'Signs out every session of yours but this one (it takes no input). Sessions only.',
  })
  sessionsEndOthers(
    @CurrentUser() user: AuthenticatedUser,
    @Context() ctx: { req: Request },
  ): Promise<SessionsEndOthersPayload> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return withUserErrors('endedSessionCount', () =>
      this.sessions.endAllForUser(user.id, readSessionToken(ctx.req, this.config)),
    );
  }

  @Query(() => [SessionModel], {
    name: 'sessions',
    description: "The viewer's signed-in sessions, most recently used first. Sessions only.",
    deprecationReason: 'Use me { sessions }, a connection.',
  })
  listSessions(@CurrentUser() user: AuthenticatedUser, @Context() ctx: { req: Request }): Promise<SessionModel[]> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.sessions.list(user.id, ctx.req.actor?.sessionId);
  }

  @Mutation(() => Boolean, {
    description: "Signs one of the viewer's sessions out; its live connections close. Sessions only.",
    deprecationReason: 'Use sessionEnd.',
  })
  async endSession(
    @CurrentUser() user: AuthenticatedUser,
    @Args('id', { type: () => ID, description: 'The session.' }) id: string,
  ): Promise<boolean> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.sessions.endById(user.id, id);
    return true;
  }

  @Mutation(() => Boolean, {
    description: 'Signs out every session of the viewer but this one. Sessions only.',
    deprecationReason: 'Use sessionsEndOthers.',
  })
  async endOtherSessions(@CurrentUser() user: AuthenticatedUser, @Context() ctx: { req: Request }): Promise<boolean> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.sessions.endAllForUser(user.id, readSessionToken(ctx.req, this.config));
    return true;
  }
}
