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

/**
 * A one-time code mailed to an address for a restricted link. Only a keyed hash of the code is
 * kept (a million codes are easy to try against a plain hash from a database dump).
 */
@Entity('share_visitor_code')
@Index('ix_share_visitor_code_link_email', ['linkId', 'email'])
export class ShareVisitorCodeEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_share_visitor_code' })
  id: string;

  @Column({ type: 'uuid' })
  linkId: string;

  /** The address it was asked for, normalised. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'char', length: 64 })
  codeHash: string;

  /** Wrong codes tried against it; past the limit it is void. */
  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne('ShareLinkEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'fk_share_visitor_code_link' })
  link?: unknown;
}

/**
 * A visitor who entered a right code may open that link for a while: keyed by the SHA-256 of
 * the random visitor token in their HttpOnly cookie (one token per browser, one row per link).
 */
@Entity('share_visitor_grant')
export class ShareVisitorGrantEntity {
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'pk_share_visitor_grant' })
  tokenHash: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_share_visitor_grant' })
  linkId: string;

  /** The address the code proved; the link must still list it. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @ManyToOne('ShareLinkEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'fk_share_visitor_grant_link' })
  link?: unknown;
}
