import type { ChunkWorkerMessage, ChunkWorkerReport } from '../api/encrypted-chunk-protocol';
import type { ChunkWorker } from '../api/encrypted-chunks';

/** One request a fake chunk worker sent: what the server would have received. */
export interface SentChunk {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: Blob;
}

/**
 * Dedicated chunk workers for jsdom (which has no Worker), doing in-process what the real one does:
 * hold the chunk's Blob, send it once when asked, report progress and the answer. `answer` makes
 * the server's answer to each request (or `null` for a network failure).
 */
export function fakeChunkWorkers(
  answer: (request: SentChunk) => { status: number; headers: string; body?: string } | null = () => ({
    status: 204,
    headers: '',
  }),
) {
  const sent: SentChunk[] = [];
  const transfers: ArrayBuffer[][] = [];
  let live = 0;
  let spawned = 0;

  const spawn = (): ChunkWorker => {
    live += 1;
    spawned += 1;
    let parts: Blob[] | null = [];
    let ended = false;
    const report = (data: ChunkWorkerReport) => {
      if (!ended) worker.onmessage?.({ data } as MessageEvent<ChunkWorkerReport>);
    };
    const worker: ChunkWorker = {
      onmessage: null,
      onerror: null,
      postMessage(message: ChunkWorkerMessage, transfer: Transferable[] = []) {
        if (ended) return;
        if (message.type === 'part') {
          parts?.push(new Blob(message.pieces));
          transfers.push(transfer as ArrayBuffer[]);
          setTimeout(() => report({ type: 'stored' }));
          return;
        }
        const body = parts && new Blob(parts);
        parts = null;
        setTimeout(() => {
          // Terminated meanwhile: the request never went out.
          if (ended) return;
          if (!body) return report({ type: 'failed' });
          const request = { method: message.method, url: message.url, headers: message.headers, body };
          sent.push(request);
          report({ type: 'progress', sent: body.size });
          const response = answer(request);
          report(response ? { type: 'response', body: '', ...response } : { type: 'failed' });
        });
      },
      terminate() {
        if (ended) return;
        ended = true;
        live -= 1;
      },
    };
    return worker;
  };

  return {
    spawn,
    /** Requests sent, in order. */
    sent,
    /** The buffers transferred with each part of a chunk, in order. */
    transfers,
    /** Workers started and not terminated. */
    live: () => live,
    spawned: () => spawned,
  };
}
