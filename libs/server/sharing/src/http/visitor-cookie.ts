import { parse } from 'cookie';
import type { Request, Response } from 'express';
import type { AppConfig } from '@coffer/server-core';
import type { VisitorAccess } from '../services/share-visitor.service';

/**
 * The visitor token a right one-time code is bound to: random, HttpOnly (scripts on the page
 * cannot read it), one per browser; the server keeps only its hash, per link, with an expiry.
 */
export function visitorCookieName(config: AppConfig): string {
  return config.secureCookies ? '__Host-coffer_visitor' : 'coffer_visitor';
}

export function readVisitorToken(req: Request | undefined, config: AppConfig): string | undefined {
  const header = req?.headers?.cookie;
  if (!header) return undefined;
  return parse(header)[visitorCookieName(config)] || undefined;
}

export function setVisitorCookie(res: Response, config: AppConfig, access: VisitorAccess, now: Date): void {
  res.cookie(visitorCookieName(config), access.visitorToken, {
    httpOnly: true,
    sameSite: 'lax',
    secure: config.secureCookies,
    path: '/',
    maxAge: Math.max(0, access.expiresAt.getTime() - now.getTime()),
  });
}
