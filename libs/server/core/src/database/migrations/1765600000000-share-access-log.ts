import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What happened through each share link (openings, downloads, zips), for its owner: kept
 * SHARE_ACCESS_LOG_DAYS, with a coarse client address (IPv4 /24, IPv6 /48), never the full one.
 */
export class ShareAccessLog1765600000000 implements MigrationInterface {
  name = 'ShareAccessLog1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "share_access_log" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "link_id" uuid NOT NULL,
        "at" TIMESTAMP WITH TIME ZONE NOT NULL,
        "action" character varying(10) NOT NULL,
        "files" jsonb NOT NULL DEFAULT '[]',
        "visitor_email" character varying(254),
        "client_address" character varying(64),
        "user_agent" character varying(256),
        CONSTRAINT "ck_share_access_log_action" CHECK ("action" IN ('open', 'download', 'zip')),
        CONSTRAINT "pk_share_access_log" PRIMARY KEY ("id"),
        CONSTRAINT "fk_share_access_log_link" FOREIGN KEY ("link_id") REFERENCES "share_link"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
    await q.query(`CREATE INDEX "ix_share_access_log_link_at" ON "share_access_log" ("link_id", "at" DESC, "id" DESC)`);
    // Pruning by age reads this, not the whole table.
    await q.query(`CREATE INDEX "ix_share_access_log_at" ON "share_access_log" ("at")`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "share_access_log"`);
  }
}
