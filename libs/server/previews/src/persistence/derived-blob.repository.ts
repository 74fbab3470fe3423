import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ThumbnailVariant } from '../domain/thumbnail-variant';

export interface DerivedBlob {
  storageKey: string;
  size: number;
  contentType: string;
  /** The source blob's content hash: the thumbnail's entity tag is made from it. */
  sourceSha256: string;
}

export interface NewDerivedBlob {
  variant: ThumbnailVariant;
  storageKey: string;
  driver: string;
  size: number;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Rows of `derived_blob` (bytes made from a blob) and `derived_blob_failure` (sources the
 * renderer refused). Blob rows and their deletion belong to the files feature (BlobRepository).
 */
@Injectable()
export class DerivedBlobRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** One variant of a blob, and whether the blob's content was refused. */
  async lookup(blobId: string, variant: ThumbnailVariant): Promise<{ derived: DerivedBlob | null; refused: boolean }> {
    const rows: Array<{
      storage_key: string | null;
      size: string | null;
      content_type: string | null;
      sha256: string;
      refused: boolean;
    }> = await this.dataSource.query(
      `SELECT d.storage_key, d.size, d.content_type, b.sha256,
              EXISTS (SELECT 1 FROM derived_blob_failure f WHERE f.blob_id = b.id) AS refused
         FROM blob b LEFT JOIN derived_blob d ON d.blob_id = b.id AND d.variant = $2
        WHERE b.id = $1`,
      [blobId, variant],
    );
    const row = rows[0];
    if (!row) return { derived: null, refused: false };
    return {
      derived:
        row.storage_key === null
          ? null
          : {
              storageKey: row.storage_key,
              size: Number(row.size),
              contentType: row.content_type!,
              sourceSha256: row.sha256.trim(),
            },
      refused: row.refused,
    };
  }

  /** How many variants of the blob are stored, and whether its content was refused. */
  async state(blobId: string): Promise<{ stored: number; refused: boolean }> {
    const rows: Array<{ stored: number; refused: boolean }> = await this.dataSource.query(
      `SELECT (SELECT count(*) FROM derived_blob WHERE blob_id = $1)::int AS stored,
              EXISTS (SELECT 1 FROM derived_blob_failure WHERE blob_id = $1) AS refused`,
      [blobId],
    );
    return rows[0]!;
  }

  /**
   * Records the variants; answers the storage keys that were not recorded (the blob is gone, or
   * another process stored that variant first), whose bytes the caller deletes. The blob row is
   * held FOR SHARE meanwhile: a release that would delete it waits, then deletes these rows too.
   */
  async store(blobId: string, variants: NewDerivedBlob[]): Promise<string[]> {
    return this.dataSource.transaction(async (manager) => {
      const blob: unknown[] = await manager.query('SELECT 1 FROM blob WHERE id = $1 FOR SHARE', [blobId]);
      if (blob.length === 0) return variants.map((v) => v.storageKey);
      const inserted: Array<{ storage_key: string }> = await manager.query(
        `INSERT INTO derived_blob (blob_id, variant, storage_key, driver, size, content_type, width, height)
         SELECT $1::uuid, * FROM unnest($2::varchar[], $3::text[], $4::varchar[], $5::bigint[], $6::varchar[], $7::int[], $8::int[])
         ON CONFLICT (blob_id, variant) DO NOTHING
         RETURNING storage_key`,
        [
          blobId,
          variants.map((v) => v.variant),
          variants.map((v) => v.storageKey),
          variants.map((v) => v.driver),
          variants.map((v) => v.size),
          variants.map((v) => v.contentType),
          variants.map((v) => v.width),
          variants.map((v) => v.height),
        ],
      );
      const kept = new Set(inserted.map((row) => row.storage_key));
      return variants.map((v) => v.storageKey).filter((key) => !kept.has(key));
    });
  }

  /** Remembers that the blob's content gets no thumbnail (nothing when the blob is gone). */
  async recordRefusal(blobId: string, reason: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const blob: unknown[] = await manager.query('SELECT 1 FROM blob WHERE id = $1 FOR SHARE', [blobId]);
      if (blob.length === 0) return;
      await manager.query(
        `INSERT INTO derived_blob_failure (blob_id, reason) VALUES ($1, $2) ON CONFLICT (blob_id) DO NOTHING`,
        [blobId, reason.slice(0, 500)],
      );
    });
  }
}
