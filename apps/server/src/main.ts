import 'reflect-metadata';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import {
  configureApp,
  ConfigurationError,
  descriptorLimit,
  effectiveMaxConnections,
  redactUrl,
  validateEnvironment,
  type AppConfig,
} from '@coffer/server-core';
import { ControlSocket, controlSocketAnswers } from '@coffer/server-files';
import { AppModule } from './app.module';

function loadConfig(): AppConfig {
  try {
    return validateEnvironment(process.env);
  } catch (error) {
    if (error instanceof ConfigurationError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

async function bootstrap(): Promise<void> {
  const config = loadConfig();
  const controlSocket = join(config.dataDir, 'control.sock');
  // The embedded database allows one process: a second server on this DATA_DIR would damage it.
  if (!config.databaseUrl && (await controlSocketAnswers(controlSocket))) {
    throw new Error(`another Coffer server is running on ${config.dataDir} (${controlSocket} answers).`);
  }
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), { bufferLogs: true });
  configureApp(app, config);
  await app.listen(config.port);
  await app.get(ControlSocket).open(controlSocket);
  process.stdout.write(`Coffer is listening on ${config.publicUrl}\n`);
  // Logged (JSON, like every other line) so a first run explains the address rule before anyone meets it as a refusal.
  const logger = new Logger('Startup');
  if (!config.publicUrlConfigured) {
    logger.log(
      `PUBLIC_URL is not set: pages are accepted from the address each request is sent to (e.g. http://127.0.0.1:${config.port} or a LAN address), ` +
        `and links in shares and previews point to ${config.publicUrl}. Set PUBLIC_URL to the address people use.`,
    );
  }
  const maxConnections = effectiveMaxConnections(config.connections.maxConnections);
  if (maxConnections < config.connections.maxConnections) {
    logger.warn(
      `At most ${maxConnections} connections at once: MAX_CONNECTIONS=${config.connections.maxConnections} is kept under the descriptor limit (${descriptorLimit()}); raise it with ulimit -n.`,
    );
  }
  app.getHttpServer().on('request', (req: IncomingMessage, res: ServerResponse) => {
    inFlight.set(req, Date.now());
    res.once('close', () => inFlight.delete(req));
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.once(signal, () => void shutDown(app, signal));
}

/** Requests not yet answered, with when they arrived: what a shutdown would cut. */
const inFlight = new Map<IncomingMessage, number>();

/** In-flight transfers get this long to finish after SIGTERM/SIGINT. */
const SHUTDOWN_GRACE_MS = Number(process.env['SHUTDOWN_GRACE_MS'] ?? 25_000);

/**
 * Graceful stop: refuse new connections at once and close idle keep-alive sockets, let requests
 * in flight finish within the grace period, then cut the rest (logging each), let the uploads they
 * carried clean up (staged bytes deleted, reservations released: UploadService waits for them
 * before the database closes), close the database (flushing the embedded one) and exit 0.
 */
async function shutDown(app: NestExpressApplication, signal: string): Promise<void> {
  process.stdout.write(`${signal}: shutting down (grace ${SHUTDOWN_GRACE_MS} ms)\n`);
  const server = app.getHttpServer();
  const force = setTimeout(() => {
    // Every transfer still running is cut: each is named, so an operator knows what to expect back.
    const now = Date.now();
    for (const [req, startedAt] of inFlight) {
      process.stdout.write(
        `Shutdown cut ${req.method ?? '?'} ${redactUrl(req.url ?? '')} after ${now - startedAt} ms (grace ${SHUTDOWN_GRACE_MS} ms)\n`,
      );
    }
    server.closeAllConnections();
  }, SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    // Nest's close() would stop the database before the HTTP server: drain HTTP first.
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
    });
    await app.get(ControlSocket).close();
    await app.close();
    process.exit(0);
  } catch (error) {
    process.stderr.write(`Shutdown failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}

bootstrap().catch((error: unknown) => {
  process.stderr.write(
    `Coffer failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
});
