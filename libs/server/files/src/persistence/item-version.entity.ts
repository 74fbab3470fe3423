import { BIGINT_TRANSFORMER } from '@coffer/server-core';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { BlobEntity } from './blob.entity';
import { ItemEntity } from './item.entity';

/** An earlier content of a file: its bytes (a blob reference), and when and by whom it was uploaded. */
@Entity('item_version')
@Index('ix_item_version_item_uploaded_at', ['itemId', 'uploadedAt'])
export class ItemVersionEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_item_version' })
  id: string;

  @Column({ type: 'uuid' })
  itemId: string;

  @ManyToOne(() => ItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', foreignKeyConstraintName: 'fk_item_version_item' })
  item?: ItemEntity;

  @Index('ix_item_version_blob_id')
  @Column({ type: 'uuid' })
  blobId: string;

  @ManyToOne(() => BlobEntity, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'blob_id', foreignKeyConstraintName: 'fk_item_version_blob' })
  blob?: BlobEntity;

  @Column({ type: 'bigint', transformer: BIGINT_TRANSFORMER })
  size: number;

  @Column({ type: 'text' })
  mimeType: string;

  @Column({ type: 'text', nullable: true })
  originalName: string | null;

  @Column({ type: 'uuid', nullable: true })
  uploadedBy: string | null;

  // By entity name: the account belongs to the auth feature.
  @ManyToOne('UserEntity', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'uploaded_by', foreignKeyConstraintName: 'fk_item_version_uploaded_by' })
  uploader?: unknown;

  @Column({ type: 'timestamptz' })
  uploadedAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  replacedAt: Date;
}
