import { BIGINT_TRANSFORMER } from '@coffer/server-core';
import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Stored bytes, addressed by their SHA-256 and shared by every file with that content. */
@Entity('blob')
@Check('ck_blob_ref_count', '"ref_count" >= 0')
@Check('ck_blob_crc32', '"crc32" IS NULL OR "crc32" BETWEEN 0 AND 4294967295')
export class BlobEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_blob' })
  id: string;

  @Index('uq_blob_sha256', { unique: true })
  @Column({ type: 'char', length: 64 })
  sha256: string;

  @Column({ type: 'bigint', transformer: BIGINT_TRANSFORMER })
  size: number;

  /**
   * CRC-32 of the bytes (what a zip entry carries), computed as they arrive; null for blobs stored
   * before it was kept, until a zip of them reads it.
   */
  @Column({ type: 'bigint', nullable: true, transformer: BIGINT_TRANSFORMER })
  crc32: number | null;

  /** Server-generated `<xx>/<uuid>`; never derived from user input. */
  @Index('uq_blob_storage_key', { unique: true })
  @Column({ type: 'text' })
  storageKey: string;

  /** Which StorageDriver holds the bytes. */
  @Column({ type: 'varchar', length: 16 })
  driver: string;

  /** How many items reference these bytes; at 0 the row and the bytes go. */
  @Column({ type: 'integer' })
  refCount: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
