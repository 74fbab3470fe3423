import { Injectable } from '@nestjs/common';
import { requireScope } from '@coffer/server-core';
import { DataSource } from 'typeorm';

/** An item as WebDAV describes it: what PROPFIND reports and what conditions compare. */
export interface DavResource {
  /** Null for the root folder, which is not an item. */
  id: string | null;
  type: 'file' | 'folder';
  name: string;
  /** The parent folder's full path (`/`, `/a/`). */
  path: string;
  mimeType: string | null;
  size: number | null;
  createdAt: Date;
  updatedAt: Date;
  /** The content hash (files). */
  sha256: string | null;
}

const COLUMNS = `i.id, i.type, i.name, i.path, i.mime_type AS "mimeType", i.size::float8 AS size,
  i.created_at AS "createdAt", i.updated_at AS "updatedAt", b.sha256`;

/**
 * Reads of the signed-in account's live tree with what WebDAV answers for each item (its content
 * hash among it), in one statement per lookup or listing; writes go through the files services.
 */
@Injectable()
export class DavTreeRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The owner's live item at `segments`, the root folder for none, or null. */
  async at(ownerId: string, segments: readonly string[]): Promise<DavResource | null> {
    requireScope('read');
    if (segments.length === 0) return rootFolder();
    const rows: DavResource[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM item i LEFT JOIN blob b ON b.id = i.blob_id
        WHERE i.owner_id = $1 AND i.path = $2 AND i.name = $3 AND i.trashed_at IS NULL`,
      [ownerId, segments.length === 1 ? '/' : `/${segments.slice(0, -1).join('/')}/`, segments.at(-1)],
    );
    return rows[0] ? withTypes(rows[0]) : null;
  }

  /** The live children of the folder at full path `folderPath` (`/`, `/a/`), by name. */
  async children(ownerId: string, folderPath: string): Promise<DavResource[]> {
    requireScope('read');
    const rows: DavResource[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM item i LEFT JOIN blob b ON b.id = i.blob_id
        WHERE i.owner_id = $1 AND i.path = $2 AND i.trashed_at IS NULL ORDER BY i.name`,
      [ownerId, folderPath],
    );
    return rows.map(withTypes);
  }
}

function rootFolder(): DavResource {
  const epoch = new Date(0);
  return {
    id: null,
    type: 'folder',
    name: '',
    path: '/',
    mimeType: null,
    size: null,
    createdAt: epoch,
    updatedAt: epoch,
    sha256: null,
  };
}

function withTypes(row: DavResource): DavResource {
  row.createdAt = new Date(row.createdAt);
  row.updatedAt = new Date(row.updatedAt);
  row.sha256 = row.sha256?.trim() ?? null;
  return row;
}

/**
 * The entity tag of a resource: a file's is its content hash, a folder's moves with its own
 * changes. Written in base64url (43 characters, not 64 hex digits): some WebDAV clients build an
 * If header with two entity tags and a lock token in a 200-byte buffer, and cut a longer one.
 */
export function etagOf(resource: DavResource): string {
  if (resource.type === 'file') return contentEtag(resource.sha256 ?? '');
  return `"folder-${resource.id ?? 'root'}-${resource.updatedAt.getTime()}"`;
}

/** The WebDAV entity tag of content with this SHA-256 (hex). */
export function contentEtag(sha256: string): string {
  return `"${Buffer.from(sha256, 'hex').toString('base64url')}"`;
}
