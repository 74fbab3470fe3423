import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Request paths whose bodies are file uploads (multipart, tus, GraphQL multipart). */
function isUpload(req: Request): boolean {
  if (req.method === 'PATCH' && req.path.startsWith('/api/uploads/')) return true;
  if (req.method !== 'POST') return false;
  if (req.path === '/api/files/upload' || req.path === '/api/upload' || req.path === '/api/uploads') return true;
  return req.path === '/api/graphql' && (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
}

/** The route template a request matched (bounded label values), or where it went without one. */
function routeOf(req: Request): string {
  const matched: unknown = (req as { route?: unknown }).route;
  const template = (matched as { path?: unknown } | undefined)?.path;
  if (typeof template === 'string') return `${req.baseUrl}${template}`;
  if (req.path === '/api/graphql') return '/api/graphql';
  if (req.path.startsWith('/api/uploads')) return '/api/uploads';
  if (req.path.startsWith('/dav')) return '/dav';
  return req.path.startsWith('/api') ? 'unmatched' : 'web';
}

/**
 * Prometheus metrics (prom-client) in a registry of this app's own: request latency by route,
 * bytes in and out, uploads in progress, the job queue's depth and age, the database pool, and
 * Node's own (event-loop delay, memory, GC). Served at `/metrics` only with METRICS_TOKEN.
 */
@Injectable()
export class MetricsService {
  readonly registry = new Registry();
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  private readonly bytesIn: Counter<'route'>;
  private readonly bytesOut: Counter<'route'>;
  private readonly uploads: Gauge;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly dataSource: DataSource,
  ) {
    collectDefaultMetrics({ register: this.registry });
    this.duration = new Histogram({
      name: 'coffer_http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 120],
      registers: [this.registry],
    });
    this.bytesIn = new Counter({
      name: 'coffer_http_received_bytes_total',
      help: 'Bytes received on connections (requests, headers and bodies), by the route of the request that ended.',
      labelNames: ['route'],
      registers: [this.registry],
    });
    this.bytesOut = new Counter({
      name: 'coffer_http_sent_bytes_total',
      help: 'Bytes sent on connections (status lines, headers and bodies), by route template.',
      labelNames: ['route'],
      registers: [this.registry],
    });
    this.uploads = new Gauge({
      name: 'coffer_uploads_in_progress',
      help: 'Upload requests (multipart, tus PATCH, GraphQL multipart) being received now.',
      registers: [this.registry],
    });
    const db = this.dataSource;
    new Gauge({
      name: 'coffer_jobs_pending',
      help: 'Background jobs waiting or running (not failed).',
      registers: [this.registry],
      async collect() {
        const rows = await db.query<Array<{ n: number }>>(`SELECT count(*)::int AS n FROM job WHERE failed_at IS NULL`);
        this.set(rows[0]?.n ?? 0);
      },
    });
    new Gauge({
      name: 'coffer_jobs_oldest_pending_age_seconds',
      help: 'How long the oldest job that is due has been waiting (0 when none is).',
      registers: [this.registry],
      async collect() {
        const rows = await db.query<Array<{ age: number | null }>>(
          `SELECT extract(epoch FROM now() - min(run_after))::float8 AS age FROM job WHERE failed_at IS NULL AND run_after <= now()`,
        );
        this.set(Math.max(0, rows[0]?.age ?? 0));
      },
    });
    new Gauge({
      name: 'coffer_jobs_failed',
      help: 'Background jobs that failed for good.',
      registers: [this.registry],
      async collect() {
        const rows = await db.query<Array<{ n: number }>>(
          `SELECT count(*)::int AS n FROM job WHERE failed_at IS NOT NULL`,
        );
        this.set(rows[0]?.n ?? 0);
      },
    });
    new Gauge({
      name: 'coffer_db_pool_connections',
      help: "The database pool's connections: in use, idle, and requests waiting for one.",
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        const pool = (
          db.driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } }
        ).master;
        if (!pool) return;
        this.set({ state: 'in_use' }, pool.totalCount - pool.idleCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    });
  }

  /**
   * Records every request: latency and bytes when its answer ends, uploads while they are
   * received. Bytes are counted per connection since the last request on it ended (a request's
   * first body bytes arrive with its headers, before it is seen), so every byte is counted once.
   */
  middleware(): (req: Request, res: Response, next: NextFunction) => void {
    const counted = new WeakMap<object, { read: number; written: number }>();
    return (req, res, next) => {
      const started = process.hrtime.bigint();
      const upload = isUpload(req);
      if (upload) this.uploads.inc();
      let done = false;
      const end = () => {
        if (done) return;
        done = true;
        if (upload) this.uploads.dec();
        const route = routeOf(req);
        const seconds = Number(process.hrtime.bigint() - started) / 1e9;
        this.duration.observe({ method: req.method, route, status: String(res.statusCode) }, seconds);
        const socket = req.socket;
        const before = counted.get(socket) ?? { read: 0, written: 0 };
        const now = { read: socket.bytesRead, written: socket.bytesWritten };
        counted.set(socket, now);
        this.bytesIn.inc({ route }, Math.max(0, now.read - before.read));
        this.bytesOut.inc({ route }, Math.max(0, now.written - before.written));
      };
      res.once('finish', end);
      res.once('close', end);
      next();
    };
  }

  /** GET /metrics: 404 while METRICS_TOKEN is unset, 401 without it, else the text format. */
  handler(): (req: Request, res: Response, next: NextFunction) => void {
    const token = this.config.metricsToken;
    return (req, res, next) => {
      if (req.method !== 'GET' || req.path !== '/') return next();
      if (!token) return next();
      const given = Buffer.from(/^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '');
      const expected = Buffer.from(token);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        res.status(401).setHeader('WWW-Authenticate', 'Bearer realm="metrics"');
        res.json({ statusCode: 401, code: 'UNAUTHORIZED', message: 'Send Authorization: Bearer <METRICS_TOKEN>.' });
        return;
      }
      this.registry
        .metrics()
        .then((text) => {
          res.status(200).setHeader('Content-Type', this.registry.contentType).setHeader('Cache-Control', 'no-store');
          res.end(text);
        })
        .catch(next);
    };
  }
}
