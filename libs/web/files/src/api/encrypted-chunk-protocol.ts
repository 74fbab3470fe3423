/**
 * How an end-to-end encrypted upload hands its chunks to dedicated workers. Each sealed chunk gets
 * a worker of its own: the page transfers the chunk's records to it as they are sealed, the worker
 * makes a Blob of each part (its bytes go on to the browser process at once) and, when tus sends
 * the chunk, sends the Blob of those Blobs itself; the page terminates the worker once the request
 * is answered. A Blob's bytes live in the browser process until the Blob's object is collected,
 * and a busy page collects too late (a 512 MiB upload piled up hundreds of MB there); ending the
 * worker frees them at once.
 */
export const ENCRYPTED_CHUNK_WORKER_URL = '/encrypted-chunk-worker.js';

export type ChunkWorkerMessage =
  /** The chunk's next bytes, in order; the records' buffers are transferred. */
  | { type: 'part'; pieces: Uint8Array<ArrayBuffer>[] }
  /** Send the chunk as this request's body (sent once). */
  | { type: 'send'; method: string; url: string; headers: Record<string, string> };

export type ChunkWorkerReport =
  /** A part is in a Blob of its own: the page may send another. */
  | { type: 'stored' }
  | { type: 'progress'; sent: number }
  | { type: 'response'; status: number; headers: string; body: string }
  /** No answer: the network failed, or the worker had no chunk to send. */
  | { type: 'failed' };
