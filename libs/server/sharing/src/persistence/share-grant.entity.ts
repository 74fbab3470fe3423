import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
} from 'typeorm';

/** A signed-in recipient gave a link's right password: remembered until the password changes. */
@Entity('share_link_unlock')
export class ShareLinkUnlockEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_share_link_unlock' })
  linkId: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_share_link_unlock' })
  userId: string;

  /** The link's secretVersion when the password was given. */
  @Column({ type: 'integer' })
  secretVersion: number;

  @ManyToOne('ShareLinkEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'fk_share_link_unlock_link' })
  link?: unknown;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_share_link_unlock_user' })
  user?: unknown;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/**
 * One download already counted against a link: made when a link is opened (its signed URL; not
 * for an anonymous opening of a public link without a limit, which needs nothing remembered) or
 * when a recipient's download is counted. The first full download it covers uses it up; until
 * it expires it lets that download resume (Range requests past byte 0) without counting again.
 * Rows past their time are deleted by ShareAccessCounter once a minute.
 */
@Entity('share_download')
@Index('ix_share_download_link', ['linkId', 'expiresAt'])
export class ShareDownloadEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_share_download' })
  id: string;

  @Column({ type: 'uuid' })
  linkId: string;

  /** Who it was counted for, when signed in. */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  /** SHA-256 of the signed URL's signature it was issued with. */
  @Column({ type: 'char', length: 64, nullable: true })
  signatureHash: string | null;

  /** Issued to a visitor admitted by a one-time code: the hash of their visitor token. */
  @Column({ type: 'char', length: 64, nullable: true })
  visitorTokenHash: string | null;

  @Column({ type: 'boolean', default: false })
  used: boolean;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @ManyToOne('ShareLinkEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'fk_share_download_link' })
  link?: unknown;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_share_download_user' })
  user?: unknown;
}
