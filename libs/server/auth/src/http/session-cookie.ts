import { parse } from 'cookie';
import type { Request, Response } from 'express';
import { sessionCookieName, type AppConfig } from '@coffer/server-core';

export { sessionCookieName };

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
  res.cookie(sessionCookieName(config), '', {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: 0,
  });
}
