import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Marks uploads whose bytes have all arrived: their reservation is then exact, and commits queue by age. */
export class UploadComplete1763800000000 implements MigrationInterface {
  name = 'UploadComplete1763800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "upload" ADD "complete" boolean NOT NULL DEFAULT false`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "upload" DROP COLUMN "complete"`);
  }
}
