import { open, readFile, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  UploadPartCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { syncPath } from './durable-write';
import { ResumableStaging } from './resumable-staging';

/** The S3 multipart upload a resumable upload's bytes go to while they arrive. */
interface PartManifest {
  uploadId: string;
  parts: Array<{ number: number; etag: string }>;
  /** Bytes from the start of the file already in those parts. */
  shipped: number;
}

export interface S3Target {
  client: S3Client;
  bucket: string;
  objectKey(key: string): string;
}

/**
 * Resumable uploads on S3: the bytes grow on local disk as everywhere (each acknowledged offset is
 * fsynced there), and every full part below the acknowledged offset goes on, in the background, to
 * an S3 multipart upload for the final object. Completion then sends only the last part instead of
 * the whole file, so the final PATCH of a large upload is answered in about the time of one part.
 * The upload id and the parts sent are kept in a small manifest next to the local bytes, so a
 * restarted process carries on where the last one stopped.
 */
export class S3ResumableStaging extends ResumableStaging {
  private readonly shipping = new Map<string, Promise<void>>();

  constructor(
    dir: string,
    private readonly s3: S3Target,
    private readonly partSize: number,
    private readonly onError: (error: unknown, key: string, doing: string) => void = () => undefined,
  ) {
    super(dir);
  }

  /** An append starts at the acknowledged offset: every byte before it is final and may be sent. */
  override async append(...args: Parameters<ResumableStaging['append']>): ReturnType<ResumableStaging['append']> {
    const [key, offset] = args;
    if (offset >= this.partSize) this.inBackground(key, () => this.shipUpTo(key, offset));
    return super.append(...args);
  }

  /** Waits for the parts being sent for `key` (failures were reported and are retried at completion). */
  async settled(key: string): Promise<void> {
    await this.shipping.get(key);
  }

  /**
   * Sends what is left (the full parts not yet sent, then the rest as the last part) and completes
   * the multipart upload. False when no part was ever sent: the caller stores the file in one go.
   */
  async complete(key: string, size: number): Promise<boolean> {
    await this.settled(key);
    if (!(await this.readManifest(key))) return false;
    await this.shipUpTo(key, size, true);
    const manifest = (await this.readManifest(key))!;
    await this.s3.client.send(
      new CompleteMultipartUploadCommand({
        Bucket: this.s3.bucket,
        Key: this.s3.objectKey(key),
        UploadId: manifest.uploadId,
        MultipartUpload: { Parts: manifest.parts.map((p) => ({ PartNumber: p.number, ETag: p.etag })) },
      }),
    );
    await rm(this.manifestPath(key), { force: true });
    return true;
  }

  /** Removes the local bytes and abandons the parts sent (termination, expiry, or after completion). */
  override async remove(key: string): Promise<void> {
    await this.settled(key).catch(() => undefined);
    const manifest = await this.readManifest(key);
    if (manifest) {
      await this.s3.client
        .send(
          new AbortMultipartUploadCommand({
            Bucket: this.s3.bucket,
            Key: this.s3.objectKey(key),
            UploadId: manifest.uploadId,
          }),
        )
        // Gone already, or a store that cannot abort: the reaper's staging purge retries on real S3.
        .catch((error: unknown) => this.onError(error, key, 'abandon the parts sent'));
    }
    await rm(this.manifestPath(key), { force: true });
    await rm(`${this.manifestPath(key)}.tmp`, { force: true });
    await super.remove(key);
  }

  private inBackground(key: string, work: () => Promise<void>): void {
    const next = (this.shipping.get(key) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => this.onError(error, key, 'send a part (sent again at completion)'));
    this.shipping.set(key, next);
    void next.finally(() => {
      if (this.shipping.get(key) === next) this.shipping.delete(key);
    });
  }

  /** Sends the full parts below `end` (and, with `last`, the remainder as the final part). */
  private async shipUpTo(key: string, end: number, last = false): Promise<void> {
    let manifest = await this.readManifest(key);
    for (;;) {
      const shipped = manifest?.shipped ?? 0;
      const length = end - shipped >= this.partSize ? this.partSize : last && end > shipped ? end - shipped : 0;
      if (length === 0) return;
      manifest ??= await this.start(key);
      const number = manifest.parts.length + 1;
      const body = await this.readRange(key, shipped, length);
      const { ETag } = await this.s3.client.send(
        new UploadPartCommand({
          Bucket: this.s3.bucket,
          Key: this.s3.objectKey(key),
          UploadId: manifest.uploadId,
          PartNumber: number,
          Body: body,
          ContentLength: length,
        }),
      );
      manifest = { ...manifest, parts: [...manifest.parts, { number, etag: ETag ?? '' }], shipped: shipped + length };
      await this.writeManifest(key, manifest);
      if (last && manifest.shipped === end) return;
    }
  }

  // A part is sent from memory (at most one part per upload at a time): a stream body would go as
  // aws-chunked with a trailing checksum, which several S3 look-alikes store verbatim.
  private async readRange(key: string, start: number, length: number): Promise<Buffer> {
    const handle = await open(this.pathOf(key), 'r');
    try {
      const buffer = Buffer.allocUnsafe(length);
      let filled = 0;
      while (filled < length) {
        const { bytesRead } = await handle.read(buffer, filled, length - filled, start + filled);
        if (bytesRead === 0) throw new Error(`The resumable upload ${key} is shorter than its acknowledged offset`);
        filled += bytesRead;
      }
      return buffer;
    } finally {
      await handle.close();
    }
  }

  private async start(key: string): Promise<PartManifest> {
    const { UploadId } = await this.s3.client.send(
      new CreateMultipartUploadCommand({ Bucket: this.s3.bucket, Key: this.s3.objectKey(key) }),
    );
    const manifest = { uploadId: UploadId!, parts: [], shipped: 0 };
    await this.writeManifest(key, manifest);
    return manifest;
  }

  private manifestPath(key: string): string {
    return this.pathOf(key).replace(/\.part$/, '.s3.json');
  }

  private async readManifest(key: string): Promise<PartManifest | null> {
    try {
      return JSON.parse(await readFile(this.manifestPath(key), 'utf8')) as PartManifest;
    } catch {
      return null;
    }
  }

  // Written aside, synced, then renamed over: a crash leaves the old manifest or the new one.
  private async writeManifest(key: string, manifest: PartManifest): Promise<void> {
    const path = this.manifestPath(key);
    const temporary = `${path}.tmp`;
    const handle = await open(temporary, 'w', 0o600);
    try {
      await handle.writeFile(JSON.stringify(manifest));
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, path);
    await syncPath(dirname(path));
  }
}
