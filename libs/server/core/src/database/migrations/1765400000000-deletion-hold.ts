import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * While a backup is taken, blob bytes are not deleted (a row of its database snapshot may still
 * name them); a hold expires on its own so a backup that dies does not hold deletions forever.
 */
export class DeletionHold1765400000000 implements MigrationInterface {
  name = 'DeletionHold1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE "deletion_hold" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "reason" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL,
        CONSTRAINT "pk_deletion_hold" PRIMARY KEY ("id")
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "deletion_hold"`);
  }
}
