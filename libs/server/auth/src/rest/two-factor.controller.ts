import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiErrors, ApiSignedIn, OkResponseDto, requireSession } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { CurrentUser } from '../http/current-user.decorator';
import { ACCOUNT_NEEDS_SESSION } from '../services/email-verification.service';
import { SecondFactorService, type SecondFactorStatus } from '../services/second-factor.service';
import { TwoFactorConfirmDto, TwoFactorEnableDto, TwoFactorSetupDto } from './auth.dto';
import { RecoveryCodesResponseDto, TwoFactorSetupResponseDto, TwoFactorStatusResponseDto } from './auth-response.dto';

/** /api/auth/two-factor: authenticator codes and recovery codes; sessions only (never an access token). */
@ApiTags('auth')
@Controller('auth/two-factor')
export class TwoFactorController {
  constructor(private readonly factors: SecondFactorService) {}

  @Get()
  @ApiOperation({ summary: 'Two-step verification: on or off, and recovery codes left' })
  @ApiSignedIn()
  @ApiOkResponse({ type: TwoFactorStatusResponseDto })
  status(@CurrentUser() user: AuthenticatedUser): Promise<SecondFactorStatus> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.factors.status(user.id);
  }

  @Post('setup')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start setting up an authenticator app',
    description: 'A new secret; nothing changes at sign-in until a first code confirms it (enable).',
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: TwoFactorSetupResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'WRONG_PASSWORD', 'RATE_LIMITED')
  setup(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: TwoFactorSetupDto,
  ): Promise<{ secret: string; uri: string }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.factors.beginTotpSetup(user, body.password);
  }

  @Post('enable')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Turn two-step verification on',
    description: 'With a first code from the app just set up; answers ten recovery codes, shown this once.',
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_CODE', 'RATE_LIMITED')
  async enable(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: TwoFactorEnableDto,
    @Req() req: Request,
  ): Promise<{ recoveryCodes: string[] }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return { recoveryCodes: await this.factors.enableTotp(user, body.code, req.ip) };
  }

  @Post('disable')
  @HttpCode(200)
  @ApiOperation({ summary: 'Turn two-step verification off', description: 'Needs the password and a code.' })
  @ApiSignedIn()
  @ApiOkResponse({ type: OkResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'WRONG_PASSWORD', 'INVALID_CODE', 'RATE_LIMITED')
  async disable(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: TwoFactorConfirmDto,
    @Req() req: Request,
  ): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.factors.disable(user, body.password, body, req.ip);
    return { ok: true };
  }

  @Post('recovery-codes')
  @HttpCode(200)
  @ApiOperation({
    summary: 'New recovery codes',
    description: 'Needs the password and a code; the old recovery codes stop working.',
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: RecoveryCodesResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'WRONG_PASSWORD', 'INVALID_CODE', 'RATE_LIMITED')
  async regenerate(
    @CurrentUser() user: AuthenticatedUser,
    @Body() body: TwoFactorConfirmDto,
    @Req() req: Request,
  ): Promise<{ recoveryCodes: string[] }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return { recoveryCodes: await this.factors.regenerateRecoveryCodes(user, body.password, body, req.ip) };
  }
}
