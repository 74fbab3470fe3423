import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The change feed: every create, update, move, rename, trash, restore and purge of an account's
 * items, recorded by the database itself (a trigger on `item`), so no code path can forget it.
 *
 * Each transaction's changes of one account form one batch. Batch numbers come from a per-account
 * counter (`change_feed_owner.batch`) that the trigger takes at COMMIT: the trigger is deferred, so
 * the counter's row lock is the last lock its transaction takes (no deadlock cycle can run through
 * it), and the next transaction of the same account cannot take that row before this one has
 * committed. Batches of an account therefore become visible in the order of their numbers: a
 * reader never sees batch n + 1 without batch n. Within a batch, rows follow `ordinal`.
 *
 * The counter is taken once per transaction and account (the batch is remembered in a
 * transaction-local setting), so a folder of ten thousand items moved in one statement costs one
 * counter update and ten thousand row inserts. Each row keeps the item as it was, its content
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
    // the account's counter row (trigger below). `at` is when the COMMIT that recorded it began
    // (the trigger runs then), so it grows with the batch numbers of an account.
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
    await q.query(`
      CREATE FUNCTION record_item_change() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        r item;
        change text;
        batches text;
        b bigint;
        hash text;
      BEGIN
        IF TG_OP = 'INSERT' THEN
          r := NEW;
          change := 'created';
        ELSIF TG_OP = 'DELETE' THEN
          r := OLD;
          change := 'purged';
        ELSE
          r := NEW;
          change := CASE
            WHEN OLD.trashed_at IS NULL AND NEW.trashed_at IS NOT NULL THEN 'trashed'
            WHEN OLD.trashed_at IS NOT NULL THEN 'restored'
            WHEN OLD.path <> NEW.path THEN 'moved'
            WHEN OLD.name <> NEW.name THEN 'renamed'
            ELSE 'updated'
          END;
        END IF;
        -- One counter update per transaction and account: the batch is remembered until COMMIT.
        batches := coalesce(current_setting('coffer.change_batches', true), '');
        b := substring(batches FROM r.owner_id::text || '=(-?[0-9]+);')::bigint;
        IF b IS NULL THEN
          IF EXISTS (SELECT 1 FROM app_user WHERE id = r.owner_id) THEN
            INSERT INTO change_feed_owner (owner_id, batch) VALUES (r.owner_id, 1)
            ON CONFLICT (owner_id) DO UPDATE SET batch = change_feed_owner.batch + 1
            RETURNING batch INTO b;
          ELSE
            -- The account was deleted in this transaction: its feed went with it.
            b := -1;
          END IF;
          PERFORM set_config('coffer.change_batches', batches || r.owner_id::text || '=' || b || ';', true);
        END IF;
        IF b < 0 THEN
          RETURN NULL;
        END IF;
        -- The content's hash as it is now: the bytes may be gone by the time the change is read.
        -- (A purged file's may be gone already: purging releases them in the same transaction.)
        IF r.blob_id IS NOT NULL THEN
          SELECT sha256 INTO hash FROM blob WHERE id = r.blob_id;
        END IF;
        INSERT INTO item_change (owner_id, batch, item_id, kind, type, name, path, content_hash, size, trashed)
        VALUES (r.owner_id, b, r.id, change, r.type, r.name, r.path, hash, r.size, r.trashed_at IS NOT NULL);
        RETURN NULL;
      END $$`);
    // Deferred to COMMIT (see above). Created in the trash (a restored backup loads with triggers
    // off) or changed while it stays there: not a change of the live tree, nothing is recorded.
    await q.query(`
      CREATE CONSTRAINT TRIGGER "tr_item_change_insert" AFTER INSERT ON "item"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      WHEN (NEW.trashed_at IS NULL)
      EXECUTE FUNCTION record_item_change()`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER "tr_item_change_update" AFTER UPDATE ON "item"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      WHEN ((OLD.trashed_at IS NULL OR NEW.trashed_at IS NULL) AND (
        (OLD.trashed_at IS NULL) <> (NEW.trashed_at IS NULL)
        OR OLD.path <> NEW.path OR OLD.name <> NEW.name OR OLD.blob_id IS DISTINCT FROM NEW.blob_id))
      EXECUTE FUNCTION record_item_change()`);
    await q.query(`
      CREATE CONSTRAINT TRIGGER "tr_item_change_delete" AFTER DELETE ON "item"
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
      EXECUTE FUNCTION record_item_change()`);
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
    await q.query(`DROP TRIGGER "tr_item_change_delete" ON "item"`);
    await q.query(`DROP TRIGGER "tr_item_change_update" ON "item"`);
    await q.query(`DROP TRIGGER "tr_item_change_insert" ON "item"`);
    await q.query(`DROP FUNCTION record_item_change()`);
    await q.query(`DROP TABLE "item_change"`);
    await q.query(`DROP TABLE "change_feed_owner"`);
  }
}
