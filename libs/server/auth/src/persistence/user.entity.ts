import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

@Entity('app_user')
export class UserEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_app_user' })
  id: string;

  /** Trimmed and lowercased before it is stored, so the unique index is case-insensitive. */
  @Index('uq_app_user_email', { unique: true })
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** argon2id PHC string. Never leaves the auth service. */
  @Column({ type: 'text' })
  passwordHash: string;

  /**
   * Whether the person knows the password: false for an account a single sign-on made (its
   * password is random) until a password is set. Checks that ask for the password then take a
   * fresh sign-in instead.
   */
  @Column({ type: 'boolean', default: true })
  passwordKnown: boolean;

  /** When the person proved they receive mail at `email`; null until then. */
  @Column({ type: 'timestamptz', nullable: true })
  emailVerifiedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
