import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { flipOrder, returningRows } from '@coffer/server-core';
import { VisitorCodeTable } from './visitor-code.table';

/** A file request as stored. */
export interface FileRequestRow {
  id: string;
  ownerId: string;
  folderId: string;
  tokenHash: string;
  tokenSealed: string;
  title: string;
  message: string;
  expiresAt: Date | null;
  passwordHash: string | null;
  /** Changes with the password: grants issued before are void. */
  secretVersion: number;
  recipients: string[];
  requireName: boolean;
  requireEmail: boolean;
  maxFiles: number | null;
  maxFileBytes: number | null;
  maxTotalBytes: number | null;
  acceptedTypes: string[];
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What a request has taken: files that arrived, and uploads still in progress (they hold their place). */
export interface RequestIntake {
  files: number;
  bytes: number;
  lastAt: Date | null;
}

/** A file that arrived through a request. */
export interface ReceivedFileRow {
  id: string;
  requestId: string;
  itemId: string | null;
  name: string;
  size: number;
  senderId: string;
  senderName: string | null;
  senderEmail: string | null;
  senderVerified: boolean;
  clientAddress: string | null;
  receivedAt: Date;
}

export type FileRequestChanges = Partial<
  Pick<
    FileRequestRow,
    | 'title'
    | 'message'
    | 'expiresAt'
    | 'passwordHash'
    | 'recipients'
    | 'requireName'
    | 'requireEmail'
    | 'maxFiles'
    | 'maxFileBytes'
    | 'maxTotalBytes'
    | 'acceptedTypes'
  >
>;

const COLUMNS: Record<keyof FileRequestChanges, string> = {
  title: 'title',
  message: 'message',
  expiresAt: 'expires_at',
  passwordHash: 'password_hash',
  recipients: 'recipients',
  requireName: 'require_name',
  requireEmail: 'require_email',
  maxFiles: 'max_files',
  maxFileBytes: 'max_file_bytes',
  maxTotalBytes: 'max_total_bytes',
  acceptedTypes: 'accepted_types',
};

type Raw = Record<string, unknown>;

function toRequest(r: Raw): FileRequestRow {
  const n = (v: unknown) => (v === null || v === undefined ? null : Number(v));
  return {
    id: r['id'] as string,
    ownerId: r['owner_id'] as string,
    folderId: r['folder_id'] as string,
    tokenHash: (r['token_hash'] as string).trim(),
    tokenSealed: r['token_sealed'] as string,
    title: r['title'] as string,
    message: r['message'] as string,
    expiresAt: r['expires_at'] ? new Date(r['expires_at'] as string) : null,
    passwordHash: (r['password_hash'] as string | null) ?? null,
    secretVersion: Number(r['secret_version']),
    recipients: (r['recipients'] as string[] | null) ?? [],
    requireName: r['require_name'] as boolean,
    requireEmail: r['require_email'] as boolean,
    maxFiles: n(r['max_files']),
    maxFileBytes: n(r['max_file_bytes']),
    maxTotalBytes: n(r['max_total_bytes']),
    acceptedTypes: (r['accepted_types'] as string[] | null) ?? [],
    closedAt: r['closed_at'] ? new Date(r['closed_at'] as string) : null,
    createdAt: new Date(r['created_at'] as string),
    updatedAt: new Date(r['updated_at'] as string),
  };
}

function toReceived(r: Raw): ReceivedFileRow {
  return {
    id: r['id'] as string,
    requestId: r['request_id'] as string,
    itemId: (r['item_id'] as string | null) ?? null,
    name: r['name'] as string,
    size: Number(r['size']),
    senderId: r['sender_id'] as string,
    senderName: (r['sender_name'] as string | null) ?? null,
    senderEmail: (r['sender_email'] as string | null) ?? null,
    senderVerified: r['sender_verified'] as boolean,
    clientAddress: (r['client_address'] as string | null) ?? null,
    receivedAt: new Date(r['received_at'] as string),
  };
}

/** File requests, the files that arrived through them, blocked senders and one-time codes. */
@Injectable()
export class FileRequestRepository {
  /** One-time codes for (restricted request, address). */
  readonly codes: VisitorCodeTable;

  constructor(private readonly dataSource: DataSource) {
    this.codes = new VisitorCodeTable(dataSource, 'file_request_code', 'request_id');
  }

  async insert(
    row: Omit<FileRequestRow, 'id' | 'secretVersion' | 'closedAt' | 'createdAt' | 'updatedAt'>,
  ): Promise<FileRequestRow> {
    const rows: Raw[] = await this.dataSource.query(
      `INSERT INTO file_request (owner_id, folder_id, token_hash, token_sealed, title, message, expires_at, password_hash,
         recipients, require_name, require_email, max_files, max_file_bytes, max_total_bytes, accepted_types)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) RETURNING *`,
      [
        row.ownerId,
        row.folderId,
        row.tokenHash,
        row.tokenSealed,
        row.title,
        row.message,
        row.expiresAt,
        row.passwordHash,
        row.recipients,
        row.requireName,
        row.requireEmail,
        row.maxFiles,
        row.maxFileBytes,
        row.maxTotalBytes,
        row.acceptedTypes,
      ],
    );
    return toRequest(rows[0]!);
  }

  async countOf(ownerId: string): Promise<number> {
    const rows: Array<{ count: number }> = await this.dataSource.query(
      'SELECT count(*)::int AS count FROM file_request WHERE owner_id = $1',
      [ownerId],
    );
    return rows[0]?.count ?? 0;
  }

  async ofOwner(ownerId: string, id: string): Promise<FileRequestRow | null> {
    const rows: Raw[] = await this.dataSource.query('SELECT * FROM file_request WHERE id = $1 AND owner_id = $2', [
      id,
      ownerId,
    ]);
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async byId(id: string, manager?: EntityManager, forUpdate = false): Promise<FileRequestRow | null> {
    const rows: Raw[] = await (manager ?? this.dataSource.manager).query(
      `SELECT * FROM file_request WHERE id = $1${forUpdate ? ' FOR UPDATE' : ''}`,
      [id],
    );
    return rows[0] ? toRequest(rows[0]) : null;
  }

  async byTokenHash(tokenHash: string): Promise<FileRequestRow | null> {
    const rows: Raw[] = await this.dataSource.query('SELECT * FROM file_request WHERE token_hash = $1', [tokenHash]);
    return rows[0] ? toRequest(rows[0]) : null;
  }

  /**
   * The owner's requests, newest first: `limit` after the cursor (microseconds of `created_at`,
   * id), or just before it when `backward`. Each row comes with its cursor values.
   */
  async page(
    ownerId: string,
    limit: number,
    cursor: [string, string] | undefined,
    backward: boolean,
  ): Promise<Array<{ row: FileRequestRow; micros: string }>> {
    return this.keysetPage('file_request', 'owner_id', 'created_at', ownerId, limit, cursor, backward, toRequest);
  }

  async update(id: string, changes: FileRequestChanges, newSecret: boolean): Promise<void> {
    const sets: string[] = ['updated_at = now()'];
    const params: unknown[] = [id];
    for (const [key, value] of Object.entries(changes)) {
      params.push(value);
      sets.push(`${COLUMNS[key as keyof FileRequestChanges]} = $${params.length}`);
    }
    if (newSecret) sets.push('secret_version = secret_version + 1');
    await this.dataSource.query(`UPDATE file_request SET ${sets.join(', ')} WHERE id = $1`, params);
  }

  async close(id: string, at: Date): Promise<void> {
    await this.dataSource.query(
      'UPDATE file_request SET closed_at = COALESCE(closed_at, $2), updated_at = now() WHERE id = $1',
      [id, at],
    );
  }

  async delete(id: string): Promise<void> {
    await this.dataSource.query('DELETE FROM file_request WHERE id = $1', [id]);
  }

  /** Files received and uploads in progress (unexpired), per request. */
  async intake(requestIds: string[], now: Date, manager?: EntityManager): Promise<Map<string, RequestIntake>> {
    const result = new Map<string, RequestIntake>();
    if (requestIds.length === 0) return result;
    const rows: Array<{ request_id: string; files: number; bytes: string; last_at: Date | null }> = await (
      manager ?? this.dataSource.manager
    ).query(
      `SELECT request_id, sum(files)::int AS files, sum(bytes)::bigint AS bytes, max(last_at) AS last_at FROM (
         SELECT request_id, count(*) AS files, coalesce(sum(size), 0) AS bytes, max(received_at) AS last_at
           FROM file_request_file WHERE request_id = ANY($1::uuid[]) GROUP BY request_id
         UNION ALL
         SELECT request_id, count(*), coalesce(sum(length), 0), NULL
           FROM resumable_upload
          WHERE request_id = ANY($1::uuid[]) AND item_id IS NULL AND upload_id IS NOT NULL AND expires_at > $2
          GROUP BY request_id
       ) t GROUP BY request_id`,
      [requestIds, now],
    );
    for (const r of rows)
      result.set(r.request_id, {
        files: Number(r.files),
        bytes: Number(r.bytes),
        lastAt: r.last_at ? new Date(r.last_at) : null,
      });
    return result;
  }

  /** Files that arrived (only, not uploads in progress), per request. */
  async received(requestIds: string[]): Promise<Map<string, RequestIntake>> {
    const result = new Map<string, RequestIntake>();
    if (requestIds.length === 0) return result;
    const rows: Array<{ request_id: string; files: number; bytes: string; last_at: Date | null }> =
      await this.dataSource.query(
        `SELECT request_id, count(*)::int AS files, coalesce(sum(size), 0)::bigint AS bytes, max(received_at) AS last_at
           FROM file_request_file WHERE request_id = ANY($1::uuid[]) GROUP BY request_id`,
        [requestIds],
      );
    for (const r of rows)
      result.set(r.request_id, {
        files: Number(r.files),
        bytes: Number(r.bytes),
        lastAt: r.last_at ? new Date(r.last_at) : null,
      });
    return result;
  }

  async addReceived(
    manager: EntityManager,
    row: Omit<ReceivedFileRow, 'id' | 'receivedAt'>,
    digestDueAt: Date,
    digestEverySeconds: number,
  ): Promise<ReceivedFileRow> {
    const rows: Raw[] = await manager.query(
      `INSERT INTO file_request_file (request_id, item_id, name, size, sender_id, sender_name, sender_email, sender_verified, client_address)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [
        row.requestId,
        row.itemId,
        row.name,
        row.size,
        row.senderId,
        row.senderName,
        row.senderEmail,
        row.senderVerified,
        row.clientAddress,
      ],
    );
    // The first file of a batch sets when its digest goes out (never sooner than
    // `digestEverySeconds` after the last one); later files join it.
    await manager.query(
      `UPDATE file_request SET digest_due_at = COALESCE(digest_due_at,
         GREATEST($2, COALESCE(digest_sent_at, $2) + make_interval(secs => $3)))
       WHERE id = $1`,
      [row.requestId, digestDueAt, digestEverySeconds],
    );
    return toReceived(rows[0]!);
  }

  /** Received files of a request, newest first, paged as `page` is. */
  async receivedPage(
    requestId: string,
    limit: number,
    cursor: [string, string] | undefined,
    backward: boolean,
  ): Promise<Array<{ row: ReceivedFileRow; micros: string }>> {
    return this.keysetPage(
      'file_request_file',
      'request_id',
      'received_at',
      requestId,
      limit,
      cursor,
      backward,
      toReceived,
    );
  }

  private async keysetPage<T>(
    table: string,
    key: string,
    time: string,
    value: string,
    limit: number,
    cursor: [string, string] | undefined,
    backward: boolean,
    map: (r: Raw) => T,
  ): Promise<Array<{ row: T; micros: string }>> {
    // Whole microseconds: a cursor must not lose the precision the column keeps.
    const micros = `(extract(epoch from ${time}) * 1000000)::bigint`;
    const params: unknown[] = [value, limit];
    let where = `${key} = $1`;
    if (cursor) {
      where += ` AND (${micros}, id) ${flipOrder('<', backward)} (CAST($3 AS bigint), CAST($4 AS uuid))`;
      params.push(...cursor);
    }
    const direction = backward ? 'ASC' : 'DESC';
    const rows: Raw[] = await this.dataSource.query(
      `SELECT *, ${micros} AS micros FROM ${table} WHERE ${where} ORDER BY ${time} ${direction}, id ${direction} LIMIT $2`,
      params,
    );
    return rows.map((r) => ({ row: map(r), micros: String(r['micros']) }));
  }

  async receipt(requestId: string, id: string): Promise<ReceivedFileRow | null> {
    const rows: Raw[] = await this.dataSource.query(
      'SELECT * FROM file_request_file WHERE request_id = $1 AND id = $2',
      [requestId, id],
    );
    return rows[0] ? toReceived(rows[0]) : null;
  }

  async receivedBy(requestId: string, senderId: string): Promise<ReceivedFileRow[]> {
    const rows: Raw[] = await this.dataSource.query(
      'SELECT * FROM file_request_file WHERE request_id = $1 AND sender_id = $2',
      [requestId, senderId],
    );
    return rows.map(toReceived);
  }

  async receivedSince(requestId: string, since: Date | null): Promise<ReceivedFileRow[]> {
    const rows: Raw[] = await this.dataSource.query(
      `SELECT * FROM file_request_file WHERE request_id = $1 ${since ? 'AND received_at > $2' : ''}
       ORDER BY received_at, id LIMIT 200`,
      since ? [requestId, since] : [requestId],
    );
    return rows.map(toReceived);
  }

  /** Requests whose digest is due, each taken by one replica (the due time is cleared in the same statement). */
  async takeDueDigests(now: Date): Promise<Array<{ id: string; ownerId: string; since: Date | null }>> {
    const rows = returningRows<{ id: string; owner_id: string; digest_sent_at: Date | null }>(
      await this.dataSource.query(
        `UPDATE file_request r SET digest_due_at = NULL, digest_sent_at = $1
           FROM (SELECT id, digest_sent_at AS previous FROM file_request WHERE digest_due_at <= $1 LIMIT 50 FOR UPDATE SKIP LOCKED) due
          WHERE r.id = due.id
          RETURNING r.id, r.owner_id, due.previous AS digest_sent_at`,
        [now],
      ),
    );
    return rows.map((r) => ({
      id: r.id,
      ownerId: r.owner_id,
      since: r.digest_sent_at ? new Date(r.digest_sent_at) : null,
    }));
  }

  async block(ownerId: string, values: string[]): Promise<void> {
    if (values.length === 0) return;
    await this.dataSource.query(
      `INSERT INTO file_request_block (owner_id, value) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING`,
      [ownerId, values],
    );
  }

  async isBlocked(ownerId: string, values: string[]): Promise<boolean> {
    if (values.length === 0) return false;
    const rows: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM file_request_block WHERE owner_id = $1 AND value = ANY($2::text[]) LIMIT 1',
      [ownerId, values],
    );
    return rows.length > 0;
  }
}
