import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A per-account counter of what listings show: every statement that changes an account's items,
 * or the direct shares and links its listings report, adds one, in the same transaction. A
 * replica may keep a listing it serialised together with the counter it read first, and serve
 * it again while the counter has not moved: one primary-key read instead of the whole folder.
 * Kept by the database itself, so no code path (or replica) can forget it.
 */
export class TreeVersion1764900000000 implements MigrationInterface {
  name = 'TreeVersion1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "user_storage" ADD "tree_version" bigint NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE FUNCTION bump_tree_version(owners uuid[]) RETURNS void LANGUAGE sql AS $$
        INSERT INTO user_storage (user_id, tree_version) SELECT DISTINCT unnest(owners), 1
        ON CONFLICT (user_id) DO UPDATE SET tree_version = user_storage.tree_version + 1
      $$`);
    // Items: once per statement, however many rows it touched (a folder of any size is one bump).
    await q.query(`
      CREATE FUNCTION tr_item_tree_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM bump_tree_version(ARRAY(SELECT DISTINCT owner_id FROM old_rows));
        ELSE
          PERFORM bump_tree_version(ARRAY(SELECT DISTINCT owner_id FROM new_rows));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER tr_item_tree_version_insert AFTER INSERT ON "item" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tr_item_tree_version()`,
    );
    await q.query(
      `CREATE TRIGGER tr_item_tree_version_update AFTER UPDATE ON "item" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tr_item_tree_version()`,
    );
    await q.query(
      `CREATE TRIGGER tr_item_tree_version_delete AFTER DELETE ON "item" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tr_item_tree_version()`,
    );
    // Direct shares: the owner of the shared file.
    await q.query(`
      CREATE FUNCTION tr_share_tree_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM bump_tree_version(ARRAY(SELECT DISTINCT i.owner_id FROM old_rows r JOIN item i ON i.id = r.file_id));
        ELSE
          PERFORM bump_tree_version(ARRAY(SELECT DISTINCT i.owner_id FROM new_rows r JOIN item i ON i.id = r.file_id));
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['file_share', 'file_share_email']) {
      await q.query(
        `CREATE TRIGGER tr_${table}_tree_version_insert AFTER INSERT ON "${table}" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tr_share_tree_version()`,
      );
      await q.query(
        `CREATE TRIGGER tr_${table}_tree_version_delete AFTER DELETE ON "${table}" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tr_share_tree_version()`,
      );
    }
    // Links: what listings show of them (made, revoked, deleted, scope), not their counters.
    await q.query(`
      CREATE FUNCTION tr_link_tree_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM bump_tree_version(ARRAY[COALESCE(NEW.owner_id, OLD.owner_id)]);
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER tr_share_link_tree_version_insert AFTER INSERT OR DELETE ON "share_link" FOR EACH ROW EXECUTE FUNCTION tr_link_tree_version()`,
    );
    await q.query(`
      CREATE TRIGGER tr_share_link_tree_version_update AFTER UPDATE ON "share_link" FOR EACH ROW
      WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.scope IS DISTINCT FROM NEW.scope)
      EXECUTE FUNCTION tr_link_tree_version()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER tr_share_link_tree_version_update ON "share_link"`);
    await q.query(`DROP TRIGGER tr_share_link_tree_version_insert ON "share_link"`);
    for (const table of ['file_share', 'file_share_email']) {
      await q.query(`DROP TRIGGER tr_${table}_tree_version_delete ON "${table}"`);
      await q.query(`DROP TRIGGER tr_${table}_tree_version_insert ON "${table}"`);
    }
    await q.query(`DROP TRIGGER tr_item_tree_version_delete ON "item"`);
    await q.query(`DROP TRIGGER tr_item_tree_version_update ON "item"`);
    await q.query(`DROP TRIGGER tr_item_tree_version_insert ON "item"`);
    await q.query(`DROP FUNCTION tr_link_tree_version()`);
    await q.query(`DROP FUNCTION tr_share_tree_version()`);
    await q.query(`DROP FUNCTION tr_item_tree_version()`);
    await q.query(`DROP FUNCTION bump_tree_version(uuid[])`);
    await q.query(`ALTER TABLE "user_storage" DROP COLUMN "tree_version"`);
  }
}
