import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, type EntityManager, type Repository } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';
import { flipOrder, returningRows } from '@coffer/server-core';
import { prefixUpperBound } from '../domain/item-path';
import type { StoredItem } from '../domain/stored-item';
import { ItemEntity, type ItemType } from './item.entity';

export type NewItem = Pick<ItemEntity, 'ownerId' | 'type' | 'name' | 'path'> &
  Partial<
    Pick<
      ItemEntity,
      | 'mimeType'
      | 'size'
      | 'blobId'
      | 'originalName'
      | 'encryptionType'
      | 'iv'
      | 'encryptedKey'
      | 'encryptedMetadata'
      | 'sourceItemId'
    >
  >;

export interface RemovedFile {
  blobId: string;
  size: number;
}

export type ItemSortKey = 'name' | 'date' | 'size';

export interface PageQuery {
  ownerId: string;
  path: string;
  first: number;
  after?: { rank: number; key: string; id: string };
  /** Take the rows before `after`, nearest first (a backward page). */
  backward?: boolean;
  sort: ItemSortKey;
  descending: boolean;
  types?: ItemType[];
  mimePrefixes?: string[];
  mimeContains?: string[];
  search?: string;
}

const INSERT_CHUNK = 500;

/** An item as listings send it: the stored columns, dates as ISO-8601 text. */
export type ListedItem = Omit<ItemEntity, 'createdAt' | 'updatedAt' | 'blobId' | 'blob' | 'owner'> & {
  createdAt: string;
  updatedAt: string;
};

/** A timestamptz column as JavaScript's toISOString writes it (UTC, milliseconds, truncated). */
function isoText(column: string): string {
  return `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
}

/**
 * The one filter that hides the trash: every statement that reads or rewrites live items (alias
 * `i`) carries it. Trashed items are reached only through their trash entry.
 */
const VISIBLE = 'i.trashed_at IS NULL';

/** A trash entry as the trash listing reads it. */
export type TrashEntryRow = StoredItem & {
  trashedAt: Date;
  trashedMicros: string;
  totalBytes: number;
  itemCount: number;
};

/** The stored columns as the StoredItem interface names them: plain rows, no entity. */
const STORED_COLUMNS = `i.id, i.owner_id AS "ownerId", i.type, i.name, i.path, i.mime_type AS "mimeType", i.size::float8 AS size, i.blob_id AS "blobId",
  i.original_name AS "originalName", i.encryption_type AS "encryptionType", i.iv, i.encrypted_key AS "encryptedKey",
  i.encrypted_metadata AS "encryptedMetadata",
  i.source_item_id AS "sourceItemId", i.created_at AS "createdAt", i.updated_at AS "updatedAt"`;

/** The stored columns and the content hash (a lookup by key per row: for pages, not whole trees). */
const ITEM_COLUMNS = `${STORED_COLUMNS}, (SELECT b.sha256 FROM blob b WHERE b.id = i.blob_id) AS "contentHash"`;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Items by intent; writes take the transaction's manager. Lookups, listings and subtree statements
 * are scoped by owner. `findById` and `findManyByIds` are not, and `setPathAndName` and
 * `deleteWithSubtree` act on an item already loaded: services use them once access is decided.
 */
@Injectable()
export class ItemRepository {
  constructor(@InjectRepository(ItemEntity) private readonly repository: Repository<ItemEntity>) {}

  private repo(manager?: EntityManager): Repository<ItemEntity> {
    return manager ? manager.getRepository(ItemEntity) : this.repository;
  }

  findOwned(ownerId: string, id: string, manager?: EntityManager): Promise<ItemEntity | null> {
    return this.repo(manager).findOneBy({ ownerId, id, trashedAt: IsNull() });
  }

  /** One of the owner's items, live or in the trash. */
  findOwnedEvenTrashed(ownerId: string, id: string): Promise<ItemEntity | null> {
    return this.repository.findOneBy({ ownerId, id });
  }

  findById(id: string, manager?: EntityManager): Promise<ItemEntity | null> {
    return this.repo(manager).findOneBy({ id, trashedAt: IsNull() });
  }

  findManyByIds(ids: string[], manager?: EntityManager): Promise<ItemEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.repo(manager).createQueryBuilder('i').where(`i.id = ANY(:ids) AND ${VISIBLE}`, { ids }).getMany();
  }

  /** The owner's live item named `name` in the folder `path`. */
  findByName(ownerId: string, path: string, name: string, manager?: EntityManager): Promise<ItemEntity | null> {
    return this.repo(manager).findOneBy({ ownerId, path, name, trashedAt: IsNull() });
  }

  /**
   * The owner's live items below these folder full paths (`/a/b/`), each with its blob's address
   * and content hash, for an archive: files then folders, by path and name. At most `limit` rows.
   */
  async liveBelow(
    ownerId: string,
    folderPaths: string[],
    limit: number,
  ): Promise<Array<StoredItem & { storageKey: string | null; sha256: string | null; crc32: number | null }>> {
    if (folderPaths.length === 0) return [];
    return this.repository.query(
      `SELECT ${STORED_COLUMNS}, b.sha256 AS "contentHash", b.storage_key AS "storageKey", b.sha256, b.crc32::float8 AS crc32
         FROM item i LEFT JOIN blob b ON b.id = i.blob_id
        WHERE i.owner_id = $1 AND ${VISIBLE} AND i.path LIKE ANY($2::text[])
        ORDER BY i.path, i.name LIMIT $3`,
      [ownerId, folderPaths.map((path) => `${escapeLike(path)}%`), limit],
    );
  }

  /** The owner's live folders at these full paths (`/a/`, `/a/b/`), in the order of `fullPaths`. */
  async foldersAt(ownerId: string, fullPaths: string[]): Promise<ItemEntity[]> {
    if (fullPaths.length === 0) return [];
    const found = await this.repository
      .createQueryBuilder('i')
      .where("i.owner_id = :ownerId AND i.type = 'folder' AND i.trashed_at IS NULL", { ownerId })
      .andWhere("(i.path || i.name || '/') = ANY(:fullPaths)", { fullPaths })
      .getMany();
    const byPath = new Map(found.map((folder) => [`${folder.path}${folder.name}/`, folder]));
    return fullPaths.flatMap((fullPath) => byPath.get(fullPath) ?? []);
  }

  /** Whether the owner has a live folder at this full path (`/a/b/`), read in a transaction. */
  async folderExists(ownerId: string, fullPath: string, manager: EntityManager): Promise<boolean> {
    // `/a/b/` is the folder `b` in `/a/`: looked up by the unique index's columns.
    const cut = fullPath.lastIndexOf('/', fullPath.length - 2) + 1;
    const rows: unknown[] = await manager.query(
      `SELECT 1 FROM item i WHERE i.owner_id = $1 AND i.path = $2 AND i.name = $3 AND i.type = 'folder' AND ${VISIBLE}`,
      [ownerId, fullPath.slice(0, cut), fullPath.slice(cut, -1)],
    );
    return rows.length > 0;
  }

  /** Every live item below the folder full path `prefix` (`/a/`), parents before children. */
  liveSubtree(ownerId: string, prefix: string, manager: EntityManager): Promise<StoredItem[]> {
    return manager.query(
      `SELECT ${ITEM_COLUMNS} FROM item i WHERE i.owner_id = $1 AND i.path >= $2 AND i.path < $3 AND ${VISIBLE}
        ORDER BY i.path, i.name`,
      [ownerId, prefix, prefixUpperBound(prefix)],
    );
  }

  /** The owner's live copy of a file added from a share, if any. */
  findCopyOf(ownerId: string, sourceItemId: string, manager?: EntityManager): Promise<ItemEntity | null> {
    return this.repo(manager).findOneBy({ ownerId, sourceItemId, trashedAt: IsNull() });
  }

  /**
   * Direct children of a folder as plain rows, by type ('file' sorts before 'folder'), then name,
   * each file with its content hash.
   * A folder may hold tens of thousands of items: the columns come as the answer needs them (dates
   * already ISO-8601 text, sizes as numbers), with no entity or Date built per row.
   */
  async listChildren(ownerId: string, path: string): Promise<ListedItem[]> {
    const rows: Array<Omit<ListedItem, 'path' | 'ownerId'> & Partial<Pick<ListedItem, 'path' | 'ownerId'>>> =
      await this.repository.query(
        `SELECT i.id, i.type, i.name, i.mime_type AS "mimeType", i.size::float8 AS size,
              i.original_name AS "originalName", i.encryption_type AS "encryptionType", i.iv, i.encrypted_key AS "encryptedKey",
              i.encrypted_metadata AS "encryptedMetadata", b.sha256 AS "contentHash",
              ${isoText('i.created_at')} AS "createdAt", ${isoText('i.updated_at')} AS "updatedAt"
         FROM item i LEFT JOIN blob b ON b.id = i.blob_id
        WHERE i.owner_id = $1 AND i.path = $2 AND ${VISIBLE} ORDER BY i.type, i.name`,
        [ownerId, path],
      );
    // The folder and the owner are the same for every row: not read (and allocated) once per row.
    for (const row of rows) {
      row.path = path;
      row.ownerId = ownerId;
    }
    return rows as ListedItem[];
  }

  /** Names and types in each of the given folders, for conflict resolution. */
  async namesIn(ownerId: string, paths: string[], manager: EntityManager): Promise<Map<string, Map<string, ItemType>>> {
    const result = new Map<string, Map<string, ItemType>>(paths.map((p) => [p, new Map()]));
    if (paths.length === 0) return result;
    const rows: Array<{ path: string; name: string; type: ItemType }> = await manager.query(
      `SELECT path, name, type FROM item i WHERE owner_id = $1 AND path = ANY($2::text[]) AND ${VISIBLE}`,
      [ownerId, paths],
    );
    for (const row of rows) result.get(row.path)!.set(row.name, row.type);
    return result;
  }

  async insertMany(items: NewItem[], manager: EntityManager): Promise<ItemEntity[]> {
    const saved: ItemEntity[] = [];
    const repo = this.repo(manager);
    for (let i = 0; i < items.length; i += INSERT_CHUNK) {
      const chunk = items.slice(i, i + INSERT_CHUNK).map((item) => repo.create(item));
      const result = await repo
        .createQueryBuilder()
        .insert()
        .into(ItemEntity)
        .values(chunk as QueryDeepPartialEntity<ItemEntity>[])
        .returning(['id', 'created_at', 'updated_at'])
        .execute();
      // Only the generated columns come back; everything else is what we inserted (already typed).
      saved.push(
        ...(result.generatedMaps as Array<Pick<ItemEntity, 'id' | 'createdAt' | 'updatedAt'>>).map((row, j) =>
          Object.assign(chunk[j]!, { id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt }),
        ),
      );
    }
    return saved;
  }

  async setPathAndName(id: string, path: string, name: string, manager: EntityManager): Promise<void> {
    await manager.query('UPDATE item SET path = $2, name = $3, updated_at = now() WHERE id = $1', [id, path, name]);
  }

  /** Rewrites the paths of everything below `oldPrefix` to start with `newPrefix`: one statement. */
  async rewriteSubtree(ownerId: string, oldPrefix: string, newPrefix: string, manager: EntityManager): Promise<void> {
    await manager.query(
      `UPDATE item i SET path = $3 || substr(path, $4), updated_at = now()
       WHERE owner_id = $1 AND path >= $2 AND path < $5 AND ${VISIBLE}`,
      [ownerId, oldPrefix, newPrefix, oldPrefix.length + 1, prefixUpperBound(oldPrefix)],
    );
  }

  /** The number of `/` in the deepest path below `prefix` (0 when the subtree is empty). */
  async deepestPathBelow(ownerId: string, prefix: string, manager: EntityManager): Promise<number> {
    const rows: Array<{ depth: number | null }> = await manager.query(
      `SELECT max(length(path) - length(replace(path, '/', ''))) AS depth FROM item i WHERE owner_id = $1 AND path >= $2 AND path < $3 AND ${VISIBLE}`,
      [ownerId, prefix, prefixUpperBound(prefix)],
    );
    return Number(rows[0]?.depth ?? 0);
  }

  /**
   * Moves one live item and, for a folder, everything live below it to the trash: one statement,
   * whatever their number. Everything is marked with the item as its trash root.
   */
  async trashWithSubtree(item: StoredItem, now: Date, manager: EntityManager): Promise<void> {
    const prefix = `${item.path}${item.name}/`;
    await manager.query(
      item.type === 'folder'
        ? `UPDATE item i SET trashed_at = $3, trash_root_id = $2 WHERE owner_id = $1 AND (id = $2 OR (path >= $4 AND path < $5)) AND ${VISIBLE}`
        : `UPDATE item i SET trashed_at = $3, trash_root_id = $2 WHERE owner_id = $1 AND id = $2 AND ${VISIBLE}`,
      item.type === 'folder'
        ? [item.ownerId, item.id, now, prefix, prefixUpperBound(prefix)]
        : [item.ownerId, item.id, now],
    );
  }

  /** One of the owner's trash entries (an item they trashed, not one that went with a folder). */
  async findTrashRoot(ownerId: string, id: string, manager: EntityManager): Promise<StoredItem | null> {
    const rows: StoredItem[] = await manager.query(
      `SELECT ${ITEM_COLUMNS} FROM item i WHERE i.owner_id = $1 AND i.id = $2 AND i.trash_root_id = i.id`,
      [ownerId, id],
    );
    return rows[0] ?? null;
  }

  /**
   * Brings a trash entry back live as `name` in `path`, with everything that went with it (one
   * statement): their paths follow the entry's new place. A restored copy of a shared file stops
   * being the owner's copy of it when another live copy took that role meanwhile.
   */
  async restoreSubtree(root: StoredItem, path: string, name: string, manager: EntityManager): Promise<void> {
    const oldPrefix = `${root.path}${root.name}/`;
    const newPrefix = `${path}${name}/`;
    await manager.query(
      `UPDATE item t SET source_item_id = NULL
       WHERE t.trash_root_id = $1 AND t.source_item_id IS NOT NULL
         AND EXISTS (SELECT 1 FROM item l WHERE l.owner_id = t.owner_id AND l.source_item_id = t.source_item_id AND l.trashed_at IS NULL)`,
      [root.id],
    );
    await manager.query(
      `UPDATE item SET trashed_at = NULL, trash_root_id = NULL, updated_at = now(),
              path = CASE WHEN id = $1 THEN $2 ELSE $4 || substr(path, $5) END,
              name = CASE WHEN id = $1 THEN $3 ELSE name END
       WHERE trash_root_id = $1`,
      [root.id, path, name, newPrefix, oldPrefix.length + 1],
    );
  }

  /**
   * Deletes trash entries with everything that went with them; answers the removed files' blobs
   * and the folders the entries were in.
   */
  async purgeTrash(
    ownerId: string,
    rootIds: string[] | 'all',
    manager: EntityManager,
  ): Promise<{ files: RemovedFile[]; folders: string[] }> {
    const result: unknown =
      rootIds === 'all'
        ? await manager.query(
            'DELETE FROM item WHERE owner_id = $1 AND trashed_at IS NOT NULL RETURNING blob_id, size, path, id = trash_root_id AS root',
            [ownerId],
          )
        : await manager.query(
            'DELETE FROM item WHERE owner_id = $1 AND trash_root_id = ANY($2::uuid[]) RETURNING blob_id, size, path, id = trash_root_id AS root',
            [ownerId, rootIds],
          );
    const rows = returningRows<{ blob_id: string | null; size: string | null; path: string; root: boolean }>(result);
    return {
      files: rows.filter((r) => r.blob_id !== null).map((r) => ({ blobId: r.blob_id!, size: Number(r.size) })),
      folders: [...new Set(rows.filter((r) => r.root).map((r) => r.path))],
    };
  }

  /** Trash entries trashed before `before`, by owner (what retention purges). */
  async expiredTrash(before: Date, limit: number): Promise<Array<{ ownerId: string; rootIds: string[] }>> {
    const rows: Array<{ owner_id: string; ids: string[] }> = await this.repository.query(
      `SELECT owner_id, array_agg(id) AS ids FROM (
         SELECT owner_id, id FROM item WHERE trashed_at < $1 AND trash_root_id = id ORDER BY trashed_at LIMIT $2
       ) e GROUP BY owner_id`,
      [before, limit],
    );
    return rows.map((r) => ({ ownerId: r.owner_id, rootIds: r.ids }));
  }

  /**
   * One keyset page of the owner's trash, newest first: each entry with the bytes and the number
   * of items that went with it.
   */
  async trashPage(
    ownerId: string,
    q: { limit: number; after?: { trashedMicros: string; id: string }; backward?: boolean; only?: string },
  ): Promise<{ rows: Array<TrashEntryRow>; total: number }> {
    const sql = new Params();
    const trashedMicros = '(extract(epoch from i.trashed_at) * 1000000)::bigint';
    const where = [`i.owner_id = ${sql.add(ownerId)}`, `i.trashed_at IS NOT NULL`, `i.trash_root_id = i.id`];
    if (q.only !== undefined) where.push(`i.id = ${sql.add(q.only)}::uuid`);
    const after = q.after
      ? `(${trashedMicros}, i.id) ${q.backward ? '>' : '<'} (${sql.add(q.after.trashedMicros)}::bigint, ${sql.add(q.after.id)}::uuid)`
      : null;
    const { rows, total } = await this.pageWithTotal<{
      trashedAt: Date;
      trashedMicros: string;
      totalBytes: number;
      itemCount: number;
    }>(sql, where, after, {
      columns: `i.trashed_at AS "trashedAt", ${trashedMicros} AS "trashedMicros",
        (SELECT COALESCE(sum(d.size), 0)::float8 FROM item d WHERE d.trash_root_id = i.id) AS "totalBytes",
        (SELECT count(*)::int FROM item d WHERE d.trash_root_id = i.id) AS "itemCount"`,
      orderBy: ['"trashedMicros" DESC', 'id DESC'],
      limit: q.limit,
      backward: q.backward,
    });
    return { rows, total };
  }

  /** Bytes of the owner's files in the trash (they count toward the quota until purged). */
  async trashBytes(ownerId: string): Promise<number> {
    const rows: Array<{ bytes: number }> = await this.repository.query(
      'SELECT COALESCE(sum(size), 0)::float8 AS bytes FROM item WHERE owner_id = $1 AND trashed_at IS NOT NULL',
      [ownerId],
    );
    return rows[0]?.bytes ?? 0;
  }

  /** Totals over an owner's files in one query. */
  async totals(ownerId: string): Promise<{ files: number; folders: number }> {
    const rows: Array<{ files: string; folders: string }> = await this.repository.query(
      `SELECT count(*) FILTER (WHERE type = 'file') AS files, count(*) FILTER (WHERE type = 'folder') AS folders FROM item i WHERE owner_id = $1 AND ${VISIBLE}`,
      [ownerId],
    );
    return { files: Number(rows[0]?.files ?? 0), folders: Number(rows[0]?.folders ?? 0) };
  }

  /** The newest files of an owner. */
  newestFiles(ownerId: string, limit: number): Promise<ItemEntity[]> {
    return this.repository
      .createQueryBuilder('i')
      .where(`i.owner_id = :ownerId AND i.type = 'file' AND ${VISIBLE}`, { ownerId })
      .orderBy('i.created_at', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .limit(limit)
      .getMany();
  }

  /**
   * One keyset page of an owner's folders ordered by full path (Move dialog targets), with the
   * total for the same filter. `needle` matches the name or the full path, case-insensitively.
   */
  async folderPage(
    ownerId: string,
    q: { needle?: string; limit: number; after?: { fullPath: string; id: string }; backward?: boolean },
  ): Promise<{ rows: Array<StoredItem & { fullPath: string }>; total: number }> {
    const sql = new Params();
    const fullPath = `(i.path || i.name || '/')`;
    const where = [`i.owner_id = ${sql.add(ownerId)}`, `i.type = 'folder'`, VISIBLE];
    if (q.needle) where.push(`strpos(lower(${fullPath}), lower(${sql.add(q.needle)})) > 0`);
    const after = q.after
      ? `(${fullPath}, i.id) ${q.backward ? '<' : '>'} (${sql.add(q.after.fullPath)}::text, ${sql.add(q.after.id)}::uuid)`
      : null;
    return this.pageWithTotal(sql, where, after, {
      columns: `${fullPath} AS "fullPath"`,
      orderBy: ['"fullPath"', 'id'].map((c) => `${c} ASC`),
      limit: q.limit,
      backward: q.backward,
    });
  }

  /**
   * Items of an owner whose folded name contains the folded `text`, best first: the whole name
   * (rank 0), then names that start with it (1), then the rest (2); within a rank by folded name,
   * then id. One keyset page of `limit` rows after `after`. The trigram index on the stored
   * folded name finds the candidates.
   */
  async search(
    ownerId: string,
    text: string,
    limit: number,
    after?: { rank: number; key: string; id: string },
    backward = false,
  ): Promise<Array<StoredItem & { searchRank: number; searchKey: string }>> {
    const sql = new Params();
    const pattern = escapeLike(text);
    const rank = `CASE WHEN i.name_folded = search_fold(${sql.add(text)}) THEN 0 WHEN i.name_folded LIKE search_fold(${sql.add(`${pattern}%`)}) THEN 1 ELSE 2 END`;
    const where = [
      `i.owner_id = ${sql.add(ownerId)}`,
      `i.name_folded LIKE search_fold(${sql.add(`%${pattern}%`)})`,
      VISIBLE,
    ];
    if (after)
      where.push(
        `(${rank}, i.name_folded, i.id) ${backward ? '<' : '>'} (${sql.add(after.rank)}::int, ${sql.add(after.key)}::text COLLATE "C", ${sql.add(after.id)}::uuid)`,
      );
    return this.repository.query(
      `SELECT ${ITEM_COLUMNS}, ${rank} AS "searchRank", i.name_folded AS "searchKey" FROM item i
       WHERE ${where.join(' AND ')} ORDER BY ${['"searchRank" ASC', 'i.name_folded ASC', 'i.id ASC'].map((o) => flipOrder(o, backward)).join(', ')} LIMIT ${Number(limit)}`,
      sql.values,
    );
  }

  /** How many items `search` finds for `text` over all pages. */
  async countSearch(ownerId: string, text: string): Promise<number> {
    const rows: Array<{ n: number }> = await this.repository.query(
      `SELECT count(*)::int AS n FROM item i WHERE i.owner_id = $1 AND i.name_folded LIKE search_fold($2) AND ${VISIBLE}`,
      [ownerId, `%${escapeLike(text)}%`],
    );
    return rows[0]?.n ?? 0;
  }

  /**
   * One keyset page of a folder (folders first), with the total for the same filter, in one
   * statement of plain rows (no entity is built). Sort keys: lower(name), created_at or size; id
   * breaks ties.
   */
  async page(
    q: PageQuery,
  ): Promise<{ rows: Array<StoredItem & { sortRank: number; sortKey: string }>; total: number }> {
    const sql = new Params();
    // Dates compare as whole microseconds: a cursor must not lose precision (bulk inserts share a timestamp).
    const keyExpr =
      q.sort === 'name'
        ? 'lower(i.name)'
        : q.sort === 'date'
          ? '(extract(epoch from i.created_at) * 1000000)::bigint'
          : 'COALESCE(i.size, 0)';
    const rankExpr = `CASE WHEN i.type = 'folder' THEN 0 ELSE 1 END`;
    const where = [`i.owner_id = ${sql.add(q.ownerId)}`, `i.path = ${sql.add(q.path)}`, VISIBLE];
    if (q.types?.length) where.push(`i.type = ANY(${sql.add(q.types)}::varchar[])`);
    const mimeFilters = [
      ...(q.mimePrefixes ?? []).map((prefix) => `i.mime_type LIKE ${sql.add(`${escapeLike(prefix)}%`)}`),
      ...(q.mimeContains ?? []).map((part) => `i.mime_type LIKE ${sql.add(`%${escapeLike(part)}%`)}`),
    ];
    if (mimeFilters.length) where.push(`(${mimeFilters.join(' OR ')})`);
    if (q.search) where.push(`strpos(lower(i.name), lower(${sql.add(q.search)})) > 0`);
    // A backward page walks the same order the other way: every comparison and direction flips.
    const backward = q.backward ?? false;
    const up = backward ? '<' : '>';
    const cmp = q.descending !== backward ? '<' : '>';
    const keyType = q.sort === 'name' ? 'text' : 'numeric';
    const after = q.after
      ? (() => {
          const [rank, key, id] = [sql.add(q.after.rank), sql.add(q.after.key), sql.add(q.after.id)];
          return `(${rankExpr} ${up} ${rank}::int OR (${rankExpr} = ${rank}::int AND (${keyExpr} ${cmp} ${key}::${keyType} OR (${keyExpr} = ${key}::${keyType} AND i.id ${cmp} ${id}::uuid))))`;
        })()
      : null;
    const direction = q.descending ? 'DESC' : 'ASC';
    const { rows, total } = await this.pageWithTotal<{ sortRank: number; sortKey: string | number }>(
      sql,
      where,
      after,
      {
        columns: `${rankExpr} AS "sortRank", ${keyExpr} AS "sortKey"`,
        orderBy: ['"sortRank" ASC', `"sortKey" ${direction}`, `id ${direction}`],
        limit: q.first,
        backward: q.backward,
      },
    );
    return {
      rows: rows.map((row) => Object.assign(row, { sortRank: Number(row.sortRank), sortKey: String(row.sortKey) })),
      total,
    };
  }

  /**
   * A keyset page and the total of its filter in one statement: the total comes even with a page
   * past the end (one row of nulls then, dropped here).
   */
  private async pageWithTotal<Extra>(
    sql: Params,
    where: string[],
    after: string | null,
    page: { columns: string; orderBy: string[]; limit: number; backward?: boolean },
  ): Promise<{ rows: Array<StoredItem & Extra>; total: number }> {
    const filter = where.join(' AND ');
    const orderBy = page.orderBy.map((term) => flipOrder(term, page.backward ?? false));
    const rows: Array<StoredItem & Extra & { total: number }> = await this.repository.query(
      `SELECT t.total, p.* FROM (SELECT count(*)::int AS total FROM item i WHERE ${filter}) t
       LEFT JOIN LATERAL (
         SELECT ${ITEM_COLUMNS}, ${page.columns} FROM item i WHERE ${after ? `${filter} AND ${after}` : filter}
         ORDER BY ${orderBy.join(', ')} LIMIT ${Number(page.limit)}
       ) p ON true
       ORDER BY ${orderBy.map((o) => `p.${o}`).join(', ')}`,
      sql.values,
    );
    const total = rows[0]?.total ?? 0;
    return {
      rows: rows
        .filter((row) => row.id !== null)
        .map(({ total: _total, ...row }) => row as unknown as StoredItem & Extra),
      total,
    };
  }
}

/** Positional parameters of a statement built in pieces. */
class Params {
  readonly values: unknown[] = [];

  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
