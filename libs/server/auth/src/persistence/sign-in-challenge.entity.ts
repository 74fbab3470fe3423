import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * A right password on an account that requires a second factor: what the browser holds (in an
 * HttpOnly cookie) until it sends a code. Only the SHA-256 of the cookie value is stored.
 */
@Entity('sign_in_challenge')
@Index('ix_sign_in_challenge_user_id', ['userId'])
@Index('ix_sign_in_challenge_expires_at', ['expiresAt'])
export class SignInChallengeEntity {
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'pk_sign_in_challenge' })
  idHash: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_sign_in_challenge_user' })
  user?: UserEntity;

  /** SHA-256 of the web app's per-origin value at the password step (null: a client that sends none). */
  @Column({ type: 'char', length: 64, nullable: true })
  clientBinding: string | null;

  /** What the person already proved: `password`, or `sso` (a provider's sign-in). */
  @Column({ type: 'varchar', length: 16 })
  firstFactor: string;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
