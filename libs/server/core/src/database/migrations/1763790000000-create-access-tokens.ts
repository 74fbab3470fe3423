import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccessTokens1763790000000 implements MigrationInterface {
  name = 'CreateAccessTokens1763790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "access_token" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" character varying(100) NOT NULL,
        "token_hash" character(64) NOT NULL,
        "prefix" character varying(12) NOT NULL,
        "scopes" text array NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "last_used_at" TIMESTAMP WITH TIME ZONE,
        "expires_at" TIMESTAMP WITH TIME ZONE,
        "revoked_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "pk_access_token" PRIMARY KEY ("id"),
        CONSTRAINT "fk_access_token_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE UNIQUE INDEX "uq_access_token_hash" ON "access_token" ("token_hash")`);
    await q.query(`CREATE INDEX "ix_access_token_user" ON "access_token" ("user_id", "created_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "access_token"`);
  }
}
