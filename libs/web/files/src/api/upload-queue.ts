import type * as tus from 'tus-js-client';
import { clientBindingHeaders, reportUnauthorized } from '@coffer/web-data-access';
import type { ShareExpiry } from '@coffer/shared-contracts';
import { SpeedMeter, queuedEntry, type UploadEntry, type UploadGroup } from '../domain/upload-progress';
import { TUS_CHUNK_BYTES, planUploads, uploadFingerprint } from '../domain/upload-plan';
import type { UploadConflictChoice } from '../domain/upload-conflicts';
import type { UploadCandidate } from '../domain/upload-selection';
import { useUploadQueueStore } from '../stores/useUploadQueueStore';
import {
  encryptedFingerprint,
  encryptedUploadMetadata,
  encryptingFileReader,
  finishEncryptedUpload,
  type EncryptingFileReader,
  forgetUploadSecret,
  uploadSecretFor,
  type UploadSecret,
} from './encrypted-upload';
import { EncryptedChunkHttpStack } from './encrypted-chunks';
import { loadTus } from './tus-client';
import { UPLOAD_FAILED_FALLBACK, UploadError, uploadFiles, type UploadedFile } from './upload-files';

export const RESUMABLE_UPLOAD_URL = '/api/uploads';
/** Header of the completing PATCH (and a later HEAD): the created file's id. */
export const ITEM_ID_HEADER = 'Coffer-Item-Id';
/** Waits between automatic retries after a network error or a 5xx (then the user's Retry). */
export const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10000, 20000, 30000];
/** Uploads in flight at once (tus files and multipart batches). */
export const PARALLEL_UPLOADS = 3;
export const NETWORK_ERROR_MESSAGE = 'Network error: the upload did not reach the server.';
export const KEY_NOT_SAVED_MESSAGE = 'This browser could not keep the encryption key (IndexedDB is unavailable).';

export interface UploadSettings {
  /** The folder the files go to ('/A/B/'); '/' from the dashboard. */
  parentPath: string;
  expiry: ShareExpiry;
  shareType: 'public' | 'private';
  /** Private uploads only. */
  emails: readonly string[];
  /** No share options with the files: no link is wanted, or it comes after the upload with its password (see UploadRequest). */
  omitShareFields?: boolean;
  /** 'replace': a file of the same name in the folder gets the new content (the old one becomes a version). */
  onConflict?: UploadConflictChoice;
  /**
   * End-to-end encrypted: each file goes resumably with a fresh key, encrypted as it is sent; no
   * name, type or relative path goes with it (folders' files land flat in `parentPath`).
   */
  encrypted?: boolean;
}

/** A resumable upload to continue without this browser's record of it (known to the server). */
export interface KnownUpload {
  uploadUrl: string;
}

interface Task {
  entryIds: string[];
  start(): void;
  /** Stops sending; `start` continues (tus from the server's offset, a batch from the start). */
  stop(): void;
  /** Stops for good; tus also deletes the server's partial upload. */
  cancel(entryId: string): void;
}

const store = () => useUploadQueueStore.getState();
const entryOf = (id: string) => store().entries.find((e) => e.id === id);
const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
let nextId = 0;
const newEntryId = () => `upload-${Date.now().toString(36)}-${(nextId++).toString(36)}`;

function errorMessage(body: string | undefined, fallback = UPLOAD_FAILED_FALLBACK): { message: string; code?: string } {
  try {
    const parsed = JSON.parse(body ?? '') as { message?: unknown; code?: unknown };
    return {
      message: typeof parsed.message === 'string' && parsed.message !== '' ? parsed.message : fallback,
      code: typeof parsed.code === 'string' ? parsed.code : undefined,
    };
  } catch {
    return { message: fallback };
  }
}

/** Absolute URL: tus-js-client resolves the Location of a new upload against it. */
function endpoint(): string {
  return new URL(RESUMABLE_UPLOAD_URL, window.location.origin).toString();
}

class TusTask implements Task {
  readonly entryIds: string[];
  private upload: tus.Upload | null = null;
  private client: typeof tus | null = null;
  private readonly meter = new SpeedMeter();
  private running = false;
  /** Encrypted uploads: the key and salt, and the metadata record, once prepared. */
  private encryption: { secret: UploadSecret; metadata: Record<string, string> } | null = null;
  /** Encrypted uploads: what encrypts the chunks tus sends (and holds the ones not sent yet). */
  private encryptingReader: EncryptingFileReader | null = null;

  constructor(
    private readonly entryId: string,
    private readonly candidate: UploadCandidate,
    private readonly settings: UploadSettings,
    private readonly known: KnownUpload | undefined,
    private readonly queue: UploadQueue,
  ) {
    this.entryIds = [entryId];
  }

  private get fingerprint(): string {
    const { file, relativePath } = this.candidate;
    const plain = uploadFingerprint(file, this.settings.parentPath, relativePath);
    return this.settings.encrypted ? encryptedFingerprint(plain) : plain;
  }

  private metadata(): Record<string, string> {
    const { file, relativePath } = this.candidate;
    const { parentPath, expiry, shareType, emails, omitShareFields, onConflict } = this.settings;
    const base = this.encryption?.metadata ?? {
      filename: file.name,
      filetype: file.type || 'application/octet-stream',
      relativePath,
      parentPath,
      ...(onConflict === 'replace' ? { onConflict } : {}),
    };
    // Without share options no link is made: none was wanted, or it comes after the upload with its
    // password (a resumed upload may finish after a reload, when the password is gone).
    if (omitShareFields) return base;
    return { ...base, expiry, shareType, ...(shareType === 'private' ? { emails: JSON.stringify(emails) } : {}) };
  }

  private create(client: typeof tus): tus.Upload {
    const { file } = this.candidate;
    const fingerprint = this.fingerprint;
    const encryption = this.encryption;
    const reader = encryption ? encryptingFileReader(encryption.secret) : null;
    this.encryptingReader = reader;
    return new client.Upload(file, {
      // Sealed chunks are sent by their own workers; every other request as tus sends it.
      ...(reader
        ? { fileReader: reader, httpStack: new EncryptedChunkHttpStack(new client.DefaultHttpStack({})) }
        : {}),
      endpoint: endpoint(),
      headers: clientBindingHeaders(),
      uploadUrl: this.known?.uploadUrl ?? null,
      chunkSize: this.queue.chunkBytes,
      retryDelays: RETRY_DELAYS_MS,
      metadata: this.metadata(),
      // An empty POST first: bytes sent with the creation would be lost if the connection drops
      // before its answer names the upload.
      uploadDataDuringCreation: false,
      storeFingerprintForResuming: true,
      removeFingerprintOnSuccess: true,
      fingerprint: () => Promise.resolve(fingerprint),
      // Offline, waiting out the delays would only burn the attempts: the queue resumes on 'online'.
      onShouldRetry: (error, _attempt, _options) => {
        if (isOffline()) return false;
        const status = error.originalResponse?.getStatus() ?? 0;
        return status === 0 || status >= 500 || status === 409 || status === 423;
      },
      onProgress: (sent, total) => {
        // Encrypted: the ciphertext's bytes, shown against the file's size.
        const shown = encryption && total > 0 ? Math.round((sent / total) * file.size) : sent;
        store().patch(this.entryId, {
          sent: shown,
          speed: this.meter.sample(sent, Date.now()),
          status: 'uploading',
          uploadUrl: this.upload?.url ?? undefined,
        });
      },
      onSuccess: ({ lastResponse }) => {
        this.running = false;
        const itemId = lastResponse.getHeader(ITEM_ID_HEADER) ?? undefined;
        const done = () => {
          store().patch(this.entryId, {
            sent: file.size,
            speed: 0,
            status: 'done',
            itemId,
            error: undefined,
            // The server names an encrypted file 'Encrypted file'; the person sees its own name.
            ...(encryption ? { finalName: file.name } : {}),
          });
          this.queue.finished(this);
        };
        if (!encryption) return done();
        // The key is kept for the item before anyone can ask for the file's link.
        void finishEncryptedUpload(fingerprint, itemId, encryption.secret, !this.settings.omitShareFields).then(
          done,
          () => {
            store().patch(this.entryId, { status: 'error', speed: 0, error: KEY_NOT_SAVED_MESSAGE });
            this.queue.finished(this);
          },
        );
      },
      onError: (error) => {
        this.running = false;
        // The chunk encrypted ahead waits for a Retry that may never come.
        this.encryptingReader?.discard();
        const response = (error as tus.DetailedError).originalResponse ?? null;
        const status = response?.getStatus() ?? 0;
        if (status === 401) reportUnauthorized();
        if (status === 0 && isOffline()) {
          store().patch(this.entryId, { status: 'offline', speed: 0 });
        } else {
          const { message } = status === 0 ? { message: NETWORK_ERROR_MESSAGE } : errorMessage(response?.getBody());
          store().patch(this.entryId, { status: 'error', speed: 0, error: message });
        }
        this.queue.finished(this);
      },
    });
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.meter.reset();
    store().patch(this.entryId, { status: 'uploading', error: undefined });
    if (this.upload) {
      // A second start resumes: HEAD for the server's offset, then PATCH from there.
      this.upload.start();
      return;
    }
    void this.prepare().then(
      () => {
        if (this.running && !this.upload && this.client) this.begin(this.client);
      },
      () => {
        this.running = false;
        store().patch(this.entryId, { status: 'error', speed: 0, error: KEY_NOT_SAVED_MESSAGE });
        this.queue.finished(this);
      },
    );
  }

  /** Encrypted uploads: the key and salt (kept for resuming) and the encrypted metadata record. */
  private async prepare(): Promise<void> {
    this.client ??= await loadTus();
    if (!this.settings.encrypted || this.encryption) return;
    const { file, relativePath } = this.candidate;
    const secret = await uploadSecretFor(this.fingerprint, file, relativePath);
    const metadata = await encryptedUploadMetadata(secret.key, file, this.settings.parentPath);
    this.encryption = { secret, metadata };
  }

  private begin(client: typeof tus): void {
    const upload = this.create(client);
    this.upload = upload;
    void upload
      .findPreviousUploads()
      .then((previous) => {
        if (this.upload !== upload || !this.running) return;
        // An earlier encrypted upload whose key this browser lost cannot continue: it starts over.
        const resumable = !this.encryption?.secret.fresh;
        if (!this.known && resumable && previous.length > 0) upload.resumeFromPreviousUpload(previous[0]!);
        upload.start();
      })
      .catch(() => upload.start());
  }

  stop(): void {
    this.running = false;
    void this.upload?.abort(false);
    this.encryptingReader?.discard();
  }

  cancel(): void {
    this.running = false;
    const upload = this.upload;
    this.upload = null;
    if (this.settings.encrypted) void forgetUploadSecret(this.fingerprint);
    this.encryptingReader?.discard();
    if (upload) {
      // abort(true) deletes the upload on the server and forgets it here.
      void upload.abort(true).catch(() => undefined);
    } else if (this.known) {
      const { uploadUrl } = this.known;
      void loadTus()
        .then((client) => client.Upload.terminate(uploadUrl, {}))
        .catch(() => undefined);
    }
  }
}

/** Small files in one multipart request: all or nothing on the server, so a retry resends the batch. */
class BatchTask implements Task {
  private request: { abort(): void } | null = null;
  private readonly meter = new SpeedMeter();
  private attempt = 0;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    public entryIds: string[],
    private candidates: UploadCandidate[],
    private readonly settings: UploadSettings,
    private readonly queue: UploadQueue,
  ) {}

  start(): void {
    if (this.request) return;
    this.meter.reset();
    const ids = [...this.entryIds];
    const sizes = this.candidates.map((c) => c.file.size);
    const total = sizes.reduce((a, b) => a + b, 0);
    store().patchMany(ids, { status: 'uploading', sent: 0, error: undefined });
    const controller = new AbortController();
    this.request = { abort: () => controller.abort() };
    uploadFiles(
      { candidates: this.candidates, ...this.settings },
      (percent) => {
        // The batch's bytes land on its files in order.
        let left = (percent / 100) * total;
        const speed = this.meter.sample((percent / 100) * total, Date.now());
        ids.forEach((id, i) => {
          const sent = Math.max(0, Math.min(sizes[i]!, left));
          left -= sizes[i]!;
          store().patch(id, { sent, speed: sent > 0 && sent < sizes[i]! ? speed : 0 });
        });
      },
      controller.signal,
    ).then(
      (created: UploadedFile[]) => {
        this.request = null;
        this.attempt = 0;
        ids.forEach((id, i) =>
          store().patch(id, {
            status: 'done',
            sent: sizes[i]!,
            speed: 0,
            itemId: created[i]?.id,
            finalName: created[i]?.name,
          }),
        );
        this.queue.finished(this);
      },
      (error: unknown) => {
        this.request = null;
        if (controller.signal.aborted) return;
        const failure = error instanceof UploadError ? error : new UploadError(UPLOAD_FAILED_FALLBACK);
        if (failure.status === undefined && isOffline()) {
          store().patchMany(ids, { status: 'offline', speed: 0 });
        } else if (
          (failure.status === undefined || failure.status >= 500) &&
          this.attempt < RETRY_DELAYS_MS.length - 1
        ) {
          this.attempt += 1;
          store().patchMany(ids, { speed: 0 });
          this.retryTimer = setTimeout(() => {
            this.retryTimer = null;
            this.start();
          }, RETRY_DELAYS_MS[this.attempt]);
          return;
        } else {
          store().patchMany(ids, { status: 'error', speed: 0, error: failure.message });
        }
        this.attempt = 0;
        this.queue.finished(this);
      },
    );
  }

  stop(): void {
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.request?.abort();
    this.request = null;
    store().patchMany(this.entryIds, { sent: 0, speed: 0 });
  }

  /** Takes one file out of the batch; a running batch restarts without it. */
  cancel(entryId: string): void {
    const index = this.entryIds.indexOf(entryId);
    if (index < 0) return;
    const wasRunning = this.request !== null;
    this.stop();
    this.entryIds = this.entryIds.filter((id) => id !== entryId);
    this.candidates = this.candidates.filter((_, i) => i !== index);
    if (wasRunning && this.entryIds.length > 0) this.start();
  }
}

/**
 * Runs the uploads the panel shows: at most PARALLEL_UPLOADS at once, large files resumably,
 * small ones in batches. The store holds what the screen needs; the live upload objects stay here.
 */
export class UploadQueue {
  private readonly tasks = new Map<string, Task>();
  private readonly running = new Set<Task>();
  private listening = false;
  /** tus PATCH size (browser tests shrink it to pause mid-file). */
  chunkBytes = TUS_CHUNK_BYTES;

  /** Queues the files and starts sending. Returns the new entries' ids. */
  enqueue(
    group: UploadGroup,
    candidates: readonly UploadCandidate[],
    settings: UploadSettings,
    resume?: { known?: KnownUpload },
  ): string[] {
    this.listenForNetwork();
    // Resuming continues a tus upload whatever its size; encrypted files go only resumably.
    const { resumable, batches } =
      resume || settings.encrypted ? { resumable: [...candidates], batches: [] } : planUploads(candidates);
    const entry = (c: UploadCandidate, method: UploadEntry['method']): UploadEntry =>
      queuedEntry(newEntryId(), group, c, method);
    const added: UploadEntry[] = [];
    for (const candidate of resumable) {
      const e = entry(candidate, 'tus');
      added.push(e);
      this.tasks.set(e.id, new TusTask(e.id, candidate, settings, resume?.known, this));
    }
    for (const batch of batches) {
      const entries = batch.map((c) => entry(c, 'multipart'));
      added.push(...entries);
      const task = new BatchTask(
        entries.map((e) => e.id),
        batch,
        settings,
        this,
      );
      for (const e of entries) this.tasks.set(e.id, task);
    }
    // Keep the chosen order on screen.
    const order = new Map(candidates.map((c, i) => [c.relativePath, i]));
    added.sort((a, b) => (order.get(a.relativePath) ?? 0) - (order.get(b.relativePath) ?? 0));
    store().add(added);
    this.pump();
    return added.map((e) => e.id);
  }

  pause(id: string): void {
    const task = this.tasks.get(id);
    if (!task) return;
    const status = entryOf(id)?.status;
    if (status !== 'queued' && status !== 'uploading' && status !== 'offline') return;
    task.stop();
    this.running.delete(task);
    store().patchMany(task.entryIds, (e) =>
      e.status === 'done' || e.status === 'cancelled' ? {} : { status: 'paused', speed: 0 },
    );
    this.pump();
  }

  resume(id: string): void {
    const task = this.tasks.get(id);
    if (!task) return;
    store().patchMany(task.entryIds, (e) =>
      e.status === 'paused' || e.status === 'error' || e.status === 'offline'
        ? { status: 'queued', error: undefined }
        : {},
    );
    this.pump();
  }

  /** Retry is a resume of a failed file: tus continues from the server's offset. */
  retry(id: string): void {
    this.resume(id);
  }

  cancel(id: string): void {
    const task = this.tasks.get(id);
    const status = entryOf(id)?.status;
    if (!task || status === 'done' || status === 'cancelled') return;
    task.cancel(id);
    this.tasks.delete(id);
    if (task.entryIds.length === 0 || task instanceof TusTask) this.running.delete(task);
    store().patch(id, { status: 'cancelled', speed: 0 });
    this.pump();
  }

  pauseAll(group: UploadGroup): void {
    this.idsOf(group).forEach((id) => this.pause(id));
  }

  resumeAll(group: UploadGroup): void {
    this.idsOf(group).forEach((id) => {
      if (entryOf(id)?.status === 'paused') this.resume(id);
    });
  }

  retryAll(group: UploadGroup): void {
    this.idsOf(group).forEach((id) => {
      if (entryOf(id)?.status === 'error') this.retry(id);
    });
  }

  cancelAll(group: UploadGroup): void {
    this.idsOf(group).forEach((id) => this.cancel(id));
  }

  /** Forgets a group once its screen is done with it. */
  clear(group: UploadGroup): void {
    for (const id of this.idsOf(group)) this.tasks.delete(id);
    store().clearGroup(group);
  }

  /** Called by a task that stopped by itself (done, failed or offline). */
  finished(task: Task): void {
    this.running.delete(task);
    this.pump();
  }

  private idsOf(group: UploadGroup): string[] {
    return store()
      .entries.filter((e) => e.group === group)
      .map((e) => e.id);
  }

  private pump(): void {
    if (isOffline()) return;
    for (const entry of store().entries) {
      if (this.running.size >= PARALLEL_UPLOADS) return;
      if (entry.status !== 'queued') continue;
      const task = this.tasks.get(entry.id);
      if (!task || this.running.has(task)) continue;
      this.running.add(task);
      task.start();
    }
  }

  /**
   * Offline, requests in flight tend to hang rather than fail: stop them and wait. Back online,
   * the files that stopped for the network continue by themselves (tus from the server's offset).
   */
  private listenForNetwork(): void {
    if (this.listening || typeof window === 'undefined') return;
    this.listening = true;
    window.addEventListener('offline', () => {
      for (const task of [...this.running]) {
        task.stop();
        this.running.delete(task);
        store().patchMany(task.entryIds, (e) =>
          e.status === 'uploading' || e.status === 'queued' ? { status: 'offline', speed: 0 } : {},
        );
      }
    });
    window.addEventListener('online', () => {
      store().patchMany(
        store()
          .entries.filter((e) => e.status === 'offline')
          .map((e) => e.id),
        { status: 'queued' },
      );
      this.pump();
    });
  }
}

/** The one queue of the app. */
export const uploadQueue = new UploadQueue();
