import { Logger as NestLogger } from '@nestjs/common';
import type { Logger as TypeormLogger } from 'typeorm';

/** Longest statement text a log line carries. */
const MAX_QUERY_CHARS = 500;

function errorFields(error: string | Error): Record<string, unknown> {
  if (typeof error === 'string') return {};
  const pg = error as Error & {
    code?: unknown;
    table?: unknown;
    column?: unknown;
    constraint?: unknown;
    routine?: unknown;
  };
  const code = typeof pg.code === 'string' ? pg.code : undefined;
  // Data (22) and integrity (23) errors quote the offending value in their message, and `detail`
  // may quote a row: those are left out, the code says what happened.
  const quotesValues = code === undefined || code.startsWith('22') || code.startsWith('23');
  return {
    code,
    table: pg.table,
    column: pg.column,
    constraint: pg.constraint,
    routine: pg.routine,
    error: quotesValues ? undefined : error.message.slice(0, 500),
  };
}

/**
 * TypeORM's log, through the application logger (pino: one JSON object per line). Statement
 * parameters are never logged: they carry passwords' hashes, tokens, names and other user data.
 * Only failures, slow statements and migrations are logged at all.
 */
export class SqlLogger implements TypeormLogger {
  private readonly logger = new NestLogger('Database');

  logQuery(): void {
    // Every statement would be noise, and its text alone says little.
  }

  logQueryError(error: string | Error, query: string): void {
    this.logger.error({ msg: 'Query failed', query: query.slice(0, MAX_QUERY_CHARS), ...errorFields(error) });
  }

  logQuerySlow(time: number, query: string): void {
    this.logger.warn({ msg: 'Slow query', durationMs: time, query: query.slice(0, MAX_QUERY_CHARS) });
  }

  logSchemaBuild(message: string): void {
    this.logger.debug?.(message);
  }

  logMigration(message: string): void {
    this.logger.log(message);
  }

  log(level: 'log' | 'info' | 'warn', message: unknown): void {
    const text = typeof message === 'string' ? message : String(message);
    if (level === 'warn') this.logger.warn(text);
    else this.logger.log(text);
  }
}
