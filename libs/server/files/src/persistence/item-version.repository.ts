import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { flipOrder, returningRows } from '@coffer/server-core';
import type { RemovedFile } from './item.repository';

/** An earlier content of a file as listings show it. */
export interface FileVersion {
  id: string;
  itemId: string;
  blobId: string;
  size: number;
  mimeType: string;
  originalName: string | null;
  uploadedBy: string | null;
  uploadedAt: Date;
  replacedAt: Date;
}

/** The content columns a file and its versions share. */
export interface FileContent {
  blobId: string;
  size: number;
  mimeType: string;
  originalName: string | null;
}

const VERSION_COLUMNS = `v.id, v.item_id AS "itemId", v.blob_id AS "blobId", v.size::float8 AS size, v.mime_type AS "mimeType",
  v.original_name AS "originalName", v.uploaded_by AS "uploadedBy", v.uploaded_at AS "uploadedAt", v.replaced_at AS "replacedAt"`;

function removed(result: unknown): RemovedFile[] {
  return returningRows<{ blob_id: string; size: string }>(result).map((r) => ({
    blobId: r.blob_id,
    size: Number(r.size),
  }));
}

/** Versions of files by intent. Callers have decided access (every method takes an item already owned). */
@Injectable()
export class ItemVersionRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Makes the file's current content a version (uploaded by `uploadedBy`, when the file was last
   * changed) and gives the file `content`, in two statements. The blob references move with the
   * content: the version takes the file's, the file takes the new one's.
   */
  async replaceContent(
    itemId: string,
    content: FileContent,
    uploadedBy: string,
    manager: EntityManager,
  ): Promise<void> {
    await manager.query(
      `INSERT INTO item_version (item_id, blob_id, size, mime_type, original_name, uploaded_by, uploaded_at)
       SELECT id, blob_id, size, mime_type, original_name, $2, updated_at FROM item WHERE id = $1`,
      [itemId, uploadedBy],
    );
    await this.setContent(itemId, content, manager);
  }

  async setContent(itemId: string, content: FileContent, manager: EntityManager): Promise<void> {
    await manager.query(
      'UPDATE item SET blob_id = $2, size = $3, mime_type = $4, original_name = $5, updated_at = now() WHERE id = $1',
      [itemId, content.blobId, content.size, content.mimeType, content.originalName],
    );
  }

  /** Deletes all but the newest `keep` versions of a file; answers their blobs. */
  async pruneBeyond(itemId: string, keep: number, manager: EntityManager): Promise<RemovedFile[]> {
    return removed(
      await manager.query(
        `DELETE FROM item_version WHERE id IN (
           SELECT id FROM item_version WHERE item_id = $1 ORDER BY uploaded_at DESC, replaced_at DESC, id DESC OFFSET $2
         ) RETURNING blob_id, size`,
        [itemId, keep],
      ),
    );
  }

  /** One keyset page of a file's versions, newest first, with the total. */
  async page(
    itemId: string,
    limit: number,
    after?: { uploadedMicros: string; id: string },
    backward = false,
  ): Promise<{ rows: Array<FileVersion & { uploadedMicros: string }>; total: number }> {
    const micros = '(extract(epoch from v.uploaded_at) * 1000000)::bigint';
    const rows: Array<FileVersion & { uploadedMicros: string; total: number }> = await this.dataSource.query(
      `SELECT ${VERSION_COLUMNS}, ${micros}::text AS "uploadedMicros", (SELECT count(*)::int FROM item_version c WHERE c.item_id = $1) AS total
       FROM item_version v WHERE v.item_id = $1 ${after ? `AND (${micros}, v.id) ${backward ? '>' : '<'} ($3::bigint, $4::uuid)` : ''}
       ORDER BY ${flipOrder(`${micros} DESC, v.id DESC`, backward)} LIMIT $2`,
      after ? [itemId, limit, after.uploadedMicros, after.id] : [itemId, limit],
    );
    const total = rows[0]?.total ?? (await this.count(itemId));
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  }

  private async count(itemId: string): Promise<number> {
    const rows: Array<{ n: number }> = await this.dataSource.query(
      'SELECT count(*)::int AS n FROM item_version WHERE item_id = $1',
      [itemId],
    );
    return rows[0]?.n ?? 0;
  }

  async find(itemId: string, versionId: string, manager?: EntityManager): Promise<FileVersion | null> {
    const rows: FileVersion[] = await (manager ?? this.dataSource.manager).query(
      `SELECT ${VERSION_COLUMNS} FROM item_version v WHERE v.item_id = $1 AND v.id = $2`,
      [itemId, versionId],
    );
    return rows[0] ?? null;
  }

  /** A version of one of the owner's files (trashed ones included), by the version's id alone. */
  async findOwned(ownerId: string, versionId: string): Promise<FileVersion | null> {
    const rows: FileVersion[] = await this.dataSource.manager.query(
      `SELECT ${VERSION_COLUMNS} FROM item_version v JOIN item i ON i.id = v.item_id WHERE i.owner_id = $1 AND v.id = $2`,
      [ownerId, versionId],
    );
    return rows[0] ?? null;
  }

  async delete(versionId: string, manager: EntityManager): Promise<RemovedFile[]> {
    return removed(await manager.query('DELETE FROM item_version WHERE id = $1 RETURNING blob_id, size', [versionId]));
  }

  /** Deletes the versions of the owner's trash entries (before the entries themselves go); answers their blobs. */
  async deleteOfTrash(ownerId: string, rootIds: string[] | 'all', manager: EntityManager): Promise<RemovedFile[]> {
    return removed(
      rootIds === 'all'
        ? await manager.query(
            'DELETE FROM item_version v USING item i WHERE v.item_id = i.id AND i.owner_id = $1 AND i.trashed_at IS NOT NULL RETURNING v.blob_id, v.size',
            [ownerId],
          )
        : await manager.query(
            'DELETE FROM item_version v USING item i WHERE v.item_id = i.id AND i.owner_id = $1 AND i.trash_root_id = ANY($2::uuid[]) RETURNING v.blob_id, v.size',
            [ownerId, rootIds],
          ),
    );
  }

  /** Bytes of the owner's versions (they count toward the quota). */
  async bytesOf(ownerId: string): Promise<number> {
    const rows: Array<{ bytes: number }> = await this.dataSource.query(
      'SELECT COALESCE(sum(v.size), 0)::float8 AS bytes FROM item_version v JOIN item i ON i.id = v.item_id WHERE i.owner_id = $1',
      [ownerId],
    );
    return rows[0]?.bytes ?? 0;
  }
}
