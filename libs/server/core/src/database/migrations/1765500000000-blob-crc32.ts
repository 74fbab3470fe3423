import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A blob's CRC-32, the checksum a zip entry carries: computed as its bytes arrive, so a zip of it
 * knows every header before sending and does not read the bytes twice. Blobs stored before have
 * none until a zip reads them once for it (it is written back then).
 */
export class BlobCrc321765500000000 implements MigrationInterface {
  name = 'BlobCrc321765500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "blob" ADD "crc32" bigint`);
    await q.query(
      `ALTER TABLE "blob" ADD CONSTRAINT "ck_blob_crc32" CHECK ("crc32" IS NULL OR "crc32" BETWEEN 0 AND 4294967295)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "blob" DROP CONSTRAINT "ck_blob_crc32"`);
    await q.query(`ALTER TABLE "blob" DROP COLUMN "crc32"`);
  }
}
