import { parse } from 'cookie';
import type { Request, Response } from 'express';
import { sessionCookieName, type AppConfig } from '@coffer/server-core';
import { SecondFactorRequiredError, SIGN_IN_CHALLENGE_SECONDS } from '../services/second-factor.service';

export { sessionCookieName };

export function readSessionToken(req: Request, config: AppConfig): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parse(header)[sessionCookieName(config)] || undefined;
}

/**
 * Every value of the session cookie in a Cookie header, in order (a browser sends several when
 * another origin of the host set one with a longer path), at most four.
 */
export function sessionCookieValues(header: string | undefined, name: string): string[] {
  if (!header) return [];
  return header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.slice(0, part.indexOf('=')) === name)
    .map((part) => part.slice(name.length + 1))
    .slice(0, 4);
}

/**
 * The web app's per-origin value a request carried, if any (several copies make a value no
 * session is bound to). Node names headers in lower case.
 */
export function readClientBinding(headers: Record<string, string | string[] | undefined>): string | undefined {
  const value = headers['x-coffer-client'];
  return Array.isArray(value) ? value.join(',') : value;
}

/** What every sign-in takes from its request: the client's address, the session it ends, its web app. */
export function signInRequest(
  req: Request,
  config: AppConfig,
): { clientAddress: string | undefined; previousSessionToken: string | undefined; clientBinding: string | undefined } {
  return {
    clientAddress: req.ip,
    previousSessionToken: readSessionToken(req, config),
    clientBinding: readClientBinding(req.headers),
  };
}

export function setSessionCookie(res: Response, config: AppConfig, token: string, maxAgeSeconds: number): void {
  res.cookie(sessionCookieName(config), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: maxAgeSeconds * 1000,
  });
}

export function clearSessionCookie(res: Response, config: AppConfig): void {
  res.cookie(sessionCookieName(config), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: 0,
  });
}

/** The cookie that holds a sign-in challenge between the password step and the code. */
function signInChallengeCookieName(config: Pick<AppConfig, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-coffer_sign_in' : 'coffer_sign_in';
}

export function readSignInChallenge(req: Request, config: AppConfig): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parse(header)[signInChallengeCookieName(config)] || undefined;
}

function setSignInChallengeCookie(res: Response, config: AppConfig, value: string, maxAgeSeconds: number): void {
  // Strict: the second step is the web app's own call, never a navigation from another site.
  res.cookie(signInChallengeCookieName(config), value, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.secureCookies,
    path: '/',
    maxAge: maxAgeSeconds * 1000,
  });
}

/**
 * Runs a password sign-in. When the account requires a second factor, the challenge goes into
 * its HttpOnly cookie (never into the answer, where a script could read it) before the
 * SECOND_FACTOR_REQUIRED error is answered.
 */
export async function holdingSignInChallenge<T>(
  res: Response,
  config: AppConfig,
  signIn: () => Promise<T>,
): Promise<T> {
  try {
    return await signIn();
  } catch (error) {
    if (error instanceof SecondFactorRequiredError)
      setSignInChallengeCookie(res, config, error.challenge, SIGN_IN_CHALLENGE_SECONDS);
    throw error;
  }
}

/** A completed (or abandoned) sign-in needs its challenge no more. */
export function clearSignInChallengeCookie(res: Response, config: AppConfig): void {
  setSignInChallengeCookie(res, config, '', 0);
}

/** The cookie that ties a single sign-on to the browser that started it (its state). */
function ssoStateCookieName(config: Pick<AppConfig, 'secureCookies'>): string {
  return config.secureCookies ? '__Host-coffer_sso' : 'coffer_sso';
}

/**
 * Lax, not Strict: the provider sends the browser back with a top-level navigation from its own
 * site, which must carry the cookie.
 */
export function setSsoStateCookie(res: Response, config: AppConfig, state: string, maxAgeSeconds: number): void {
  res.cookie(ssoStateCookieName(config), state, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: maxAgeSeconds * 1000,
  });
}

export function readSsoState(req: Request, config: AppConfig): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parse(header)[ssoStateCookieName(config)] || undefined;
}
