import { useEffect, useRef, useState } from 'react';
import type { FileItem } from '../domain/file-item';
import { useSelectionStore } from '../stores/useSelectionStore';

export interface LinkedFileSelection {
  /** The linked file, once found in the folder, to bring into view. */
  revealId: string | null;
  /** The address names a file this folder does not hold. */
  linkedFileMissing: boolean;
}

/**
 * Keeps the selection and the file named in the address in step: a link's file is selected once
 * the folder has loaded, and selecting exactly one file (or anything else) rewrites the address,
 * so copying it shares the folder with that file selected.
 */
export function useLinkedFileSelection(
  path: string,
  items: readonly FileItem[],
  loaded: boolean,
  linkedId: string | null | undefined,
  onLinkedIdChange: ((id: string | null) => void) | undefined,
): LinkedFileSelection {
  const selected = useSelectionStore((s) => s.selected);
  const selectAll = useSelectionStore((s) => s.selectAll);
  // The link (folder and file) already applied, so that neither a reload of the listing nor
  // the address written from a click selects or scrolls again.
  const applied = useRef<string | null>(null);
  const [revealId, setRevealId] = useState<string | null>(null);
  const [linkedFileMissing, setLinkedFileMissing] = useState(false);
  const linkKey = linkedId ? `${path}\n${linkedId}` : null;

  useEffect(() => {
    if (!loaded || !linkKey || applied.current === linkKey) return;
    applied.current = linkKey;
    // Links name files by database id (what uploads answer); selection uses the global id.
    const found = items.find((item) => item.databaseId === linkedId && item.type === 'file');
    setLinkedFileMissing(!found);
    if (!found) return;
    selectAll([found.id]);
    setRevealId(found.id);
  }, [loaded, linkKey, linkedId, items, selectAll]);

  const lastSelected = useRef(selected);
  useEffect(() => {
    if (lastSelected.current === selected) return;
    lastSelected.current = selected;
    if (!onLinkedIdChange || !loaded || (linkKey && applied.current !== linkKey)) return;
    const only = selected.size === 1 ? [...selected][0]! : null;
    const fileId = items.find((item) => item.id === only && item.type === 'file')?.databaseId ?? null;
    if (fileId === (linkedId ?? null)) return;
    applied.current = fileId ? `${path}\n${fileId}` : null;
    setLinkedFileMissing(false);
    onLinkedIdChange(fileId);
    // Only a change of the selection rewrites the address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

  return { revealId, linkedFileMissing };
}
