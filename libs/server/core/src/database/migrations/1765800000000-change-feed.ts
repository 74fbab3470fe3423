import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The change feed: every create, update, move, rename, trash, restore and purge of an account's
 * items, recorded by the database itself (triggers on `item`), so no code path can forget it.
 *
 * Each transaction's changes of one account form one batch. Batch numbers come from a per-account
 * counter (`change_feed_owner.batch`) taken at COMMIT, by a deferred constraint trigger: the
 * counter's row lock is the last lock its transaction takes (no deadlock cycle can run through
 * it), and the next transaction of the same account cannot take that row before this one has
 * committed. Batches of an account therefore become visible in the order of their numbers: a
 * reader never sees batch n + 1 without batch n. Within a batch, rows follow `ordinal`.
 *
 * Rows are written per statement, as a set (a statement trigger reads its transition tables),
 * under a placeholder batch; the deferred trigger runs once per transaction and account (one
 * `change_feed_pending` row each) and gives them the batch. A folder of ten thousand items moved
 * in one statement thus costs one insert of ten thousand rows, one counter update and one update
 * of those rows, not ten thousand trigger calls. Each row keeps the item as it was, its content
 * hash included (copied from the blob: a change read later still names the content it made,
 * whether or not those bytes are still stored).
 */
export class ChangeFeed1765800000000 implements MigrationInterface {
  name = 'ChangeFeed1765800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "change_feed_owner" (
        "owner_id" uuid NOT NULL,
        "batch" bigint NOT NULL,
        "pruned_batch" bigint,
        "pruned_ordinal" bigint,
        CONSTRAINT "pk_change_feed_owner" PRIMARY KEY ("owner_id"),
        CONSTRAINT "ck_change_feed_owner_pruned" CHECK (("pruned_batch" IS NULL) = ("pruned_ordinal" IS NULL)),
        CONSTRAINT "fk_change_feed_owner_user" FOREIGN KEY ("owner_id") REFERENCES "app_user"("id") ON DELETE CASCADE
      )`);
    // No foreign keys: a row outlives its item (that is the point), and its account's rows go with
    // the account's counter row (trigger below). `at` is set when the batch is numbered: when the
    // COMMIT began, so it grows with the batch numbers of an account.
    await q.query(`
      CREATE TABLE "item_change" (
        "owner_id" uuid NOT NULL,
        "batch" bigint NOT NULL,
        "ordinal" bigserial NOT NULL,
        "item_id" uuid NOT NULL,
        "kind" character varying(8) NOT NULL,
        "type" character varying(6) NOT NULL,
        "name" text COLLATE "C" NOT NULL,
        "path" text COLLATE "C" NOT NULL,
        "content_hash" character(64),
        "size" bigint,
        "trashed" boolean NOT NULL,
        "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT statement_timestamp(),
        CONSTRAINT "pk_item_change" PRIMARY KEY ("owner_id", "batch", "ordinal"),
        CONSTRAINT "ck_item_change_kind" CHECK ("kind" IN ('created', 'updated', 'moved', 'renamed', 'trashed', 'restored', 'purged'))
      )`);
    // While a transaction runs, its changes wait under a placeholder batch (minus its transaction
    // id: never a real batch, and unique per transaction); one row here per transaction and account
    // (its deferred trigger, below, numbers them at COMMIT). It is empty outside transactions.
    await q.query(`
      CREATE TABLE "change_feed_pending" (
        "owner_id" uuid NOT NULL,
        "tx" bigint NOT NULL,
        CONSTRAINT "pk_change_feed_pending" PRIMARY KEY ("owner_id", "tx")
      )`);
    // One INSERT per statement on item, whatever its number of rows (a set, from the statement's
    // transition tables), with the item as it is after the statement and its content's hash.
    // Created in the trash (a restored backup loads with triggers off) or changed while it stays
    // there: not a change of the live tree, nothing is recorded.
    await q.query(`
      CREATE FUNCTION record_item_changes() RETURNS trigger LANGUAGE plpgsql AS $$
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
          INSERT INTO change_feed_pending (owner_id, tx) SELECT DISTINCT owner_id, txid_current() FROM recorded ON CONFLICT DO NOTHING;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER "tr_item_change_insert" AFTER INSERT ON "item" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_item_changes()`,
    );
    await q.query(
      `CREATE TRIGGER "tr_item_change_update" AFTER UPDATE ON "item" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_item_changes()`,
    );
    await q.query(
      `CREATE TRIGGER "tr_item_change_delete" AFTER DELETE ON "item" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_item_changes()`,
    );
    // At COMMIT (deferred), once per transaction and account: the next batch number, then the
    // transaction's changes take it (and the commit's time). Nothing is locked after the counter.
    await q.query(`
      CREATE FUNCTION number_item_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        b bigint;
      BEGIN
        DELETE FROM change_feed_pending WHERE owner_id = NEW.owner_id AND tx = NEW.tx;
        IF NOT EXISTS (SELECT 1 FROM app_user WHERE id = NEW.owner_id) THEN
          -- The account was deleted in this transaction: its feed went with it.
          DELETE FROM item_change WHERE owner_id = NEW.owner_id AND batch = -NEW.tx;
          RETURN NULL;
        END IF;
        INSERT INTO change_feed_owner (owner_id, batch) VALUES (NEW.owner_id, 1)
        ON CONFLICT (owner_id) DO UPDATE SET batch = change_feed_owner.batch + 1
        RETURNING batch INTO b;
        UPDATE item_change SET batch = b, at = statement_timestamp() WHERE owner_id = NEW.owner_id AND batch = -NEW.tx;
        RETURN NULL;
      END $$`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER "tr_change_feed_pending" AFTER INSERT ON "change_feed_pending"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      EXECUTE FUNCTION number_item_changes()`);
    // An account's changes go with its counter row, which goes with the account.
    await q.query(`
      CREATE FUNCTION forget_item_changes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM item_change WHERE owner_id = OLD.owner_id;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER "tr_change_feed_owner_delete" AFTER DELETE ON "change_feed_owner" FOR EACH ROW EXECUTE FUNCTION forget_item_changes()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER "tr_change_feed_owner_delete" ON "change_feed_owner"`);
    await q.query(`DROP FUNCTION forget_item_changes()`);
    await q.query(`DROP TRIGGER "tr_change_feed_pending" ON "change_feed_pending"`);
    await q.query(`DROP FUNCTION number_item_changes()`);
    await q.query(`DROP TRIGGER "tr_item_change_delete" ON "item"`);
    await q.query(`DROP TRIGGER "tr_item_change_update" ON "item"`);
    await q.query(`DROP TRIGGER "tr_item_change_insert" ON "item"`);
    await q.query(`DROP FUNCTION record_item_changes()`);
    await q.query(`DROP TABLE "change_feed_pending"`);
    await q.query(`DROP TABLE "item_change"`);
    await q.query(`DROP TABLE "change_feed_owner"`);
  }
}
