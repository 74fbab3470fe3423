import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A WebDAV write lock, by path in its account's tree (`/` or `/a/b`, no trailing slash): a lock
 * protects an address, not an item, so a lock on an address nothing is at yet (a client locks
 * before it writes) and one that outlives a move both mean what the protocol says. Kept in the
 * database, so every replica sees it; expired rows are ignored and swept.
 */
@Entity('dav_lock')
@Index('ix_dav_lock_user_path', ['userId', 'path'])
export class DavLockEntity {
  /** The lock token is `urn:uuid:` followed by this. */
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_dav_lock' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_dav_lock_user' })
  user?: unknown;

  @Column({ type: 'text', collation: 'C' })
  path: string;

  /** Depth infinity: the lock covers everything below the path too. */
  @Column({ type: 'boolean' })
  deep: boolean;

  @Column({ type: 'boolean' })
  exclusive: boolean;

  /** The client's `owner` element, as XML, answered back in lock discovery. */
  @Column({ type: 'text', nullable: true })
  ownerXml: string | null;

  @Column({ type: 'integer' })
  timeoutSeconds: number;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
