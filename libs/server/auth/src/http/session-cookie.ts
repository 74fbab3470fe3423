import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { AppConfig } from '@coffer/server-core';

/** `__Host-` pins the cookie to our origin when it can be Secure (https); clients treat the name as opaque. */
export function sessionCookieName(config: AppConfig): string {
  return config.secureCookies ? '__Host-coffer_sid' : 'coffer_sid';
}

export function readSessionToken(req: Request, config: AppConfig): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  return parse(header)[sessionCookieName(config)] || undefined;
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
  res.cookie(sessionCookieName(config), '', { httpOnly: true, sameSite: 'lax', secure: config.secureCookies, path: '/', maxAge: 0 });
}
