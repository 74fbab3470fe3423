import type { MigrationInterface, QueryRunner } from 'typeorm';

/** End-to-end encrypted files: the encrypted name and type a client sent, opaque to the server. */
export class EncryptedMetadata1765150000000 implements MigrationInterface {
  name = 'EncryptedMetadata1765150000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "item" ADD "encrypted_metadata" text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "item" DROP COLUMN "encrypted_metadata"`);
  }
}
