import type { MigrationInterface, QueryRunner } from 'typeorm';

export class CreateAccounts1763760000000 implements MigrationInterface {
  name = 'CreateAccounts1763760000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "app_user" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" character varying(254) NOT NULL,
        "name" character varying(100) NOT NULL,
        "password_hash" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_app_user" PRIMARY KEY ("id")
      )`);
    await q.query(`CREATE UNIQUE INDEX "uq_app_user_email" ON "app_user" ("email")`);
    await q.query(`
      CREATE TABLE "session" (
        "id_hash" character(64) NOT NULL,
        "user_id" uuid NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_session" PRIMARY KEY ("id_hash"),
        CONSTRAINT "fk_session_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_session_user_id" ON "session" ("user_id")`);
    await q.query(`CREATE INDEX "ix_session_expires_at" ON "session" ("expires_at")`);
    await q.query(`
      CREATE TABLE "rate_limit" (
        "key" text NOT NULL,
        "hits" integer NOT NULL,
        "reset_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_rate_limit" PRIMARY KEY ("key")
      )`);
    await q.query(`CREATE INDEX "ix_rate_limit_reset_at" ON "rate_limit" ("reset_at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "rate_limit"`);
    await q.query(`DROP TABLE "session"`);
    await q.query(`DROP TABLE "app_user"`);
  }
}
