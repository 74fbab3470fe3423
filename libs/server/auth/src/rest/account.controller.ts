import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import {
  APP_CONFIG,
  ApiErrors,
  ApiSignedIn,
  OkResponseDto,
  Public,
  requireSession,
  type AppConfig,
} from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../http/current-user.decorator';
import { readSessionToken } from '../http/session-cookie';
import { ACCOUNT_NEEDS_SESSION, EmailVerificationService } from '../services/email-verification.service';
import { PasswordService } from '../services/password.service';
import { SessionService, type SessionSummary } from '../services/session.service';
import { SessionResponseDto, VerifiedUserResponseDto } from './auth-response.dto';
import {
  ChangeEmailDto,
  ChangePasswordDto,
  RequestPasswordResetDto,
  ResetPasswordDto,
  VerifyEmailDto,
} from './account.dto';

/** /api/auth: address verification, passwords and sessions; these need the session, not an access token. */
@ApiTags('auth')
@Controller('auth')
export class AccountController {
  constructor(
    private readonly verification: EmailVerificationService,
    private readonly passwords: PasswordService,
    private readonly sessions: SessionService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Open a verification link', description: 'Single use, 24 hours.' })
  @ApiOkResponse({ type: VerifiedUserResponseDto })
  @ApiErrors('VALIDATION_ERROR')
  async verifyEmail(@Body() body: VerifyEmailDto): Promise<AuthenticatedUser & { emailVerified: true }> {
    const user = await this.verification.verify(body.token);
    return { ...user, emailVerified: true };
  }

  @Post('verify-email/resend')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mail a new verification link', description: 'Earlier links stop working; 5 an hour.' })
  @ApiSignedIn()
  @ApiOkResponse({ type: OkResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'RATE_LIMITED')
  async resendVerification(@CurrentUser() user: AuthenticatedUser): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.verification.send(user);
    return { ok: true };
  }

  @Post('email')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Move to another address',
    description: 'Takes effect when the link mailed to the new address is opened; the old address is told.',
  })
  @ApiSignedIn()
  @ApiAcceptedResponse({ type: OkResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'WRONG_PASSWORD', 'RATE_LIMITED')
  async changeEmail(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangeEmailDto): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.verification.requestChange(user, body.email, body.currentPassword);
    return { ok: true };
  }

  @Post('password')
  @HttpCode(200)
  @ApiOperation({ summary: 'Change the password', description: 'Every other session ends.' })
  @ApiSignedIn()
  @ApiOkResponse({ type: OkResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'WEAK_PASSWORD', 'WRONG_PASSWORD', 'RATE_LIMITED')
  async changePassword(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: ChangePasswordDto,
    @Req() req: Request,
  ): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.passwords.change({ user, currentSessionToken: readSessionToken(req, this.config), ...body });
    return { ok: true };
  }

  @Public()
  @Post('password-reset')
  @HttpCode(202)
  @ApiOperation({
    summary: 'Ask for a reset link',
    description: 'The same answer whether or not an account has the address.',
  })
  @ApiAcceptedResponse({ type: OkResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'RATE_LIMITED')
  async requestPasswordReset(@Body() body: RequestPasswordResetDto, @Req() req: Request): Promise<{ ok: true }> {
    await this.passwords.requestReset(body.email, req.ip);
    return { ok: true };
  }

  @Public()
  @Post('password-reset/confirm')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set a new password with a reset link',
    description: 'Single use, 1 hour; every session ends.',
  })
  @ApiOkResponse({ type: OkResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'WEAK_PASSWORD')
  async resetPassword(@Body() body: ResetPasswordDto): Promise<{ ok: true }> {
    await this.passwords.reset(body.token, body.password);
    return { ok: true };
  }

  @Get('sessions')
  @ApiOperation({ summary: 'My sessions' })
  @ApiSignedIn()
  @ApiOkResponse({ type: SessionResponseDto, isArray: true })
  listSessions(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<SessionSummary[]> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.sessions.list(user.id, req.actor?.sessionId);
  }

  @Delete('sessions/:id')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign one session out',
    description: "Another account's session id answers like an unknown one.",
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: OkResponseDto })
  @ApiErrors('NOT_FOUND')
  async endSession(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.sessions.endById(user.id, id);
    return { ok: true };
  }

  @Post('sessions/sign-out-others')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out every other session' })
  @ApiSignedIn()
  @ApiOkResponse({ type: OkResponseDto })
  async endOtherSessions(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.sessions.endAllForUser(user.id, readSessionToken(req, this.config));
    return { ok: true };
  }
}
