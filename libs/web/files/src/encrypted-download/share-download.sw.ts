/**
 * The share page's download service worker (built on its own to /share-download-sw.js as a classic
 * script: Firefox runs no module workers). It decrypts an end-to-end encrypted file as it streams
 * to the browser's download manager, so the file is never whole in memory. A changed, cut-off or
 * wrongly keyed body errors the response stream: the browser marks the download failed and keeps
 * no file, and the page hears why on its message port.
 */
import { contentDisposition } from '@coffer/shared-contracts';
import { decryptBody } from '@coffer/shared-ece';
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
  // Passes the plaintext on and reports the end; an error (tampering, truncation, a wrong key, the
  // network) errors this stream, which fails the download instead of finishing a partial file.
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const { done, value } = await reader.read();
        if (done) {
          controller.close();
          report(port, { type: 'done' });
        } else controller.enqueue(value);
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
