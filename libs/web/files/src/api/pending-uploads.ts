import { ECE_ENCRYPTION_TYPE, ECE_HEADER_LENGTH, ECE_RECORD_SIZE } from '@coffer/shared-ece';
import { forgetEncryptedUploadSecret, loadAllEncryptedUploadSecrets } from '@coffer/web-data-access';
import { loadTus } from './tus-client';

/** An upload this browser started and did not finish (remembered by tus-js-client in localStorage). */
export interface UnfinishedUpload {
  /** The localStorage key of the record. */
  key: string;
  uploadUrl: string;
  name: string;
  relativePath: string;
  parentPath: string;
  size: number;
  /** The chosen file's size when it differs from the upload's (an encrypted upload sends more bytes). */
  fileSize?: number;
  /** The file's modification time when it was chosen; null when the record does not say. */
  lastModified: number | null;
  /** Bytes the server holds; null when it could not be asked. */
  offset: number | null;
  metadata: Record<string, string>;
}

const RECORD_PREFIX = 'tus::coffer:';

interface StoredRecord {
  size?: number | null;
  metadata?: Record<string, string>;
  uploadUrl?: string | null;
  urlStorageKey?: string;
}

/** Our fingerprint is 'coffer:<size>:<lastModified>:<parentPath>:<relativePath>'. */
function lastModifiedOf(key: string): number | null {
  const value = Number(key.slice(RECORD_PREFIX.length).split(':')[1]);
  return Number.isFinite(value) ? value : null;
}

/** The fingerprint in a record's key ('tus::<fingerprint>::<random>'). */
function fingerprintOf(key: string): string {
  return key.slice('tus::'.length, key.lastIndexOf('::'));
}

/** The plaintext length of an aes128gcm body of `length` bytes (each record adds 17 bytes). */
function plaintextLength(length: number): number {
  const records = Math.max(1, Math.ceil((length - ECE_HEADER_LENGTH) / ECE_RECORD_SIZE));
  return length - ECE_HEADER_LENGTH - records * 17;
}

const isEncrypted = (metadata: Record<string, string> | undefined) => metadata?.['encryption'] === ECE_ENCRYPTION_TYPE;

/** Encrypted uploads' secrets by fingerprint: their names are only here, never in the upload's record. */
async function uploadSecrets(records: StoredRecord[]) {
  if (!records.some((r) => isEncrypted(r.metadata))) return new Map<string, { name: string; relativePath: string }>();
  const secrets = await loadAllEncryptedUploadSecrets().catch(() => []);
  return new Map(secrets.map((secret) => [secret.fingerprint, secret]));
}

/**
 * The records of unfinished uploads in this browser (no network). An encrypted upload is listed
 * only while this browser keeps its key and salt: without them it cannot continue.
 */
export async function storedUploads(): Promise<Array<Omit<UnfinishedUpload, 'offset'>>> {
  const tus = await loadTus();
  if (!tus.canStoreURLs) return [];
  const records = (await tus.defaultOptions.urlStorage.findAllUploads()) as StoredRecord[];
  const secrets = await uploadSecrets(records);
  const result: Array<Omit<UnfinishedUpload, 'offset'>> = [];
  for (const record of records) {
    const key = record.urlStorageKey ?? '';
    if (!key.startsWith(RECORD_PREFIX) || !record.uploadUrl || !record.metadata) continue;
    const metadata = record.metadata;
    const secret = isEncrypted(metadata) ? secrets.get(fingerprintOf(key)) : undefined;
    const name = secret?.name ?? (isEncrypted(metadata) ? undefined : metadata['filename']);
    if (!name) continue;
    result.push({
      key,
      uploadUrl: record.uploadUrl,
      name,
      relativePath: secret?.relativePath || metadata['relativePath'] || name,
      parentPath: metadata['parentPath'] || '/',
      size: record.size ?? 0,
      ...(secret ? { fileSize: plaintextLength(record.size ?? 0) } : {}),
      lastModified: lastModifiedOf(key),
      metadata,
    });
  }
  return result;
}

/** What the server lists of one unfinished upload (the pendingUploads query). */
export interface ServerPendingUpload {
  id: string;
  name: string;
  relativePath?: string | null;
  offset: number;
  length: number;
}

/** The id at the end of an upload URL ('/api/uploads/<id>'). */
export function uploadIdOf(uploadUrl: string): string {
  return uploadUrl.replace(/\/+$/, '').split('/').pop() ?? '';
}

async function headOffset(record: Omit<UnfinishedUpload, 'offset'>): Promise<UnfinishedUpload | null> {
  let response: Response;
  try {
    response = await fetch(record.uploadUrl, {
      method: 'HEAD',
      credentials: 'same-origin',
      headers: { 'Tus-Resumable': '1.0.0' },
    });
  } catch {
    return { ...record, offset: null };
  }
  if (response.status === 404 || response.status === 410 || response.status === 403) return null;
  const offset = Number(response.headers.get('Upload-Offset'));
  // Complete already (the last answer was lost): nothing to resume.
  if (response.ok && Number.isFinite(offset) && record.size > 0 && offset >= record.size) return null;
  return { ...record, offset: response.ok && Number.isFinite(offset) ? offset : null };
}

/**
 * The unfinished uploads to offer: this browser's records the server still holds (with the
 * server's offsets), and the server's other unfinished uploads of this user (started in a
 * browser that lost its records, or elsewhere). A record the server no longer lists (finished,
 * expired, another account's) is forgotten. Without `server` (the query failed) each record
 * is asked for by HEAD.
 */
export async function unfinishedUploads(server: readonly ServerPendingUpload[] | null): Promise<UnfinishedUpload[]> {
  const result: UnfinishedUpload[] = [];
  const byId = new Map((server ?? []).map((p) => [p.id, p]));
  const seen = new Set<string>();
  for (const record of await storedUploads()) {
    const id = uploadIdOf(record.uploadUrl);
    if (server) {
      const pending = byId.get(id);
      if (!pending || seen.has(id)) {
        await forgetUpload(record.key);
        continue;
      }
      seen.add(id);
      result.push({ ...record, offset: pending.offset });
      continue;
    }
    const checked = await headOffset(record);
    if (checked) result.push(checked);
    else await forgetUpload(record.key);
  }
  for (const pending of server ?? []) {
    if (seen.has(pending.id)) continue;
    result.push({
      key: `server:${pending.id}`,
      uploadUrl: new URL(`/api/uploads/${pending.id}`, window.location.origin).toString(),
      name: pending.name,
      relativePath: pending.relativePath || pending.name,
      parentPath: '/',
      size: pending.length,
      lastModified: null,
      offset: pending.offset,
      metadata: { filename: pending.name },
    });
  }
  return result;
}

/** Whether this browser holds the upload's record (else only the server knows it). */
export const isLocalRecord = (upload: Pick<UnfinishedUpload, 'key'>) => !upload.key.startsWith('server:');

export async function forgetUpload(key: string): Promise<void> {
  if (!key.startsWith('tus::')) return;
  await forgetEncryptedUploadSecret(fingerprintOf(key)).catch(() => undefined);
  const tus = await loadTus();
  await tus.defaultOptions.urlStorage.removeUpload(key);
}

/** Deletes the partial upload on the server and forgets it here. */
export async function discardUpload(upload: Pick<UnfinishedUpload, 'key' | 'uploadUrl'>): Promise<void> {
  try {
    const tus = await loadTus();
    await tus.Upload.terminate(upload.uploadUrl, { retryDelays: [] });
  } catch {
    // Gone already, or unreachable: the server's expiry reaps it.
  }
  await forgetUpload(upload.key);
}
