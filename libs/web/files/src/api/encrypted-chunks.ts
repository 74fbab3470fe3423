import type * as tus from 'tus-js-client';
import {
  ENCRYPTED_CHUNK_WORKER_URL,
  type ChunkWorkerMessage,
  type ChunkWorkerReport,
} from './encrypted-chunk-protocol';

/** The part of a dedicated worker a sealed chunk uses. */
export interface ChunkWorker {
  postMessage(message: ChunkWorkerMessage, transfer?: Transferable[]): void;
  onmessage: ((event: MessageEvent<ChunkWorkerReport>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

export type SpawnChunkWorker = () => ChunkWorker;

export const spawnChunkWorker: SpawnChunkWorker = () => new Worker(ENCRYPTED_CHUNK_WORKER_URL);

/** Why a chunk's request was refused without a try: it was sent before, or given up. */
export const CHUNK_GONE_MESSAGE = 'This part of the upload was discarded before it was sent.';

export const REQUEST_STOPPED_MESSAGE = 'The upload request was stopped before it was sent.';

/** What the worker answered for a chunk's request, as tus reads a response. */
class ChunkResponse implements tus.HttpResponse {
  private readonly headers = new Map<string, string>();

  constructor(
    private readonly status: number,
    rawHeaders: string,
    private readonly body: string,
  ) {
    for (const line of rawHeaders.split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon > 0) this.headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
    }
  }

  getStatus(): number {
    return this.status;
  }

  getHeader(header: string): string | undefined {
    return this.headers.get(header.toLowerCase());
  }

  getBody(): string {
    return this.body;
  }

  getUnderlyingObject(): unknown {
    return null;
  }
}

/**
 * Parts posted to a chunk's worker that it has not yet made into Blobs: sealing waits beyond this.
 * Without a bound the page seals faster than the worker (on the same busy core) takes the parts,
 * and the chunk piles up in the worker's message queue.
 */
const PARTS_IN_FLIGHT = 2;

interface Sending {
  resolve(response: tus.HttpResponse): void;
  reject(error: Error): void;
  onProgress(sent: number): void;
}

/**
 * One chunk of ciphertext, given to tus as the chunk's body: its bytes are with a worker of its
 * own (transferred there part by part, not copied), which sends them when tus sends this body.
 * Sent once; the worker ends when the request is answered or the chunk is discarded, and the
 * chunk's memory with it.
 */
export class SealedChunk {
  private worker: ChunkWorker | null;
  private sending: Sending | null = null;
  private unstored = 0;
  /** `add` calls waiting for the worker to store a part. */
  private readonly waiting: Array<() => void> = [];

  constructor(
    /** The chunk's length in bytes (tus reads it as the body's size), once all its parts are added. */
    readonly size: number,
    spawn: SpawnChunkWorker,
  ) {
    const worker = spawn();
    this.worker = worker;
    worker.onmessage = ({ data }) => this.heard(data);
    worker.onerror = () => this.end(new Error('The upload worker failed.'));
  }

  /**
   * The chunk's next bytes; `transfer` (buffers of `pieces`) leave this thread. Resolves when the
   * worker has room for the next part; rejects when the chunk was discarded.
   */
  async add(pieces: Uint8Array<ArrayBuffer>[], transfer: ArrayBuffer[]): Promise<void> {
    const worker = this.worker;
    if (!worker) throw new Error(CHUNK_GONE_MESSAGE);
    worker.postMessage({ type: 'part', pieces }, transfer);
    this.unstored += 1;
    if (this.unstored >= PARTS_IN_FLIGHT) await new Promise<void>((resolve) => this.waiting.push(resolve));
  }

  /** Sends the chunk as the body of this request: resolves with the server's answer, rejects when none came. */
  send(
    method: string,
    url: string,
    headers: Record<string, string>,
    onProgress: (sent: number) => void,
  ): Promise<tus.HttpResponse> {
    const worker = this.worker;
    if (!worker || this.sending) return Promise.reject(new Error(CHUNK_GONE_MESSAGE));
    return new Promise((resolve, reject) => {
      this.sending = { resolve, reject, onProgress };
      worker.postMessage({ type: 'send', method, url, headers });
    });
  }

  /** Ends the worker, and the request it sends if any (which then fails): frees the chunk's memory. */
  discard(): void {
    this.end(new Error(CHUNK_GONE_MESSAGE));
  }

  private heard(report: ChunkWorkerReport): void {
    if (report.type === 'stored') {
      this.unstored -= 1;
      if (this.unstored < PARTS_IN_FLIGHT) this.waiting.shift()?.();
    } else if (report.type === 'progress') {
      this.sending?.onProgress(report.sent);
    } else if (report.type === 'response') {
      const sending = this.sending;
      this.sending = null;
      this.end(null);
      sending?.resolve(new ChunkResponse(report.status, report.headers, report.body));
    } else {
      this.end(new Error('The upload request failed.'));
    }
  }

  /** Terminates the worker; a request in flight fails with `error`, and the `add` calls waiting return (the next one fails). */
  private end(error: Error | null): void {
    this.worker?.terminate();
    this.worker = null;
    const sending = this.sending;
    this.sending = null;
    if (error) sending?.reject(error);
    for (const resume of this.waiting.splice(0)) resume();
  }
}

/**
 * A request of tus: a sealed chunk goes through its own worker, any other body (the creation's
 * POST, a HEAD, a DELETE) through tus's own stack.
 */
class EncryptedChunkRequest implements tus.HttpRequest {
  private readonly headers: Record<string, string> = {};
  private progress: ((sent: number) => void) | null = null;
  private chunk: SealedChunk | null = null;
  private plain: tus.HttpRequest | null = null;
  private aborted = false;

  constructor(
    private readonly stack: tus.HttpStack,
    private readonly method: string,
    private readonly url: string,
  ) {}

  getMethod(): string {
    return this.method;
  }

  getURL(): string {
    return this.url;
  }

  setHeader(header: string, value: string): void {
    this.headers[header] = value;
  }

  getHeader(header: string): string | undefined {
    return this.headers[header];
  }

  setProgressHandler(handler: (sent: number) => void): void {
    this.progress = handler;
  }

  send(body: unknown = null): Promise<tus.HttpResponse> {
    // An abort that came while tus was preparing the request: nothing is sent.
    if (this.aborted) {
      if (body instanceof SealedChunk) body.discard();
      return Promise.reject(new Error(REQUEST_STOPPED_MESSAGE));
    }
    if (body instanceof SealedChunk) {
      this.chunk = body;
      return body.send(this.method, this.url, { ...this.headers }, (sent) => this.progress?.(sent));
    }
    const plain = this.stack.createRequest(this.method, this.url);
    for (const [name, value] of Object.entries(this.headers)) plain.setHeader(name, value);
    if (this.progress) plain.setProgressHandler(this.progress);
    this.plain = plain;
    return plain.send(body);
  }

  abort(): Promise<void> {
    this.aborted = true;
    this.chunk?.discard();
    return this.plain?.abort() ?? Promise.resolve();
  }

  getUnderlyingObject(): unknown {
    return this.plain?.getUnderlyingObject() ?? null;
  }
}

/** tus's HTTP stack for encrypted uploads: `plain` for every request whose body is not a sealed chunk. */
export class EncryptedChunkHttpStack implements tus.HttpStack {
  constructor(private readonly plain: tus.HttpStack) {}

  createRequest(method: string, url: string): tus.HttpRequest {
    return new EncryptedChunkRequest(this.plain, method, url);
  }

  getName(): string {
    return 'EncryptedChunkHttpStack';
  }
}
