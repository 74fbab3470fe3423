import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { TokenScope } from '@coffer/server-core';
import { UserEntity } from './user.entity';

/** A personal access token for scripts. Only its SHA-256 is stored; the token is shown once. */
@Entity('access_token')
@Index('uq_access_token_hash', ['tokenHash'], { unique: true })
@Index('ix_access_token_user', ['userId', 'createdAt'])
export class AccessTokenEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_access_token' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_access_token_user' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** The first characters, so owners can tell tokens apart. */
  @Column({ type: 'varchar', length: 12 })
  prefix: string;

  @Column({ type: 'text', array: true })
  scopes: TokenScope[];

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  expiresAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
