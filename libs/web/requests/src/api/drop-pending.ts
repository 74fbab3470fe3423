import { isSameFile, loadTus } from '@coffer/web-files';
import { DROP_GRANT_HEADER, type SentUpload } from './drop-api';

/** An upload to this request that this browser started and did not finish (tus-js-client's record). */
export interface PendingDrop {
  /** The localStorage key of the record. */
  key: string;
  uploadUrl: string;
  name: string;
  relativePath: string;
  size: number;
  lastModified: number | null;
  /** Bytes the server holds; null when it could not be asked. */
  offset: number | null;
}

interface StoredRecord {
  size?: number | null;
  metadata?: Record<string, string>;
  uploadUrl?: string | null;
  urlStorageKey?: string;
}

const prefixOf = (token: string) => `tus::coffer-drop:${token}:`;

/** The id at the end of an upload URL ('/api/drop/<token>/uploads/<id>'). */
export function uploadIdOf(uploadUrl: string): string {
  return uploadUrl.replace(/\/+$/, '').split('/').pop() ?? '';
}

/** The records this browser keeps of unfinished uploads to the request (no network). */
export async function storedDrops(token: string): Promise<Array<Omit<PendingDrop, 'offset'>>> {
  const client = await loadTus();
  if (!client.canStoreURLs) return [];
  const records = (await client.defaultOptions.urlStorage.findAllUploads()) as StoredRecord[];
  const prefix = prefixOf(token);
  const result: Array<Omit<PendingDrop, 'offset'>> = [];
  for (const record of records) {
    const key = record.urlStorageKey ?? '';
    const name = record.metadata?.['filename'];
    if (!key.startsWith(prefix) || !record.uploadUrl || !name) continue;
    // The fingerprint after the token: '<size>:<lastModified>:<relativePath>'.
    const lastModified = Number(key.slice(prefix.length).split(':')[1]);
    result.push({
      key,
      uploadUrl: record.uploadUrl,
      name,
      relativePath: record.metadata?.['relativePath'] || name,
      size: record.size ?? 0,
      lastModified: Number.isFinite(lastModified) ? lastModified : null,
    });
  }
  return result;
}

/**
 * The unfinished uploads to offer after a reload: this browser's records that the server still
 * lists as uploading for this sender (with its offset). A record it no longer lists (finished,
 * cancelled, expired) is forgotten. Without `sent` (the list could not be loaded) each is offered
 * with an unknown offset.
 */
export async function pendingDrops(token: string, sent: readonly SentUpload[] | null): Promise<PendingDrop[]> {
  const result: PendingDrop[] = [];
  for (const record of await storedDrops(token)) {
    if (!sent) {
      result.push({ ...record, offset: null });
      continue;
    }
    const id = uploadIdOf(record.uploadUrl);
    // By the upload's id; else the same name, size and path still uploading.
    const listed =
      sent.find((u) => u.id === id) ??
      sent.find(
        (u) =>
          u.state === 'uploading' &&
          u.name === record.name &&
          u.size === record.size &&
          (u.relativePath || u.name) === record.relativePath,
      );
    if (listed && listed.state === 'uploading' && listed.offset < listed.size) {
      result.push({ ...record, offset: listed.offset });
    } else {
      await forgetDrop(record.key);
    }
  }
  return result;
}

export async function forgetDrop(key: string): Promise<void> {
  const client = await loadTus();
  await client.defaultOptions.urlStorage.removeUpload(key);
}

/** Deletes the partial upload on the server and forgets it here. */
export async function discardDrop(
  pending: Pick<PendingDrop, 'key' | 'uploadUrl'>,
  grant: string | null,
): Promise<void> {
  try {
    const client = await loadTus();
    await client.Upload.terminate(pending.uploadUrl, {
      retryDelays: [],
      headers: grant ? { [DROP_GRANT_HEADER]: grant } : {},
    });
  } catch {
    // Gone already, or unreachable: the server's expiry reaps it.
  }
  await forgetDrop(pending.key);
}

/** Pairs picked files with unfinished uploads (same name, size and modification time). */
export function matchPickedDrops(
  files: readonly File[],
  pending: readonly PendingDrop[],
): { matched: Array<{ file: File; pending: PendingDrop }>; unmatched: File[] } {
  const left = [...pending];
  const matched: Array<{ file: File; pending: PendingDrop }> = [];
  const unmatched: File[] = [];
  for (const file of files) {
    const index = left.findIndex((p) => isSameFile(file, p));
    if (index < 0) unmatched.push(file);
    else matched.push({ file, pending: left.splice(index, 1)[0]! });
  }
  return { matched, unmatched };
}
