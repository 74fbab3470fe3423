import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Webhooks: endpoints an integrator registers (per account, or bound to an access token and
 * gone with it), the messages made for them (one per event and endpoint; its id is the
 * `webhook-id` every retry repeats) and one delivery row per attempt. A folder filter ends with
 * its folder (deleted for good), as a token-bound endpoint ends with its token.
 */
export class Webhooks1765200000000 implements MigrationInterface {
  name = 'Webhooks1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "webhook_endpoint" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "token_id" uuid,
        "url" text NOT NULL,
        "description" varchar(500) NOT NULL DEFAULT '',
        "event_types" text array NOT NULL,
        "folder_id" uuid,
        "secret" text NOT NULL,
        "enabled" boolean NOT NULL DEFAULT true,
        "disabled_reason" text,
        "failing_since" TIMESTAMP WITH TIME ZONE,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_webhook_endpoint" PRIMARY KEY ("id"),
        CONSTRAINT "fk_webhook_endpoint_user" FOREIGN KEY ("user_id") REFERENCES "app_user"("id") ON DELETE CASCADE,
        CONSTRAINT "fk_webhook_endpoint_token" FOREIGN KEY ("token_id") REFERENCES "access_token"("id") ON DELETE CASCADE,
        CONSTRAINT "fk_webhook_endpoint_folder" FOREIGN KEY ("folder_id") REFERENCES "item"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "ix_webhook_endpoint_user" ON "webhook_endpoint" ("user_id", "created_at", "id")`);
    await q.query(
      `CREATE INDEX "ix_webhook_endpoint_token" ON "webhook_endpoint" ("token_id") WHERE "token_id" IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX "ix_webhook_endpoint_folder" ON "webhook_endpoint" ("folder_id") WHERE "folder_id" IS NOT NULL`,
    );
    await q.query(`
      CREATE TABLE "webhook_message" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "endpoint_id" uuid NOT NULL,
        "event_type" varchar(40) NOT NULL,
        "body" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_webhook_message" PRIMARY KEY ("id"),
        CONSTRAINT "fk_webhook_message_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX "ix_webhook_message_endpoint" ON "webhook_message" ("endpoint_id")`);
    await q.query(`
      CREATE TABLE "webhook_delivery" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "message_id" uuid NOT NULL,
        "endpoint_id" uuid NOT NULL,
        "attempt" integer NOT NULL,
        "status" varchar(16) NOT NULL,
        "response_code" integer,
        "latency_ms" integer,
        "error" text,
        "attempted_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "next_attempt_at" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "pk_webhook_delivery" PRIMARY KEY ("id"),
        CONSTRAINT "ck_webhook_delivery_status" CHECK ("status" IN ('delivered', 'failed')),
        CONSTRAINT "fk_webhook_delivery_message" FOREIGN KEY ("message_id") REFERENCES "webhook_message"("id") ON DELETE CASCADE,
        CONSTRAINT "fk_webhook_delivery_endpoint" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoint"("id") ON DELETE CASCADE
      )`);
    await q.query(
      `CREATE INDEX "ix_webhook_delivery_endpoint" ON "webhook_delivery" ("endpoint_id", "attempted_at" DESC, "id" DESC)`,
    );
    await q.query(`CREATE INDEX "ix_webhook_delivery_message" ON "webhook_delivery" ("message_id")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "webhook_delivery"`);
    await q.query(`DROP TABLE "webhook_message"`);
    await q.query(`DROP TABLE "webhook_endpoint"`);
  }
}
