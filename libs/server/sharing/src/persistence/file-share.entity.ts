import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/**
 * A file shared directly with an account (`sharedWith`). One made together with an upload-time
 * link (`linkId`) follows that link's password and download limit.
 */
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

  @Column({ type: 'uuid', nullable: true })
  linkId: string | null;

  @ManyToOne('ShareLinkEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'fk_file_share_link' })
  link?: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/**
 * A file shared directly with an e-mail address, whether or not an account uses it: it reaches
 * whoever holds an account with that address, now or later (no answer tells which).
 */
@Entity('file_share_email')
@Index('ix_file_share_email_email', ['email'])
export class FileShareEmailEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_file_share_email' })
  fileId: string;

  @PrimaryColumn({ type: 'varchar', length: 254, primaryKeyConstraintName: 'pk_file_share_email' })
  email: string;

  @ManyToOne('ItemEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id', foreignKeyConstraintName: 'fk_file_share_email_file' })
  file?: unknown;

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
