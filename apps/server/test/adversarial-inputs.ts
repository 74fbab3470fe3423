// Helpers of the adversarial-input specs (adversarial.e2e-spec.ts, adversarial.system-spec.ts).
import { request as httpRequest } from 'node:http';
import type { TestApp } from '@coffer/server-testing';

/** Sends raw bytes and answers the status (0 when the server dropped the connection). */
export function raw(t: TestApp, path: string, headers: Record<string, string | number>, body: Buffer): Promise<number> {
  const { port } = new URL(t.url);
  return new Promise((resolve) => {
    const req = httpRequest({ port, method: 'POST', path, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

const boundary = 'XyZ';

/**
 * Malformed multipart bodies for the upload route, one of each kind: no boundary parameter, no
 * boundary line, a part without a name, an unterminated part, a 100 kB header line, random bytes
 * (varied by `i`), traversal in the file name and the relative path, and a closing line alone.
 */
export const MALFORMED_MULTIPART: ReadonlyArray<(i: number) => { type: string; body: Buffer }> = [
  () => ({ type: 'multipart/form-data', body: Buffer.from('--XyZ\r\n\r\nno boundary param') }),
  () => ({
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from('garbage without any boundary line'),
  }),
  () => ({
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; filename="a.txt"\r\n\r\nunnamed part\r\n--${boundary}--\r\n`,
    ),
  }),
  () => ({
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="a.txt"\r\n\r\nunterminated`,
    ),
  }),
  () => ({
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(`--${boundary}\r\nX-Long: ${'h'.repeat(100_000)}\r\n\r\nx\r\n--${boundary}--\r\n`),
  }),
  (i) => ({
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(Array.from({ length: 64 }, (_, k) => (i * 31 + k * 17) % 256)),
  }),
  () => ({
    type: `multipart/form-data; boundary=${boundary}`,
    body: Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="../../x.txt"\r\n\r\nx\r\n--${boundary}\r\nContent-Disposition: form-data; name="relativePaths"\r\n\r\n../../x.txt\r\n--${boundary}--\r\n`,
    ),
  }),
  () => ({ type: `multipart/form-data; boundary=${boundary}`, body: Buffer.from(`--${boundary}--\r\n`) }),
];
