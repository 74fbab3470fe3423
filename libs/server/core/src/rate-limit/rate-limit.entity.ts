import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/** A fixed-window counter. Kept in PostgreSQL so every replica counts the same attempts. */
@Entity('rate_limit')
@Index('ix_rate_limit_reset_at', ['resetAt'])
export class RateLimitEntity {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_rate_limit' })
  key: string;

  @Column({ type: 'integer' })
  hits: number;

  @Column({ type: 'timestamptz' })
  resetAt: Date;
}
