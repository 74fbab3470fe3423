import { SSO_ERROR_MESSAGES } from '@coffer/shared-contracts';
import { safeRedirectPath } from './redirect';

export const SSO_LINK_NOTICE = 'Sign in to your Coffer account to link it to single sign-on.';

/** The query parameters single sign-on sends the browser back to /login with. */
export const SSO_RETURN_PARAMS = ['sso_error', 'sso_link', 'second_factor', 'return_to'] as const;

/** Why single sign-on sent the browser back to the login screen. */
export type SsoReturn =
  /** It ended without a session: the reason, in words. */
  | { kind: 'error'; message: string }
  /** An account has the provider's address: it signs in its usual way, then confirms the link. */
  | { kind: 'link'; token: string }
  /** The account has two-step verification: its second step (the challenge cookie is set), then `returnTo`. */
  | { kind: 'second-factor'; returnTo: string | null };

/**
 * What the login screen's address says about a single sign-on that came back to it, or null.
 * An unknown `sso_error` reads as the general failure; `return_to` is kept only when it is a path
 * of this site.
 */
export function ssoReturnOf(search: string): SsoReturn | null {
  const params = new URLSearchParams(search);
  const reason = params.get('sso_error');
  if (reason !== null) {
    const message = Object.hasOwn(SSO_ERROR_MESSAGES, reason)
      ? SSO_ERROR_MESSAGES[reason as keyof typeof SSO_ERROR_MESSAGES]
      : SSO_ERROR_MESSAGES.failed;
    return { kind: 'error', message };
  }
  const token = params.get('sso_link');
  if (token) return { kind: 'link', token };
  if (params.get('second_factor') === '1')
    return { kind: 'second-factor', returnTo: safeRedirectPath(params.get('return_to')) };
  return null;
}

/** `search` without the single sign-on parameters (what the address keeps once they are read). */
export function withoutSsoReturn(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of SSO_RETURN_PARAMS) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
