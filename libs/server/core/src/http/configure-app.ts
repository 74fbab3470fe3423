import type { NestExpressApplication } from '@nestjs/platform-express';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/environment';
import { originCheck } from './origin-check';
import { serveWebApp } from './serve-web-app';

/** HTTP settings shared by the real server and the test app, so tests exercise what runs. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.setGlobalPrefix('api');
  app.use((_req: unknown, res: { setHeader(name: string, value: string): void }, next: () => void) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Frame-Options', 'DENY');
    next();
  });
  app.use(originCheck(config.publicUrl));
  serveWebApp(app, config.webDir);
  app.enableShutdownHooks();
}
