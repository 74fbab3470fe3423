// Closed-loop latency client: `count` sequential requests over one keep-alive connection; answers
// the latencies in ms. Used for p50/p99 where wrk's open HTTP options are not enough (GraphQL POST).
import { Agent, request } from 'node:http';

export async function latencies(url, { method = 'GET', headers = {}, body, count, until, okStatus = 200 }) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const target = new URL(url);
  const times = [];
  try {
    for (let i = 0; until ? !until() : i < count; i++) {
      const started = process.hrtime.bigint();
      const status = await new Promise((resolve, reject) => {
        const req = request(
          {
            hostname: target.hostname,
            port: target.port,
            path: target.pathname + target.search,
            method,
            agent,
            headers,
          },
          (res) => {
            res.on('data', () => undefined);
            res.on('end', () => resolve(res.statusCode));
          },
        );
        req.on('error', reject);
        req.end(body);
      });
      if (status !== okStatus) throw new Error(`${method} ${url}: ${status}`);
      times.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
  } finally {
    agent.destroy();
  }
  return times;
}
