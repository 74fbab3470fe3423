import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sharing that cannot be bypassed: direct shares made with an upload-time link follow that
 * link; direct shares to addresses without an account (yet); a recipient's remembered link
 * password; paid-for downloads (so a signed URL or a resumed download counts once); and the
 * per-link delay after wrong passwords.
 */
export class ShareRules1764100000000 implements MigrationInterface {
  name = 'ShareRules1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "file_share" ADD "link_id" uuid`);
    await q.query(
      `ALTER TABLE "file_share" ADD CONSTRAINT "fk_file_share_link" FOREIGN KEY ("link_id") REFERENCES "share_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(`ALTER TABLE "share_link" ADD "password_failures" integer NOT NULL DEFAULT 0`);
    await q.query(`ALTER TABLE "share_link" ADD "password_failed_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`
      CREATE TABLE "file_share_email" (
        "file_id" uuid NOT NULL,
        "email" character varying(254) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_file_share_email" PRIMARY KEY ("file_id", "email"),
        CONSTRAINT "fk_file_share_email_file" FOREIGN KEY ("file_id") REFERENCES "item"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_file_share_email_email" ON "file_share_email" ("email")`);
    await q.query(`
      CREATE TABLE "share_link_unlock" (
        "link_id" uuid NOT NULL,
        "user_id" uuid NOT NULL,
        "secret_version" integer NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_share_link_unlock" PRIMARY KEY ("link_id", "user_id"),
        CONSTRAINT "fk_share_link_unlock_link" FOREIGN KEY ("link_id") REFERENCES "share_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "fk_share_link_unlock_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`
      CREATE TABLE "share_download" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "link_id" uuid NOT NULL,
        "user_id" uuid,
        "signature_hash" character(64),
        "used" boolean NOT NULL DEFAULT false,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_share_download" PRIMARY KEY ("id"),
        CONSTRAINT "fk_share_download_link" FOREIGN KEY ("link_id") REFERENCES "share_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "fk_share_download_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_share_download_link" ON "share_download" ("link_id", "expires_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "share_download"`);
    await q.query(`DROP TABLE "share_link_unlock"`);
    await q.query(`DROP TABLE "file_share_email"`);
    await q.query(`ALTER TABLE "share_link" DROP COLUMN "password_failed_at"`);
    await q.query(`ALTER TABLE "share_link" DROP COLUMN "password_failures"`);
    await q.query(`ALTER TABLE "file_share" DROP CONSTRAINT "fk_file_share_link"`);
    await q.query(`ALTER TABLE "file_share" DROP COLUMN "link_id"`);
  }
}
