import type * as tus from 'tus-js-client';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { SpeedMeter, TUS_CHUNK_BYTES, loadTus, type UploadCandidate } from '@coffer/web-files';
import {
  DROP_GRANT_HEADER,
  GRANT_INVALID,
  NETWORK_FAILURE,
  dropApiPath,
  isRequestRefusal,
  parseRefusal,
  type RequestRefusal,
} from './drop-api';

export type DropEntryStatus =
  | 'queued'
  | 'uploading'
  | 'paused'
  | 'offline'
  /** The grant was refused: the upload continues once the page has a new one. */
  | 'waiting'
  | 'error'
  /** Refused by the request's rules (in the page or by the server): final. */
  | 'refused'
  | 'done'
  | 'cancelled';

export interface DropEntry {
  id: string;
  name: string;
  /** 'report.pdf', or 'Project/docs/report.pdf' for a file of a chosen folder. */
  relativePath: string;
  size: number;
  sent: number;
  speed: number;
  status: DropEntryStatus;
  /** Why it failed or was refused (the server's message when it answered). */
  error?: string;
  uploadUrl?: string;
}

export const DROP_STATUS_LABELS: Record<DropEntryStatus, string> = {
  queued: 'Waiting',
  uploading: 'Uploading',
  paused: 'Paused',
  offline: 'Waiting for the network',
  waiting: 'Waiting for access',
  error: 'Failed',
  refused: 'Refused',
  done: 'Sent',
  cancelled: 'Cancelled',
};

/** Waits between automatic retries after a network error or a 5xx. */
export const DROP_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000];
/** Files sent at once. */
export const DROP_PARALLEL_UPLOADS = 3;

/** The key an unfinished upload of this request is kept under in this browser (tus-js-client's record). */
export function dropFingerprint(
  token: string,
  file: Pick<File, 'size' | 'lastModified'>,
  relativePath: string,
): string {
  return `coffer-drop:${token}:${file.size}:${file.lastModified}:${relativePath}`;
}

/** Upload metadata: the name, the declared type and, for a folder's file, its path inside the folder. */
export function dropMetadata(candidate: UploadCandidate): Record<string, string> {
  const { file, relativePath } = candidate;
  return {
    filename: file.name,
    filetype: file.type || 'application/octet-stream',
    ...(relativePath.includes('/') ? { relativePath } : {}),
  };
}

export interface DropQueueOptions {
  token: string;
  /** The grant to send, read at every request (a new one replaces a refused one). */
  grant: () => string | null;
  /** A request answered REQUEST_GRANT_INVALID: the page gets a new grant, then calls `resumeWaiting`. */
  onGrantInvalid: (message: string) => void;
  /** The request takes nothing more (closed, expired, blocked, deleted). */
  onRequestRefused: (code: RequestRefusal, message: string) => void;
  /** A file arrived whole. */
  onReceived: () => void;
}

interface DropQueueState {
  entries: DropEntry[];
}

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
let nextId = 0;
const newEntryId = () => `drop-${Date.now().toString(36)}-${(nextId++).toString(36)}`;

class DropTask {
  private upload: tus.Upload | null = null;
  private running = false;
  private readonly meter = new SpeedMeter();

  constructor(
    readonly entryId: string,
    private readonly candidate: UploadCandidate,
    private readonly queue: DropUploadQueue,
  ) {}

  private create(client: typeof tus): tus.Upload {
    const { file, relativePath } = this.candidate;
    const { token } = this.queue.options;
    const fingerprint = dropFingerprint(token, file, relativePath);
    const upload: tus.Upload = new client.Upload(file, {
      endpoint: new URL(dropApiPath(token, '/uploads'), window.location.origin).toString(),
      chunkSize: this.queue.chunkBytes,
      retryDelays: DROP_RETRY_DELAYS_MS,
      metadata: dropMetadata(this.candidate),
      // An empty POST first: the request's rules are checked before any byte is sent.
      uploadDataDuringCreation: false,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: () => Promise.resolve(fingerprint),
      onBeforeRequest: (request) => {
        const grant = this.queue.options.grant();
        if (grant) request.setHeader(DROP_GRANT_HEADER, grant);
      },
      onShouldRetry: (error) => {
        if (isOffline()) return false;
        const status = error.originalResponse?.getStatus() ?? 0;
        // 409 at creation is the request's limit (REQUEST_FULL); on a PATCH, an offset to look up again.
        const creating = error.originalRequest?.getMethod() === 'POST';
        return status === 0 || status >= 500 || status === 423 || (status === 409 && !creating);
      },
      onProgress: (sent) => {
        this.queue.patch(this.entryId, {
          sent,
          speed: this.meter.sample(sent, Date.now()),
          status: 'uploading',
          uploadUrl: upload.url ?? undefined,
        });
      },
      onSuccess: () => {
        this.running = false;
        this.queue.patch(this.entryId, { sent: file.size, speed: 0, status: 'done', error: undefined });
        this.queue.finished(this);
        this.queue.options.onReceived();
      },
      onError: (error) => {
        this.running = false;
        const response = (error as tus.DetailedError).originalResponse ?? null;
        const status = response?.getStatus() ?? 0;
        if (status === 0) {
          this.queue.patch(
            this.entryId,
            isOffline() ? { status: 'offline', speed: 0 } : { status: 'error', speed: 0, error: NETWORK_FAILURE },
          );
        } else {
          const refusal = parseRefusal(status, response?.getBody(), 'The server refused this file.');
          if (refusal.code === GRANT_INVALID) {
            this.queue.patch(this.entryId, { status: 'waiting', speed: 0 });
            this.queue.options.onGrantInvalid(refusal.message);
          } else if (isRequestRefusal(refusal.code)) {
            this.queue.patch(this.entryId, { status: 'refused', speed: 0, error: refusal.message });
            this.queue.options.onRequestRefused(refusal.code, refusal.message);
          } else {
            // Throttles and server errors may pass on a retry; the request's rules will not.
            const final = status !== 429 && status < 500;
            this.queue.patch(this.entryId, { status: final ? 'refused' : 'error', speed: 0, error: refusal.message });
          }
        }
        this.queue.finished(this);
      },
    });
    return upload;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.meter.reset();
    this.queue.patch(this.entryId, { status: 'uploading', error: undefined });
    if (this.upload) {
      // A second start resumes: HEAD for the server's offset, then PATCH from there.
      this.upload.start();
      return;
    }
    void loadTus().then(
      (client) => {
        if (!this.running || this.upload) return;
        const upload = this.create(client);
        this.upload = upload;
        void upload
          .findPreviousUploads()
          .then((previous) => {
            if (this.upload !== upload || !this.running) return;
            // The same file sent here before from this browser continues where it stopped.
            if (previous.length > 0) upload.resumeFromPreviousUpload(previous[0]!);
            upload.start();
          })
          .catch(() => upload.start());
      },
      () => {
        this.running = false;
        this.queue.patch(this.entryId, { status: 'error', speed: 0, error: NETWORK_FAILURE });
        this.queue.finished(this);
      },
    );
  }

  /** Stops sending; `start` continues from the server's offset. */
  stop(): void {
    this.running = false;
    void this.upload?.abort(false);
  }

  /** Stops for good and deletes the partial upload on the server (tus termination). */
  cancel(): void {
    this.running = false;
    const upload = this.upload;
    this.upload = null;
    if (upload) void upload.abort(true).catch(() => undefined);
  }
}

/**
 * The uploads of one request's page: every file resumably over tus with the visitor's grant, at
 * most DROP_PARALLEL_UPLOADS at once. `store` holds what the screen shows.
 */
export class DropUploadQueue {
  readonly store: StoreApi<DropQueueState> = createStore<DropQueueState>()(() => ({ entries: [] }));
  private readonly tasks = new Map<string, DropTask>();
  private readonly running = new Set<DropTask>();
  /** tus PATCH size. */
  chunkBytes = TUS_CHUNK_BYTES;
  private readonly onOnline = () => {
    this.patchWhere((e) => e.status === 'offline', { status: 'queued' });
    this.pump();
  };
  private readonly onOffline = () => {
    for (const task of [...this.running]) {
      task.stop();
      this.running.delete(task);
      this.patch(task.entryId, { status: 'offline', speed: 0 });
    }
  };

  constructor(readonly options: DropQueueOptions) {}

  entries(): DropEntry[] {
    return this.store.getState().entries;
  }

  /** Queues files that passed the page's checks, and lists the refused ones with their reason. */
  add(
    accepted: readonly UploadCandidate[],
    refused: ReadonlyArray<{ candidate: UploadCandidate; reason: string }> = [],
  ) {
    const added: DropEntry[] = [];
    const entry = ({ file, relativePath }: UploadCandidate, status: DropEntryStatus, error?: string): DropEntry => ({
      id: newEntryId(),
      name: file.name,
      relativePath,
      size: file.size,
      sent: 0,
      speed: 0,
      status,
      ...(error ? { error } : {}),
    });
    for (const candidate of accepted) {
      const e = entry(candidate, 'queued');
      this.tasks.set(e.id, new DropTask(e.id, candidate, this));
      added.push(e);
    }
    for (const { candidate, reason } of refused) added.push(entry(candidate, 'refused', reason));
    this.store.setState((s) => ({ entries: [...s.entries, ...added] }));
    this.pump();
    return added.map((e) => e.id);
  }

  pause(id: string): void {
    const task = this.tasks.get(id);
    const status = this.entries().find((e) => e.id === id)?.status;
    if (!task || (status !== 'queued' && status !== 'uploading' && status !== 'offline')) return;
    task.stop();
    this.running.delete(task);
    this.patch(id, { status: 'paused', speed: 0 });
    this.pump();
  }

  /** Resume a paused file, or retry a failed one (tus continues from the server's offset). */
  resume(id: string): void {
    const status = this.entries().find((e) => e.id === id)?.status;
    if (!this.tasks.has(id) || (status !== 'paused' && status !== 'error' && status !== 'offline')) return;
    this.patch(id, { status: 'queued', error: undefined });
    this.pump();
  }

  cancel(id: string): void {
    const task = this.tasks.get(id);
    const status = this.entries().find((e) => e.id === id)?.status;
    if (!task || status === 'done' || status === 'cancelled' || status === 'refused') return;
    task.cancel();
    this.tasks.delete(id);
    this.running.delete(task);
    this.patch(id, { status: 'cancelled', speed: 0 });
    this.pump();
  }

  /** The page has a new grant: the uploads that stopped for the old one continue. */
  resumeWaiting(): void {
    this.patchWhere((e) => e.status === 'waiting', { status: 'queued' });
    this.pump();
  }

  /** The request takes nothing more: nothing else is sent. */
  stopAll(reason: string): void {
    for (const [id, task] of this.tasks) {
      const status = this.entries().find((e) => e.id === id)?.status;
      if (status === 'done' || status === 'cancelled' || status === 'refused') continue;
      task.stop();
      this.patch(id, { status: 'refused', speed: 0, error: reason });
    }
    this.running.clear();
  }

  /** Listens for the network going and coming back; returns the way to stop listening. */
  attach(): () => void {
    window.addEventListener('online', this.onOnline);
    window.addEventListener('offline', this.onOffline);
    return () => {
      window.removeEventListener('online', this.onOnline);
      window.removeEventListener('offline', this.onOffline);
    };
  }

  /** Called by a task that stopped by itself (done, failed, refused or offline). */
  finished(task: DropTask): void {
    this.running.delete(task);
    this.pump();
  }

  patch(id: string, change: Partial<DropEntry>): void {
    this.store.setState((s) => ({ entries: s.entries.map((e) => (e.id === id ? { ...e, ...change } : e)) }));
  }

  private patchWhere(pick: (e: DropEntry) => boolean, change: Partial<DropEntry>): void {
    this.store.setState((s) => ({ entries: s.entries.map((e) => (pick(e) ? { ...e, ...change } : e)) }));
  }

  private pump(): void {
    if (isOffline()) return;
    for (const entry of this.entries()) {
      if (this.running.size >= DROP_PARALLEL_UPLOADS) return;
      if (entry.status !== 'queued') continue;
      const task = this.tasks.get(entry.id);
      if (!task || this.running.has(task)) continue;
      this.running.add(task);
      task.start();
    }
  }
}

/** Totals for the overall progress bar: refused and cancelled files do not count. */
export function dropTotals(entries: readonly DropEntry[]) {
  const counted = entries.filter((e) => e.status !== 'cancelled' && e.status !== 'refused');
  const size = counted.reduce((sum, e) => sum + e.size, 0);
  const sent = counted.reduce((sum, e) => sum + Math.min(e.sent, e.size), 0);
  const by = (...statuses: DropEntryStatus[]) => entries.filter((e) => statuses.includes(e.status)).length;
  return {
    count: counted.length,
    size,
    sent,
    done: by('done'),
    active: by('queued', 'uploading', 'offline', 'waiting'),
    paused: by('paused'),
    failed: by('error'),
    refused: by('refused'),
  };
}
