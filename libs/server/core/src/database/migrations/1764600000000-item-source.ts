import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A file added to someone's files from a share remembers the file it came from, so adding the
 * same file again answers the existing copy instead of making another. One copy per owner and
 * source (the unique index); the source's deletion leaves the copy with no source.
 */
export class ItemSource1764600000000 implements MigrationInterface {
  name = 'ItemSource1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "item" ADD "source_item_id" uuid`);
    await q.query(
      `ALTER TABLE "item" ADD CONSTRAINT "fk_item_source_item" FOREIGN KEY ("source_item_id") REFERENCES "item"("id") ON DELETE SET NULL`,
    );
    await q.query(
      `CREATE UNIQUE INDEX "uq_item_source_item_owner" ON "item" ("source_item_id", "owner_id") WHERE "source_item_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "uq_item_source_item_owner"`);
    await q.query(`ALTER TABLE "item" DROP CONSTRAINT "fk_item_source_item"`);
    await q.query(`ALTER TABLE "item" DROP COLUMN "source_item_id"`);
  }
}
