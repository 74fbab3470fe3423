/**
 * The dedicated worker that holds and sends one chunk of an end-to-end encrypted upload (built on
 * its own by `classicScript` to /encrypted-chunk-worker.js, the fixed URL the page starts it from).
 * The page terminates it once its request is answered, which frees the chunk's Blobs.
 */
import { releaseBuffer } from '@coffer/shared-ece';
import type { ChunkWorkerReport, ChunkWorkerMessage } from './encrypted-chunk-protocol';

// The parts of the dedicated worker scope this file uses (the DOM typings lack them).
interface DedicatedWorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent<ChunkWorkerMessage>) => void): void;
  postMessage(message: ChunkWorkerReport): void;
}
const scope = self as unknown as DedicatedWorkerScope;

/** The chunk's parts so far; null once sent. */
let parts: Blob[] | null = [];

scope.addEventListener('message', ({ data }) => {
  if (data.type === 'part') {
    parts?.push(new Blob(data.pieces));
    // The Blob has copied them: their memory goes now, not at this worker's next collection.
    for (const piece of data.pieces) releaseBuffer(piece.buffer);
    return scope.postMessage({ type: 'stored' });
  }
  if (!parts) return scope.postMessage({ type: 'failed' });
  const body = new Blob(parts);
  parts = null;
  const xhr = new XMLHttpRequest();
  xhr.open(data.method, data.url, true);
  for (const [name, value] of Object.entries(data.headers)) xhr.setRequestHeader(name, value);
  xhr.upload.onprogress = (event) => {
    if (event.lengthComputable) scope.postMessage({ type: 'progress', sent: event.loaded });
  };
  xhr.onload = () =>
    scope.postMessage({
      type: 'response',
      status: xhr.status,
      headers: xhr.getAllResponseHeaders(),
      body: xhr.responseText,
    });
  xhr.onerror = () => scope.postMessage({ type: 'failed' });
  xhr.send(body);
});
