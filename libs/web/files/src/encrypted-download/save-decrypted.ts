import { decryptBody, releaseBuffer } from '@coffer/shared-ece';
import {
  SHARE_DOWNLOAD_SCOPE,
  SHARE_DOWNLOAD_WORKER_URL,
  type ShareDownloadReport,
  type ShareDownloadRequest,
} from './download-protocol';

/** The File System Access API's save picker (Chromium); absent from the DOM typings. */
interface SaveFilePickerWindow {
  showSaveFilePicker?: (options: { suggestedName: string }) => Promise<FileSystemFileHandle>;
}
/** Chromium can delete a handle's file (what an aborted save leaves behind: the empty file the picker made). */
type RemovableHandle = FileSystemFileHandle & { remove?: () => Promise<void> };

export interface DecryptedDownload {
  /** Resolves to the signed download URL to fetch (the ciphertext), or null when the link no longer opens. */
  downloadUrl: () => Promise<string | null>;
  key: Uint8Array<ArrayBuffer>;
  name: string;
}

/** Why a save did not happen: the visitor closed the picker (not an error to show). */
export class SaveCancelledError extends Error {
  constructor() {
    super('The save was cancelled.');
    this.name = 'SaveCancelledError';
  }
}

/** How this browser saves a decrypted stream: to a file it picks, or through the download worker. */
export function decryptedSaveMethod(): 'file-picker' | 'service-worker' | null {
  if (typeof (window as SaveFilePickerWindow).showSaveFilePicker === 'function') return 'file-picker';
  if ('serviceWorker' in navigator && window.isSecureContext) return 'service-worker';
  return null;
}

/**
 * Saves the decrypted file as it streams, never whole in memory. Rejects (and leaves no file) when
 * the body was changed or cut short, the key is wrong, or the network fails; rejects with
 * SaveCancelledError when the visitor closes the save picker.
 */
export async function saveDecryptedFile(download: DecryptedDownload): Promise<void> {
  const method = decryptedSaveMethod();
  if (method === 'file-picker') return saveWithFilePicker(download);
  if (method === 'service-worker') return saveWithServiceWorker(download);
  throw new Error('This browser cannot save a decrypted file: open the link in a current browser over HTTPS.');
}

async function saveWithFilePicker({ downloadUrl, key, name }: DecryptedDownload): Promise<void> {
  const pick = (window as SaveFilePickerWindow).showSaveFilePicker!;
  let handle: RemovableHandle;
  try {
    // First, while the click still counts as a user gesture.
    handle = await pick({ suggestedName: name });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw new SaveCancelledError();
    throw error;
  }
  const writable = await handle.createWritable();
  try {
    const url = await downloadUrl();
    if (!url) throw new Error('The link could not be opened again.');
    const response = await fetch(url);
    if (!response.ok || !response.body) throw new Error(`The server answered ${response.status}.`);
    await writeInBatches(decryptBody(response.body, key), writable);
  } catch (error) {
    // Aborted, the writable drops its bytes: the file is not replaced.
    await writable.abort().catch(() => undefined);
    await handle.remove?.().catch(() => undefined);
    throw error;
  }
}

/** Bytes handed to the picked file per write: each write is a round trip to the browser. */
const WRITE_BATCH_BYTES = 1024 * 1024;

/**
 * Writes the stream through one reused buffer, a batch at a time (a write per 64 KiB record
 * costs more than the decrypting); the buffer is refilled only once its write has finished. Each
 * record's memory is released as soon as it is copied (the records are this save's own).
 * Closes the writable at the end; on an error the stream is cancelled and the error thrown.
 */
async function writeInBatches(plain: ReadableStream<Uint8Array>, writable: FileSystemWritableFileStream) {
  const batch = new Uint8Array(WRITE_BATCH_BYTES);
  let filled = 0;
  const reader = plain.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (let at = 0; at < value.length;) {
        const n = Math.min(value.length - at, batch.length - filled);
        batch.set(value.subarray(at, at + n), filled);
        filled += n;
        at += n;
        if (filled === batch.length) {
          await writable.write(batch);
          filled = 0;
        }
      }
      releaseBuffer(value.buffer);
    }
  } catch (error) {
    await reader.cancel(error).catch(() => undefined);
    throw error;
  }
  if (filled > 0) await writable.write(batch.subarray(0, filled));
  await writable.close();
}

/** How long the frame of a finished download stays in the page. */
const FINISHED_FRAME_KEPT_MS = 60_000;

let registration: Promise<ServiceWorker> | null = null;

/** The active download worker (registered once per page). */
function downloadWorker(): Promise<ServiceWorker> {
  registration ??= navigator.serviceWorker.register(SHARE_DOWNLOAD_WORKER_URL, { scope: SHARE_DOWNLOAD_SCOPE }).then(
    (registered) =>
      new Promise<ServiceWorker>((resolve, reject) => {
        const worker = registered.active ?? registered.installing ?? registered.waiting;
        if (!worker) return reject(new Error('The download worker did not start.'));
        if (worker.state === 'activated') return resolve(worker);
        worker.addEventListener('statechange', () => {
          if (worker.state === 'activated') resolve(worker);
          if (worker.state === 'redundant') reject(new Error('The download worker did not start.'));
        });
      }),
  );
  registration.catch(() => {
    registration = null;
  });
  return registration;
}

function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

async function saveWithServiceWorker({ downloadUrl, key, name }: DecryptedDownload): Promise<void> {
  const worker = await downloadWorker();
  const url = await downloadUrl();
  if (!url) throw new Error('The link could not be opened again.');
  const channel = new MessageChannel();
  const id = randomId();
  const frame = document.createElement('iframe');
  frame.hidden = true;
  let finished = false;
  try {
    await new Promise<void>((resolve, reject) => {
      channel.port1.onmessage = (event: MessageEvent<ShareDownloadReport>) => {
        const message = event.data;
        if (message.type === 'ready') {
          // Only a random id in the URL: the key went in the message.
          frame.src = `${SHARE_DOWNLOAD_SCOPE}${id}`;
          document.body.appendChild(frame);
        } else if (message.type === 'done') {
          finished = true;
          resolve();
        } else reject(new Error(message.message));
      };
      const request: ShareDownloadRequest = { type: 'download', id, key, downloadUrl: url, name };
      worker.postMessage(request, [channel.port2]);
    });
  } finally {
    channel.port1.close();
    // A small file's stream can end before the browser has handed the frame's response to its
    // download manager, and removing the frame then would abort the download: a finished one's
    // frame stays a while. A failed one's goes at once, which also stops what is left of it.
    if (finished) setTimeout(() => frame.remove(), FINISHED_FRAME_KEPT_MS);
    else frame.remove();
  }
}

/** A small file decrypted whole into memory (for a preview); rejects like a save does. */
export async function decryptToBlob(downloadUrl: string, key: Uint8Array<ArrayBuffer>, type: string): Promise<Blob> {
  const response = await fetch(downloadUrl);
  if (!response.ok || !response.body) throw new Error(`The server answered ${response.status}.`);
  const plain = await new Response(decryptBody(response.body, key)).arrayBuffer();
  return new Blob([plain], { type });
}
