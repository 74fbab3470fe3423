import { BIGINT_TRANSFORMER } from '@coffer/server-core';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An upload in progress and the quota it has reserved. Reservations count only until
 * `expiresAt`, so a crashed process cannot hold quota forever.
 */
@Entity('upload')
@Index('ix_upload_owner_expires', ['ownerId', 'expiresAt'])
export class UploadEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_upload' })
  id: string;

  @Column({ type: 'uuid' })
  ownerId: string;

  // By entity name: the account belongs to the auth feature, whose internals we do not import.
  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_upload_owner' })
  owner?: unknown;

  @Column({ type: 'bigint', transformer: BIGINT_TRANSFORMER })
  reservedBytes: number;

  /** Every byte has arrived: `reservedBytes` is exact and the upload waits its turn to commit. */
  @Column({ type: 'boolean', default: false })
  complete: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
