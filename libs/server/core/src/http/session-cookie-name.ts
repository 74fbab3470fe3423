import type { AppConfig } from '../config/environment';

/** `__Host-` pins the cookie to our origin when it can be Secure (https); clients treat the name as opaque. */
export function sessionCookieName(config: Pick<AppConfig, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-coffer_sid' : 'coffer_sid';
}
