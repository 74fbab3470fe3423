import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/** An identity at an OpenID provider (its `sub`), linked to one account. */
@Entity('sso_identity')
@Index('ix_sso_identity_user_id', ['userId'])
export class SsoIdentityEntity {
  @PrimaryColumn({ type: 'varchar', length: 32, primaryKeyConstraintName: 'pk_sso_identity' })
  provider: string;

  @PrimaryColumn({ type: 'varchar', length: 255, primaryKeyConstraintName: 'pk_sso_identity' })
  subject: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_sso_identity_user' })
  user?: UserEntity;

  /** The address the provider reported when it was linked. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}

/** A sign-in sent to a provider and not yet back: what its answer must match. Keyed by SHA-256 of the state. */
@Entity('sso_attempt')
@Index('ix_sso_attempt_expires_at', ['expiresAt'])
export class SsoAttemptEntity {
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'pk_sso_attempt' })
  stateHash: string;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ type: 'varchar', length: 128 })
  nonce: string;

  @Column({ type: 'varchar', length: 128 })
  codeVerifier: string;

  /** Where the web app goes once signed in (a path of its own). */
  @Column({ type: 'text' })
  returnTo: string;

  /** SHA-256 of the web app's per-origin value that started it, which the session is bound to. */
  @Column({ type: 'char', length: 64, nullable: true })
  clientBinding: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}

/** A provider's identity waiting for the account with its (verified) address to confirm the link. */
@Entity('sso_link')
@Index('ix_sso_link_expires_at', ['expiresAt'])
export class SsoLinkEntity {
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'pk_sso_link' })
  tokenHash: string;

  @Column({ type: 'varchar', length: 32 })
  provider: string;

  @Column({ type: 'varchar', length: 255 })
  subject: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
