import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ItemType } from '../domain/stored-item';

/** What the database records of a change (migration ChangeFeed1765800000000). */
export type ItemChangeKind = 'created' | 'updated' | 'moved' | 'renamed' | 'trashed' | 'restored' | 'purged';

/** A position in an account's feed: after the change (batch, ordinal). Bigints as decimal text. */
export interface FeedPosition {
  batch: string;
  ordinal: string;
}

/** One recorded change, with the item as it was then. */
export interface RecordedChange extends FeedPosition {
  kind: ItemChangeKind;
  itemId: string;
  type: ItemType;
  name: string;
  /** The parent folder's full path then. */
  path: string;
  size: number | null;
  /** The SHA-256 of the content it then held (copied when recorded); null for folders. */
  contentHash: string | null;
  trashed: boolean;
  at: Date;
}

/** What one read of the feed sees, all in one snapshot. */
export interface FeedRead {
  /** The newest batch committed for the account ('0' before its first). */
  latestBatch: string;
  /** Everything up to and including this position was pruned; null while nothing was. */
  pruned: FeedPosition | null;
  changes: RecordedChange[];
}

interface FeedRow {
  latest_batch: string | null;
  pruned_batch: string | null;
  pruned_ordinal: string | null;
  batch: string | null;
  ordinal: string | null;
  item_id: string;
  kind: ItemChangeKind;
  type: ItemType;
  name: string;
  path: string;
  size: number | null;
  content_hash: string | null;
  trashed: boolean;
  at: Date;
}

/** Any constant: the first key of the advisory locks that keep two prunes of one account apart. */
const PRUNE_LOCK_CLASS = 0x0cf_eed;

/**
 * The change feed's rows. They are written by the database (a deferred trigger on `item`, see the
 * migration), never here: this class only reads them, in one statement per read so that the
 * pruned mark, the newest batch and the rows come from one snapshot, and prunes them.
 */
@Injectable()
export class ItemChangeRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Up to `limit` changes of the account after `after`, oldest first. */
  async read(ownerId: string, after: FeedPosition, limit: number): Promise<FeedRead> {
    const rows: FeedRow[] = await this.dataSource.query(
      `SELECT o.batch::text AS latest_batch, o.pruned_batch::text AS pruned_batch, o.pruned_ordinal::text AS pruned_ordinal,
              c.batch::text AS batch, c.ordinal::text AS ordinal, c.item_id, c.kind, c.type, c.name, c.path,
              c.size::float8 AS size, c.content_hash, c.trashed, c.at
         FROM (SELECT 1) AS one
         LEFT JOIN change_feed_owner o ON o.owner_id = $1
         LEFT JOIN LATERAL (
           SELECT * FROM item_change c
            WHERE c.owner_id = $1 AND (c.owner_id, c.batch, c.ordinal) > ($1, $2::bigint, $3::bigint)
            ORDER BY c.batch, c.ordinal LIMIT $4
         ) c ON true
        ORDER BY c.batch, c.ordinal`,
      [ownerId, after.batch, after.ordinal, limit],
    );
    const first = rows[0];
    return {
      latestBatch: first?.latest_batch ?? '0',
      pruned:
        first?.pruned_batch && first.pruned_ordinal
          ? { batch: first.pruned_batch, ordinal: first.pruned_ordinal }
          : null,
      changes: rows
        .filter((row) => row.batch !== null)
        .map((row) => ({
          batch: row.batch!,
          ordinal: row.ordinal!,
          kind: row.kind,
          itemId: row.item_id,
          type: row.type,
          name: row.name,
          path: row.path,
          size: row.size,
          contentHash: row.content_hash,
          trashed: row.trashed,
          at: row.at,
        })),
    };
  }

  /** The newest batch committed for the account ('0' before its first change). */
  async latestBatch(ownerId: string): Promise<string> {
    const rows: Array<{ batch: string }> = await this.dataSource.query(
      'SELECT batch::text AS batch FROM change_feed_owner WHERE owner_id = $1',
      [ownerId],
    );
    return rows[0]?.batch ?? '0';
  }

  /** Accounts whose oldest kept change was committed before `cutoff`. */
  async ownersWithChangesBefore(cutoff: Date, limit: number): Promise<string[]> {
    const rows: Array<{ owner_id: string }> = await this.dataSource.query(
      `SELECT o.owner_id FROM change_feed_owner o
        CROSS JOIN LATERAL (
          SELECT c.at FROM item_change c WHERE c.owner_id = o.owner_id ORDER BY c.batch, c.ordinal LIMIT 1
        ) oldest
        WHERE oldest.at < $1 LIMIT $2`,
      [cutoff, limit],
    );
    return rows.map((row) => row.owner_id);
  }

  /**
   * Deletes the account's changes up to the newest batch committed before `cutoff`, whole batches
   * only, and marks how far the feed was pruned: in one transaction, so a reader sees either the
   * rows or the mark. The mark is written last (its row is the one commits of the account lock).
   * Answers how many changes went; 0 when another replica is pruning the same account.
   */
  async prune(ownerId: string, cutoff: Date): Promise<number> {
    return this.dataSource.transaction(async (manager) => {
      const [lock] = await manager.query<Array<{ locked: boolean }>>(
        `SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked`,
        [PRUNE_LOCK_CLASS, ownerId],
      );
      if (!lock?.locked) return 0;
      const [mark] = await manager.query<Array<{ batch: string; ordinal: string }>>(
        `SELECT batch::text AS batch, max(ordinal)::text AS ordinal FROM item_change
          WHERE owner_id = $1 AND batch = (SELECT max(batch) FROM item_change WHERE owner_id = $1 AND at < $2)
          GROUP BY batch`,
        [ownerId, cutoff],
      );
      if (!mark) return 0;
      const [deleted] = await manager.query<Array<{ n: number }>>(
        `WITH gone AS (
           DELETE FROM item_change WHERE owner_id = $1 AND (owner_id, batch, ordinal) <= ($1, $2::bigint, $3::bigint)
           RETURNING 1
         ) SELECT count(*)::int AS n FROM gone`,
        [ownerId, mark.batch, mark.ordinal],
      );
      await manager.query(
        `UPDATE change_feed_owner SET pruned_batch = $2, pruned_ordinal = $3
          WHERE owner_id = $1 AND (pruned_batch IS NULL OR (pruned_batch, pruned_ordinal) < ($2::bigint, $3::bigint))`,
        [ownerId, mark.batch, mark.ordinal],
      );
      return deleted?.n ?? 0;
    });
  }
}
