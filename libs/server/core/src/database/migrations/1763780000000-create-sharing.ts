import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateSharing1763780000000 implements MigrationInterface {
  name = 'CreateSharing1763780000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "share_link" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "file_id" uuid NOT NULL,
        "owner_id" uuid NOT NULL,
        "token_hash" character(64) NOT NULL,
        "token_sealed" text NOT NULL,
        "scope" character varying(10) NOT NULL,
        "password_hash" text,
        "secret_version" integer NOT NULL DEFAULT 1,
        "expires_at" TIMESTAMP WITH TIME ZONE,
        "max_access" integer,
        "access_count" integer NOT NULL DEFAULT 0,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "ck_share_link_scope" CHECK ("scope" IN ('public', 'restricted')),
        CONSTRAINT "ck_share_link_counts" CHECK ("access_count" >= 0 AND ("max_access" IS NULL OR "max_access" > 0)),
        CONSTRAINT "pk_share_link" PRIMARY KEY ("id"),
        CONSTRAINT "fk_share_link_file" FOREIGN KEY ("file_id") REFERENCES "item"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "fk_share_link_owner" FOREIGN KEY ("owner_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE UNIQUE INDEX "uq_share_link_token_hash" ON "share_link" ("token_hash")`);
    await q.query(`CREATE INDEX "ix_share_link_file_created" ON "share_link" ("file_id", "created_at")`);
    await q.query(`CREATE INDEX "ix_share_link_owner" ON "share_link" ("owner_id")`);
    await q.query(`
      CREATE TABLE "share_link_email" (
        "link_id" uuid NOT NULL,
        "email" character varying(254) NOT NULL,
        CONSTRAINT "pk_share_link_email" PRIMARY KEY ("link_id", "email"),
        CONSTRAINT "fk_share_link_email_link" FOREIGN KEY ("link_id") REFERENCES "share_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_share_link_email_email" ON "share_link_email" ("email")`);
    await q.query(`
      CREATE TABLE "share_link_user" (
        "link_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        CONSTRAINT "pk_share_link_user" PRIMARY KEY ("link_id", "user_id"),
        CONSTRAINT "fk_share_link_user_link" FOREIGN KEY ("link_id") REFERENCES "share_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "fk_share_link_user_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_share_link_user_user" ON "share_link_user" ("user_id")`);
    await q.query(`
      CREATE TABLE "file_share" (
        "file_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_file_share" PRIMARY KEY ("file_id", "user_id"),
        CONSTRAINT "fk_file_share_file" FOREIGN KEY ("file_id") REFERENCES "item"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "fk_file_share_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_file_share_user" ON "file_share" ("user_id", "created_at")`);
    await q.query(`
      CREATE TABLE "share_seen" (
        "user_id" uuid NOT NULL,
        "file_id" uuid NOT NULL,
        "seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_share_seen" PRIMARY KEY ("user_id", "file_id"),
        CONSTRAINT "fk_share_seen_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "fk_share_seen_file" FOREIGN KEY ("file_id") REFERENCES "item"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['share_seen', 'file_share', 'share_link_user', 'share_link_email', 'share_link'])
      await q.query(`DROP TABLE "${table}"`);
  }
}
