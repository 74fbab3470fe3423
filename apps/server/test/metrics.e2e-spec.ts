import request from 'supertest';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

type Family = ReturnType<typeof parsePrometheusTextFormat>[number];
import { createTestApp, registerUser, streamUpload, testClient, type TestApp } from '@coffer/server-testing';
import { AppModule } from '../src/app.module';

const TOKEN = 'metrics-token-of-the-tests-0123456789';

/** Prometheus scraping `/metrics`, its answer read by a Prometheus text-format parser; the probes. */
describe('Metrics and probes', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(AppModule, { METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  async function scrape(): Promise<Map<string, Family> & { text: string }> {
    const res = await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const families = parsePrometheusTextFormat(res.text);
    return Object.assign(new Map(families.map((f) => [f.name, f])), { text: res.text });
  }

  const valueOf = (family: Family | undefined, labels: Record<string, string> = {}) =>
    Number(
      family?.metrics.find((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))?.value ?? Number.NaN,
    );

  it('is off without METRICS_TOKEN, and asks for the token with it', async () => {
    const off = await createTestApp(AppModule);
    try {
      await request(off.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}`).expect(404);
    } finally {
      await off.close();
    }
    const none = await request(t.server).get('/metrics').expect(401);
    expect(none.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(none.body.code).toBe('UNAUTHORIZED');
    await request(t.server).get('/metrics').set('Authorization', `Bearer ${TOKEN}x`).expect(401);
    await request(t.server).get('/metrics').set('Authorization', TOKEN).expect(401);
  });

  it('reports latency by route, bytes in and out, uploads in progress, jobs, the pool and the event loop', async () => {
    const client = testClient(t.server);
    const user = await registerUser(client);
    const before = await scrape();
    const receivedBefore = valueOf(before.get('coffer_http_received_bytes_total'), { route: '/api/files/upload' });

    const upload = streamUpload(t.url, user.cookie, { size: 1024 * 1024, holdAfter: 512 * 1024 });
    while (upload.sent() < 512 * 1024) await new Promise((resolve) => setTimeout(resolve, 20));
    const during = await scrape();
    expect(valueOf(during.get('coffer_uploads_in_progress'))).toBe(1);
    upload.release();
    expect((await upload.done).status).toBe(201);
    const id = (await client.get('/api/files/list').expect(200)).body.items[0]._id as string;
    await client.get(`/api/files/download/${id}`).expect(200);

    const after = await scrape();
    expect(valueOf(after.get('coffer_uploads_in_progress'))).toBe(0);
    const received = valueOf(after.get('coffer_http_received_bytes_total'), { route: '/api/files/upload' });
    expect(received - (Number.isNaN(receivedBefore) ? 0 : receivedBefore)).toBeGreaterThan(1024 * 1024);
    expect(valueOf(after.get('coffer_http_sent_bytes_total'), { route: '/api/files/download/:id' })).toBeGreaterThan(
      1024 * 1024,
    );
    expect(after.get('coffer_http_request_duration_seconds')!.type).toBe('HISTOGRAM');
    // The parser folds a histogram's label sets into one; its series are read off the text.
    const count =
      /^coffer_http_request_duration_seconds_count\{method="GET",route="\/api\/files\/download\/:id",status="200"\} (\d+)$/m.exec(
        after.text,
      );
    expect(Number(count?.[1])).toBeGreaterThanOrEqual(1);
    // Route templates, never raw paths: ids do not become label values.
    expect(after.text.includes(id)).toBe(false);

    expect(valueOf(after.get('coffer_jobs_pending'))).toBeGreaterThanOrEqual(0);
    expect(valueOf(after.get('coffer_jobs_oldest_pending_age_seconds'))).toBeGreaterThanOrEqual(0);
    expect(valueOf(after.get('coffer_db_pool_connections'), { state: 'in_use' })).toBeGreaterThanOrEqual(0);
    expect(valueOf(after.get('nodejs_eventloop_lag_seconds'))).toBeGreaterThanOrEqual(0);
    expect(valueOf(after.get('process_resident_memory_bytes'))).toBeGreaterThan(10 * 1024 * 1024);
  });

  it('answers liveness and readiness', async () => {
    await request(t.server).get('/api/health/live').expect(200, { status: 'ok' });
    await request(t.server).get('/api/health/ready').expect(200, { status: 'ok' });
    await request(t.server).get('/api/health').expect(200, { status: 'ok' });
  });
});
