import {
  ECE_PLACEHOLDER_NAME,
  EceError,
  decodeKey,
  decryptMetadata,
  encodeKey,
  isPasswordWrappedKey,
  unwrapKeyWithPassword,
  type EceMetadata,
} from '@coffer/shared-ece';
import { loadEncryptedFileKey, saveEncryptedFileKey } from '@coffer/web-data-access';
import { toast } from '@coffer/web-ui';
import type { FileItem } from '../domain/file-item';
import { SaveCancelledError, decryptedSaveMethod, saveDecryptedFile } from '../encrypted-download/save-decrypted';
import { cookieDownloadPath } from './download-url';

/** Said wherever an encrypted file's key is needed and this browser does not hold it. */
export const KEY_ONLY_IN_UPLOADING_BROWSER =
  "This file is end-to-end encrypted and its key is only in the browser that uploaded it (or in its link's #fragment). Use Unlock with the file's link.";

/** The file's real name and type, decrypted with the key this browser holds; null without a (working) key. */
export async function decryptItemMetadata(
  item: Pick<FileItem, 'databaseId' | 'encryptedMetadata'>,
): Promise<EceMetadata | null> {
  if (!item.encryptedMetadata) return null;
  const stored = await loadEncryptedFileKey(item.databaseId).catch(() => null);
  if (!stored) return null;
  try {
    return await decryptMetadata(decodeKey(stored.key), item.encryptedMetadata);
  } catch {
    return null;
  }
}

/** What an encrypted item shows: its real name once decrypted, else the placeholder and a lock. */
export function shownItem<T extends Pick<FileItem, 'name' | 'encryptedMetadata' | 'encryption'>>(
  item: T,
  metadata: EceMetadata | null | undefined,
): T {
  if (!item.encryptedMetadata) return item;
  return metadata
    ? { ...item, name: metadata.name, encryption: 'unlocked' }
    : { ...item, name: ECE_PLACEHOLDER_NAME, encryption: 'locked' };
}

/** The key and fragment a pasted link carries; `password` is asked for when the fragment needs it. */
export interface PastedLink {
  fragment: string;
  needsPassword: boolean;
}

export class UnlockError extends Error {}

export function parsePastedLink(text: string): PastedLink {
  const hash = text.trim().split('#')[1] ?? '';
  const fragment = decodeURIComponent(hash);
  if (fragment === '') throw new UnlockError("This link has no key: an encrypted file's link ends with #<key>.");
  return { fragment, needsPassword: isPasswordWrappedKey(fragment) };
}

/**
 * Unlock: the key from a pasted link (unwrapped with the password when the link needs one),
 * checked by decrypting the item's metadata, then kept in this browser for the item.
 */
export async function unlockItem(
  item: Pick<FileItem, 'databaseId' | 'encryptedMetadata'>,
  link: string,
  password?: string,
): Promise<EceMetadata> {
  const { fragment, needsPassword } = parsePastedLink(link);
  let key: Uint8Array;
  try {
    key = needsPassword ? await unwrapKeyWithPassword(fragment, password ?? '') : decodeKey(fragment);
  } catch (caught) {
    throw new UnlockError(
      caught instanceof EceError && caught.message === 'The password is wrong.'
        ? 'The password is wrong.'
        : "This link's key is malformed.",
    );
  }
  let metadata: EceMetadata;
  try {
    metadata = await decryptMetadata(key, item.encryptedMetadata ?? '');
  } catch {
    throw new UnlockError("This link's key does not open this file: is it the link of another file?");
  }
  await saveEncryptedFileKey({ itemId: item.databaseId, key: encodeKey(key), linkFragment: fragment });
  return metadata;
}

/** An encrypted file's link with its key: `<url>#<fragment>`; null when this browser has no fragment for it. */
export async function encryptedLinkOf(itemId: string, url: string): Promise<string | null> {
  const stored = await loadEncryptedFileKey(itemId).catch(() => null);
  const fragment = stored?.linkFragment ?? stored?.key;
  return fragment ? `${url.split('#')[0]}#${fragment}` : null;
}

/**
 * Downloads one's own encrypted file, decrypted in the browser as it streams (the same save as the
 * share page: into a picked file, or through the download worker), never whole in memory.
 */
export async function downloadDecrypted(item: FileItem): Promise<void> {
  const stored = await loadEncryptedFileKey(item.databaseId).catch(() => null);
  if (!stored) {
    toast({ title: 'Cannot decrypt', description: KEY_ONLY_IN_UPLOADING_BROWSER, variant: 'destructive' });
    return;
  }
  // The download worker fetches with no cookie: it needs the signed URL; the picker's fetch sends the session.
  const url =
    decryptedSaveMethod() === 'service-worker' && item.downloadUrl
      ? item.downloadUrl
      : cookieDownloadPath(item.databaseId);
  try {
    await saveDecryptedFile({ downloadUrl: () => Promise.resolve(url), key: decodeKey(stored.key), name: item.name });
    toast({ title: 'Downloaded', description: item.name });
  } catch (caught) {
    if (caught instanceof SaveCancelledError) return;
    toast({
      title: 'Download failed',
      description: caught instanceof Error ? caught.message : 'The file could not be decrypted.',
      variant: 'destructive',
    });
  }
}

/** Copies an encrypted file's live link with its key, or says where the key is. */
export async function copyEncryptedLink(item: Pick<FileItem, 'databaseId' | 'liveLinkUrl'>): Promise<void> {
  const link = item.liveLinkUrl ? await encryptedLinkOf(item.databaseId, item.liveLinkUrl) : null;
  if (!link) {
    toast({ title: 'No key here', description: KEY_ONLY_IN_UPLOADING_BROWSER, variant: 'destructive' });
    return;
  }
  try {
    await navigator.clipboard.writeText(link);
    toast({ title: 'Link copied', description: link });
  } catch {
    toast({ title: 'Copy failed', description: link, variant: 'destructive' });
  }
}
