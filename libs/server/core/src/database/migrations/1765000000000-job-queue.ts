import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Background jobs, one row per (kind, key) while the job is to do: the row outlives the process
 * that wrote it, a lease (`locked_until`) lets one replica at a time run it, and the row goes when
 * the job is done. A job that failed every attempt stays, with `failed_at`, so it is not retried forever.
 */
export class JobQueue1765000000000 implements MigrationInterface {
  name = 'JobQueue1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "job" (
        "kind" varchar(64) NOT NULL,
        "key" text NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "run_after" timestamptz NOT NULL,
        "locked_until" timestamptz,
        "failed_at" timestamptz,
        "last_error" text,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "pk_job" PRIMARY KEY ("kind", "key"),
        CONSTRAINT "ck_job_attempts" CHECK ("attempts" >= 0)
      )`);
    await q.query(`CREATE INDEX "ix_job_due" ON "job" ("run_after") WHERE "failed_at" IS NULL`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "job"`);
  }
}
