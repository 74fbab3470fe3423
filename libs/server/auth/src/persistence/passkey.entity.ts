import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from './user.entity';

/** A passkey (WebAuthn credential) of an account: only its public key is kept. */
@Entity('passkey')
@Index('uq_passkey_credential_id', ['credentialId'], { unique: true })
@Index('ix_passkey_user_id', ['userId'])
export class PasskeyEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'pk_passkey' })
  id: string;

  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_passkey_user' })
  user?: UserEntity;

  /** The credential's id, unpadded base64url, as the browser reports it. */
  @Column({ type: 'varchar', length: 1400 })
  credentialId: string;

  /** The COSE public key. */
  @Column({ type: 'bytea' })
  publicKey: Buffer;

  /** The authenticator's signature counter (0 for those that keep none). */
  @Column({ type: 'bigint', default: 0 })
  counter: string;

  /** How the browser may reach the authenticator (usb, internal, hybrid …), comma-separated. */
  @Column({ type: 'text', default: '' })
  transports: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  /** Whether the authenticator syncs it (a passkey in a password manager or a phone's keychain). */
  @Column({ type: 'boolean', default: false })
  backedUp: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;
}
