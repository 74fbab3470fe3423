import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '@coffer/server-core';

/** Content a file now holds: a new upload or a restored version. */
export interface StoredContent {
  blobId: string;
  /** The type proven by the bytes. */
  mimeType: string | null;
}

/**
 * The port through which features that make something of file bytes (thumbnails) learn of new
 * content without files depending on them. Listeners run inside the transaction that stores the
 * content, so what they record (a job) exists exactly when the content does.
 */
export interface FileContentListener {
  contentStored(contents: StoredContent[], transaction: TransactionContext): Promise<void>;
}

/** Holds the attached listeners; with none attached, storing content tells no one. */
@Injectable()
export class FileContentRegistry {
  private readonly listeners: FileContentListener[] = [];

  attach(listener: FileContentListener): void {
    this.listeners.push(listener);
  }

  async contentStored(contents: StoredContent[], transaction: TransactionContext): Promise<void> {
    if (contents.length === 0) return;
    for (const listener of this.listeners) await listener.contentStored(contents, transaction);
  }
}
