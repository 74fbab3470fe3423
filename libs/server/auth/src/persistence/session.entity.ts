import { Column, CreateDateColumn, Entity, Generated, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/** A signed-in session. Only the SHA-256 of the cookie value is stored, so a database leak yields no usable session. */
@Entity('session')
@Index('ix_session_user_id', ['userId'])
@Index('ix_session_expires_at', ['expiresAt'])
@Index('uq_session_public_id', ['publicId'], { unique: true })
export class SessionEntity {
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'pk_session' })
  idHash: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_session_user' })
  user?: UserEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** How the owner names this session on the sessions screen; says nothing about the cookie. */
  @Column({ type: 'uuid' })
  @Generated('uuid')
  publicId: string;

  @Column({ type: 'varchar', length: 512, nullable: true })
  userAgent: string | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  clientAddress: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  /**
   * SHA-256 of the value the web app keeps for its origin when it signed in (null: signed in by a
   * client that sends none). A request that sends a value must send this one.
   */
  @Column({ type: 'char', length: 64, nullable: true })
  clientBinding: string | null;

  /** How the session signed in (a SignInMethod). */
  @Column({ type: 'varchar', length: 32, default: 'password' })
  signInMethod: string;
}
