import type { MigrationInterface, QueryRunner } from 'typeorm';
import { RECORD_ITEM_CHANGES } from './1765800000000-change-feed';

/**
 * The change feed's statement trigger plans its UPDATE join for each statement. A function's
 * static SQL is planned once per database session and the plan kept: a session whose first update
 * touched one item kept a nested-loop join of the old and new transition tables, and trashing a
 * folder of ten thousand items later in that session took 12 s instead of 0.3 s (quadratic in the
 * number of items). Long-lived sessions are the rule: the embedded database has one for its whole
 * life, and pooled PostgreSQL connections live as long as the server.
 */
export class ChangeFeedPlans1766000000000 implements MigrationInterface {
  name = 'ChangeFeedPlans1766000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE OR REPLACE FUNCTION record_item_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        -- txid_current() only where a row is recorded: a statement that changed nothing of note
        -- does not make its transaction take an id.
        IF TG_OP = 'INSERT' THEN
          WITH recorded AS (
            INSERT INTO item_change (owner_id, batch, item_id, kind, type, name, path, content_hash, size, trashed)
            SELECT n.owner_id, -txid_current(), n.id, 'created', n.type, n.name, n.path, b.sha256, n.size, false
              FROM new_rows n LEFT JOIN blob b ON b.id = n.blob_id
             WHERE n.trashed_at IS NULL
            RETURNING owner_id)
          INSERT INTO change_feed_pending (owner_id, tx) SELECT DISTINCT owner_id, txid_current() FROM recorded ON CONFLICT DO NOTHING;
        ELSIF TG_OP = 'DELETE' THEN
          -- A purged file's bytes may be gone already (purging releases them in the same transaction).
          WITH recorded AS (
            INSERT INTO item_change (owner_id, batch, item_id, kind, type, name, path, content_hash, size, trashed)
            SELECT o.owner_id, -txid_current(), o.id, 'purged', o.type, o.name, o.path, b.sha256, o.size, o.trashed_at IS NOT NULL
              FROM old_rows o LEFT JOIN blob b ON b.id = o.blob_id
            RETURNING owner_id)
          INSERT INTO change_feed_pending (owner_id, tx) SELECT DISTINCT owner_id, txid_current() FROM recorded ON CONFLICT DO NOTHING;
        ELSE
          -- Planned anew for each statement (EXECUTE): a plan kept from a statement of one row
          -- joins the two transition tables row by row, which costs the square of their size.
          EXECUTE $sql$
          WITH recorded AS (
              INSERT INTO item_change (owner_id, batch, item_id, kind, type, name, path, content_hash, size, trashed)
              SELECT n.owner_id, -txid_current(), n.id,
                     CASE WHEN o.trashed_at IS NULL AND n.trashed_at IS NOT NULL THEN 'trashed'
                          WHEN o.trashed_at IS NOT NULL THEN 'restored'
                          WHEN o.path <> n.path THEN 'moved'
                          WHEN o.name <> n.name THEN 'renamed'
                          ELSE 'updated' END,
                     n.type, n.name, n.path, b.sha256, n.size, n.trashed_at IS NOT NULL
                FROM new_rows n JOIN old_rows o ON o.id = n.id LEFT JOIN blob b ON b.id = n.blob_id
               WHERE (o.trashed_at IS NULL OR n.trashed_at IS NULL)
                 AND ((o.trashed_at IS NULL) <> (n.trashed_at IS NULL) OR o.path <> n.path OR o.name <> n.name
                      OR o.blob_id IS DISTINCT FROM n.blob_id)
              RETURNING owner_id)
            INSERT INTO change_feed_pending (owner_id, tx) SELECT DISTINCT owner_id, txid_current() FROM recorded ON CONFLICT DO NOTHING
          $sql$;
        END IF;
        RETURN NULL;
      END $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(RECORD_ITEM_CHANGES);
  }
}
