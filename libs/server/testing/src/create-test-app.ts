import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import type { DynamicModule, INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import type { NextFunction, Request, Response } from 'express';
import { Clock, configureApp, validateEnvironment, type AppConfig } from '@coffer/server-core';
import { registerTestMailbox } from './mailbox';

/** A clock tests move by hand (expiry, windows). */
export class TestClock extends Clock {
  private offsetMs = 0;

  override now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface RecordedResponse {
  method: string;
  url: string;
  status: number;
  /** Who asked (the signed-in user), if anyone. */
  userId: string | undefined;
  body: string;
}

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  /** The Node HTTP server for supertest. */
  server: ReturnType<INestApplication['getHttpServer']>;
  /** Where the server listens (loopback, ephemeral port), for raw HTTP clients. */
  url: string;
  clock: TestClock;
  /** Every JSON body the app answered, for secret scans. */
  responses: RecordedResponse[];
  close(): Promise<void>;
}

/**
 * Boots the whole application against the test database (DATABASE_URL from the global setup),
 * with the same HTTP configuration as `npm start`. Only truly external providers may be overridden.
 */
export async function createTestApp(
  appModule: { forRoot(config: AppConfig): DynamicModule },
  env: Record<string, string> = {},
  options: {
    /**
     * Providers replaced by values made from the app's configuration, for fault tests (local
     * storage on a disk that fills: FillingDisk).
     */
    overrides?: (config: AppConfig) => Array<{ provide: unknown; useValue: unknown }>;
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'coffer-test-'));
  const config = validateEnvironment({
    ...process.env,
    DATA_DIR: dataDir,
    // The API only, whether or not a web build lies in dist/web; a test of the pages names its own.
    WEB_DIR: join(dataDir, 'no-web'),
    LOG_LEVEL: 'silent',
    // Tests act as many clients: each sends its own X-Forwarded-For from loopback.
    TRUST_PROXY: 'loopback',
    // One deployment, one secret: every test app shares the test database, so they share this too.
    APP_SECRET: 'coffer-test-secret-0123456789abcdef-0123456789',
    // Test apps share one database but not one storage: the reaper would see others' blobs.
    REAPER_INTERVAL_SECONDS: '0',
    // Nor would a background job (a thumbnail) find another app's bytes: requests run what they need.
    JOB_WORKERS: '0',
    ...env,
  });
  const clock = new TestClock();
  let testing = Test.createTestingModule({ imports: [appModule.forRoot(config)] })
    .overrideProvider(Clock)
    .useValue(clock);
  for (const { provide, useValue } of options.overrides?.(config) ?? [])
    testing = testing.overrideProvider(provide).useValue(useValue);
  const moduleRef = await testing.compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bufferLogs: true });
  const responses: RecordedResponse[] = [];
  // Records every JSON body (REST and GraphQL) as sent on the wire.
  app.use((req: Request, res: Response, next: NextFunction) => {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const json = () => String(res.getHeader('content-type') ?? '').includes('json');
    // The type is set before the first byte is written: other bodies (downloads of hundreds of MiB)
    // are not copied only to be thrown away.
    const keep = (chunk: unknown) => {
      if ((typeof chunk === 'string' || Buffer.isBuffer(chunk)) && json()) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => (keep(chunk), write(chunk, ...rest))) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => (keep(chunk), end(chunk, ...rest))) as Response['end'];
    res.on('finish', () => {
      if (!json()) return;
      responses.push({
        method: req.method,
        url: req.originalUrl,
        status: res.statusCode,
        userId: req.user?.id,
        body: Buffer.concat(chunks).toString('utf8'),
      });
    });
    next();
  });
  configureApp(app, config);
  await app.listen(0, '127.0.0.1');
  const server = app.getHttpServer();
  const { port } = server.address() as AddressInfo;
  registerTestMailbox(server, { dataDir: config.dataDir, smtpUrl: config.mail.smtpUrl });
  return { app, config, server, url: `http://127.0.0.1:${port}`, clock, responses, close: () => app.close() };
}
