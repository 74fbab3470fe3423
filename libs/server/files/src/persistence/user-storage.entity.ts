import { BIGINT_TRANSFORMER } from '@coffer/server-core';
import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/**
 * A user's storage account. Its row is also the per-user lock: every change to a user's tree
 * or usage takes it FOR UPDATE, so quota checks and subtree rewrites never interleave.
 */
@Entity('user_storage')
@Check('ck_user_storage_used', '"used_bytes" >= 0')
export class UserStorageEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_user_storage' })
  userId: string;

  // By entity name: the account belongs to the auth feature, whose internals we do not import.
  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_user_storage_user' })
  user?: unknown;

  @Column({ type: 'bigint', default: 0, transformer: BIGINT_TRANSFORMER })
  usedBytes: number;

  /** Counts the changes to what the account's listings show; kept by database triggers. */
  @Column({ type: 'bigint', default: 0, insert: false, update: false, select: false })
  treeVersion?: string;

  /** Null: the configured default (STORAGE_QUOTA_BYTES). */
  @Column({ type: 'bigint', nullable: true, transformer: BIGINT_TRANSFORMER })
  quotaBytes: number | null;
}
