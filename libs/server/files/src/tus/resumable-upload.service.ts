import { createHash, randomUUID, type Hash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { crc32 } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ACCEPTED_TYPES_LABEL, MAX_FILE_SIZE_BYTES } from '@coffer/shared-contracts';
import {
  ECE_ENCRYPTION_TYPE,
  ECE_MAX_HEADER_LENGTH,
  ECE_METADATA_MAX_LENGTH,
  ECE_PLACEHOLDER_NAME,
  eceStructureProblem,
  encryptedLength,
} from '@coffer/shared-ece';
import {
  APP_CONFIG,
  assertStorable,
  Clock,
  decodeCursor,
  DomainError,
  encodeCursor,
  flipOrder,
  parsePage,
  toPage,
  TransactionRunner,
  requireScope,
  returningRows,
  type AppConfig,
  type Page,
  type PageArgs,
  isUuid,
  isTimeIdCursor,
} from '@coffer/server-core';
import { StorageService } from '@coffer/server-storage';
import { FileMeter, type MeteredFile } from '../domain/file-meter';
import {
  classify,
  declaredTypeAcceptable,
  provenTypeGivenClaim,
  SNIFF_BYTES,
  UNTYPED_MIME_TYPE,
} from '../domain/file-type';
import { MAX_PATH_SEGMENTS, parseFolderPath, parseRelativePath } from '../domain/item-path';
import { checkOriginalNameEarly } from '../domain/served-name';
import { StorageAccountRepository } from '../persistence/storage-account.repository';
import type { StoredItem } from '../domain/stored-item';
import { UploadInstance } from '../services/upload-instance';
import { parseUploadConflict, UploadService } from '../services/upload.service';

/** A PATCH holds its upload this long; renewed while it runs, so only a dead holder's lease lapses. */
const LEASE_MS = 60_000;
const LEASE_RENEW_MS = 15_000;
/** Running digests kept for uploads in progress on this process (beyond it, completion re-reads). */
const MAX_RUNNING_DIGESTS = 1000;

/** The aes128gcm body of the largest file: the per-file limit counts the plaintext. */
const MAX_ENCRYPTED_UPLOAD_BYTES = encryptedLength(MAX_FILE_SIZE_BYTES);

/** The content address and sniffing state of an upload's first `offset` bytes. */
interface RunningDigest {
  offset: number;
  hash: Hash;
  crc32: number;
  head: Buffer;
  nul: boolean;
}

/** What a client says about a resumable upload at creation (tus Upload-Metadata, decoded). */
export interface ResumableMetadata {
  filename: string;
  filetype?: string;
  relativePath?: string;
  parentPath?: string;
  shareType?: string;
  expiry?: string;
  emails?: string;
  /** `replace` or `keepBoth` (the default): see CommitCommand.onConflict. */
  onConflict?: string;
  /** `aes128gcm`: the bytes are an RFC 8188 body encrypted by the client; `filename` is then the placeholder. */
  encryption?: string;
  /** With `encryption`: the client's encrypted name and type (base64url), stored as sent. */
  encryptedMetadata?: string;
}

/**
 * Who works on an upload: its owner (an account id), or a visitor sending it through a file
 * request. A request's uploads are reached only through the request, by the sender who began them;
 * never through the owner's own upload routes.
 */
export type UploadOwner = string | RequestSender;

export interface RequestSender {
  requestId: string;
  senderId: string;
  /** The request's owner: the quota and the folder the file goes to. */
  ownerId: string;
  intake: UploadIntake;
}

/** What a file request adds to an upload's life: its caps, where the file lands, who hears of it. */
export interface UploadIntake {
  /** In the transaction that reserves the quota: locks the request and refuses what its caps do not allow. */
  admit(manager: EntityManager, length: number): Promise<void>;
  /** Before the commit, as the request is now: the folder the file goes into, and whether its type is accepted. */
  destination(): Promise<{ parentPath: string; refuseType(label: string, mimeType: string): void }>;
  /** In the commit transaction: records the file against the request and its sender. */
  received(manager: EntityManager, item: StoredItem): Promise<void>;
  /** After the commit. */
  afterReceived(item: StoredItem): void;
}

export interface ResumableUpload {
  id: string;
  ownerId: string;
  storageKey: string;
  length: number;
  offset: number;
  metadata: ResumableMetadata;
  expiresAt: Date;
  createdAt: Date;
  /** Set once the upload became a file. */
  itemId: string | null;
  /** For an upload sent through a file request. */
  requestId: string | null;
}

export interface PatchCommand {
  offset: number;
  contentType: string | undefined;
  /** The request's Content-Length when declared. */
  contentLength?: number;
  /** The raw Upload-Checksum header. */
  checksum?: string;
  body: Readable;
}

interface Row {
  id: string;
  owner_id: string;
  upload_id: string | null;
  storage_key: string;
  length: string;
  offset: string;
  metadata: ResumableMetadata;
  expires_at: Date;
  created_at: Date;
  item_id: string | null;
  lock_token: string | null;
  lock_instance: number | null;
  request_id: string | null;
  sender_id: string | null;
}

const METADATA_KEYS = new Set([
  'filename',
  'filetype',
  'relativePath',
  'parentPath',
  'shareType',
  'expiry',
  'emails',
  'onConflict',
  'encryption',
  'encryptedMetadata',
]);

/**
 * Resumable uploads (the tus 1.0 protocol's state, independent of HTTP). Creation checks the
 * limits, the name and path rules and reserves the whole length of quota; each append is durable
 * before its new offset is recorded; the append that completes the upload sniffs, hashes and
 * commits it exactly as a multipart upload is committed. One append at a time per upload, across
 * processes (a lease in the database row).
 */
/** A held upload lease; `released` once the work gave it back itself. */
interface Lease {
  released: boolean;
  recordOffsetAndRelease(offset: number): Promise<void>;
}

@Injectable()
export class ResumableUploadService {
  /**
   * Hashing as the bytes arrive saves completion a second pass over the file. Valid only while
   * every append since offset 0 ran here: otherwise (a restart, another replica) completion
   * reads the file again.
   */
  private readonly digests = new Map<string, RunningDigest>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly tx: TransactionRunner,
    private readonly clock: Clock,
    private readonly storage: StorageService,
    private readonly uploads: UploadService,
    private readonly accounts: StorageAccountRepository,
    private readonly instance: UploadInstance,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Decodes and checks tus `Upload-Metadata` (`key base64,key base64`). */
  parseMetadata(header: string | undefined): ResumableMetadata {
    const values: Record<string, string> = {};
    for (const pair of (header ?? '').split(',')) {
      const trimmed = pair.trim();
      if (trimmed === '') continue;
      const [key, value, extra] = trimmed.split(' ');
      if (!key || extra !== undefined || (value !== undefined && !/^[A-Za-z0-9+/]*={0,2}$/.test(value))) {
        throw new DomainError('VALIDATION_ERROR', 'Upload-Metadata must be comma-separated "key base64value" pairs.');
      }
      if (!METADATA_KEYS.has(key)) continue;
      if (key in values) throw new DomainError('VALIDATION_ERROR', `Upload-Metadata names "${key}" twice.`);
      const decoded = Buffer.from(value ?? '', 'base64');
      const text = new TextDecoder('utf-8', { fatal: false }).decode(decoded);
      if (Buffer.from(text, 'utf8').compare(decoded) !== 0)
        throw new DomainError('VALIDATION_ERROR', `Upload-Metadata "${key}" is not UTF-8.`);
      assertStorable(text, `Upload-Metadata "${key}"`);
      values[key] = text;
    }
    if (values['encryption'] !== undefined || values['encryptedMetadata'] !== undefined) checkEncrypted(values);
    if (values['filetype'] !== undefined) checkDeclaredType(values['filetype'], this.config.fileTypes);
    if (!values['filename'])
      throw new DomainError('VALIDATION_ERROR', 'Upload-Metadata must carry the file name ("filename").');
    parseUploadConflict(values['onConflict']);
    return values as unknown as ResumableMetadata;
  }

  /** Opens a resumable upload: checks limits and names, reserves `length` bytes of quota. */
  async create(owner: UploadOwner, length: number, metadata: ResumableMetadata): Promise<ResumableUpload> {
    requireScope('write');
    const ownerId = ownerIdOf(owner);
    const sender = typeof owner === 'string' ? null : owner;
    if (!Number.isSafeInteger(length) || length < 0)
      throw new DomainError('VALIDATION_ERROR', 'Upload-Length must be a non-negative integer.');
    // The limit is the plaintext's: an encrypted file of the largest size comes with its records' overhead.
    if (length > (metadata.encryption ? MAX_ENCRYPTED_UPLOAD_BYTES : MAX_FILE_SIZE_BYTES)) {
      throw new DomainError(
        'FILE_TOO_LARGE',
        `"${metadata.filename}" is larger than the ${Math.round(MAX_FILE_SIZE_BYTES / 1024 / 1024)} MB limit.`,
      );
    }
    if (metadata.encryption && length < encryptedLength(0))
      throw new DomainError('VALIDATION_ERROR', `An aes128gcm body is at least ${encryptedLength(0)} bytes.`);
    checkOriginalNameEarly(metadata.filename);
    this.uploads.checkShareRequest({ shareType: metadata.shareType, expiry: metadata.expiry, emails: metadata.emails });
    const segments = [
      ...parseFolderPath(metadata.parentPath),
      ...parseRelativePath(metadata.relativePath ?? metadata.filename),
    ];
    if (segments.length > MAX_PATH_SEGMENTS)
      throw new DomainError('INVALID_PATH', `The path is deeper than ${MAX_PATH_SEGMENTS} levels.`);

    await this.storage.assertRoom(length, 'resumable');
    const key = this.storage.newKey();
    const expiresAt = new Date(this.clock.now().getTime() + this.config.uploadExpirySeconds * 1000);
    const row = await this.tx.run(async (manager) => {
      await sender?.intake.admit(manager, length);
      const uploadId = await this.uploads.reserveResumable(ownerId, length, expiresAt, manager);
      await manager.query('INSERT INTO upload_staged (upload_id, storage_key) VALUES ($1, $2)', [uploadId, key]);
      const rows: Row[] = await manager.query(
        `INSERT INTO resumable_upload (owner_id, upload_id, storage_key, length, metadata, expires_at, request_id, sender_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING *`,
        [
          ownerId,
          uploadId,
          key,
          length,
          JSON.stringify(metadata),
          expiresAt,
          sender?.requestId ?? null,
          sender?.senderId ?? null,
        ],
      );
      return rows[0]!;
    });
    try {
      await this.storage.resumable.create(key);
    } catch (error) {
      await this.release(toUpload(row), row.upload_id);
      throw error;
    }
    return toUpload(row);
  }

  /**
   * Creates an upload and appends the creation request's body (tus creation-with-upload):
   * `located` hears of the new upload, and hears `null` when it is gone again. The client learns
   * the upload's address only from this request's answer, so a body refused (too long, a checksum
   * mismatch, a bad header, content refused at completion) takes the upload and its reservation
   * with it; an interrupted body keeps what arrived, as a PATCH does.
   */
  async createWithBody(
    owner: UploadOwner,
    length: number,
    metadata: ResumableMetadata,
    body: PatchCommand,
    located: (upload: ResumableUpload | null) => void,
  ): Promise<ResumableUpload> {
    const upload = await this.create(owner, length, metadata);
    located(upload);
    try {
      return await this.append(owner, upload.id, body);
    } catch (error) {
      if (error instanceof DomainError && error.code !== 'SERVICE_UNAVAILABLE') {
        const rows: Row[] = await this.dataSource.query('SELECT * FROM resumable_upload WHERE id = $1', [upload.id]);
        if (rows[0] && rows[0].item_id === null) await this.release(toUpload(rows[0]), rows[0].upload_id);
        located(null);
      }
      throw error;
    }
  }

  /** The caller's upload, or NOT_FOUND (someone else's, unknown, or expired unfinished). */
  async find(owner: UploadOwner, id: string): Promise<ResumableUpload> {
    const row = await this.row(owner, id);
    return toUpload(row);
  }

  private async row(owner: UploadOwner, id: string, manager?: EntityManager): Promise<Row> {
    if (!isUuid(id)) throw notFound();
    const rows: Row[] = await (manager ?? this.dataSource.manager).query(
      `SELECT * FROM resumable_upload WHERE id = $1 AND ${whose(owner, 2)}`,
      [id, ...whoseParams(owner)],
    );
    return this.visible(rows[0]);
  }

  /** A file request sender's uploads, unfinished and finished (until forgotten), newest first. */
  async sentBy(sender: RequestSender): Promise<ResumableUpload[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT * FROM resumable_upload WHERE ${whose(sender, 1)}
         AND (item_id IS NOT NULL OR (upload_id IS NOT NULL AND expires_at > $3))
       ORDER BY created_at DESC, id LIMIT 1000`,
      [...whoseParams(sender), this.clock.now()],
    );
    return rows.map(toUpload);
  }

  /**
   * Ends the unfinished uploads of a file request that takes no more files: their bytes and
   * reservations go. One a request is writing to right now is left to its writer; its next
   * request is refused and ends it then.
   */
  async releaseRequest(requestId: string): Promise<void> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT * FROM resumable_upload WHERE request_id = $1 AND item_id IS NULL
         AND (lock_token IS NULL OR locked_until <= $2)`,
      [requestId, this.clock.now()],
    );
    for (const row of rows) await this.release(toUpload(row), row.upload_id);
  }

  /** The row as its owner may see it: gone once released, or once expired unfinished. */
  private visible(row: Row | undefined): Row {
    if (!row) throw notFound();
    if (
      row.item_id === null &&
      (row.upload_id === null || new Date(row.expires_at).getTime() <= this.clock.now().getTime())
    )
      throw notFound();
    return row;
  }

  /** The viewer's unfinished uploads, newest first. */
  async pending(ownerId: string): Promise<ResumableUpload[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT * FROM resumable_upload WHERE owner_id = $1 AND request_id IS NULL AND item_id IS NULL AND upload_id IS NOT NULL AND expires_at > $2 ORDER BY created_at DESC, id`,
      [ownerId, this.clock.now()],
    );
    return rows.map(toUpload);
  }

  /** The viewer's unfinished uploads, newest first, a page at a time (keyset in SQL), with the total. */
  async pendingPage(ownerId: string, args: PageArgs): Promise<Page<ResumableUpload> & { totalCount: number }> {
    const request = parsePage(args, { defaultSize: 50, maxSize: 200 });
    const live =
      'owner_id = $1 AND request_id IS NULL AND item_id IS NULL AND upload_id IS NOT NULL AND expires_at > $2';
    const params: unknown[] = [ownerId, this.clock.now()];
    const counted: Array<{ count: number }> = await this.dataSource.query(
      `SELECT count(*)::int AS count FROM resumable_upload WHERE ${live}`,
      params,
    );
    const count = counted[0]?.count ?? 0;
    // Whole microseconds: a cursor must not lose the precision the column keeps.
    const micros = '(extract(epoch from created_at) * 1000000)::bigint';
    let where = live;
    if (request.after) {
      const [at, id] = decodeCursor(request.after, isTimeIdCursor);
      where += ` AND (${micros}, id) ${flipOrder('<', request.backward)} (CAST($3 AS bigint), CAST($4 AS uuid))`;
      params.push(at, id);
    }
    const direction = request.backward ? 'ASC' : 'DESC';
    const rows: Array<Row & { created_micros: string }> = await this.dataSource.query(
      `SELECT *, ${micros} AS created_micros FROM resumable_upload WHERE ${where} ORDER BY created_at ${direction}, id ${direction} LIMIT ${request.first + 1}`,
      params,
    );
    const page = toPage(rows, request, (row) => encodeCursor([String(row.created_micros), row.id]));
    return {
      ...page,
      items: page.items.map(({ item, cursor }) => ({ item: toUpload(item), cursor })),
      totalCount: count,
    };
  }

  /**
   * The state HEAD reports. An upload whose bytes all arrived but whose commit did not happen
   * (the process died, the database was away) is committed here, so the client learns its item.
   */
  async status(owner: UploadOwner, id: string): Promise<ResumableUpload> {
    const upload = await this.find(owner, id);
    if (upload.itemId === null && upload.offset < upload.length) await this.requireBytesHere(upload);
    if (upload.itemId !== null || upload.offset < upload.length) return upload;
    return this.withLease(
      owner,
      id,
      (current) => (current.itemId !== null ? Promise.resolve(current) : this.complete(current, owner)),
      () => upload,
    );
  }

  /** Appends one PATCH body. Answers the new state (with `itemId` when it completed the upload). */
  async append(owner: UploadOwner, id: string, command: PatchCommand): Promise<ResumableUpload> {
    requireScope('write');
    // Taking the lease reads and authorises the row in the same statement: a PATCH is a chunk of
    // a transfer, and every statement on its path is paid once per chunk.
    return this.instance.track(() => this.appendHeld(owner, id, command));
  }

  private appendHeld(owner: UploadOwner, id: string, command: PatchCommand): Promise<ResumableUpload> {
    return this.withLease(
      owner,
      id,
      async (current, lease) => {
        if (command.contentType !== 'application/offset+octet-stream') {
          throw new DomainError(
            'UNSUPPORTED_CONTENT_TYPE',
            'A PATCH body must be sent as application/offset+octet-stream.',
          );
        }
        const expected = parseChecksum(command.checksum);
        if (current.offset !== command.offset) {
          throw new DomainError(
            'UPLOAD_OFFSET_MISMATCH',
            `The upload is at offset ${current.offset}, not ${command.offset}.`,
          );
        }
        if (command.contentLength !== undefined && current.offset + command.contentLength > current.length) {
          throw new DomainError(
            'PAYLOAD_TOO_LARGE',
            `The chunk goes past the upload's length of ${current.length} bytes.`,
          );
        }
        if (current.itemId !== null) return current;
        await this.requireBytesHere(current);
        const hash = expected ? createHash('sha256') : null;
        const known = this.digests.get(current.id);
        this.digests.delete(current.id);
        const digest: RunningDigest | null =
          known && known.offset === current.offset
            ? { ...known, hash: known.hash.copy() }
            : current.offset === 0
              ? { offset: 0, hash: createHash('sha256'), crc32: 0, head: Buffer.alloc(0), nul: false }
              : null;
        const result = await this.storage.resumable.append(
          current.storageKey,
          current.offset,
          command.body,
          current.length - current.offset,
          (chunk) => {
            hash?.update(chunk);
            if (digest) {
              digest.hash.update(chunk);
              digest.crc32 = crc32(chunk, digest.crc32);
              if (digest.head.length < SNIFF_BYTES)
                digest.head = Buffer.concat([digest.head, chunk.subarray(0, SNIFF_BYTES - digest.head.length)]);
              if (!digest.nul && chunk.includes(0)) digest.nul = true;
            }
          },
        );
        if (result.overflow) {
          await this.storage.resumable.truncate(current.storageKey, current.offset);
          throw new DomainError(
            'PAYLOAD_TOO_LARGE',
            `The chunk goes past the upload's length of ${current.length} bytes.`,
          );
        }
        if (hash && (result.interrupted || !hash.digest().equals(expected!))) {
          await this.storage.resumable.truncate(current.storageKey, current.offset);
          if (result.interrupted) throw interrupted();
          throw new DomainError('CHECKSUM_MISMATCH', 'The chunk does not match its Upload-Checksum; it was discarded.');
        }
        const offset = current.offset + result.written;
        const next = { ...current, offset };
        const completes = offset === next.length && !result.interrupted;
        // The bytes are synced: now the offset that promises them may be recorded (the lease stays
        // held through a completion, which runs next).
        if (completes)
          await this.dataSource.query('UPDATE resumable_upload SET "offset" = $2 WHERE id = $1', [current.id, offset]);
        else await lease.recordOffsetAndRelease(offset);
        if (digest) {
          digest.offset = offset;
          if (this.digests.size >= MAX_RUNNING_DIGESTS) this.digests.delete(this.digests.keys().next().value!);
          this.digests.set(current.id, digest);
        }
        if (result.interrupted) throw interrupted();
        return completes ? this.complete(next, owner) : next;
      },
      () => {
        throw new DomainError(
          'UPLOAD_LOCKED',
          'Another request is writing to this upload. Try again when it has finished.',
          { 'Retry-After': '1' },
        );
      },
    );
  }

  /**
   * The growing bytes live on this server's disk (DATA_DIR). A replica that does not hold them
   * answers not-found, so the client starts the upload again here (the old one expires).
   */
  private async requireBytesHere(upload: ResumableUpload): Promise<void> {
    if ((await this.storage.resumable.size(upload.storageKey)) === null) {
      throw new DomainError('NOT_FOUND', 'This upload cannot be resumed on this server; start it again.');
    }
  }

  /** Ends an unfinished upload: its bytes and its reservation go. */
  async terminate(owner: UploadOwner, id: string): Promise<void> {
    requireScope('write');
    const upload = await this.find(owner, id);
    if (upload.itemId !== null) throw notFound();
    const row = await this.row(owner, id);
    await this.release(upload, row.upload_id);
  }

  /**
   * Runs `work` holding the upload's lease (renewed while it runs); `busy` answers when another
   * live request holds it. A holder whose process died loses the lease at once (or when it lapses).
   */
  private async withLease<T>(
    owner: UploadOwner,
    id: string,
    work: (current: ResumableUpload, lease: Lease) => Promise<T>,
    busy: () => T,
  ): Promise<T> {
    if (!isUuid(id)) throw notFound();
    const token = randomUUID();
    const lease = () => new Date(this.clock.now().getTime() + LEASE_MS);
    // Taking the lease reads the caller's row as it is now, in the same statement.
    // Taking a lease does not wait for the log flush (a lease lost in a crash died with its holder
    // anyway); recording an offset does, since parts past it may already have left for S3.
    let [current] = returningRows<Row>(
      await this.tx.queryWithoutFlushWait(
        `UPDATE resumable_upload SET lock_token = $2, lock_instance = $3, locked_until = $4
          WHERE id = $1 AND (lock_token IS NULL OR locked_until <= $5) AND ${whose(owner, 6)} RETURNING *`,
        [id, token, this.instance.key, lease(), this.clock.now(), ...whoseParams(owner)],
      ),
    );
    if (!current) {
      // Someone else's, unknown, gone, or held: only the last may be answered as busy.
      const holder = this.visible(
        (
          await this.dataSource.query<Row[]>(`SELECT * FROM resumable_upload WHERE id = $1 AND ${whose(owner, 2)}`, [
            id,
            ...whoseParams(owner),
          ])
        )[0],
      );
      if (
        holder.lock_token &&
        holder.lock_instance !== this.instance.key &&
        (await this.instance.deadKeys([holder.lock_instance])).has(holder.lock_instance)
      ) {
        [current] = returningRows<Row>(
          await this.dataSource.query(
            'UPDATE resumable_upload SET lock_token = $2, lock_instance = $3, locked_until = $4 WHERE id = $1 AND lock_token = $5 RETURNING *',
            [id, token, this.instance.key, lease(), holder.lock_token],
          ),
        );
      }
    }
    if (!current) return busy();
    const renew = setInterval(() => {
      void this.dataSource
        .query('UPDATE resumable_upload SET locked_until = $3 WHERE id = $1 AND lock_token = $2', [id, token, lease()])
        .catch(() => undefined);
    }, LEASE_RENEW_MS);
    renew.unref();
    const held: Lease = {
      released: false,
      // Records the new offset and gives the lease back in one statement.
      recordOffsetAndRelease: async (offset) => {
        await this.dataSource.query(
          'UPDATE resumable_upload SET "offset" = $3, lock_token = NULL, lock_instance = NULL, locked_until = NULL WHERE id = $1 AND lock_token = $2',
          [id, token, offset],
        );
        held.released = true;
      },
    };
    try {
      return await work(toUpload(this.visible(current)), held);
    } finally {
      clearInterval(renew);
      if (!held.released) {
        await this.dataSource
          .query(
            'UPDATE resumable_upload SET lock_token = NULL, lock_instance = NULL, locked_until = NULL WHERE id = $1 AND lock_token = $2',
            [id, token],
          )
          .catch(() => undefined);
      }
    }
  }

  /**
   * Every byte is here: sniff and hash them, move them into place and commit the file. A refusal
   * (type, name, quota) releases the upload; any other failure leaves it complete-but-uncommitted
   * for the next HEAD or PATCH to finish.
   */
  private async complete(upload: ResumableUpload, owner: UploadOwner): Promise<ResumableUpload> {
    const intake = typeof owner === 'string' ? null : owner.intake;
    const rows: Row[] = await this.dataSource.query('SELECT * FROM resumable_upload WHERE id = $1', [upload.id]);
    const uploadId = rows[0]?.upload_id ?? null;
    if (!uploadId) throw notFound();
    try {
      const meta = upload.metadata;
      const label = meta.filename;
      const measured = await this.meter(upload, label);
      if (measured.size !== upload.length) throw interrupted();
      if (meta.encryption) return await this.commitEncrypted(upload, uploadId, measured);
      if (!measured.sniffedType && this.config.fileTypes !== 'any')
        throw new DomainError('UNSUPPORTED_FILE_TYPE', `"${label}" is not a PDF, PNG, JPEG or plain text file.`);
      const metered = {
        ...measured,
        sniffedType: provenTypeGivenClaim(
          measured.sniffedType,
          meta.filetype || undefined,
          this.config.fileTypes,
          label,
        ),
      };
      // A request's file goes where its folder is now, if the request still takes files of this type.
      const destination = await intake?.destination();
      destination?.refuseType(label, metered.sniffedType ?? UNTYPED_MIME_TYPE);
      await this.storage.promoteResumable(upload.storageKey);
      let item: StoredItem | null = null;
      await this.uploads.commitResumable(
        upload.ownerId,
        uploadId,
        { ...metered, key: upload.storageKey, filename: meta.filename },
        {
          relativePaths: [meta.relativePath ?? meta.filename],
          parentPath: destination ? destination.parentPath : meta.parentPath,
          share: { expiry: meta.expiry, shareType: meta.shareType, emails: meta.emails },
          onConflict: parseUploadConflict(meta.onConflict),
          inTransaction: async (manager, files) => {
            item = files[0]!;
            await manager.query('UPDATE resumable_upload SET item_id = $2, "offset" = length WHERE id = $1', [
              upload.id,
              item.id,
            ]);
            await intake?.received(manager, item);
          },
        },
      );
      // Set by the transaction's callback, which narrowing does not see.
      const committed = item as StoredItem | null;
      if (committed) intake?.afterReceived(committed);
      return { ...upload, offset: upload.length, itemId: committed?.id ?? null };
    } catch (error) {
      if (error instanceof DomainError && error.code !== 'SERVICE_UNAVAILABLE') await this.release(upload, uploadId);
      throw error;
    }
  }

  /**
   * An encrypted upload becomes a file as any other, except that its bytes are not typed (they are
   * ciphertext): it is named by the placeholder and stored as `application/octet-stream`.
   */
  private async commitEncrypted(upload: ResumableUpload, uploadId: string, metered: MeteredFile) {
    const meta = upload.metadata;
    // Without the key the server cannot read the records, but it can see whether the bytes are
    // laid out as an aes128gcm body at all: anything else (an HTML page, say) is not ciphertext.
    const problem = eceStructureProblem(await this.head(upload, ECE_MAX_HEADER_LENGTH), upload.length);
    if (problem)
      throw new DomainError('UNSUPPORTED_FILE_TYPE', `The upload is not an ${ECE_ENCRYPTION_TYPE} body: ${problem}.`);
    await this.storage.promoteResumable(upload.storageKey);
    let itemId: string | null = null;
    await this.uploads.commitResumable(
      upload.ownerId,
      uploadId,
      { ...metered, sniffedType: null, key: upload.storageKey, filename: meta.filename, encrypted: true },
      {
        relativePaths: [meta.filename],
        parentPath: meta.parentPath,
        metadata: { encryptionType: meta.encryption, encryptedMetadata: meta.encryptedMetadata },
        share: { expiry: meta.expiry, shareType: meta.shareType, emails: meta.emails },
        inTransaction: async (manager, files) => {
          itemId = files[0]!.id;
          await manager.query('UPDATE resumable_upload SET item_id = $2, "offset" = length WHERE id = $1', [
            upload.id,
            itemId,
          ]);
        },
      },
    );
    return { ...upload, offset: upload.length, itemId };
  }

  /** The bytes of a complete upload: still in staging, or already moved into storage. */
  private async bytesOf(upload: ResumableUpload): Promise<Readable> {
    const staged = (await this.storage.resumable.size(upload.storageKey)) !== null;
    return staged ? this.storage.resumable.read(upload.storageKey) : this.storage.get(upload.storageKey);
  }

  /** The first `bytes` bytes of a complete upload (fewer when it is shorter). */
  private async head(upload: ResumableUpload, bytes: number): Promise<Buffer> {
    const stream = await this.bytesOf(upload);
    const chunks: Buffer[] = [];
    let total = 0;
    try {
      for await (const chunk of stream) {
        chunks.push(chunk as Buffer);
        total += (chunk as Buffer).length;
        if (total >= bytes) break;
      }
    } finally {
      stream.destroy();
    }
    return Buffer.concat(chunks, total).subarray(0, bytes);
  }

  /** Size, content address and sniffed type of a complete upload: from the running digest, else by reading the bytes. */
  private async meter(upload: ResumableUpload, label: string): Promise<MeteredFile> {
    const running = this.digests.get(upload.id);
    this.digests.delete(upload.id);
    if (running && running.offset === upload.length) {
      return {
        size: running.offset,
        sha256: running.hash.digest('hex'),
        crc32: running.crc32,
        sniffedType: classify(running.head, running.nul),
      };
    }
    const meter = new FileMeter(upload.metadata.encryption ? MAX_ENCRYPTED_UPLOAD_BYTES : MAX_FILE_SIZE_BYTES, label);
    const hash = createHash('sha256');
    let crc = 0;
    await pipeline(await this.bytesOf(upload), meter, async (source: AsyncIterable<Buffer>) => {
      for await (const chunk of source) {
        hash.update(chunk);
        crc = crc32(chunk, crc);
      }
    });
    return { ...meter.measured(), sha256: hash.digest('hex'), crc32: crc };
  }

  /** Deletes the upload's bytes, its reservation and its row. */
  private async release(upload: ResumableUpload, uploadId: string | null): Promise<void> {
    this.digests.delete(upload.id);
    await this.storage.deleteQuietly([upload.storageKey]);
    await this.storage.resumable.remove(upload.storageKey).catch(() => undefined);
    await this.tx.run(async (manager) => {
      await manager.query('DELETE FROM resumable_upload WHERE id = $1', [upload.id]);
      if (uploadId) await this.accounts.deleteUpload(uploadId, manager);
    });
  }
}

/**
 * The metadata of an end-to-end encrypted upload: `encryption aes128gcm` with its encrypted
 * metadata record, and nothing that would name the file in clear (`filename`, `filetype`,
 * `relativePath`); the file takes the placeholder name. Replacing is refused: one encrypted file
 * cannot be told from another by its name.
 */
function checkEncrypted(values: Record<string, string>): void {
  if (values['encryption'] !== ECE_ENCRYPTION_TYPE)
    throw new DomainError('VALIDATION_ERROR', `Upload-Metadata "encryption" must be "${ECE_ENCRYPTION_TYPE}".`);
  const record = values['encryptedMetadata'] ?? '';
  if (!/^[A-Za-z0-9_-]+$/.test(record) || record.length > ECE_METADATA_MAX_LENGTH) {
    throw new DomainError(
      'VALIDATION_ERROR',
      `Upload-Metadata "encryptedMetadata" must be base64url text of at most ${ECE_METADATA_MAX_LENGTH} characters.`,
    );
  }
  for (const key of ['filename', 'filetype', 'relativePath']) {
    if (values[key] !== undefined)
      throw new DomainError('VALIDATION_ERROR', `An encrypted upload must not carry "${key}": it would name the file.`);
  }
  if (values['onConflict'] === 'replace')
    throw new DomainError('VALIDATION_ERROR', 'An encrypted upload cannot replace a file.');
  values['filename'] = ECE_PLACEHOLDER_NAME;
}

/** `type/subtype`, parameters allowed. */
const MEDIA_TYPE = /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(\s*;[\x20-\x7e]*)?$/;

/** A declared type must be a media type that some accepted content can have: else no bytes can match it. */
function checkDeclaredType(filetype: string, policy: AppConfig['fileTypes']): void {
  if (filetype === '') return;
  if (filetype.length > 255 || !MEDIA_TYPE.test(filetype))
    throw new DomainError('VALIDATION_ERROR', 'Upload-Metadata "filetype" must be a media type such as text/plain.');
  if (policy !== 'any' && !declaredTypeAcceptable(filetype)) {
    throw new DomainError(
      'UNSUPPORTED_FILE_TYPE',
      `Upload-Metadata "filetype" is ${filetype}: only ${ACCEPTED_TYPES_LABEL} are accepted.`,
    );
  }
}

function toUpload(row: Row): ResumableUpload {
  return {
    id: row.id,
    ownerId: row.owner_id,
    storageKey: row.storage_key,
    length: Number(row.length),
    offset: Number(row.offset),
    metadata: typeof row.metadata === 'string' ? (JSON.parse(row.metadata) as ResumableMetadata) : row.metadata,
    expiresAt: new Date(row.expires_at),
    createdAt: new Date(row.created_at),
    itemId: row.item_id,
    requestId: row.request_id,
  };
}

function ownerIdOf(owner: UploadOwner): string {
  return typeof owner === 'string' ? owner : owner.ownerId;
}

/**
 * The condition that a row is the caller's, its parameters from `$first` on (`whoseParams`): an
 * owner's own uploads never include those sent through a request, and a request's only the sender's.
 */
function whose(owner: UploadOwner, first: number): string {
  return typeof owner === 'string'
    ? `owner_id = $${first} AND request_id IS NULL`
    : `request_id = $${first} AND sender_id = $${first + 1}`;
}

function whoseParams(owner: UploadOwner): string[] {
  return typeof owner === 'string' ? [owner] : [owner.requestId, owner.senderId];
}

function parseChecksum(header: string | undefined): Buffer | null {
  if (header === undefined) return null;
  const match = /^(\S+) ([A-Za-z0-9+/]+={0,2})$/.exec(header.trim());
  if (!match) throw new DomainError('VALIDATION_ERROR', 'Upload-Checksum must be "<algorithm> <base64 digest>".');
  if (match[1] !== 'sha256')
    throw new DomainError('VALIDATION_ERROR', 'Upload-Checksum supports the sha256 algorithm only.');
  const digest = Buffer.from(match[2]!, 'base64');
  if (digest.length !== 32)
    throw new DomainError('VALIDATION_ERROR', 'Upload-Checksum must carry a 32-byte sha256 digest.');
  return digest;
}

function notFound(): DomainError {
  return new DomainError('NOT_FOUND', 'No such upload.');
}

function interrupted(): DomainError {
  return new DomainError(
    'SERVICE_UNAVAILABLE',
    'The request ended before its body did; resume from the offset HEAD reports.',
    { 'Retry-After': '1' },
  );
}
