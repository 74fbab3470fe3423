import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WebDAV: write locks by path in each account's tree, and the properties clients set on items
 * (dead properties), which go with their item and move their owner's tree version.
 */
export class Dav1765900000000 implements MigrationInterface {
  name = 'Dav1765900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "dav_lock" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "path" text COLLATE "C" NOT NULL,
        "deep" boolean NOT NULL,
        "exclusive" boolean NOT NULL,
        "owner_xml" text,
        "timeout_seconds" integer NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_dav_lock" PRIMARY KEY ("id"),
        CONSTRAINT "fk_dav_lock_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_dav_lock_user_path" ON "dav_lock" ("user_id", "path")`);
    await q.query(`
      CREATE TABLE "dav_property" (
        "item_id" uuid NOT NULL,
        "namespace" text NOT NULL,
        "name" text NOT NULL,
        "value" text NOT NULL,
        CONSTRAINT "pk_dav_property" PRIMARY KEY ("item_id", "namespace", "name"),
        CONSTRAINT "fk_dav_property_item" FOREIGN KEY ("item_id") REFERENCES "item"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    // Listings report dead properties: changing them moves the owner's tree version, like items do.
    await q.query(`
      CREATE FUNCTION tr_dav_property_tree_version() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          PERFORM bump_tree_version(ARRAY(SELECT DISTINCT i.owner_id FROM old_rows p JOIN item i ON i.id = p.item_id));
        ELSE
          PERFORM bump_tree_version(ARRAY(SELECT DISTINCT i.owner_id FROM new_rows p JOIN item i ON i.id = p.item_id));
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(
      `CREATE TRIGGER tr_dav_property_tree_version_insert AFTER INSERT ON "dav_property" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tr_dav_property_tree_version()`,
    );
    await q.query(
      `CREATE TRIGGER tr_dav_property_tree_version_update AFTER UPDATE ON "dav_property" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION tr_dav_property_tree_version()`,
    );
    await q.query(
      `CREATE TRIGGER tr_dav_property_tree_version_delete AFTER DELETE ON "dav_property" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION tr_dav_property_tree_version()`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "dav_property"`);
    await q.query(`DROP FUNCTION tr_dav_property_tree_version()`);
    await q.query(`DROP TABLE "dav_lock"`);
  }
}
