import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The trash. A deleted item keeps its row, its place (`path`, `name`) and its bytes, marked with
 * when it was trashed and the item the owner trashed (`trash_root_id`: itself for that item, the
 * trashed folder for everything that went with it), so a folder of any size is trashed, restored
 * or purged in one statement. Names and "added from a share" copies are unique among live items
 * only: a trashed item does not block its old name.
 */
export class Trash1764700000000 implements MigrationInterface {
  name = 'Trash1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "item" ADD "trashed_at" TIMESTAMP WITH TIME ZONE, ADD "trash_root_id" uuid`);
    await q.query(
      `ALTER TABLE "item" ADD CONSTRAINT "ck_item_trash" CHECK (("trashed_at" IS NULL) = ("trash_root_id" IS NULL))`,
    );
    await q.query(`DROP INDEX "uq_item_owner_path_name"`);
    await q.query(
      `CREATE UNIQUE INDEX "uq_item_owner_path_name" ON "item" ("owner_id", "path", "name") WHERE "trashed_at" IS NULL`,
    );
    await q.query(`DROP INDEX "uq_item_source_item_owner"`);
    await q.query(
      `CREATE UNIQUE INDEX "uq_item_source_item_owner" ON "item" ("source_item_id", "owner_id") WHERE "source_item_id" IS NOT NULL AND "trashed_at" IS NULL`,
    );
    await q.query(`CREATE INDEX "ix_item_trash_root" ON "item" ("trash_root_id") WHERE "trash_root_id" IS NOT NULL`);
    await q.query(
      `CREATE INDEX "ix_item_owner_trashed_at" ON "item" ("owner_id", "trashed_at") WHERE "trashed_at" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DELETE FROM "item" WHERE "trashed_at" IS NOT NULL`);
    await q.query(`DROP INDEX "ix_item_owner_trashed_at"`);
    await q.query(`DROP INDEX "ix_item_trash_root"`);
    await q.query(`DROP INDEX "uq_item_source_item_owner"`);
    await q.query(
      `CREATE UNIQUE INDEX "uq_item_source_item_owner" ON "item" ("source_item_id", "owner_id") WHERE "source_item_id" IS NOT NULL`,
    );
    await q.query(`DROP INDEX "uq_item_owner_path_name"`);
    await q.query(`CREATE UNIQUE INDEX "uq_item_owner_path_name" ON "item" ("owner_id", "path", "name")`);
    await q.query(`ALTER TABLE "item" DROP CONSTRAINT "ck_item_trash"`);
    await q.query(`ALTER TABLE "item" DROP COLUMN "trash_root_id", DROP COLUMN "trashed_at"`);
  }
}
