import type { NextFunction, Request, Response } from 'express';
import type { AppConfig } from '../config/environment';

/**
 * The policy of every HTML page we serve: the web app and the REST docs (Swagger UI). Scripts
 * only from our origin (Swagger UI's initialisation is a file, not inline); inline styles are
 * allowed because Mantine and Swagger UI set them; connections only to our own origin ('self'
 * covers same-origin ws:/wss: for live updates). Uploaded content never comes from these pages:
 * byte routes send their own sandbox policy.
 */
export const PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

/** JSON answers render nothing: if one is ever opened as a document, it may load nothing. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const HSTS = 'max-age=31536000';

/**
 * Headers every answer starts with (a handler may replace them, as byte routes do):
 * - a CSP on every response: the page policy outside /api and on /api/docs, a deny-all one
 *   on the rest of /api;
 * - `Cache-Control: no-store` on all of /api: most answers depend on who asks (session,
 *   token, share password), and no shared or browser cache may keep them;
 * - HSTS when PUBLIC_URL is https (browsers ignore it over plain http).
 */
export function securityHeaders(config: Pick<AppConfig, 'publicUrl' | 'publicUrlConfigured'>) {
  const hsts = config.publicUrlConfigured && config.publicUrl.startsWith('https://');
  return (req: Request, res: Response, next: NextFunction): void => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Frame-Options', 'DENY');
    if (hsts) res.setHeader('Strict-Transport-Security', HSTS);
    const path = req.path;
    const api = path === '/api' || path.startsWith('/api/');
    const docs = path === '/api/docs' || path.startsWith('/api/docs/');
    res.setHeader('Content-Security-Policy', api && !docs ? API_CSP : PAGE_CSP);
    if (api) res.setHeader('Cache-Control', 'no-store');
    next();
  };
}
