// Uploads to /api/files/upload (or a peer's path) as multipart with an exact Content-Length.
// uploadGenerated streams one generated text file without holding it in memory; uploadFiles sends
// many small in-memory files (one folder selection) in one request.
import { request } from 'node:http';
import { randomBytes } from 'node:crypto';

function post(url, cookie, { path, boundary, length, write }) {
  const { hostname, port } = new URL(url);
  const started = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        hostname,
        port,
        method: 'POST',
        path,
        agent: false,
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': length,
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d) => (body += d));
        res.on('end', () =>
          resolve({ status: res.statusCode, body, seconds: Number(process.hrtime.bigint() - started) / 1e9 }),
        );
      },
    );
    req.on('error', reject);
    write(req);
  });
}

const newBoundary = () => `----coffer-bench-${randomBytes(8).toString('hex')}`;

/**
 * One generated text file of `size` bytes. Its first line is random (`unique`, default on) so
 * content-addressed storage never deduplicates two benchmark uploads.
 */
export function uploadGenerated(
  url,
  cookie,
  { size, name = 'bench.txt', chunkSize = 1024 * 1024, path = '/api/files/upload', unique = true },
) {
  const boundary = newBoundary();
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="relativePaths"\r\n\r\n${name}\r\n--${boundary}--\r\n`,
  );
  const chunk = textBlock(chunkSize);
  const first = Buffer.from(chunk);
  if (unique) first.write(`${randomBytes(16).toString('hex')}\n`, 0, 'latin1');
  return post(url, cookie, {
    path,
    boundary,
    length: head.length + size + tail.length,
    write(req) {
      let sent = 0;
      const pump = () => {
        while (sent < size) {
          const n = Math.min(chunk.length, size - sent);
          const source = sent === 0 ? first : chunk;
          sent += n;
          if (!req.write(n === source.length ? source : source.subarray(0, n))) return void req.once('drain', pump);
        }
        req.end(tail);
      };
      req.write(head);
      pump();
    },
  });
}

/**
 * A block of random printable text, generated once per size and repeated to make large files.
 * Not one repeated byte: a run of a byte that occurs near the end of the multipart boundary is
 * the worst case of the parser's boundary search (Boyer-Moore-Horspool), up to 30 × slower than
 * text (measured on busboy alone: 130 MB/s for 'aaa…' under an unlucky boundary, 3.5–4 GB/s for
 * random text), and real files are not like that.
 */
const blocks = new Map();
export function textBlock(size) {
  if (!blocks.has(size)) blocks.set(size, randomText(size));
  return blocks.get(size);
}

/** Random printable text (never deduplicated, never a NUL byte). */
export function randomText(size) {
  const bytes = randomBytes(size);
  for (let i = 0; i < size; i++) bytes[i] = 0x21 + (bytes[i] % 94);
  return bytes;
}

/** Many small files in one request: files = [{ relativePath, content: Buffer, contentType? }] (text/plain by default). */
export function uploadFiles(url, cookie, files, { path = '/api/files/upload' } = {}) {
  const boundary = newBoundary();
  const parts = [];
  for (const f of files) {
    const name = f.relativePath.split('/').pop();
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${name}"\r\nContent-Type: ${f.contentType ?? 'text/plain'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    );
  }
  for (const f of files)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="relativePaths"\r\n\r\n${f.relativePath}\r\n`),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const body = Buffer.concat(parts);
  return post(url, cookie, { path, boundary, length: body.length, write: (req) => req.end(body) });
}
