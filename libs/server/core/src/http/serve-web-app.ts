import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Logger } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { NextFunction, Request, Response } from 'express';
import { PAGE_CSP } from './security-headers';

/**
 * Serves the built web app (dist/web) on the same origin as /api: hashed assets cached for a
 * year, every other non-API GET answered with index.html (history fallback, so /share/:token
 * and /s/:token are app routes).
 */
export function serveWebApp(app: NestExpressApplication, webDir: string): void {
  const root = resolve(webDir);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    new Logger('WebApp').warn(`No web app build at ${root}; serving the API only (run \`npm run build:web\`).`);
    return;
  }
  app.useStaticAssets(root, {
    index: false,
    setHeaders: (res, path) => {
      res.setHeader('Cache-Control', path.includes(`${join(root, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.path === '/api' || req.path.startsWith('/api/')) return next();
    res.setHeader('Content-Security-Policy', PAGE_CSP);
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(index);
  });
}
