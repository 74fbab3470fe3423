import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateStorage1763770000000 implements MigrationInterface {
  name = 'CreateStorage1763770000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "blob" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "sha256" character(64) NOT NULL,
        "size" bigint NOT NULL,
        "storage_key" text NOT NULL,
        "driver" character varying(16) NOT NULL,
        "ref_count" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "ck_blob_ref_count" CHECK ("ref_count" >= 0),
        CONSTRAINT "pk_blob" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "uq_blob_sha256" ON "blob" ("sha256")`);
    await q.query(`CREATE UNIQUE INDEX "uq_blob_storage_key" ON "blob" ("storage_key")`);
    await q.query(`
      CREATE TABLE "item" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "owner_id" uuid NOT NULL,
        "type" character varying(6) NOT NULL,
        "name" text COLLATE "C" NOT NULL,
        "path" text COLLATE "C" NOT NULL,
        "mime_type" text,
        "size" bigint,
        "blob_id" uuid,
        "original_name" text,
        "encryption_type" text,
        "iv" text,
        "encrypted_key" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "ck_item_type" CHECK ("type" IN ('file', 'folder')),
        CONSTRAINT "ck_item_file_fields" CHECK (("type" = 'file') = ("blob_id" IS NOT NULL AND "size" IS NOT NULL AND "mime_type" IS NOT NULL)),
        CONSTRAINT "pk_item" PRIMARY KEY ("id"),
        CONSTRAINT "fk_item_owner" FOREIGN KEY ("owner_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "fk_item_blob" FOREIGN KEY ("blob_id") REFERENCES "blob"("id") ON DELETE RESTRICT ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE UNIQUE INDEX "uq_item_owner_path_name" ON "item" ("owner_id", "path", "name")`);
    await q.query(`CREATE INDEX "ix_item_blob_id" ON "item" ("blob_id")`);
    await q.query(`CREATE INDEX "ix_item_owner_created_at" ON "item" ("owner_id", "created_at")`);
    await q.query(`
      CREATE TABLE "user_storage" (
        "user_id" uuid NOT NULL,
        "used_bytes" bigint NOT NULL DEFAULT 0,
        "quota_bytes" bigint,
        CONSTRAINT "ck_user_storage_used" CHECK ("used_bytes" >= 0),
        CONSTRAINT "pk_user_storage" PRIMARY KEY ("user_id"),
        CONSTRAINT "fk_user_storage_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`
      CREATE TABLE "upload" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "owner_id" uuid NOT NULL,
        "reserved_bytes" bigint NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_upload" PRIMARY KEY ("id"),
        CONSTRAINT "fk_upload_owner" FOREIGN KEY ("owner_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_upload_owner_expires" ON "upload" ("owner_id", "expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "upload"`);
    await q.query(`DROP TABLE "user_storage"`);
    await q.query(`DROP TABLE "item"`);
    await q.query(`DROP TABLE "blob"`);
  }
}
