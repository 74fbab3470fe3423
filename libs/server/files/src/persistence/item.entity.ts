import { BIGINT_TRANSFORMER } from '@coffer/server-core';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  VirtualColumn,
} from 'typeorm';
import { BlobEntity } from './blob.entity';

import type { ItemType, StoredItem } from '../domain/stored-item';

export type { ItemType };

/**
 * A file or folder. `path` is the parent folder's full path (`/`, `/A/B/`); a folder's own full
 * path is `path + name + '/'`. Collation "C" makes the unique index exact and lets a subtree be
 * read or rewritten with one range scan on (owner_id, path).
 */
@Entity('item')
@Index('uq_item_owner_path_name', ['ownerId', 'path', 'name'], { unique: true, where: '"trashed_at" IS NULL' })
@Index('ix_item_blob_id', ['blobId'])
@Index('ix_item_owner_created_at', ['ownerId', 'createdAt'])
@Index('uq_item_source_item_owner', ['sourceItemId', 'ownerId'], {
  unique: true,
  where: '"source_item_id" IS NOT NULL AND "trashed_at" IS NULL',
})
@Index('ix_item_trash_root', ['trashRootId'], { where: '"trash_root_id" IS NOT NULL' })
@Index('ix_item_owner_trashed_at', ['ownerId', 'trashedAt'], { where: '"trashed_at" IS NOT NULL' })
// A trigram (GIN) index the migration creates; TypeORM cannot describe its operator class.
@Index('ix_item_name_search', { synchronize: false })
@Check('ck_item_type', `"type" IN ('file', 'folder')`)
@Check('ck_item_trash', `("trashed_at" IS NULL) = ("trash_root_id" IS NULL)`)
@Check(
  'ck_item_file_fields',
  `("type" = 'file') = ("blob_id" IS NOT NULL AND "size" IS NOT NULL AND "mime_type" IS NOT NULL)`,
)
export class ItemEntity implements StoredItem {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_item' })
  id: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  // By entity name: the account belongs to the auth feature, whose internals we do not import.
  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_item_owner' })
  owner?: unknown;

  @Column({ type: 'varchar', length: 6 })
  type: ItemType;

  @Column({ type: 'text', collation: 'C' })
  name: string;

  @Column({ type: 'text', collation: 'C' })
  path: string;

  @Column({ type: 'text', nullable: true })
  mimeType: string | null;

  @Column({ type: 'bigint', nullable: true, transformer: BIGINT_TRANSFORMER })
  size: number | null;

  @Column({ type: 'uuid', nullable: true })
  blobId: string | null;

  @ManyToOne(() => BlobEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'blob_id', foreignKeyConstraintName: 'fk_item_blob' })
  blob?: BlobEntity;

  /** The content's SHA-256 (hex), read with the row from its blob (no column: one lookup by key); null for folders. */
  @VirtualColumn({ type: 'char', query: (alias) => `SELECT b.sha256 FROM blob b WHERE b.id = ${alias}.blob_id` })
  contentHash?: string | null;

  /** The multipart file name as uploaded. */
  @Column({ type: 'text', nullable: true })
  originalName: string | null;

  /** Opaque client-side encryption metadata, stored and returned as sent. */
  @Column({ type: 'text', nullable: true })
  encryptionType: string | null;

  @Column({ type: 'text', nullable: true })
  iv: string | null;

  @Column({ type: 'text', nullable: true })
  encryptedKey: string | null;

  /** For `aes128gcm` files: the name and type, encrypted by the client (base64url); the server cannot read it. */
  @Column({ type: 'text', nullable: true })
  encryptedMetadata: string | null;

  /** The name folded for search (case and accents), written by the database itself on insert and rename. */
  @Column({ type: 'text', collation: 'C', select: false, insert: false, update: false })
  nameFolded?: string;

  /** The shared file this one was added from (one copy per owner and source); null otherwise. */
  @Column({ type: 'uuid', nullable: true })
  sourceItemId: string | null;

  @ManyToOne(() => ItemEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'source_item_id', foreignKeyConstraintName: 'fk_item_source_item' })
  sourceItem?: ItemEntity;

  /** When the item went to the trash; null while it is live. */
  @Column({ type: 'timestamptz', nullable: true })
  trashedAt: Date | null;

  /** The item its owner trashed (itself, or the folder it went with); null while live. */
  @Column({ type: 'uuid', nullable: true })
  trashRootId: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
