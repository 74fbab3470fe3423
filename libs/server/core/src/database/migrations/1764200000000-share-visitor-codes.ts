import type { MigrationInterface, QueryRunner } from 'typeorm';

/** One-time codes for visitors of restricted links, the access they grant, and downloads issued to them. */
export class ShareVisitorCodes1764200000000 implements MigrationInterface {
  name = 'ShareVisitorCodes1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "share_visitor_code" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "link_id" uuid NOT NULL,
        "email" character varying(254) NOT NULL,
        "code_hash" character(64) NOT NULL,
        "failures" integer NOT NULL DEFAULT 0,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_share_visitor_code" PRIMARY KEY ("id"),
        CONSTRAINT "fk_share_visitor_code_link" FOREIGN KEY ("link_id") REFERENCES "share_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_share_visitor_code_link_email" ON "share_visitor_code" ("link_id", "email")`);
    await q.query(`
      CREATE TABLE "share_visitor_grant" (
        "token_hash" character(64) NOT NULL,
        "link_id" uuid NOT NULL,
        "email" character varying(254) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_share_visitor_grant" PRIMARY KEY ("token_hash", "link_id"),
        CONSTRAINT "fk_share_visitor_grant_link" FOREIGN KEY ("link_id") REFERENCES "share_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`ALTER TABLE "share_download" ADD "visitor_token_hash" character(64)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "share_download" DROP COLUMN "visitor_token_hash"`);
    await q.query(`DROP TABLE "share_visitor_grant"`);
    await q.query(`DROP TABLE "share_visitor_code"`);
  }
}
