import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';

export interface StoredBlob {
  sha256: string;
  size: number;
  storageKey: string;
  driver: string;
  /** How many new items will reference it. */
  references: number;
  /** CRC-32 of the bytes when it was computed as they arrived. */
  crc32?: number | null;
}

export interface BlobSource {
  storageKey: string;
  sha256: string;
  size: number;
  mimeType: string | null;
}

/** Reference-counted, content-addressed blob rows. */
@Injectable()
export class BlobRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Records `references` new uses of the content: inserts the blob, or (same SHA-256 already
   * stored) adds to its count. Answers the blob that now holds the content: when its key is not
   * the one just written, the new copy is redundant.
   */
  async addReferences(blob: StoredBlob, manager: EntityManager): Promise<{ id: string; storageKey: string }> {
    const rows: Array<{ id: string; storage_key: string }> = await manager.query(
      `INSERT INTO blob (sha256, size, storage_key, driver, ref_count, crc32) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (sha256) DO UPDATE SET ref_count = blob.ref_count + EXCLUDED.ref_count,
                                          crc32 = COALESCE(blob.crc32, EXCLUDED.crc32)
       RETURNING id, storage_key`,
      [blob.sha256, blob.size, blob.storageKey, blob.driver, blob.references, blob.crc32 ?? null],
    );
    return { id: rows[0]!.id, storageKey: rows[0]!.storage_key };
  }

  /** `addReferences` for many distinct contents in one statement; answers by sha256. */
  async addReferencesMany(
    blobs: StoredBlob[],
    manager: EntityManager,
  ): Promise<Map<string, { id: string; storageKey: string }>> {
    if (blobs.length === 0) return new Map();
    const rows: Array<{ id: string; sha256: string; storage_key: string }> = await manager.query(
      `INSERT INTO blob (sha256, size, storage_key, driver, ref_count, crc32)
       SELECT * FROM unnest($1::text[], $2::bigint[], $3::text[], $4::text[], $5::int[], $6::bigint[])
       ON CONFLICT (sha256) DO UPDATE SET ref_count = blob.ref_count + EXCLUDED.ref_count,
                                          crc32 = COALESCE(blob.crc32, EXCLUDED.crc32)
       RETURNING id, sha256, storage_key`,
      [
        blobs.map((b) => b.sha256),
        blobs.map((b) => b.size),
        blobs.map((b) => b.storageKey),
        blobs.map((b) => b.driver),
        blobs.map((b) => b.references),
        blobs.map((b) => b.crc32 ?? null),
      ],
    );
    return new Map(rows.map((row) => [row.sha256.trim(), { id: row.id, storageKey: row.storage_key }]));
  }

  /** Points a blob at a fresh copy of its bytes (the old copy went missing). */
  async replaceStorage(blobId: string, storageKey: string, driver: string, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE blob SET storage_key = $2, driver = $3 WHERE id = $1', [blobId, storageKey, driver]);
  }

  /** Adds uses to existing blobs by id (a file added to another account shares the bytes). */
  async addReferencesById(blobId: string, references: number, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE blob SET ref_count = ref_count + $2 WHERE id = $1', [blobId, references]);
  }

  /**
   * Drops uses; blobs no longer referenced are deleted with what was made from them (thumbnails),
   * and every storage key so freed is answered.
   */
  async release(counts: Map<string, number>, manager: EntityManager): Promise<string[]> {
    if (counts.size === 0) return [];
    const ids = [...counts.keys()];
    // The update locks the blob rows: a thumbnail being stored for one (it holds FOR SHARE on its
    // blob) commits first and is seen by the delete, or waits and then finds the blob gone.
    await manager.query(
      `UPDATE blob b SET ref_count = b.ref_count - d.n
       FROM (SELECT unnest($1::uuid[]) AS id, unnest($2::int[]) AS n) d WHERE b.id = d.id`,
      [ids, ids.map((id) => counts.get(id)!)],
    );
    return this.deleteUnreferenced(manager, 'id = ANY($1::uuid[]) AND ref_count = 0', [ids]);
  }

  /**
   * Deletes the blob rows `where` selects together with their derived rows and refusals, in one
   * statement (the foreign keys are checked at its end); answers every storage key it freed.
   */
  async deleteUnreferenced(manager: EntityManager, where: string, parameters: unknown[] = []): Promise<string[]> {
    const freed: Array<{ storage_key: string }> = await manager.query(
      `WITH gone AS (DELETE FROM blob b WHERE ${where} RETURNING b.id, b.storage_key),
            derived AS (DELETE FROM derived_blob d USING gone WHERE d.blob_id = gone.id RETURNING d.storage_key),
            refusals AS (DELETE FROM derived_blob_failure f USING gone WHERE f.blob_id = gone.id)
       SELECT storage_key FROM gone UNION ALL SELECT storage_key FROM derived`,
      parameters,
    );
    return freed.map((row) => row.storage_key);
  }

  /** A blob's bytes and the type proven by them (from any file or version that holds it); null once it is gone. */
  async sourceOf(blobId: string): Promise<BlobSource | null> {
    const rows: Array<{ storage_key: string; sha256: string; size: string; mime_type: string | null }> =
      await this.dataSource.query(
        `SELECT b.storage_key, b.sha256, b.size,
                COALESCE((SELECT i.mime_type FROM item i WHERE i.blob_id = b.id LIMIT 1),
                         (SELECT v.mime_type FROM item_version v WHERE v.blob_id = b.id LIMIT 1)) AS mime_type
           FROM blob b WHERE b.id = $1`,
        [blobId],
      );
    const row = rows[0];
    return row
      ? { storageKey: row.storage_key, sha256: row.sha256.trim(), size: Number(row.size), mimeType: row.mime_type }
      : null;
  }

  async storageKeyOf(
    blobId: string,
    manager?: EntityManager,
  ): Promise<{ id: string; storageKey: string; sha256: string; crc32: number | null } | null> {
    const rows: Array<{ storage_key: string; sha256: string; crc32: number | null }> = await (
      manager ?? this.dataSource.manager
    ).query('SELECT storage_key, sha256, crc32::float8 AS crc32 FROM blob WHERE id = $1', [blobId]);
    return rows[0]
      ? { id: blobId, storageKey: rows[0].storage_key, sha256: rows[0].sha256, crc32: rows[0].crc32 }
      : null;
  }

  /** The content hashes (SHA-256, hex) of blobs by id, in one query; blobs that are gone are absent. */
  async sha256Of(blobIds: string[], manager?: EntityManager): Promise<Map<string, string>> {
    if (blobIds.length === 0) return new Map();
    const rows: Array<{ id: string; sha256: string }> = await (manager ?? this.dataSource.manager).query(
      'SELECT id, sha256 FROM blob WHERE id = ANY($1::uuid[])',
      [blobIds],
    );
    return new Map(rows.map((row) => [row.id, row.sha256]));
  }

  /** Records the CRC-32 of a blob stored without one (a zip read its bytes for it). */
  async recordCrc32(blobId: string, crc32: number): Promise<void> {
    await this.dataSource.query('UPDATE blob SET crc32 = $2 WHERE id = $1 AND crc32 IS NULL', [blobId, crc32]);
  }
}
