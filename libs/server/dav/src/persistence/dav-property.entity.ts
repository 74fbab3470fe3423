import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';

/**
 * A property a WebDAV client set on an item (PROPPATCH): a dead property, stored as the client
 * sent it and answered back by PROPFIND. It goes with its item: copied with it, deleted with it.
 */
@Entity('dav_property')
export class DavPropertyEntity {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'pk_dav_property' })
  itemId: string;

  @ManyToOne('ItemEntity', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'item_id', foreignKeyConstraintName: 'fk_dav_property_item' })
  item?: unknown;

  /** The property's XML namespace ('' for none). */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_dav_property' })
  namespace: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'pk_dav_property' })
  name: string;

  /** Its content as self-contained XML (text escaped, elements declaring their namespaces). */
  @Column({ type: 'text' })
  value: string;
}
