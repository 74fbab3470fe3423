import { Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/**
 * An account's authenticator app. The shared secret is sealed with the server's key (an
 * authenticator secret is a password the server must be able to read); `confirmedAt` is null
 * while the owner has not yet typed a first code, and only then is it required at sign-in.
 */
@Entity('totp_factor')
export class TotpFactorEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_totp_factor' })
  userId: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_totp_factor_user' })
  user?: UserEntity;

  @Column({ type: 'text' })
  secretSealed: string;

  @Column({ type: 'timestamptz', nullable: true })
  confirmedAt: Date | null;

  /** The time step of the last code accepted: that code, and every older one, is spent. */
  @Column({ type: 'bigint', nullable: true })
  lastTimeStep: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
