import type { NextFunction, Request, Response } from 'express';
import { getDomain } from 'tldts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** "Site" in the SameSite sense: scheme plus registrable domain (the host itself for IPs and localhost). */
export function siteOf(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  const host = parsed.hostname.toLowerCase();
  const domain = getDomain(host, { allowPrivateDomains: true }) ?? host;
  return `${parsed.protocol}//${domain}`;
}

/**
 * Backs SameSite=Lax with an Origin/Referer check on state-changing requests (contract §1.3):
 * a cross-site or `null` Origin, or without Origin a cross-site Referer, gets 403
 * FORBIDDEN_ORIGIN. Requests with neither header (scripts, curl) pass.
 */
export function originCheck(publicUrl: string) {
  const ownSite = siteOf(publicUrl);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (!UNSAFE_METHODS.has(req.method)) return next();
    const origin = req.headers.origin;
    const referer = req.headers.referer;
    let allowed = true;
    if (origin !== undefined) {
      allowed = origin !== 'null' && siteOf(origin) === ownSite;
    } else if (referer !== undefined) {
      allowed = siteOf(referer) === ownSite;
    }
    if (allowed) return next();
    res.status(403).json({ statusCode: 403, code: 'FORBIDDEN_ORIGIN', message: 'Cross-site requests are not allowed.' });
  };
}
