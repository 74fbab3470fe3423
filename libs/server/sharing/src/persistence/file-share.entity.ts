import { CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/** A file shared directly with an account (`sharedWith`). */
@Entity('file_share')
@Index('ix_file_share_user', ['userId', 'createdAt'])
export class FileShareEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_file_share' })
  fileId: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_file_share' })
  userId: string;

  @ManyToOne('ItemEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id', foreignKeyConstraintName: 'fk_file_share_file' })
  file?: unknown;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_file_share_user' })
  user?: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A shared file its recipient has opened or downloaded ("New" no more), for good. */
@Entity('share_seen')
export class ShareSeenEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_share_seen' })
  userId: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_share_seen' })
  fileId: string;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_share_seen_user' })
  user?: unknown;

  @ManyToOne('ItemEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id', foreignKeyConstraintName: 'fk_share_seen_file' })
  file?: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  seenAt: Date;
}
