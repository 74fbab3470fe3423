import { useEffect, useState } from 'react';
import { encryptedLinkOf } from '../api/encrypted-items';
import type { FileItem } from '../domain/file-item';

export interface LinkWithKey {
  /** The link to hand out: an encrypted file's with its key in the fragment; '' while the key is looked up. */
  url: string;
  /** The file is end-to-end encrypted and this browser holds no key for it: the link alone opens nothing. */
  keyMissing: boolean;
}

/** A share link as people can use it: an encrypted file's carries its key (from this browser's key store). */
export function useLinkWithKey(
  item: Pick<FileItem, 'databaseId' | 'encryptedMetadata'> | null,
  url: string,
): LinkWithKey {
  const encrypted = !!item?.encryptedMetadata && url !== '';
  const itemId = item?.databaseId ?? null;
  const [found, setFound] = useState<{ url: string; withKey: string | null } | null>(null);
  useEffect(() => {
    if (!encrypted || !itemId) return;
    let current = true;
    void encryptedLinkOf(itemId, url).then((withKey) => {
      if (current) setFound({ url, withKey });
    });
    return () => {
      current = false;
    };
  }, [encrypted, itemId, url]);
  if (!encrypted) return { url, keyMissing: false };
  if (found?.url !== url) return { url: '', keyMissing: false };
  return found.withKey ? { url: found.withKey, keyMissing: false } : { url, keyMissing: true };
}
