import { ApiBody, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, ApiErrors, ApiSignedIn, OkResponseDto, Public, type AppConfig } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { LocalAuthGuard } from '../guards/local-auth.guard';
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
import { AuthService } from '../services/auth.service';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import { LoginDto, PasskeySignInDto, RegisterDto, SecondFactorDto } from './auth.dto';
import { PasskeyService } from '../services/passkey.service';
import { SecondFactorService } from '../services/second-factor.service';
import { UserResponseDto, WebauthnOptionsResponseDto } from './auth-response.dto';

/** /api/auth: sign-up, sign-in, who am I, sign-out (docs/rest-api.md, Authentication endpoints). */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly factors: SecondFactorService,
    private readonly passkeys: PasskeyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(201)
  @ApiOperation({
    summary: 'Create an account and sign in',
    description: 'Sets a new session cookie; a session id the request carried is deleted.',
  })
  @ApiCreatedResponse({ type: UserResponseDto })
  @ApiErrors(
    'VALIDATION_ERROR',
    'WEAK_PASSWORD',
    'USER_EXISTS',
    'REGISTRATION_CLOSED',
    'REGISTRATION_INVITE_ONLY',
    'RATE_LIMITED',
  )
  async register(
    @Body() body: RegisterDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RestUser> {
    const { user, session } = await this.auth.register({
      ...body,
      ...signInRequest(req, this.config),
    });
    setSessionCookie(res, this.config, session.token, session.maxAgeSeconds);
    return restUser(user);
  }

  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in',
    description: 'Sets a new session cookie; a session id the request carried is deleted.',
  })
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'INVALID_CREDENTIALS', 'SECOND_FACTOR_REQUIRED', 'RATE_LIMITED')
  async login(
    @CurrentUser() verified: AuthenticatedUser,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RestUser> {
    const { user, session } = await holdingSignInChallenge(res, this.config, () =>
      this.auth.signInWithPassword(verified, readSessionToken(req, this.config), readClientBinding(req.headers)),
    );
    setSessionCookie(res, this.config, session.token, session.maxAgeSeconds);
    return restUser(user);
  }

  @Public()
  @Post('login/second-factor')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Complete a sign-in with a second factor',
    description:
      'After a login answered SECOND_FACTOR_REQUIRED (which set a challenge cookie for 5 minutes): a code from the authenticator app, a recovery code, or a passkey. Sets the session cookie.',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors('INVALID_CODE', 'SIGN_IN_EXPIRED', 'RATE_LIMITED')
  async loginSecondFactor(
    @Body() body: SecondFactorDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RestUser> {
    const { user, session } = await this.auth.completeSecondFactor({
      ...body,
      challenge: readSignInChallenge(req, this.config),
      ...signInRequest(req, this.config),
    });
    clearSignInChallengeCookie(res, this.config);
    setSessionCookie(res, this.config, session.token, session.maxAgeSeconds);
    return restUser(user);
  }

  @Public()
  @Post('login/second-factor/passkey-options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Passkey options for the second step of a sign-in',
    description:
      "For navigator.credentials.get(): a challenge for one of the account's passkeys, after a login answered SECOND_FACTOR_REQUIRED. Answer it with login/second-factor { passkey }.",
  })
  @ApiOkResponse({ type: WebauthnOptionsResponseDto })
  @ApiErrors('VALIDATION_ERROR', 'SIGN_IN_EXPIRED')
  secondFactorPasskeyOptions(@Req() req: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.factors.passkeyOptions(readSignInChallenge(req, this.config), readClientBinding(req.headers));
  }

  @Public()
  @Post('login/passkey/options')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Passkey options to sign in without a password',
    description:
      'For navigator.credentials.get(): a challenge any passkey of this site may sign, once, within 5 minutes.',
  })
  @ApiOkResponse({ type: WebauthnOptionsResponseDto })
  @ApiErrors('RATE_LIMITED')
  passkeySignInOptions(@Req() req: Request): Promise<PublicKeyCredentialRequestOptionsJSON> {
    return this.passkeys.signInOptions(req.ip);
  }

  @Public()
  @Post('login/passkey')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign in with a passkey',
    description:
      'No password: the passkey (checked by its authenticator against its holder) is both factors. Sets the session cookie.',
  })
  @ApiOkResponse({ type: UserResponseDto })
  @ApiErrors('INVALID_CODE', 'RATE_LIMITED')
  async passkeySignIn(
    @Body() body: PasskeySignInDto,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<RestUser> {
    const { user, session } = await this.auth.signInWithPasskey({
      response: body.response,
      ...signInRequest(req, this.config),
    });
    setSessionCookie(res, this.config, session.token, session.maxAgeSeconds);
    return restUser(user);
  }

  @Get('me')
  @ApiOperation({ summary: 'The signed-in user', description: 'Anonymous callers get 401.' })
  @ApiSignedIn()
  @ApiOkResponse({ type: UserResponseDto })
  me(@CurrentUser() user: AuthenticatedUser): RestUser {
    return restUser(user);
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Sign out',
    description: 'Deletes the session and clears the cookie; answers the same without a session.',
  })
  @ApiOkResponse({ type: OkResponseDto })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    await this.auth.logout(readSessionToken(req, this.config));
    clearSessionCookie(res, this.config);
    return { ok: true };
  }
}

/** The REST `User`: exactly these three fields, whatever else the server knows. */
type RestUser = Pick<AuthenticatedUser, 'id' | 'email' | 'name'>;

function restUser(user: AuthenticatedUser): RestUser {
  return { id: user.id, email: user.email, name: user.name };
}
