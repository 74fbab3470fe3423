import { ApiTags } from '@nestjs/swagger';
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import type { Request, Response } from 'express';
import { APP_CONFIG, Public, type AppConfig } from '@coffer/server-core';
import type { AuthenticatedUser } from '../authenticated-user';
import { LocalAuthGuard } from '../guards/local-auth.guard';
import { CurrentUser } from '../http/current-user.decorator';
import { clearSessionCookie, readSessionToken, setSessionCookie } from '../http/session-cookie';
import { AuthService } from '../services/auth.service';
import { RegisterDto } from './auth.dto';

/** /api/auth: A1–A4 of the REST contract. */
@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('register')
  @HttpCode(201)
  async register(@Body() body: RegisterDto, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<RestUser> {
    const { user, session } = await this.auth.register({ ...body, clientAddress: req.ip, previousSessionToken: readSessionToken(req, this.config) });
    setSessionCookie(res, this.config, session.token, session.maxAgeSeconds);
    return restUser(user);
  }

  @Public()
  @UseGuards(LocalAuthGuard)
  @Post('login')
  @HttpCode(200)
  async login(@CurrentUser() verified: AuthenticatedUser, @Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<RestUser> {
    const { user, session } = await this.auth.startSession(verified, readSessionToken(req, this.config));
    setSessionCookie(res, this.config, session.token, session.maxAgeSeconds);
    return restUser(user);
  }

  @Get('me')
  me(@CurrentUser() user: AuthenticatedUser): RestUser {
    return restUser(user);
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    await this.auth.logout(readSessionToken(req, this.config));
    clearSessionCookie(res, this.config);
    return { ok: true };
  }
}

/** The contract's REST `User`: exactly these three fields, whatever else the server knows. */
type RestUser = Pick<AuthenticatedUser, 'id' | 'email' | 'name'>;

function restUser(user: AuthenticatedUser): RestUser {
  return { id: user.id, email: user.email, name: user.name };
}
