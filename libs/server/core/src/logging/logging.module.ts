import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Module } from '@nestjs/common';
import { LoggerModule } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { prettyLogStream, usePrettyLogs } from './pretty-log';
import { redactUrl } from './redact-url';

const REQUEST_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Structured JSON logs (pino) with a request id per request, or one readable line per entry for a
 * person at a terminal (LOG_FORMAT). Headers and bodies are never logged, so cookies, tokens and
 * passwords cannot leak; share URLs are redacted.
 */
@Module({
  imports: [
    LoggerModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const options = {
          level: config.logLevel,
          genReqId: (req: IncomingMessage, res: ServerResponse) => {
            const incoming = req.headers['x-request-id'];
            const id = typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
            res.setHeader('X-Request-Id', id);
            return id;
          },
          serializers: {
            req: (req: { id: string; method: string; url: string }) => ({
              id: req.id,
              method: req.method,
              url: redactUrl(req.url),
            }),
            res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
          },
          customLogLevel: (_req: IncomingMessage, res: ServerResponse, err?: Error) =>
            err || res.statusCode >= 500 ? 'error' : 'info',
          autoLogging: { ignore: (req: IncomingMessage) => req.url === '/api/health' },
        };
        return { pinoHttp: usePrettyLogs(config.logFormat) ? [options, prettyLogStream()] : options };
      },
    }),
  ],
})
export class LoggingModule {}
