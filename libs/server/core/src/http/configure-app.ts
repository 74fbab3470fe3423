import type { Server } from 'node:http';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { Logger } from 'nestjs-pino';
import type { AppConfig } from '../config/environment';
import { MetricsService } from '../metrics/metrics.service';
import { firstScreenRenderer } from './first-screen';
import { limitConnections, type ConnectionStats } from './connection-limits';
import { originCheck } from './origin-check';
import { ProtocolMounts } from './protocol-mounts';
import { addCommonErrors, SESSION_SCHEME, TOKEN_SCHEME } from './rest-docs';
import { securityHeaders } from './security-headers';
import { sessionCookieName } from './session-cookie-name';
import { serveWebApp } from './serve-web-app';

/** HTTP settings shared by the real server and the test app, so tests exercise what runs. */
export function configureApp(app: NestExpressApplication, config: AppConfig): void {
  app.useLogger(app.get(Logger));
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // JSON answers are never cached (no-store), so hashing every body into an ETag is wasted work;
  // file answers carry their own (the content hash), and static files theirs.
  app.set('etag', false);
  app.setGlobalPrefix('api');
  const metrics = app.get(MetricsService);
  app.use(metrics.middleware());
  app.use(securityHeaders(config));
  app.use(originCheck(config));
  // Before the web app's pages: a mounted protocol answers every method under its path.
  app.use(app.get(ProtocolMounts).middleware());
  app.use('/metrics', metrics.handler());
  serveWebApp(app, config.webDir, (root) => firstScreenRenderer(app, root, sessionCookieName(config)));
  setupRestDocs(app, config);
  const server = app.getHttpServer();
  applyTimeouts(server, config.connections.headersTimeoutSeconds * 1000);
  connectionStats.set(server, limitConnections(server, config.connections, config.trustProxy));
}

/** The connection counters of a configured server (diagnostics and tests). */
export const connectionStats = new WeakMap<Server, () => ConnectionStats>();
/** A connection that sends or receives nothing for 2 minutes is dropped. */
export const IDLE_TIMEOUT_MS = 120_000;

/**
 * Node's default 300 s total request timeout would cut off a long upload on a slow line
 * (512 MiB at 1 MB/s takes 9 minutes). Coffer bounds idleness instead: slow but steady
 * transfers finish, stalled ones (and Slowloris-style headers) are dropped.
 */
function applyTimeouts(server: Server, headersTimeoutMs: number): void {
  server.requestTimeout = 0;
  server.headersTimeout = headersTimeoutMs;
  server.setTimeout(IDLE_TIMEOUT_MS, (socket) => socket.destroy());
}

/** The REST facade's OpenAPI description at /api/docs (JSON at /api/docs-json). */
function setupRestDocs(app: NestExpressApplication, config: AppConfig): void {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Coffer REST API')
      .setDescription(
        'The /api REST facade; its rules are written down in docs/rest-api.md. Authenticate with the session cookie set by ' +
          'POST /api/auth/login, or send `Authorization: Bearer <personal access token>`. Every error is `{statusCode, code, message}`. ' +
          'Integrators: the GraphQL API at /api/graphql is documented in docs/api.md.',
      )
      .setVersion('1')
      .setLicense('MIT', 'https://opensource.org/license/mit')
      .addServer(config.publicUrl)
      .addSecurity(SESSION_SCHEME, {
        type: 'apiKey',
        in: 'cookie',
        name: sessionCookieName(config),
        description: 'The HttpOnly session cookie set by login and register.',
      })
      // addBearerAuth() would add bearerFormat JWT: access tokens are opaque random strings.
      .addSecurity(TOKEN_SCHEME, {
        type: 'http',
        scheme: 'bearer',
        description: 'A personal access token (created over GraphQL, see docs/api.md).',
      })
      .build(),
  );
  addCommonErrors(document);
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs-json' });
}
