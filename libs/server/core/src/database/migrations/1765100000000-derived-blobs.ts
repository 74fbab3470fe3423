import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Bytes made from a blob (thumbnails), keyed by the source blob and a variant. A blob row is
 * unique by content, so every file with the same bytes shares them. The foreign keys do not
 * cascade: whoever deletes a blob row deletes its derived rows in the same statement and answers
 * their storage keys, so no bytes are forgotten. A source the renderer refused is remembered in
 * `derived_blob_failure`, so it is not tried again.
 */
export class DerivedBlobs1765100000000 implements MigrationInterface {
  name = 'DerivedBlobs1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "derived_blob" (
        "blob_id" uuid NOT NULL,
        "variant" varchar(16) NOT NULL,
        "storage_key" text NOT NULL,
        "driver" varchar(16) NOT NULL,
        "size" bigint NOT NULL,
        "content_type" varchar(64) NOT NULL,
        "width" integer NOT NULL,
        "height" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_derived_blob" PRIMARY KEY ("blob_id", "variant"),
        CONSTRAINT "uq_derived_blob_storage_key" UNIQUE ("storage_key"),
        CONSTRAINT "ck_derived_blob_variant" CHECK ("variant" IN ('small', 'large')),
        CONSTRAINT "fk_derived_blob_blob" FOREIGN KEY ("blob_id") REFERENCES "blob"("id")
      )`);
    await q.query(`
      CREATE TABLE "derived_blob_failure" (
        "blob_id" uuid NOT NULL,
        "reason" text NOT NULL,
        "failed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_derived_blob_failure" PRIMARY KEY ("blob_id"),
        CONSTRAINT "fk_derived_blob_failure_blob" FOREIGN KEY ("blob_id") REFERENCES "blob"("id")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "derived_blob_failure"`);
    await q.query(`DROP TABLE "derived_blob"`);
  }
}
