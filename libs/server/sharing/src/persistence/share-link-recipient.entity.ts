import { Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { ShareLinkEntity } from './share-link.entity';

/** An e-mail address a restricted link admits (trimmed, lowercased). */
@Entity('share_link_email')
@Index('ix_share_link_email_email', ['email'])
export class ShareLinkEmailEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_share_link_email' })
  linkId: string;

  @PrimaryColumn({ type: 'varchar', length: 254, primaryKeyConstraintName: 'pk_share_link_email' })
  email: string;

  @ManyToOne(() => ShareLinkEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'fk_share_link_email_link' })
  link?: ShareLinkEntity;
}

/** An account a restricted link admits by id (`userIds` when a link is created). */
@Entity('share_link_user')
@Index('ix_share_link_user_user', ['userId'])
export class ShareLinkUserEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_share_link_user' })
  linkId: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_share_link_user' })
  userId: string;

  @ManyToOne(() => ShareLinkEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'fk_share_link_user_link' })
  link?: ShareLinkEntity;

  @ManyToOne('UserEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'fk_share_link_user_user' })
  user?: unknown;
}

/** A file of a set link; deleting the file takes it out of the set. */
@Entity('share_link_item')
@Index('ix_share_link_item_item', ['itemId'])
export class ShareLinkItemEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_share_link_item' })
  linkId: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_share_link_item' })
  itemId: string;

  @ManyToOne(() => ShareLinkEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'link_id', foreignKeyConstraintName: 'fk_share_link_item_link' })
  link?: ShareLinkEntity;

  @ManyToOne('ItemEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', foreignKeyConstraintName: 'fk_share_link_item_item' })
  item?: unknown;
}
