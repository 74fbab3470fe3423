import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * File requests: links through which visitors send files into one of the owner's folders. Their
 * uploads are resumable uploads marked with the request and the sender (a random id the visitor's
 * grant carries); each file that arrived is recorded with who sent it, and outlives the item.
 */
export class FileRequests1765700000000 implements MigrationInterface {
  name = 'FileRequests1765700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "file_request" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "owner_id" uuid NOT NULL,
        "folder_id" uuid NOT NULL,
        "token_hash" character(64) NOT NULL,
        "token_sealed" text NOT NULL,
        "title" character varying(200) NOT NULL,
        "message" character varying(2000) NOT NULL DEFAULT '',
        "expires_at" TIMESTAMP WITH TIME ZONE,
        "password_hash" text,
        "secret_version" integer NOT NULL DEFAULT 0,
        "recipients" text[] NOT NULL DEFAULT '{}',
        "require_name" boolean NOT NULL DEFAULT false,
        "require_email" boolean NOT NULL DEFAULT false,
        "max_files" integer,
        "max_file_bytes" bigint,
        "max_total_bytes" bigint,
        "accepted_types" text[] NOT NULL DEFAULT '{}',
        "closed_at" TIMESTAMP WITH TIME ZONE,
        "digest_due_at" TIMESTAMP WITH TIME ZONE,
        "digest_sent_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_file_request" PRIMARY KEY ("id"),
        CONSTRAINT "uq_file_request_token" UNIQUE ("token_hash"),
        CONSTRAINT "fk_file_request_owner" FOREIGN KEY ("owner_id") REFERENCES "app_user"("id") ON DELETE CASCADE,
        CONSTRAINT "fk_file_request_folder" FOREIGN KEY ("folder_id") REFERENCES "item"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "ix_file_request_owner" ON "file_request" ("owner_id", "created_at" DESC, "id" DESC)`);
    await q.query(
      `CREATE INDEX "ix_file_request_digest" ON "file_request" ("digest_due_at") WHERE "digest_due_at" IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE "file_request_file" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "request_id" uuid NOT NULL,
        "item_id" uuid,
        "name" character varying(255) NOT NULL,
        "size" bigint NOT NULL,
        "sender_id" uuid NOT NULL,
        "sender_name" character varying(100),
        "sender_email" character varying(254),
        "sender_verified" boolean NOT NULL DEFAULT false,
        "client_address" character varying(64),
        "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_file_request_file" PRIMARY KEY ("id"),
        CONSTRAINT "fk_file_request_file_request" FOREIGN KEY ("request_id") REFERENCES "file_request"("id") ON DELETE CASCADE,
        CONSTRAINT "fk_file_request_file_item" FOREIGN KEY ("item_id") REFERENCES "item"("id") ON DELETE SET NULL
      )`);
    await q.query(
      `CREATE INDEX "ix_file_request_file_request" ON "file_request_file" ("request_id", "received_at" DESC, "id" DESC)`,
    );
    await q.query(`CREATE INDEX "ix_file_request_file_item" ON "file_request_file" ("item_id")`);
    await q.query(`
      CREATE TABLE "file_request_block" (
        "owner_id" uuid NOT NULL,
        "value" character varying(254) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_file_request_block" PRIMARY KEY ("owner_id", "value"),
        CONSTRAINT "fk_file_request_block_owner" FOREIGN KEY ("owner_id") REFERENCES "app_user"("id") ON DELETE CASCADE
      )`);
    await q.query(`
      CREATE TABLE "file_request_code" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "request_id" uuid NOT NULL,
        "email" character varying(254) NOT NULL,
        "code_hash" character(64) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "failures" integer NOT NULL DEFAULT 0,
        CONSTRAINT "pk_file_request_code" PRIMARY KEY ("id"),
        CONSTRAINT "fk_file_request_code_request" FOREIGN KEY ("request_id") REFERENCES "file_request"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "ix_file_request_code_request_email" ON "file_request_code" ("request_id", "email")`);
    await q.query(`ALTER TABLE "resumable_upload" ADD "request_id" uuid`);
    await q.query(`ALTER TABLE "resumable_upload" ADD "sender_id" uuid`);
    await q.query(
      `ALTER TABLE "resumable_upload" ADD CONSTRAINT "fk_resumable_upload_request" FOREIGN KEY ("request_id") REFERENCES "file_request"("id") ON DELETE CASCADE`,
    );
    await q.query(
      `CREATE INDEX "ix_resumable_upload_request" ON "resumable_upload" ("request_id", "sender_id") WHERE "request_id" IS NOT NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "resumable_upload" DROP COLUMN "sender_id"`);
    await q.query(`ALTER TABLE "resumable_upload" DROP COLUMN "request_id"`);
    await q.query(`DROP TABLE "file_request_code"`);
    await q.query(`DROP TABLE "file_request_block"`);
    await q.query(`DROP TABLE "file_request_file"`);
    await q.query(`DROP TABLE "file_request"`);
  }
}
