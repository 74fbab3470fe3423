import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { SsoErrorCode } from '@coffer/shared-contracts';
import {
  APP_CONFIG,
  ApiErrors,
  ApiSignedIn,
  DomainError,
  OkResponseDto,
  Public,
  requireSession,
  type AppConfig,
} from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { clientBindingHash } from '../domain/client-binding';
import { CurrentUser } from '../http/current-user.decorator';
import {
  holdingSignInChallenge,
  readClientBinding,
  readSessionToken,
  readSsoState,
  setSessionCookie,
  setSsoStateCookie,
} from '../http/session-cookie';
import { AuthService } from '../services/auth.service';
import { ACCOUNT_NEEDS_SESSION } from '../services/email-verification.service';
import { SecondFactorRequiredError } from '../services/second-factor.service';
import { SSO_ATTEMPT_SECONDS, SsoService, type LinkedIdentity } from '../services/sso.service';
import { SsoLinkDto, SsoStartDto } from './auth.dto';
import { LinkedIdentityResponseDto, SignInOptionsResponseDto, SsoStartResponseDto } from './auth-response.dto';

const REASON_BY_CODE: Partial<Record<string, SsoErrorCode>> = {
  REGISTRATION_CLOSED: 'closed',
  REGISTRATION_INVITE_ONLY: 'invite',
};

/** /api/auth/sso and /api/auth/identities: single sign-on with OpenID Connect providers. */
@ApiTags('auth')
@Controller('auth')
export class SsoController {
  constructor(
    private readonly sso: SsoService,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Get('sso/providers')
  @ApiOperation({
    summary: 'How people sign in here',
    description: 'The providers to offer, and whether passwords work.',
  })
  @ApiOkResponse({ type: SignInOptionsResponseDto })
  providers(): ReturnType<SsoService['signInOptions']> {
    return this.sso.signInOptions();
  }

  @Public()
  @Post('sso/:provider/start')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Start signing in with a provider',
    description:
      'Answers the authorization URL to open, and sets the cookie the callback checks (10 minutes). The session will be bound to the web app that asked.',
  })
  @ApiOkResponse({ type: SsoStartResponseDto })
  @ApiErrors('NOT_FOUND', 'RATE_LIMITED', 'SERVICE_UNAVAILABLE')
  async start(
    @Param('provider') provider: string,
    @Body() body: SsoStartDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<{ url: string }> {
    const { url, state } = await this.sso.start(
      provider,
      body.returnTo,
      clientBindingHash(readClientBinding(req.headers)),
      req.ip,
    );
    setSsoStateCookie(res, this.config, state, SSO_ATTEMPT_SECONDS);
    return { url };
  }

  @Public()
  @Get('sso/:provider/callback')
  @ApiOperation({
    summary: "The provider's redirect back",
    description:
      'Signs in and redirects to the web app: to where the sign-in started; to /login?second_factor=1 when the account has two-step verification; to /login?sso_link=<token> when an existing account must confirm the link; to /login?sso_error=<reason> otherwise.',
  })
  async callback(@Param('provider') provider: string, @Req() req: Request, @Res() res: Response): Promise<void> {
    setSsoStateCookie(res, this.config, '', 0);
    const go = (path: string) => res.redirect(303, path);
    const outcome = await this.sso.callback(
      provider,
      new URL(req.originalUrl, this.config.publicUrl),
      readSsoState(req, this.config),
    );
    if (outcome.kind === 'refused') return go(`/login?sso_error=${outcome.reason}`);
    if (outcome.kind === 'link') return go(`/login?sso_link=${outcome.token}`);
    try {
      const { session } = await holdingSignInChallenge(res, this.config, () =>
        this.auth.signInWithSso(outcome, req.ip, readSessionToken(req, this.config)),
      );
      setSessionCookie(res, this.config, session.token, session.maxAgeSeconds);
      return go(outcome.returnTo);
    } catch (error) {
      if (error instanceof SecondFactorRequiredError)
        return go(`/login?second_factor=1&return_to=${encodeURIComponent(outcome.returnTo)}`);
      if (error instanceof DomainError) return go(`/login?sso_error=${REASON_BY_CODE[error.code] ?? 'failed'}`);
      throw error;
    }
  }

  @Post('sso/link')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Link a provider to my account',
    description: 'Confirms the link a sign-in with a provider proposed for this account’s own address.',
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: LinkedIdentityResponseDto })
  @ApiErrors('VALIDATION_ERROR')
  link(@CurrentUser() user: AuthenticatedUser, @Body() body: SsoLinkDto): Promise<LinkedIdentity> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.sso.confirmLink(user, body.token);
  }

  @Get('identities')
  @ApiOperation({ summary: 'My linked single sign-on identities' })
  @ApiSignedIn()
  @ApiOkResponse({ type: [LinkedIdentityResponseDto] })
  identities(@CurrentUser() user: AuthenticatedUser): Promise<LinkedIdentity[]> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    return this.sso.identities(user.id);
  }

  @Delete('identities/:provider')
  @ApiOperation({
    summary: 'Unlink a provider',
    description: 'Refused when it is the only way in (password sign-in off).',
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: OkResponseDto })
  @ApiErrors('NOT_FOUND', 'VALIDATION_ERROR')
  async unlink(@CurrentUser() user: AuthenticatedUser, @Param('provider') provider: string): Promise<{ ok: true }> {
    requireSession(ACCOUNT_NEEDS_SESSION);
    await this.sso.unlink(user.id, provider);
    return { ok: true };
  }
}
