import { Check, Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

export type ShareAccessAction = 'open' | 'download' | 'zip';

/** A file as an entry names it: its id and its name at the time. */
export interface LoggedFile {
  id: string;
  name: string;
}

/**
 * One opening or download through a link, for its owner: written in batches by ShareAccessLog,
 * deleted with the link and after SHARE_ACCESS_LOG_DAYS.
 */
@Entity('share_access_log')
@Index('ix_share_access_log_link_at', ['linkId', 'at', 'id'])
@Index('ix_share_access_log_at', ['at'])
@Check('ck_share_access_log_action', `"action" IN ('open', 'download', 'zip')`)
export class ShareAccessLogEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_share_access_log' })
  id: string;

  @Column({ type: 'uuid' })
  linkId: string;

  @ManyToOne('ShareLinkEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'fk_share_access_log_link' })
  link?: unknown;

  /** When it happened, by the server's clock when the request was served (not when it was written). */
  @Column({ type: 'timestamptz' })
  at: Date;

  @Column({ type: 'varchar', length: 10 })
  action: ShareAccessAction;

  /** The files downloaded, named as they were then; empty for an opening. */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  files: LoggedFile[];

  /** The signed-in account's or the code-verified address; null: anonymous. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  visitorEmail: string | null;

  /** IPv4 with the last octet zeroed, or the IPv6 /48; never the full address. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  @Column({ type: 'varchar', length: 256, nullable: true })
  userAgent: string | null;
}
