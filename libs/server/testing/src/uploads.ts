import { randomBytes } from 'node:crypto';
import { request, type ClientRequest } from 'node:http';
import type { TestClient } from './clients';

export interface TestFile {
  name: string;
  content: Buffer | string;
  /** Defaults to `name`. */
  relativePath?: string;
  contentType?: string;
}

/** Minimal valid PNG bytes (a 1×1 image). */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da6364f8ffbf1e000502027f6b8a0b6e0000000049454e44ae426082',
  'hex',
);
export const JPEG_BYTES = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from('JFIF fake jpeg body'),
  Buffer.from([0xff, 0xd9]),
]);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');

/** Uploads through POST /api/files/upload the way the web client does (files + relativePaths). */
export function uploadFiles(
  client: TestClient,
  files: TestFile[],
  fields: Record<string, string> = {},
  route = '/api/files/upload',
) {
  const req = client.post(route);
  for (const file of files) {
    const content = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    req.attach('files', content, { filename: file.name, contentType: file.contentType ?? guessType(file.name) });
    req.field('relativePaths', file.relativePath ?? file.name);
  }
  for (const [name, value] of Object.entries(fields)) req.field(name, value);
  return req;
}

function guessType(name: string): string {
  const lower = name.toLowerCase();
  if (lower.endsWith('.png')) return 'image/png';
  if (lower.endsWith('.jpg') || lower.endsWith('.jpeg')) return 'image/jpeg';
  if (lower.endsWith('.pdf')) return 'application/pdf';
  if (lower.endsWith('.txt')) return 'text/plain';
  return 'application/octet-stream';
}

export interface StreamingUpload {
  /** Resolves with the status and body, or rejects when the connection breaks. */
  done: Promise<{ status: number; body: string }>;
  request: ClientRequest;
  sent(): number;
  /** Sends the rest after `holdAfter` stopped the upload. */
  release(): void;
}

/**
 * Streams a generated text file as one multipart upload with an exact Content-Length.
 * `onChunk` sees the running byte count and may abort; `delayMs` throttles between chunks;
 * `holdAfter` stops sending after that many file bytes until `release()`.
 */
export function streamUpload(
  url: string,
  cookie: string,
  options: {
    size: number;
    name?: string;
    chunk?: number;
    delayMs?: number;
    onChunk?: (sent: number) => void;
    holdAfter?: number;
    /** Small text files sent whole before the streamed one (a folder upload), under `Folder/`. */
    leadingFiles?: number;
  },
): StreamingUpload {
  const name = options.name ?? 'stream.txt';
  const boundary = `----coffer${randomBytes(6).toString('hex')}`;
  const leading = Array.from({ length: options.leadingFiles ?? 0 }, (_, i) => `leading-${i}.txt`);
  const filePart = (file: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file}"\r\nContent-Type: text/plain\r\n\r\n`;
  const head = Buffer.from(
    leading.map((file, i) => `${filePart(file)}leading file ${i} ${randomBytes(8).toString('hex')}\r\n`).join('') +
      filePart(name),
  );
  const paths = [...leading.map((file) => `Folder/${file}`), leading.length > 0 ? `Folder/${name}` : name];
  const tail = Buffer.from(
    `\r\n${paths.map((path) => `--${boundary}\r\nContent-Disposition: form-data; name="relativePaths"\r\n\r\n${path}\r\n`).join('')}--${boundary}--\r\n`,
  );
  const chunk = Buffer.alloc(options.chunk ?? 256 * 1024, 0x61);
  const { hostname, port } = new URL(url);
  let sent = 0;
  let held = false;
  let released = false;
  const req = request({
    hostname,
    port,
    method: 'POST',
    path: '/api/files/upload',
    headers: {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': head.length + options.size + tail.length,
      Cookie: cookie,
    },
  });
  const done = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.on('close', () => reject(new Error('the connection closed before the answer ended')));
  });
  done.catch(() => undefined);
  const pump = () => {
    if (req.destroyed) return;
    if (sent >= options.size) {
      req.end(tail);
      return;
    }
    if (options.holdAfter !== undefined && sent >= options.holdAfter && !released) {
      held = true;
      return;
    }
    const n = Math.min(chunk.length, options.size - sent);
    sent += n;
    const ok = req.write(n === chunk.length ? chunk : chunk.subarray(0, n));
    options.onChunk?.(sent);
    if (req.destroyed) return;
    const next = () => (options.delayMs ? setTimeout(pump, options.delayMs) : setImmediate(pump));
    if (ok) next();
    else req.once('drain', next);
  };
  const release = () => {
    released = true;
    if (held) pump();
  };
  req.write(head);
  pump();
  return { done, request: req, sent: () => sent, release };
}
