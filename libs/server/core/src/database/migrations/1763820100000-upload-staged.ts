import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Records which process receives each upload and which storage keys it writes, so a dead upload's leftovers are known at once. */
export class UploadStaged1763820100000 implements MigrationInterface {
  name = 'UploadStaged1763820100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "upload" ADD "instance_key" integer`);
    await q.query(`
      CREATE TABLE "upload_staged" (
        "upload_id" uuid NOT NULL,
        "storage_key" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "pk_upload_staged" PRIMARY KEY ("upload_id", "storage_key"),
        CONSTRAINT "fk_upload_staged_upload" FOREIGN KEY ("upload_id") REFERENCES "upload"("id") ON DELETE CASCADE ON UPDATE NO ACTION
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "upload_staged"`);
    await q.query(`ALTER TABLE "upload" DROP COLUMN "instance_key"`);
  }
}
