import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Single sign-on: which identity at which OpenID provider is which account, the sign-ins under
 * way (state, nonce and PKCE verifier, until the provider sends the person back), and links
 * waiting for an existing account's own confirmation.
 */
export class SingleSignOn1766200000000 implements MigrationInterface {
  name = 'SingleSignOn1766200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "sso_identity" (
        "provider" character varying(32) NOT NULL,
        "subject" character varying(255) NOT NULL,
        "user_id" uuid NOT NULL,
        "email" character varying(254),
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "last_used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "pk_sso_identity" PRIMARY KEY ("provider", "subject"),
        CONSTRAINT "fk_sso_identity_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_sso_identity_user_id" ON "sso_identity" ("user_id")`);
    await q.query(`
      CREATE TABLE "sso_attempt" (
        "state_hash" character(64) NOT NULL,
        "provider" character varying(32) NOT NULL,
        "nonce" character varying(128) NOT NULL,
        "code_verifier" character varying(128) NOT NULL,
        "return_to" text NOT NULL,
        "client_binding" character(64),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_sso_attempt" PRIMARY KEY ("state_hash")
      )`);
    await q.query(`CREATE INDEX "ix_sso_attempt_expires_at" ON "sso_attempt" ("expires_at")`);
    await q.query(`
      CREATE TABLE "sso_link" (
        "token_hash" character(64) NOT NULL,
        "provider" character varying(32) NOT NULL,
        "subject" character varying(255) NOT NULL,
        "email" character varying(254) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_sso_link" PRIMARY KEY ("token_hash")
      )`);
    await q.query(`CREATE INDEX "ix_sso_link_expires_at" ON "sso_link" ("expires_at")`);
    // False for an account a provider's first sign-in made: its password is random, known to nobody.
    await q.query(`ALTER TABLE "app_user" ADD "password_known" boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "app_user" DROP COLUMN "password_known"`);
    await q.query(`DROP TABLE "sso_link"`);
    await q.query(`DROP TABLE "sso_attempt"`);
    await q.query(`DROP TABLE "sso_identity"`);
  }
}
