import { CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UploadEntity } from './upload.entity';

/**
 * A storage key an upload is writing or has written, recorded before its first byte: until the
 * commit no blob row names it, and this row is how the reaper and fsck tell a live upload's bytes
 * from a dead one's.
 */
@Entity('upload_staged')
export class UploadStagedEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_upload_staged' })
  uploadId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_upload_staged' })
  storageKey: string;

  @ManyToOne(() => UploadEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'upload_id', foreignKeyConstraintName: 'fk_upload_staged_upload' })
  upload?: UploadEntity;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
