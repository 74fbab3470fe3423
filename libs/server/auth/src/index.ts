export { AuthModule } from './auth.module';
export { AuthService } from './services/auth.service';
export { CurrentUser } from './http/current-user.decorator';
export type { AuthenticatedUser } from './authenticated-user';
export {
  LOGIN_ATTEMPTS_PER_ACCOUNT,
  LOGIN_ATTEMPTS_PER_ADDRESS,
  LOGIN_FREE_ATTEMPTS_PER_ACCOUNT,
  LOGIN_MAX_DELAY_SECONDS,
} from './services/login-throttle.service';
export { AccountDirectory } from './services/account-directory.service';
export { AccountAdministration } from './services/account-administration.service';
export { UserModel } from './graphql/user.model';
export { RequestAuthenticator, type Authenticated } from './services/request-authenticator.service';
export { AccessTokenService, ACCESS_TOKEN_PREFIX, TOKEN_REQUESTS_PER_MINUTE } from './services/access-token.service';
export { RegistrationInvitations } from './services/registration-invitations';
export { AccountCredentialHolders } from './services/account-credential-holders';
export { REGISTRATION_MESSAGES } from './services/auth.service';
export { SessionService } from './services/session.service';
export { NodeRegistry, type NodeLoader } from './node/node-registry.service';
