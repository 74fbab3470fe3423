import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The change feed's update trigger gets a function of its own that plans its join for each
 * statement. A function's static SQL is planned once per database session and the plan kept: a
 * session whose first update touched one item kept a nested-loop join of the old and new
 * transition tables, and trashing a folder of ten thousand items later in that session took 12 s
 * instead of 0.3 s (quadratic in the number of items). Long-lived sessions are the rule: the
 * embedded database has one for its whole life, and pooled PostgreSQL connections live as long as
 * the server. `record_item_changes()` keeps serving inserts and deletes, whose joins go by the
 * blob's primary key and cost the same under any plan.
 */
export class ChangeFeedPlans1766000000000 implements MigrationInterface {
  name = 'ChangeFeedPlans1766000000000';

  async up(q: QueryRunner): Promise<void> {
    // The same rows as before: the item as it is after the statement, with its content's hash;
    // nothing for an item that stays in the trash or changed nothing of note.
    await q.query(`
      CREATE FUNCTION record_item_updates() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
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
        RETURN NULL;
      END $$`);
    await this.updateTriggerCalls(q, 'record_item_updates');
  }

  async down(q: QueryRunner): Promise<void> {
    await this.updateTriggerCalls(q, 'record_item_changes');
    await q.query(`DROP FUNCTION record_item_updates()`);
  }

  private async updateTriggerCalls(q: QueryRunner, fn: string): Promise<void> {
    await q.query(`DROP TRIGGER "tr_item_change_update" ON "item"`);
    await q.query(
      `CREATE TRIGGER "tr_item_change_update" AFTER UPDATE ON "item" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
    );
  }
}
