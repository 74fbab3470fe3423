import { BIGINT_TRANSFORMER } from '@coffer/server-core';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/**
 * An upload in progress and the quota it has reserved. Reservations count only until
 * `expiresAt`, and a restart releases those of processes that died at once.
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

  /**
   * The server process receiving it (see UploadInstance). When that process is gone, the upload
   * is dead: its reservation and staged bytes are released at once. Null: a process from before
   * processes were recorded, dead after any restart.
   */
  @Column({ type: 'integer', nullable: true })
  instanceKey: number | null;

  /** A resumable (tus) upload: it outlives its process and ends only by commit, termination or expiry. */
  @Column({ type: 'boolean', default: false })
  resumable: boolean;
}
