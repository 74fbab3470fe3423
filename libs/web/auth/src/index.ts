export {
  createGraphqlAuthApi,
  type AuthApi,
  type LoginCredentials,
  type SessionUser,
  type SignupDetails,
} from './api/auth-api';
export {
  AuthProvider,
  LOGIN_FAILED_MESSAGE,
  REGISTRATION_FAILED_MESSAGE,
  createAuthStore,
  useAuthStore,
  useAuthStoreApi,
  type AuthState,
  type AuthStore,
} from './stores/useAuthStore';
export {
  DEFAULT_AFTER_LOGIN_PATH,
  REDIRECT_AFTER_LOGIN_KEY,
  rememberRedirectAfterLogin,
  safeRedirectPath,
  takeRedirectAfterLogin,
} from './domain/redirect';
export { useClearAuthErrorOnLeave } from './hooks/useClearAuthErrorOnLeave';
export { useRefreshSessionWhenVisible } from './hooks/useRefreshSessionWhenVisible';
export { AuthGate } from './components/AuthGate/AuthGate';
export { LoginScreen } from './components/LoginScreen/LoginScreen';
export { SignupScreen, canSubmitSignup } from './components/SignupScreen/SignupScreen';
export { PasswordChecklist } from './components/PasswordChecklist/PasswordChecklist';
export { AppHeader, type AppHeaderProps } from './components/AppHeader/AppHeader';
export { AuthenticatedLayout, type AuthenticatedLayoutProps } from './components/AuthenticatedLayout/AuthenticatedLayout';
export { PublicLayout } from './components/PublicLayout/PublicLayout';
export { UnseenBadge, unseenBadgeLabel } from './components/UnseenBadge/UnseenBadge';
export {
  AccessTokensView,
  SECRET_NOTE,
  TOKEN_EXPIRY_OPTIONS,
  TOKEN_SCOPES,
  tokenExpiryLabel,
} from './components/AccessTokens/AccessTokensView';
export { VerifyEmailBanner, VERIFY_BANNER_TITLE } from './components/VerifyEmailBanner/VerifyEmailBanner';
export { VerifyEmailScreen } from './components/VerifyEmailScreen/VerifyEmailScreen';
export { ForgotPasswordScreen, RESET_REQUESTED_MESSAGE } from './components/ForgotPasswordScreen/ForgotPasswordScreen';
export { ResetPasswordScreen } from './components/ResetPasswordScreen/ResetPasswordScreen';
export { AccountSettingsView } from './components/AccountSettings/AccountSettingsView';
export { SessionsView } from './components/SessionsView/SessionsView';
export { ACCOUNT_PATH, SESSIONS_PATH, TOKENS_PATH } from './components/AppHeader/AppHeader';
