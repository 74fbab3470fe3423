import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '@coffer/server-core';
import type { StoredItem } from '../domain/stored-item';

/** What listings show about an item's sharing (docs/rest-api.md, Item). */
export interface ItemShareInfo {
  /** User ids the file is shared with directly. */
  sharedWith: string[];
  /** Any non-revoked link (expired ones count). */
  hasShareLink: boolean;
  /** The newest non-revoked link. */
  shareUrl: string | null;
  shareScope: 'public' | 'restricted' | null;
  /** Scope of the newest live link (neither revoked nor expired); null when none is live. */
  liveLinkScope: 'public' | 'restricted' | null;
  /** URL of that live link. */
  liveLinkUrl: string | null;
  /** The newest live link asks for a password. */
  requiresPassword: boolean;
}

export const NOT_SHARED: ItemShareInfo = {
  sharedWith: [],
  hasShareLink: false,
  shareUrl: null,
  shareScope: null,
  liveLinkScope: null,
  liveLinkUrl: null,
  requiresPassword: false,
};

/** The link an upload asks for (the upload dialog's options), as the client sent them: sharing checks them. */
export interface UploadShareRequest {
  /** `public` or `private`; absent: no link. */
  shareType?: string;
  /** `24h`, `7d` or `never`. */
  expiry?: string;
  /** For `private`: a JSON array of e-mail addresses. */
  emails?: string;
}

/** The link an upload made: the first file's, as the upload's answer shows it. */
export interface UploadShareLink {
  token: string;
  url: string;
  scope: 'public' | 'restricted';
  expiresAt: Date | null;
}

export interface UploadCommitContext {
  /** The upload's transaction: a throw rolls the whole upload back. */
  transaction: TransactionContext;
  ownerId: string;
  files: StoredItem[];
  request: UploadShareRequest;
  /** Schedules work for after the upload's transaction commits (notifications). */
  afterCommit: (work: () => void) => void;
}

/** A read of someone else's file that is about to send bytes. */
export interface ShareRead {
  /** `thumbnail`: only a check, never a read of the bytes (see ShareAccessService.recipientReadDecision). */
  purpose: 'download' | 'preview' | 'thumbnail';
  /** Starts at byte 0 (no Range, or one starting at 0): a new download rather than a resumed one. */
  fromStart: boolean;
}

/**
 * The port through which the sharing feature takes part in file operations without files
 * depending on it: read access for recipients, share flags in listings, upload-time links.
 */
export interface FileSharingPort {
  /**
   * May `userId` (not the owner) read this file for `purpose`? False when no share reaches them
   * (the caller answers not-found); throws the share's own refusal when one does but its rules
   * say no (password not given yet, download limit reached).
   */
  canRead(userId: string, item: StoredItem, purpose: ShareRead['purpose']): Promise<boolean>;
  /** Share flags for many items in a constant number of queries. */
  describe(items: Array<Pick<StoredItem, 'id' | 'type'>>): Promise<Map<string, ItemShareInfo>>;
  /**
   * How many of the owner's files are shared: a live link (neither revoked nor expired) or
   * direct shares. The same rule as `liveLinkScope !== null || sharedWith.length > 0`.
   */
  countSharedFiles(ownerId: string): Promise<number>;
  /**
   * A non-owner's read is about to send bytes (not for HEAD): counts it against the share's
   * download limit (throws when reached) and marks a download seen. Runs before any header.
   */
  downloadedByOther(userId: string, item: StoredItem, read: ShareRead): Promise<void>;
  /**
   * Throws the refusal an upload asking for this link would meet at its commit; a resumable
   * upload asks at its creation, before any byte is accepted.
   */
  checkUploadShare(request: UploadShareRequest): void;
  /** Runs inside an upload's transaction (a throw rolls the upload back); answers the link it made, if any. */
  uploadCommitted(context: UploadCommitContext): Promise<UploadShareLink | null>;
}

const NO_SHARING: FileSharingPort = {
  canRead: async () => false,
  describe: async () => new Map(),
  countSharedFiles: async () => 0,
  downloadedByOther: async () => undefined,
  checkUploadShare: () => undefined,
  uploadCommitted: async () => null,
};

/** Holds the attached FileSharingPort; until one is attached, nothing is shared. */
@Injectable()
export class FileSharingRegistry {
  private port: FileSharingPort = NO_SHARING;

  attach(port: FileSharingPort): void {
    this.port = port;
  }

  get sharing(): FileSharingPort {
    return this.port;
  }
}
