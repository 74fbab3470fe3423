import { Readable } from 'node:stream';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DomainError, type JobContext, type TransactionContext } from '@coffer/server-core';
import {
  FileContentRegistry,
  FilesService,
  type FileContentListener,
  type ReadableFile,
  type StoredContent,
  type StoredItem,
} from '@coffer/server-files';
import { StorageService } from '@coffer/server-storage';
import { hasThumbnail, hasThumbnailType, parseVariant, THUMBNAIL_VARIANTS } from '../domain/thumbnail-variant';
import { DerivedBlobRepository, type NewDerivedBlob } from '../persistence/derived-blob.repository';
import { ThumbnailJobs } from '../persistence/thumbnail-jobs';
import { RenderRefused } from '../render/render-refused';
import { ThumbnailRenderer } from '../render/thumbnail-renderer';

const VARIANT_COUNT = Object.keys(THUMBNAIL_VARIANTS).length;

function unavailable(): DomainError {
  return new DomainError('THUMBNAIL_UNAVAILABLE', 'This item has no thumbnail.');
}

/**
 * Thumbnails: made once per content (a blob), after an upload by a job or on the first request,
 * stored as derived blobs, and served to whoever may read the file (docs/security.md, Thumbnails).
 */
@Injectable()
export class ThumbnailService implements OnModuleInit, FileContentListener {
  private readonly logger = new Logger('Thumbnails');

  constructor(
    private readonly files: FilesService,
    private readonly content: FileContentRegistry,
    private readonly derived: DerivedBlobRepository,
    private readonly storage: StorageService,
    private readonly renderer: ThumbnailRenderer,
    private readonly jobs: ThumbnailJobs,
  ) {}

  onModuleInit(): void {
    this.jobs.register((job) => this.generate(job));
    this.content.attach(this);
  }

  /** New content (an upload or a restored version): its thumbnails are made in the background. */
  async contentStored(contents: StoredContent[], transaction: TransactionContext): Promise<void> {
    const wanted = contents.filter((c) => hasThumbnailType(c.mimeType)).map((c) => c.blobId);
    if (wanted.length) await this.jobs.enqueue(wanted, transaction);
  }

  /** A file's thumbnail for a signed-in reader (cookie or access token with `read`, or a signed URL naming them). */
  async forReader(userId: string, fileId: string, size: unknown): Promise<ReadableFile> {
    const variant = parseVariant(size);
    return this.of(await this.files.findReadable(userId, fileId), variant);
  }

  /**
   * The thumbnail of a file whose access the caller decided (a share link): made now when it is
   * missing (never twice across replicas: see JobQueue.runNow).
   */
  async of(item: StoredItem, size: unknown): Promise<ReadableFile> {
    const variant = parseVariant(size);
    if (!hasThumbnail(item) || !item.blobId) throw unavailable();
    let found = await this.derived.lookup(item.blobId, variant);
    if (!found.derived && !found.refused) {
      await this.jobs.runNow(item.blobId);
      found = await this.derived.lookup(item.blobId, variant);
    }
    const derived = found.derived;
    if (!derived) throw unavailable();
    return {
      item: { ...item, name: 'thumbnail.webp', originalName: null, mimeType: derived.contentType },
      size: derived.size,
      etag: `"${derived.sourceSha256}-${variant}"`,
      read: (range) => this.storage.get(derived.storageKey, range),
    };
  }

  /**
   * The job: both variants of one blob from one decode, unless they exist or the content was
   * refused (idempotent). Refused content is recorded and never tried again; any other failure
   * (storage, database) throws, and the queue retries it.
   */
  async generate(job: Pick<JobContext, 'key' | 'signal'>): Promise<void> {
    const blobId = job.key;
    const state = await this.derived.state(blobId);
    if (state.stored === VARIANT_COUNT || state.refused) return;
    const source = await this.files.blobSource(blobId);
    if (!source?.mimeType) return;
    const limit = this.renderer.maxSourceBytes(source.mimeType);
    if (limit === null) return;
    if (source.size > limit) return this.refuse(blobId, `source larger than ${limit} bytes`);
    let variants;
    try {
      variants = await this.renderer.render(source.mimeType, () => {
        job.signal.throwIfAborted();
        return this.storage.get(source.storageKey);
      });
    } catch (error) {
      if (error instanceof RenderRefused) return this.refuse(blobId, error.reason);
      throw error;
    }
    job.signal.throwIfAborted();
    const rows: NewDerivedBlob[] = [];
    try {
      for (const variant of variants) {
        const key = this.storage.newKey();
        rows.push({
          variant: variant.variant,
          storageKey: key,
          driver: this.storage.driverName,
          size: variant.data.length,
          contentType: variant.contentType,
          width: variant.width,
          height: variant.height,
        });
        await this.storage.put(key, Readable.from([variant.data]));
      }
      await this.storage.deleteQuietly(await this.derived.store(blobId, rows));
    } catch (error) {
      await this.storage.deleteQuietly(rows.map((row) => row.storageKey));
      throw error;
    }
  }

  private async refuse(blobId: string, reason: string): Promise<void> {
    this.logger.warn(`No thumbnail for blob ${blobId}: ${reason}`);
    await this.derived.recordRefusal(blobId, reason);
  }
}
