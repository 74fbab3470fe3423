export type ItemType = 'file' | 'folder';

/** A file or folder as the files feature hands it to others: plain data, no ORM behind it. */
export interface StoredItem {
  id: string;
  ownerId: string;
  type: ItemType;
  name: string;
  /** The parent folder's full path, ending in `/`. */
  path: string;
  mimeType: string | null;
  size: number | null;
  blobId: string | null;
  /** The name the file was uploaded under, when it differs from `name`. */
  originalName: string | null;
  encryptionType: string | null;
  iv: string | null;
  encryptedKey: string | null;
  encryptedMetadata: string | null;
  /** The file this one was added from (a share), if any. */
  sourceItemId: string | null;
  /**
   * SHA-256 of a file's bytes (hex), read with the item where the query joins it; null for
   * folders; absent where the item was read without it (a row just inserted).
   */
  contentHash?: string | null;
  createdAt: Date;
  updatedAt: Date;
}
