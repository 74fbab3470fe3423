import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * WebDAV: write locks by path in each account's tree, and the properties clients set on items
 * (dead properties), which go with their item.
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
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "dav_property"`);
    await q.query(`DROP TABLE "dav_lock"`);
  }
}
