import { Module, RequestMethod, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessTokenResolver } from './graphql/access-token.resolver';
import { AuthResolver } from './graphql/auth.resolver';
import { SessionAuthGuard } from './guards/session-auth.guard';
import { ClientBindingMiddleware } from './http/client-binding.middleware';
import { SessionEntity } from './persistence/session.entity';
import { SessionRepository } from './persistence/session.repository';
import { UserEntity } from './persistence/user.entity';
import { UserRepository } from './persistence/user.repository';
import { AuthController } from './rest/auth.controller';
import { AccessTokenEntity } from './persistence/access-token.entity';
import { AccountTokenEntity } from './persistence/account-token.entity';
import { AccountTokenRepository } from './persistence/account-token.repository';
import { AccountTokenService } from './services/account-token.service';
import { EmailVerificationService } from './services/email-verification.service';
import { PasswordService } from './services/password.service';
import { AccountController } from './rest/account.controller';
import { AccountResolver } from './graphql/account.resolver';
import { AccessTokenService } from './services/access-token.service';
import { AccountDirectory } from './services/account-directory.service';
import { CredentialRevoker } from './services/credential-revoker.service';
import { AuthService } from './services/auth.service';
import { RequestAuthenticator } from './services/request-authenticator.service';
import { LoginThrottleService } from './services/login-throttle.service';
import { SessionService } from './services/session.service';
import { LocalStrategy } from './strategies/local.strategy';
import { NodeRegistry } from './node/node-registry.service';
import { NodeResolver } from './node/node.resolver';
import { TotpFactorEntity } from './persistence/totp-factor.entity';
import { RecoveryCodeEntity } from './persistence/recovery-code.entity';
import { SignInChallengeEntity } from './persistence/sign-in-challenge.entity';
import { SecondFactorRepository } from './persistence/second-factor.repository';
import { SecondFactorService } from './services/second-factor.service';
import { TwoFactorController } from './rest/two-factor.controller';
import { TwoFactorResolver } from './graphql/two-factor.resolver';
import { PasskeyEntity } from './persistence/passkey.entity';
import { WebauthnChallengeEntity } from './persistence/webauthn-challenge.entity';
import { PasskeyRepository } from './persistence/passkey.repository';
import { PasskeyService } from './services/passkey.service';
import { PasskeyController } from './rest/passkey.controller';
import { PasskeyResolver } from './graphql/passkey.resolver';
import { SsoAttemptEntity, SsoIdentityEntity, SsoLinkEntity } from './persistence/sso.entities';
import { SsoRepository } from './persistence/sso.repository';
import { SsoService } from './services/sso.service';
import { SsoController } from './rest/sso.controller';
import { SsoResolver } from './graphql/sso.resolver';
import { AccountAdministration } from './services/account-administration.service';

@Module({
  imports: [
    PassportModule,
    TypeOrmModule.forFeature([
      UserEntity,
      SessionEntity,
      AccessTokenEntity,
      AccountTokenEntity,
      TotpFactorEntity,
      RecoveryCodeEntity,
      SignInChallengeEntity,
      PasskeyEntity,
      WebauthnChallengeEntity,
      SsoIdentityEntity,
      SsoAttemptEntity,
      SsoLinkEntity,
    ]),
  ],
  controllers: [AuthController, AccountController, TwoFactorController, PasskeyController, SsoController],
  providers: [
    UserRepository,
    SessionRepository,
    SessionService,
    LoginThrottleService,
    SecondFactorRepository,
    SecondFactorService,
    PasskeyRepository,
    PasskeyService,
    SsoRepository,
    SsoService,
    AccountAdministration,
    AuthService,
    AccountDirectory,
    AccessTokenService,
    AccountTokenRepository,
    AccountTokenService,
    CredentialRevoker,
    EmailVerificationService,
    PasswordService,
    AccountResolver,
    RequestAuthenticator,
    LocalStrategy,
    AuthResolver,
    AccessTokenResolver,
    TwoFactorResolver,
    PasskeyResolver,
    SsoResolver,
    NodeRegistry,
    NodeResolver,
    { provide: APP_GUARD, useClass: SessionAuthGuard },
  ],
  exports: [AuthService, AccountDirectory, RequestAuthenticator, NodeRegistry, AccountAdministration],
})
export class AuthModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // The web app sends its GraphQL operations as POST; GraphqlUploadMiddleware is mounted the same way.
    consumer.apply(ClientBindingMiddleware).forRoutes({ path: 'graphql', method: RequestMethod.POST });
  }
}
