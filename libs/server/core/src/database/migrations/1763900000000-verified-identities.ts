import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Proof of address ownership and account self-service: when an address was verified, single-use
 * tokens sent by e-mail (verification, password reset), and what a person needs to recognise
 * their sessions. Accounts that exist when this runs predate verification: their address counts
 * as verified from their creation (they already received shares by it), see docs/security.md,
 * Accounts from before verification. Every account created afterwards starts unverified.
 */
export class VerifiedIdentities1763900000000 implements MigrationInterface {
  name = 'VerifiedIdentities1763900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" ADD "email_verified_at" TIMESTAMP WITH TIME ZONE`);
    await q.query(`UPDATE "app_user" SET "email_verified_at" = "created_at"`);
    await q.query(`
      CREATE TABLE "account_token" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "purpose" character varying(20) NOT NULL,
        "token_hash" character(64) NOT NULL,
        "email" character varying(254) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "pk_account_token" PRIMARY KEY ("id"),
        CONSTRAINT "ck_account_token_purpose" CHECK ("purpose" IN ('verify_email', 'reset_password')),
        CONSTRAINT "fk_account_token_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE UNIQUE INDEX "uq_account_token_hash" ON "account_token" ("token_hash")`);
    await q.query(`CREATE INDEX "ix_account_token_user" ON "account_token" ("user_id", "purpose")`);
    await q.query(`CREATE INDEX "ix_account_token_expires_at" ON "account_token" ("expires_at")`);
    await q.query(`ALTER TABLE "session" ADD "public_id" uuid NOT NULL DEFAULT gen_random_uuid()`);
    await q.query(`ALTER TABLE "session" ADD "user_agent" character varying(512)`);
    await q.query(`ALTER TABLE "session" ADD "client_address" character varying(64)`);
    await q.query(`ALTER TABLE "session" ADD "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now()`);
    await q.query(`CREATE UNIQUE INDEX "uq_session_public_id" ON "session" ("public_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "uq_session_public_id"`);
    await q.query(`ALTER TABLE "session" DROP COLUMN "last_seen_at"`);
    await q.query(`ALTER TABLE "session" DROP COLUMN "client_address"`);
    await q.query(`ALTER TABLE "session" DROP COLUMN "user_agent"`);
    await q.query(`ALTER TABLE "session" DROP COLUMN "public_id"`);
    await q.query(`DROP TABLE "account_token"`);
    await q.query(`ALTER TABLE "app_user" DROP COLUMN "email_verified_at"`);
  }
}
