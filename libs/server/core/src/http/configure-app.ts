import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
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
  setupRestDocs(app, config);
  app.enableShutdownHooks();
}

/** The REST facade's OpenAPI description at /api/docs (JSON at /api/docs-json). */
function setupRestDocs(app: NestExpressApplication, config: AppConfig): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Coffer REST API')
      .setDescription(
        'The /api REST facade (contract: shared/api-contract.md). Authenticate with the session cookie from /api/auth/login, ' +
          'or with `Authorization: Bearer <personal access token>`. Integrators: the GraphQL API at /api/graphql is documented in docs/api.md.',
      )
      .setVersion('1')
      .addServer(config.publicUrl)
      .addBearerAuth()
      .addCookieAuth('coffer_sid')
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
