import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Second factors: an account's authenticator secret (sealed with the server's key), its
 * single-use recovery codes (as keyed hashes), its passkeys (public keys), the short-lived
 * sign-in challenges that stand between a right password and a session, the WebAuthn
 * challenges a passkey signs, and how each session signed in.
 */
export class SecondFactors1766100000000 implements MigrationInterface {
  name = 'SecondFactors1766100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "totp_factor" (
        "user_id" uuid NOT NULL,
        "secret_sealed" text NOT NULL,
        "confirmed_at" TIMESTAMP WITH TIME ZONE,
        "last_time_step" bigint,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_totp_factor" PRIMARY KEY ("user_id"),
        CONSTRAINT "fk_totp_factor_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`
      CREATE TABLE "recovery_code" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "code_hash" character varying(64) NOT NULL,
        "used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "pk_recovery_code" PRIMARY KEY ("id"),
        CONSTRAINT "fk_recovery_code_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE UNIQUE INDEX "uq_recovery_code_user_hash" ON "recovery_code" ("user_id", "code_hash")`);
    await q.query(`
      CREATE TABLE "sign_in_challenge" (
        "id_hash" character(64) NOT NULL,
        "user_id" uuid NOT NULL,
        "client_binding" character(64),
        "first_factor" character varying(16) NOT NULL,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_sign_in_challenge" PRIMARY KEY ("id_hash"),
        CONSTRAINT "fk_sign_in_challenge_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_sign_in_challenge_user_id" ON "sign_in_challenge" ("user_id")`);
    await q.query(`CREATE INDEX "ix_sign_in_challenge_expires_at" ON "sign_in_challenge" ("expires_at")`);
    await q.query(`
      CREATE TABLE "passkey" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "credential_id" character varying(1400) NOT NULL,
        "public_key" bytea NOT NULL,
        "counter" bigint NOT NULL DEFAULT 0,
        "transports" text NOT NULL DEFAULT '',
        "name" character varying(100) NOT NULL,
        "backed_up" boolean NOT NULL DEFAULT false,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "last_used_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "pk_passkey" PRIMARY KEY ("id"),
        CONSTRAINT "fk_passkey_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE UNIQUE INDEX "uq_passkey_credential_id" ON "passkey" ("credential_id")`);
    await q.query(`CREATE INDEX "ix_passkey_user_id" ON "passkey" ("user_id")`);
    await q.query(`
      CREATE TABLE "webauthn_challenge" (
        "challenge_hash" character(64) NOT NULL,
        "purpose" character varying(16) NOT NULL,
        "user_id" uuid,
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_webauthn_challenge" PRIMARY KEY ("challenge_hash"),
        CONSTRAINT "fk_webauthn_challenge_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_webauthn_challenge_expires_at" ON "webauthn_challenge" ("expires_at")`);
    // Sessions made before this migration signed in with a password (or at sign-up).
    await q.query(`ALTER TABLE "session" ADD "sign_in_method" character varying(32) NOT NULL DEFAULT 'password'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "session" DROP COLUMN "sign_in_method"`);
    await q.query(`DROP TABLE "webauthn_challenge"`);
    await q.query(`DROP TABLE "passkey"`);
    await q.query(`DROP TABLE "sign_in_challenge"`);
    await q.query(`DROP TABLE "recovery_code"`);
    await q.query(`DROP TABLE "totp_factor"`);
  }
}
