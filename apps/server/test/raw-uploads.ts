// Uploads sent as raw HTTP for the files specs (files.e2e-spec.ts, files.system-spec.ts): chunked
// (no Content-Length), so that limits are enforced while streaming, and cut off mid-body.
import { request as httpRequest } from 'node:http';
import type { TestApp } from '@coffer/server-testing';

function multipartParts(filename: string) {
  const boundary = `----coffer${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${filename}"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="relativePaths"\r\n\r\n${filename}\r\n--${boundary}--\r\n`,
  );
  return { boundary, head, tail };
}

/** Streams a text file of `size` bytes as a chunked upload (no Content-Length) and answers the response. */
export function streamUpload(
  t: TestApp,
  cookie: string,
  address: string,
  filename: string,
  size: number,
): Promise<{ status: number; body: string }> {
  const { port } = new URL(t.url);
  const { boundary, head, tail } = multipartParts(filename);
  const chunk = Buffer.alloc(1024 * 1024, 0x61);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        port,
        method: 'POST',
        path: '/api/files/upload',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          Cookie: cookie,
          'X-Forwarded-For': address,
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (d: string) => (body += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', (error) => reject(error));
    let sent = 0;
    const pump = () => {
      if (!req.write(sent === 0 ? head : chunk)) return void req.once('drain', pump);
      while (sent < size) {
        sent += chunk.length;
        if (sent >= size) {
          req.end(tail);
          return;
        }
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
    };
    pump();
  });
}

/** Sends part of a file, then destroys the socket. */
export function abortedUpload(t: TestApp, cookie: string, address: string, sendBytes: number): Promise<void> {
  const { port } = new URL(t.url);
  const { boundary, head } = multipartParts('partial.txt');
  return new Promise((resolve) => {
    const req = httpRequest({
      port,
      method: 'POST',
      path: '/api/files/upload',
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        Cookie: cookie,
        'X-Forwarded-For': address,
      },
    });
    req.on('error', () => resolve());
    req.write(head);
    req.write(Buffer.alloc(sendBytes, 0x62), () => {
      setTimeout(() => {
        req.destroy();
        resolve();
      }, 200);
    });
  });
}
