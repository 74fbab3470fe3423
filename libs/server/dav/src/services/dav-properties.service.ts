import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { TransactionRunner } from '@coffer/server-core';
import type { EntityManager, Repository } from 'typeorm';
import type { CopiedPair } from '@coffer/server-files';
import { DavError } from '../protocol/dav-error';
import { DavPropertyEntity } from '../persistence/dav-property.entity';

/** Dead properties one item may carry. */
export const MAX_PROPERTIES_PER_ITEM = 200;
/** The longest value one property may hold, in characters of XML. */
export const MAX_PROPERTY_VALUE = 64 * 1024;

export interface DeadProperty {
  ns: string;
  name: string;
  value: string;
}

export type PropertyUpdate = { set: DeadProperty } | { remove: { ns: string; name: string } };

/** The properties clients set on items (dead properties): kept as sent, never interpreted. */
@Injectable()
export class DavPropertiesService {
  constructor(
    @InjectRepository(DavPropertyEntity) private readonly properties: Repository<DavPropertyEntity>,
    private readonly tx: TransactionRunner,
  ) {}

  /** The dead properties of these items, by item id (one statement for a whole listing). */
  async of(itemIds: string[]): Promise<Map<string, DeadProperty[]>> {
    const byItem = new Map<string, DeadProperty[]>();
    if (itemIds.length === 0) return byItem;
    const rows: Array<{ item_id: string; namespace: string; name: string; value: string }> =
      await this.properties.query(
        'SELECT item_id, namespace, name, value FROM dav_property WHERE item_id = ANY($1::uuid[]) ORDER BY namespace, name',
        [itemIds],
      );
    for (const row of rows) {
      const list = byItem.get(row.item_id) ?? [];
      list.push({ ns: row.namespace, name: row.name, value: row.value });
      byItem.set(row.item_id, list);
    }
    return byItem;
  }

  /** Applies every update in order, all or nothing (PROPPATCH is atomic). */
  async apply(itemId: string, updates: PropertyUpdate[]): Promise<void> {
    await this.tx.run(async (manager) => {
      // Serialises concurrent updates of one item's properties.
      await manager.query('SELECT id FROM item WHERE id = $1 FOR UPDATE', [itemId]);
      for (const update of updates) {
        if ('set' in update) {
          if (update.set.value.length > MAX_PROPERTY_VALUE)
            throw new DavError(
              507,
              'PAYLOAD_TOO_LARGE',
              `A property value may hold at most ${MAX_PROPERTY_VALUE} characters.`,
            );
          await manager.query(
            `INSERT INTO dav_property (item_id, namespace, name, value) VALUES ($1, $2, $3, $4)
             ON CONFLICT (item_id, namespace, name) DO UPDATE SET value = EXCLUDED.value`,
            [itemId, update.set.ns, update.set.name, update.set.value],
          );
        } else {
          await manager.query('DELETE FROM dav_property WHERE item_id = $1 AND namespace = $2 AND name = $3', [
            itemId,
            update.remove.ns,
            update.remove.name,
          ]);
        }
      }
      const [row] = await manager.query<Array<{ count: number }>>(
        'SELECT count(*)::int AS count FROM dav_property WHERE item_id = $1',
        [itemId],
      );
      if ((row?.count ?? 0) > MAX_PROPERTIES_PER_ITEM)
        throw new DavError(
          507,
          'PAYLOAD_TOO_LARGE',
          `An item may carry at most ${MAX_PROPERTIES_PER_ITEM} properties.`,
        );
    });
  }

  /** Gives copies the properties of their originals, inside the copy's transaction. */
  async copy(manager: EntityManager, pairs: CopiedPair[]): Promise<void> {
    if (pairs.length === 0) return;
    await manager.query(
      `INSERT INTO dav_property (item_id, namespace, name, value)
       SELECT pair.to_id, p.namespace, p.name, p.value
         FROM unnest($1::uuid[], $2::uuid[]) AS pair(from_id, to_id)
         JOIN dav_property p ON p.item_id = pair.from_id`,
      [pairs.map((p) => p.from), pairs.map((p) => p.to)],
    );
  }
}
