import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Earlier versions of a file. Replacing a file's content keeps the item (its id, links and
 * shares see the new content) and moves the previous content here: its blob (a reference, like an
 * item's), size, type and name as uploaded, and when it was uploaded. Versions count toward the
 * owner's usage and go with their file.
 */
export class FileVersions1764800000000 implements MigrationInterface {
  name = 'FileVersions1764800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "item_version" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "item_id" uuid NOT NULL,
        "blob_id" uuid NOT NULL,
        "size" bigint NOT NULL,
        "mime_type" text NOT NULL,
        "original_name" text,
        "uploaded_by" uuid,
        "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "replaced_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_item_version" PRIMARY KEY ("id"),
        CONSTRAINT "fk_item_version_item" FOREIGN KEY ("item_id") REFERENCES "item"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "fk_item_version_blob" FOREIGN KEY ("blob_id") REFERENCES "blob"("id") ON DELETE RESTRICT ON UPDATE NO ACTION,
        CONSTRAINT "fk_item_version_uploaded_by" FOREIGN KEY ("uploaded_by") REFERENCES "app_user"("id") ON DELETE SET NULL ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_item_version_item_uploaded_at" ON "item_version" ("item_id", "uploaded_at")`);
    await q.query(`CREATE INDEX "ix_item_version_blob_id" ON "item_version" ("blob_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "item_version"`);
  }
}
