import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/** A signed-in session. Only the SHA-256 of the cookie value is stored, so a database leak yields no usable session. */
@Entity('session')
@Index('ix_session_user_id', ['userId'])
@Index('ix_session_expires_at', ['expiresAt'])
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
}
