import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from './user.entity';

export type AccountTokenPurpose = 'verify_email' | 'reset_password';

/**
 * A single-use secret sent by e-mail. Only its SHA-256 is stored, with the address it was sent
 * to: a token proves receipt of mail at that address, not at whatever the account holds later.
 */
@Entity('account_token')
@Check('ck_account_token_purpose', `"purpose" IN ('verify_email', 'reset_password')`)
@Index('uq_account_token_hash', ['tokenHash'], { unique: true })
@Index('ix_account_token_user', ['userId', 'purpose'])
@Index('ix_account_token_expires_at', ['expiresAt'])
export class AccountTokenEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_account_token' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_account_token_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 20 })
  purpose: AccountTokenPurpose;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
