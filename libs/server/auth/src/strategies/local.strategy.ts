import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-local';
import type { AuthenticatedUser } from '../authenticated-user';
import { AuthService } from '../services/auth.service';

/** passport-local for POST /api/auth/login: a thin adapter over AuthService.verifyCredentials. */
@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly auth: AuthService) {
    super({ usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false });
  }

  validate(req: Request, email: string, password: string): Promise<AuthenticatedUser> {
    return this.auth.verifyCredentials({ email, password, clientAddress: req.ip });
  }
}
