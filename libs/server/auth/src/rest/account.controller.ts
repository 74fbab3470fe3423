import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, Public, requireSession, type AppConfig } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../http/current-user.decorator';
import { readSessionToken } from '../http/session-cookie';
import { ACCOUNT_NEEDS_SESSION, EmailVerificationService } from '../services/email-verification.service';
import { PasswordService } from '../services/password.service';
import { SessionService, type SessionSummary } from '../services/session.service';
import { ChangeEmailDto, ChangePasswordDto, RequestPasswordResetDto, ResetPasswordDto, VerifyEmailDto } from './account.dto';

/** /api/auth: address verification and passwords (beyond the contract's A1–A4). */
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
  async verifyEmail(@Body() body: VerifyEmailDto): Promise<AuthenticatedUser & { emailVerified: true }> {
    const user = await this.verification.verify(body.token);
    return { ...user, emailVerified: true };
  }

  @Post('verify-email/resend')
  @HttpCode(200)
  async resendVerification(@CurrentUser() user: AuthenticatedUser): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.verification.send(user);
    return { ok: true };
  }

  @Post('email')
  @HttpCode(202)
  async changeEmail(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangeEmailDto): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.verification.requestChange(user, body.email, body.currentPassword);
    return { ok: true };
  }

  @Post('password')
  @HttpCode(200)
  async changePassword(@CurrentUser() user: AuthenticatedUser, @Body() body: ChangePasswordDto, @Req() req: Request): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.passwords.change({ user, currentSessionToken: readSessionToken(req, this.config), ...body });
    return { ok: true };
  }

  @Public()
  @Post('password-reset')
  @HttpCode(202)
  async requestPasswordReset(@Body() body: RequestPasswordResetDto, @Req() req: Request): Promise<{ ok: true }> {
    await this.passwords.requestReset(body.email, req.ip);
    return { ok: true };
  }

  @Public()
  @Post('password-reset/confirm')
  @HttpCode(200)
  async resetPassword(@Body() body: ResetPasswordDto): Promise<{ ok: true }> {
    await this.passwords.reset(body.token, body.password);
    return { ok: true };
  }

  @Get('sessions')
  listSessions(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<SessionSummary[]> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.sessions.list(user.id, req.actor?.sessionId);
  }

  @Delete('sessions/:id')
  @HttpCode(200)
  async endSession(@CurrentUser() user: AuthenticatedUser, @Param('id') id: string): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.sessions.endById(user.id, id);
    return { ok: true };
  }

  @Post('sessions/sign-out-others')
  @HttpCode(200)
  async endOtherSessions(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.sessions.endAllForUser(user.id, readSessionToken(req, this.config));
    return { ok: true };
  }
}
