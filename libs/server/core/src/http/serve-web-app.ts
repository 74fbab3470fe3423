import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { isAppRoute } from '@coffer/shared-contracts';
import type { FirstScreen } from './first-screen';
import { PAGE_CSP } from './security-headers';

/** Content codings the build writes next to each compressible file, best first. */
const CODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;
type Coding = (typeof CODINGS)[number];

/**
 * Serves the built web app (dist/web) on the same origin as /api: hashed assets cached for a
 * year, the app's routes answered with index.html (history fallback, so /share/:token and
 * /s/:token are app routes) and any other path with index.html and status 404 (the app shows
 * its 'Not found' page). Where the build left .br/.gz twins, a client that accepts them gets
 * those bytes with Content-Encoding, the original's Content-Type and Vary: Accept-Encoding.
 * Where `firstScreen` renders an app route's screen, that markup goes into index.html's root
 * element, and the page, which then holds the visitor's own data, is never stored by a cache.
 * It is sent uncompressed: compressing a secret (the signed URLs it holds) next to text a third
 * party chose (the address) would let an observer of sizes guess the secret (BREACH).
 */
export function serveWebApp(
  app: NestExpressApplication,
  webDir: string,
  firstScreen: (root: string) => FirstScreen | null = () => null,
): void {
  const root = resolve(webDir);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    new Logger('WebApp').warn(`No web app build at ${root}; serving the API only (run \`npm run build:web\`).`);
    return;
  }
  const assetsDir = join(root, 'assets') + sep;
  const cacheControl = (path: string) =>
    path.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const variants = precompressedVariants(root);
  const [beforeRoot, afterRoot] = splitAtRoot(readFileSync(index, 'utf8'));
  const render = afterRoot === undefined ? null : firstScreen(root);

  /** Sends `file` (absolute, inside root) in the best coding the client accepts. */
  const sendFile = (req: Request, res: Response, next: NextFunction, file: string, status: number) => {
    const codings = variants.get(file);
    if (codings) res.setHeader('Vary', 'Accept-Encoding');
    const coding = codings ? chooseCoding(req.headers['accept-encoding'], codings) : null;
    res.status(status);
    res.setHeader('Cache-Control', cacheControl(file));
    // Relative to root: send refuses dot-directories only below root, so WEB_DIR may sit under one.
    const send = (path: string) => res.sendFile(relative(root, path), { root }, (err) => err && next(err));
    if (!coding) return send(file);
    res.type(extname(file));
    res.setHeader('Content-Encoding', coding.name);
    send(file + coding.suffix);
  };

  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/'))
      return next();
    const file = fileFor(root, req.path);
    if (file && variants.has(file) && file !== index) return sendFile(req, res, next, file, 200);
    next();
  });
  app.useStaticAssets(root, {
    index: false,
    setHeaders: (res: Response, path: string) => {
      res.setHeader('Cache-Control', cacheControl(path));
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/'))
      return next();
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    if (!isAppRoute(req.path)) return sendFile(req, res, next, index, 404);
    const rendering = render?.(req, res);
    if (!rendering) return sendFile(req, res, next, index, 200);
    // The page up to its root element goes out at once, so the browser fetches the styles and
    // scripts while the screen renders; a render that gives nothing leaves the root empty.
    res.status(200).type('html').setHeader('Cache-Control', 'no-store');
    res.write(beforeRoot);
    void rendering.then((markup) => res.end(`${markup ?? ''}${afterRoot}`));
  });
}

/** index.html up to and including its root element's start tag, and from its end tag on. */
function splitAtRoot(html: string): [string, string | undefined] {
  const root = '<div id="root"></div>';
  const at = html.indexOf(root);
  if (at < 0) return [html, undefined];
  const end = at + root.length - '</div>'.length;
  return [html.slice(0, end), html.slice(end)];
}

/** The absolute file a URL path names inside root, or null when it would leave root. */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(root, `.${decoded}`);
  return file.startsWith(root + sep) ? file : null;
}

/** Every servable file under root that has precompressed twins, with the codings available for it. */
function precompressedVariants(root: string): Map<string, Coding[]> {
  const found = new Map<string, Coding[]>();
  const walk = (dir: string) => {
    const entries = readdirSync(dir, { withFileTypes: true });
    const names = new Set(entries.map((e) => e.name));
    for (const entry of entries) {
      // Dot-files and dot-directories (the build's .vite/ metadata) are never served.
      if (entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else {
        const codings = CODINGS.filter((c) => names.has(entry.name + c.suffix));
        if (codings.length > 0) found.set(full, codings);
      }
    }
  };
  walk(root);
  return found;
}

/**
 * The first available coding the Accept-Encoding header allows (q > 0, by the client's order of
 * preference, ties going to the smaller coding), or null for the identity.
 */
export function chooseCoding<T extends { name: string }>(
  header: string | string[] | undefined,
  available: readonly T[],
): T | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of (Array.isArray(header) ? header.join(',') : header).split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    if (!token) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(token, Number.isFinite(weight) ? weight : 0);
  }
  let best: T | null = null;
  let bestWeight = 0;
  for (const coding of available) {
    const weight = weights.get(coding.name) ?? weights.get('*') ?? 0;
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
