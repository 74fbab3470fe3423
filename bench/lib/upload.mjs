// Streams a generated text file of `size` bytes to /api/files/upload in one multipart request
// with an exact Content-Length, never holding the file in memory.
import { request } from 'node:http';

export function uploadGenerated(url, cookie, { size, name = 'bench.txt', chunkSize = 1024 * 1024 }) {
  const boundary = `----coffer-bench-${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="relativePaths"\r\n\r\n${name}\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(chunkSize, 0x61);
  const { hostname, port } = new URL(url);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        method: 'POST',
        path: '/api/files/upload',
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + size + tail.length, Cookie: cookie },
      },
      (res) => {
        let body = '';
        res.on('data', (d) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode, body, seconds: Number(process.hrtime.bigint() - started) / 1e9 }));
      },
    );
    req.on('error', reject);
    let sent = 0;
    const pump = () => {
      while (sent < size) {
        const n = Math.min(chunk.length, size - sent);
        sent += n;
        if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
      }
      req.end(tail);
    };
    req.write(head);
    pump();
  });
}
