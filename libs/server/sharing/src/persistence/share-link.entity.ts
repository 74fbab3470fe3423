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
} from 'typeorm';

export type ShareScope = 'public' | 'restricted';
/** What a link names: one file, one folder (live: what is below it now), or a fixed set of files. */
export type ShareLinkKind = 'file' | 'folder' | 'set';

/**
 * A link to a file, a folder or a set of files (members in share_link_item). The token is stored as its SHA-256 (lookups) and sealed with the server key
 * (so owners can see their links again): a database dump alone opens nothing.
 */
@Entity('share_link')
@Index('uq_share_link_token_hash', ['tokenHash'], { unique: true })
@Index('ix_share_link_file_created', ['fileId', 'createdAt'])
@Index('ix_share_link_owner', ['ownerId'])
@Check('ck_share_link_scope', `"scope" IN ('public', 'restricted')`)
@Check('ck_share_link_kind', `"kind" IN ('file', 'folder', 'set') AND ("kind" = 'set') = ("file_id" IS NULL)`)
@Check('ck_share_link_counts', '"access_count" >= 0 AND ("max_access" IS NULL OR "max_access" > 0)')
export class ShareLinkEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_share_link' })
  id: string;

  @Column({ type: 'varchar', length: 6, default: 'file' })
  kind: ShareLinkKind;

  /** The file, or the folder of a folder link; null for a set. */
  @Column({ type: 'uuid', nullable: true })
  fileId: string | null;

  // By entity name: items belong to the files feature.
  @ManyToOne('ItemEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'file_id', foreignKeyConstraintName: 'fk_share_link_file' })
  file?: unknown;

  @Column({ type: 'uuid' })
  ownerId: string;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'owner_id', foreignKeyConstraintName: 'fk_share_link_owner' })
  owner?: unknown;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'text' })
  tokenSealed: string;

  @Column({ type: 'varchar', length: 10 })
  scope: ShareScope;

  /** argon2id; null: no password. */
  @Column({ type: 'text', nullable: true })
  passwordHash: string | null;

  /** Bumped whenever the password changes: voids every download URL issued before. */
  @Column({ type: 'integer', default: 1 })
  secretVersion: number;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'integer', nullable: true })
  maxAccess: number | null;

  @Column({ type: 'integer', default: 0 })
  accessCount: number;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  /** Wrong passwords in a row (from any address); each one past a few adds to the delay. */
  @Column({ type: 'integer', default: 0 })
  passwordFailures: number;

  @Column({ type: 'timestamptz', nullable: true })
  passwordFailedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
