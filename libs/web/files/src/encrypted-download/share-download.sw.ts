/**
 * The share page's download service worker (built on its own to /share-download-sw.js as a classic
 * script: Firefox runs no module workers). It decrypts an end-to-end encrypted file as it streams
 * to the browser's download manager, so the file is never whole in memory. A changed, cut-off or
 * wrongly keyed body errors the response stream: the browser marks the download failed and keeps
 * no file, and the page hears why on its message port.
 */
import { contentDisposition } from '@coffer/shared-contracts';
import { decryptBody, nudgeCollector, releaseBuffer } from '@coffer/shared-ece';
import { SHARE_DOWNLOAD_SCOPE, type ShareDownloadReport, type ShareDownloadRequest } from './download-protocol';

// The parts of the service worker global scope this file uses (the DOM typings lack them).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface ServiceWorkerScope {
  addEventListener(type: 'install', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ShareDownloadRequest>) => void): void;
  skipWaiting(): Promise<void>;
}
const worker = self as unknown as ServiceWorkerScope;

interface Pending {
  request: ShareDownloadRequest;
  port: MessagePort;
}
/** Downloads posted by a page and not yet started; each id is served once. */
const pending = new Map<string, Pending>();

const report = (port: MessagePort, message: ShareDownloadReport) => port.postMessage(message);
const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'The download failed.');

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));

worker.addEventListener('message', (event) => {
  const port = event.ports[0];
  if (event.data?.type !== 'download' || !port) return;
  pending.set(event.data.id, { request: event.data, port });
  report(port, { type: 'ready' });
});

worker.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== location.origin || !url.pathname.startsWith(SHARE_DOWNLOAD_SCOPE)) return;
  const id = url.pathname.slice(SHARE_DOWNLOAD_SCOPE.length);
  const entry = pending.get(id);
  pending.delete(id);
  if (!entry) {
    event.respondWith(new Response('This download has already started or has expired.', { status: 404 }));
    return;
  }
  event.respondWith(decryptedResponse(entry));
});

/**
 * The plaintext passed on between two nudges of the collector, and the size of the buffer each
 * nudge allocates (never written, so it takes no memory). The chunks handed to the response are
 * garbage once the browser has copied them, and while the worker also reads the network the
 * engine lets that garbage grow: a worker streaming 512 MiB of plaintext to its response grew by
 * 240–270 MB without nudges; with a 256 MiB nudge every 4 MiB, by 115–140 MB in every run (with a
 * 64 MiB one, most runs were as low but some as high as without).
 */
const NUDGE_EVERY_BYTES = 4 * 1024 * 1024;
const NUDGE_BUFFER_BYTES = 256 * 1024 * 1024;

async function decryptedResponse({ request, port }: Pending): Promise<Response> {
  let upstream: Response;
  try {
    upstream = await fetch(request.downloadUrl, { credentials: 'omit' });
    if (!upstream.ok || !upstream.body) throw new Error(`The server answered ${upstream.status}.`);
  } catch (error) {
    report(port, { type: 'failed', message: messageOf(error) });
    return Response.error();
  }
  const plain = decryptBody(upstream.body, request.key);
  const reader = plain.getReader();
  let sinceNudge = 0;
  // Passes the plaintext on and reports the end; an error (tampering, truncation, a wrong key, the
  // network) errors this stream, which fails the download instead of finishing a partial file.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          report(port, { type: 'done' });
        } else {
          // WebCrypto's record, copied into memory the engine allocates, and the record freed now:
          // 512 MiB of WebCrypto results left to the collector held about 230 MB at the peak,
          // copies of them about 75 MB (the engine collects its own allocations sooner).
          const chunk = value.slice();
          releaseBuffer(value.buffer);
          controller.enqueue(chunk);
          sinceNudge += chunk.length;
          if (sinceNudge >= NUDGE_EVERY_BYTES) {
            sinceNudge = 0;
            nudgeCollector(NUDGE_BUFFER_BYTES);
          }
        }
      } catch (error) {
        controller.error(error);
        report(port, { type: 'failed', message: messageOf(error) });
      }
    },
    cancel(reason) {
      report(port, { type: 'failed', message: 'The download was cancelled.' });
      return reader.cancel(reason);
    },
  });
  return new Response(body, {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': contentDisposition('attachment', request.name),
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "sandbox; default-src 'none'",
    },
  });
}
