import { Injectable } from '@nestjs/common';
import { JobQueue, TransactionContext, type JobHandler } from '@coffer/server-core';

/** The job kind: its key is the source blob's id. */
export const THUMBNAIL_JOB = 'thumbnail';
/** One render, PDF worker included, and the writes after it. */
const THUMBNAIL_JOB_TIMEOUT_MS = 60_000;

/** Thumbnail jobs on core's JobQueue (docs/architecture.md, Background jobs). */
@Injectable()
export class ThumbnailJobs {
  constructor(private readonly queue: JobQueue) {}

  register(handler: JobHandler): void {
    this.queue.register(THUMBNAIL_JOB, handler, { timeoutMs: THUMBNAIL_JOB_TIMEOUT_MS, maxAttempts: 3 });
  }

  /** Schedules the blob's thumbnails in the transaction that stores it. */
  async enqueue(blobIds: string[], transaction: TransactionContext): Promise<void> {
    const manager = TransactionContext.managerOf(transaction);
    for (const blobId of new Set(blobIds)) await this.queue.enqueue(THUMBNAIL_JOB, blobId, manager);
  }

  /** Makes the thumbnails in this process now (or waits for the replica making them). */
  runNow(blobId: string): ReturnType<JobQueue['runNow']> {
    return this.queue.runNow(THUMBNAIL_JOB, blobId);
  }
}
