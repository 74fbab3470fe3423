import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A link names a file, a folder (`file_id` is then the folder) or a fixed set of files (no
 * `file_id`; its members in `share_link_item`, each leaving the set when it is deleted).
 */
export class FolderAndSetLinks1765450000000 implements MigrationInterface {
  name = 'FolderAndSetLinks1765450000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "share_link" ADD "kind" varchar(6) NOT NULL DEFAULT 'file'`);
    await q.query(`ALTER TABLE "share_link" ALTER COLUMN "file_id" DROP NOT NULL`);
    await q.query(
      `ALTER TABLE "share_link" ADD CONSTRAINT "ck_share_link_kind" CHECK ("kind" IN ('file', 'folder', 'set') AND ("kind" = 'set') = ("file_id" IS NULL))`,
    );
    await q.query(`
      CREATE TABLE "share_link_item" (
        "link_id" uuid NOT NULL,
        "item_id" uuid NOT NULL,
        CONSTRAINT "pk_share_link_item" PRIMARY KEY ("link_id", "item_id"),
        CONSTRAINT "fk_share_link_item_link" FOREIGN KEY ("link_id") REFERENCES "share_link"("id") ON DELETE CASCADE,
        CONSTRAINT "fk_share_link_item_item" FOREIGN KEY ("item_id") REFERENCES "item"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "ix_share_link_item_item" ON "share_link_item" ("item_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "share_link_item"`);
    await q.query(`DELETE FROM "share_link" WHERE "kind" = 'set'`);
    await q.query(`ALTER TABLE "share_link" DROP CONSTRAINT "ck_share_link_kind"`);
    await q.query(`ALTER TABLE "share_link" ALTER COLUMN "file_id" SET NOT NULL`);
    await q.query(`ALTER TABLE "share_link" DROP COLUMN "kind"`);
  }
}
