import { readdir, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import {
  AbortMultipartUploadCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListMultipartUploadsCommand,
  ListObjectsV2Command,
  type MultipartUpload,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { S3ResumableStaging } from './s3-resumable-staging';
import type { ByteRange, PutOptions, StagingEntry, StorageDriver } from './storage-driver';

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f-]{36}$/;
/** Multipart part size; with two parts in flight, an upload holds at most ~16 MiB in memory. */
const PART_SIZE = 8 * 1024 * 1024;

/**
 * Blobs in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Garage) under `<prefix><key>`.
 * Writes are multipart uploads: the object appears only when the upload completes, so a failed
 * write leaves nothing visible (abandoned parts are aborted here and by `purgeStaging`).
 */
export class S3StorageDriver implements StorageDriver {
  readonly name = 's3';

  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
    private readonly prefix = 'blobs/',
    stagingDir = join(tmpdir(), 'coffer-resumable'),
    options: { partSize?: number; onError?: (error: unknown, key: string, doing: string) => void } = {},
  ) {
    this.resumable = new S3ResumableStaging(
      stagingDir,
      { client, bucket, objectKey: (key) => this.objectKey(key) },
      options.partSize ?? PART_SIZE,
      options.onError,
    );
  }

  readonly resumable: S3ResumableStaging;

  /** A bucket does not tell its free space; a write it refuses still fails its request. */
  freeBytes(): Promise<null> {
    return Promise.resolve(null);
  }

  /** Nothing is written to probe a bucket: its faults reach the request that writes. */
  probe(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * The grown file becomes the object: its last part completes the multipart upload its earlier
   * parts went to while it grew (a file smaller than one part goes in one request); then the local
   * bytes go. Called again after a crash, it finds the object complete and only tidies up.
   */
  async promoteResumable(key: string): Promise<void> {
    const localSize = await this.resumable.size(key);
    if (localSize === null) {
      if (await this.exists(key)) return;
      throw new Error(`No resumable upload bytes for ${key}`);
    }
    if ((await this.size(key)) !== localSize && !(await this.resumable.complete(key, localSize))) {
      await this.put(key, this.resumable.read(key));
    }
    await this.resumable.remove(key);
  }

  private objectKey(key: string): string {
    if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return `${this.prefix}${key}`;
  }

  async put(key: string, source: Readable, options: PutOptions = {}): Promise<{ size: number }> {
    let size = 0;
    const counted = new PassThrough();
    counted.on('data', (chunk: Buffer) => {
      size += chunk.length;
      options.onChunk?.(chunk);
    });
    source.on('error', (error) => counted.destroy(error));
    source.pipe(counted);
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: counted },
      partSize: PART_SIZE,
      queueSize: 2,
      leavePartsOnError: false,
    });
    const failed = new Promise<never>((_, reject) => counted.once('error', reject));
    try {
      await Promise.race([upload.done(), failed]);
    } catch (error) {
      await upload.abort().catch(() => undefined);
      await this.delete(key).catch(() => undefined);
      throw error;
    }
    return { size };
  }

  /** A completed S3 upload is durable as it is. */
  async syncKeys(): Promise<void> {}

  async get(key: string, range?: ByteRange): Promise<Readable> {
    const result = await this.client.send(
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.objectKey(key),
        ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
      }),
    );
    return result.Body as Readable;
  }

  async delete(key: string): Promise<void> {
    // An unfinished multipart write of the key is aborted by the reaper (listStaging/removeStaging).
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
    await this.resumable.remove(key);
  }

  async exists(key: string): Promise<boolean> {
    return (await this.size(key)) !== null;
  }

  async size(key: string): Promise<number | null> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
      return head.ContentLength ?? 0;
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      if (status === 404 || (error as { name?: string }).name === 'NotFound') return null;
      throw error;
    }
  }

  async *list(): AsyncIterable<{ key: string; modifiedAt: Date }> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, Prefix: this.prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key?.slice(this.prefix.length) ?? '';
        if (KEY_PATTERN.test(key)) yield { key, modifiedAt: object.LastModified ?? new Date(0) };
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Multipart uploads started before `olderThan` and never completed (crashed writers). */
  async purgeStaging(olderThan: Date, remove = true): Promise<number> {
    let found = 0;
    for await (const upload of this.multipartUploads()) {
      if (!upload.Initiated || upload.Initiated >= olderThan) continue;
      found++;
      if (remove)
        await this.client.send(
          new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: upload.Key, UploadId: upload.UploadId }),
        );
    }
    return found;
  }

  /** Every multipart upload under our prefix, page by page; none where the store cannot list them. */
  private async *multipartUploads(): AsyncIterable<MultipartUpload> {
    let keyMarker: string | undefined;
    let uploadIdMarker: string | undefined;
    do {
      let page;
      try {
        page = await this.client.send(
          new ListMultipartUploadsCommand({
            Bucket: this.bucket,
            Prefix: this.prefix,
            KeyMarker: keyMarker,
            UploadIdMarker: uploadIdMarker,
          }),
        );
      } catch (error) {
        // Some S3 look-alikes (s3rver) cannot list multipart uploads: there is nothing we can purge.
        if ((error as { name?: string }).name === 'NotImplemented') return;
        throw error;
      }
      yield* page.Uploads ?? [];
      keyMarker = page.IsTruncated ? page.NextKeyMarker : undefined;
      uploadIdMarker = page.IsTruncated ? page.NextUploadIdMarker : undefined;
    } while (keyMarker);
  }

  async *listStaging(): AsyncIterable<StagingEntry> {
    for (const name of await readdir(this.resumable.dir).catch(() => [] as string[])) {
      const info = await stat(join(this.resumable.dir, name)).catch(() => null);
      const id = /^([0-9a-f-]{36})\.part$/.exec(name)?.[1];
      if (info && id)
        yield { id: JSON.stringify(['local', name]), key: `${id.slice(0, 2)}/${id}`, modifiedAt: info.mtime };
    }
    for await (const upload of this.multipartUploads()) {
      if (!upload.Key || !upload.UploadId) continue;
      const key = upload.Key.slice(this.prefix.length);
      yield {
        id: JSON.stringify([upload.Key, upload.UploadId]),
        key: KEY_PATTERN.test(key) ? key : null,
        modifiedAt: upload.Initiated ?? new Date(0),
      };
    }
  }

  async removeStaging(id: string): Promise<void> {
    const [key, uploadId] = JSON.parse(id) as [string, string];
    if (key === 'local') {
      const id = /^([0-9a-f-]{36})\.part$/.exec(uploadId)?.[1];
      if (id) await this.resumable.remove(`${id.slice(0, 2)}/${id}`);
      return;
    }
    await this.client
      .send(new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: key, UploadId: uploadId }))
      .catch((error: unknown) => {
        if ((error as { name?: string }).name !== 'NoSuchUpload') throw error;
      });
  }
}
