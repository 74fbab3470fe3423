import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/** One single-use recovery code, kept as an HMAC under the server's key: a database leak shows none. */
@Entity('recovery_code')
@Index('uq_recovery_code_user_hash', ['userId', 'codeHash'], { unique: true })
export class RecoveryCodeEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_recovery_code' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_recovery_code_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 64 })
  codeHash: string;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
