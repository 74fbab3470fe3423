import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * A challenge the server asked a passkey to sign, kept (as its SHA-256) until it is answered once
 * or expires: `register` and `second-factor` belong to an account, `sign-in` to nobody yet.
 */
@Entity('webauthn_challenge')
@Index('ix_webauthn_challenge_expires_at', ['expiresAt'])
export class WebauthnChallengeEntity {
  @PrimaryColumn({ type: 'char', length: 64, primaryKeyConstraintName: 'pk_webauthn_challenge' })
  challengeHash: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: string;

  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_webauthn_challenge_user' })
  user?: UserEntity;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
