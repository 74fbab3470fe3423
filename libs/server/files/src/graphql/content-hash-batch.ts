import { Injectable } from '@nestjs/common';
import { FilesService } from '../services/files.service';

interface Batch {
  /** Hashes asked for and not yet read, with who waits for each. */
  waiting: Map<string, Array<(hash: string | null) => void>>;
  /** Every hash this operation has asked for (read or on its way). */
  known: Map<string, Promise<string | null>>;
  scheduled: boolean;
}

/**
 * Content hashes of items that were read without them (a row just inserted, another feature's
 * listing), gathered per operation: every `Item.contentHash` and `Item.etag` of one answer that
 * needs a lookup waits for the same single query, however many items the answer holds.
 */
@Injectable()
export class ContentHashBatch {
  /** Keyed by the operation's request object: one batch per operation, gone with it. */
  private readonly batches = new WeakMap<object, Batch>();

  constructor(private readonly files: FilesService) {}

  load(operation: object, blobId: string): Promise<string | null> {
    let batch = this.batches.get(operation);
    if (!batch) {
      batch = { waiting: new Map(), known: new Map(), scheduled: false };
      this.batches.set(operation, batch);
    }
    const known = batch.known.get(blobId);
    if (known) return known;
    const hash = new Promise<string | null>((resolve) => {
      const waiting = batch.waiting.get(blobId);
      if (waiting) waiting.push(resolve);
      else batch.waiting.set(blobId, [resolve]);
    });
    batch.known.set(blobId, hash);
    if (!batch.scheduled) {
      batch.scheduled = true;
      // After every resolver of this round of the answer has asked (they run in the same turn).
      setImmediate(() => void this.flush(batch));
    }
    return hash;
  }

  private async flush(batch: Batch): Promise<void> {
    const waiting = batch.waiting;
    batch.waiting = new Map();
    batch.scheduled = false;
    let hashes = new Map<string, string>();
    try {
      hashes = await this.files.contentHashes([...waiting.keys()]);
    } catch {
      // Unknown hashes answer null; the operation goes on.
    }
    for (const [blobId, resolvers] of waiting) for (const resolve of resolvers) resolve(hashes.get(blobId) ?? null);
  }
}
