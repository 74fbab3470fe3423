import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Resumable (tus) uploads: the upload row keeps their reservation (resumable rows outlive the
 * process that created them and end only by completion, termination or expiry); this table keeps
 * their protocol state, the per-upload lease that serialises PATCH requests across replicas, and
 * after completion the item created (until the upload would have expired).
 */
export class ResumableUploads1764300000000 implements MigrationInterface {
  name = 'ResumableUploads1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "upload" ADD "resumable" boolean NOT NULL DEFAULT false`);
    await q.query(`
      CREATE TABLE "resumable_upload" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "owner_id" uuid NOT NULL,
        "upload_id" uuid,
        "storage_key" text NOT NULL,
        "length" bigint NOT NULL,
        "offset" bigint NOT NULL DEFAULT 0,
        "metadata" jsonb NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "lock_token" uuid,
        "lock_instance" integer,
        "locked_until" TIMESTAMP WITH TIME ZONE,
        "item_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_resumable_upload" PRIMARY KEY ("id"),
        CONSTRAINT "fk_resumable_upload_owner" FOREIGN KEY ("owner_id") REFERENCES "app_user"("id") ON DELETE CASCADE,
        CONSTRAINT "fk_resumable_upload_upload" FOREIGN KEY ("upload_id") REFERENCES "upload"("id") ON DELETE SET NULL
      )`);
    await q.query(`CREATE INDEX "ix_resumable_upload_owner" ON "resumable_upload" ("owner_id", "created_at")`);
    await q.query(`CREATE INDEX "ix_resumable_upload_expires" ON "resumable_upload" ("expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "resumable_upload"`);
    await q.query(`ALTER TABLE "upload" DROP COLUMN "resumable"`);
  }
}
