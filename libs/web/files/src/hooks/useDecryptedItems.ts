import { useEffect, useMemo } from 'react';
import { create } from 'zustand';
import type { EceMetadata } from '@coffer/shared-ece';
import { decryptItemMetadata, shownItem } from '../api/encrypted-items';
import type { FileItem } from '../domain/file-item';

/** Decrypted metadata by `<item id> <record>` (null: no key here); client-only, never from the server. */
export const useDecryptedNamesStore = create<{
  names: Record<string, EceMetadata | null>;
  set: (cacheKey: string, metadata: EceMetadata | null) => void;
}>((set) => ({
  names: {},
  set: (cacheKey, metadata) => set((state) => ({ names: { ...state.names, [cacheKey]: metadata } })),
}));

const cacheKeyOf = (item: Pick<FileItem, 'id' | 'encryptedMetadata'>) => `${item.id} ${item.encryptedMetadata}`;
const pending = new Set<string>();

/** After Unlock: the item shows its real name at once. */
export function rememberDecrypted(item: Pick<FileItem, 'id' | 'encryptedMetadata'>, metadata: EceMetadata): void {
  useDecryptedNamesStore.getState().set(cacheKeyOf(item), metadata);
}

/**
 * The items as this browser shows them: encrypted files with their real name and type when it
 * holds their keys, else the placeholder name, locked.
 */
export function useDecryptedItems<
  T extends Pick<FileItem, 'id' | 'databaseId' | 'name' | 'encryptedMetadata' | 'encryption'>,
>(items: T[]): T[] {
  const names = useDecryptedNamesStore((s) => s.names);
  useEffect(() => {
    for (const item of items) {
      if (!item.encryptedMetadata) continue;
      const cacheKey = cacheKeyOf(item);
      if (cacheKey in useDecryptedNamesStore.getState().names || pending.has(cacheKey)) continue;
      pending.add(cacheKey);
      void decryptItemMetadata(item).then((metadata) => {
        pending.delete(cacheKey);
        useDecryptedNamesStore.getState().set(cacheKey, metadata);
      });
    }
  }, [items]);
  return useMemo(
    () => items.map((item) => (item.encryptedMetadata ? shownItem(item, names[cacheKeyOf(item)]) : item)),
    [items, names],
  );
}
